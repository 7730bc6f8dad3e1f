#pragma once
#include <string>

#include <wx/button.h>
#include <wx/string.h>

namespace muster::ui {

/// "Copy details": puts the problems' whole details (message, rule, reading, position) on the
/// clipboard, for a player to paste into a forum post. The button runs `command_id`, a command of
/// the registry ("roster.copy-details", "wfb3.copy-details", "tower.copy-details",
/// "onus.copy-details"); it starts greyed, and is greyed while there is nothing to copy
/// (update_copy_details(), and the command's enabled()).
wxButton* make_copy_details_button(wxWindow* parent, const std::string& command_id);

/// Greys or enables the button by whether there is anything to copy now.
void update_copy_details(wxButton* button, bool anything);

/// Puts a pane's details on the clipboard (nothing when there are none): what the commands run.
void copy_details_to_clipboard(const wxString& details);

}  // namespace muster::ui
