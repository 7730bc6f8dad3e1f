#pragma once
#include <string>
#include <vector>

#include <wx/string.h>

#include "muster/report/diagnostic.hpp"

namespace muster::ui {

/// What would put a finding right, as the window says it: the core's hints for muster-cli
/// ("'muster-cli siege roll'") become the window's own commands with their shortcuts ("Roll the
/// duration (Ctrl+R)"), and the commands that do what the fix asks are named after it. The one
/// place where the core's fixes meet the window's commands (until the core carries structured fixes).
wxString fix_text(const Diagnostic& finding);

/// The ids of the window's commands that carry out a finding's fix, most useful first.
std::vector<std::string> fix_commands(const Diagnostic& finding);

}  // namespace muster::ui
