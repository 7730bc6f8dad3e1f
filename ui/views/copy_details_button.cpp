#include "views/copy_details_button.hpp"

#include "commands/command_controls.hpp"
#include "dialogs/share_dialog.hpp"

namespace muster::ui {

wxButton* make_copy_details_button(wxWindow* parent, const std::string& command_id) {
    wxButton* button = command_button(parent, command_id);
    button->Disable();
    return button;
}

void update_copy_details(wxButton* button, bool anything) {
    if (button != nullptr && button->IsEnabled() != anything) button->Enable(anything);
}

void copy_details_to_clipboard(const wxString& details) {
    if (!details.empty()) copy_to_clipboard(details.utf8_string());
}

}  // namespace muster::ui
