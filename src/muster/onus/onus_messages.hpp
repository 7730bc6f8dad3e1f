#pragma once
#include <string_view>

#include "muster/text/message.hpp"

namespace muster::onus {

/// The catalogue text of an ONUS! finding, keyed by its rule id: every ONUS! message is written once, in
/// onus_messages.cpp, and filled like any other: message(onus_text("onus.gap"), {{"gap", …}}).
MessageText onus_text(std::string_view rule_id);

}  // namespace muster::onus
