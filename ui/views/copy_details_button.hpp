#pragma once
#include <functional>

#include <wx/button.h>
#include <wx/string.h>

namespace muster::ui {

/// "Copy details": puts the problems' whole details (message, rule, reading, position) on the
/// clipboard, for a player to paste into a forum post. `details` gives the text at the click; the
/// button is greyed while there is nothing to copy (update_copy_details()).
wxButton* make_copy_details_button(wxWindow* parent, const char* name, std::function<wxString()> details);

/// Greys or enables the button by whether there is anything to copy now.
void update_copy_details(wxButton* button, bool anything);

}  // namespace muster::ui
