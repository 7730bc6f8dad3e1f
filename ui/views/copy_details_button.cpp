#include "views/copy_details_button.hpp"

#include <wx/intl.h>

#include "dialogs/share_dialog.hpp"

namespace muster::ui {

wxButton* make_copy_details_button(wxWindow* parent, const char* name, std::function<wxString()> details) {
    auto* button = new wxButton(parent, wxID_ANY, _("Copy &details"));
    button->SetName(name);
    button->SetToolTip(_("Copy the problems with their rule, reading and position, to paste into a forum post"));
    button->Bind(wxEVT_BUTTON, [details = std::move(details)](wxCommandEvent&) {
        const wxString text = details();
        if (!text.empty()) copy_to_clipboard(text.utf8_string());
    });
    button->Disable();
    return button;
}

void update_copy_details(wxButton* button, bool anything) {
    if (button != nullptr && button->IsEnabled() != anything) button->Enable(anything);
}

}  // namespace muster::ui
