#pragma once
#include <string>
#include <vector>

#include <wx/string.h>

#include "muster/report/diagnostic.hpp"

namespace muster::ui {

/// What would put a finding right, as the window says it: the core's hints for muster-cli
/// ("'muster-cli siege roll'") become the window's own commands with their shortcuts ("Roll the
/// duration (Ctrl+R)"), and the commands that do what the fix asks are named after it. The one
/// place where the core's fixes meet the window's commands; a structured fix is written in the interface
/// language with its actions named by window_action_text().
wxString fix_text(const Diagnostic& finding);

/// The finding's sentence in the interface language: the rule and by how much, without the why.
wxString finding_sentence(const Diagnostic& finding);

/// Why Muster says so, one step away from the sentence (the row's tooltip): the reading of the
/// source the finding depends on, how a siege changes it, and the place in a file; empty when none.
wxString finding_why(const Diagnostic& finding);

/// How the window names one of the core's front-end actions (the ids of the core's structured
/// fixes: "siege.roll", "roster.set-limit" …): the command that does it, by its label and shortcut
/// from the command registry ("Roll the duration (Ctrl+R)"), or the control that does it ("the
/// Months field"). Empty for an action the window does not know. Ready to be the window's
/// ActionWriter when the core's fixes carry actions.
wxString window_action_text(const std::string& action_id);

/// The window command that carries out a front-end action, or empty when a field does it.
std::string command_for_action(const std::string& action_id);

/// Every front-end action id the window knows.
std::vector<std::string> known_actions();

/// The ids of the window's commands that carry out a finding's fix, most useful first.
std::vector<std::string> fix_commands(const Diagnostic& finding);

}  // namespace muster::ui
