#pragma once
#include "muster/print/print_options.hpp"

namespace muster::ui {

/// The paper and language the preferences ask for, as the core's print options.
PrintOptions print_settings();

}  // namespace muster::ui
