#include "dialogs/save_changes_dialog.hpp"

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/tell_user.hpp"

namespace muster::ui {

namespace {

/// The buttons in the order a desktop shows them: the one that loses work apart on the left,
/// then Cancel, then Save. Laid out by hand: a standard button sizer would reorder them.
class SaveChangesDialog : public wxDialog {
public:
    SaveChangesDialog(wxWindow* parent, const wxString& question)
        : wxDialog(parent, wxID_ANY, _("Unsaved changes"), wxDefaultPosition, wxDefaultSize, wxCAPTION | wxCLOSE_BOX | wxSYSTEM_MENU) {
        SetName("save-changes");
        auto* column = new wxBoxSizer(wxVERTICAL);
        auto* text = new wxStaticText(this, wxID_ANY, question);
        text->Wrap(FromDIP(420));
        column->Add(text, 0, wxALL, FromDIP(16));
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        auto* dont_save = new wxButton(this, wxID_NO, _("&Don't save"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "save-changes-dont");
        auto* cancel = new wxButton(this, wxID_CANCEL, _("Cancel"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "save-changes-cancel");
        auto* save = new wxButton(this, wxID_YES, _("&Save"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "save-changes-save");
        buttons->Add(dont_save, 0);
        buttons->AddStretchSpacer(1);
        buttons->Add(cancel, 0, wxRIGHT, FromDIP(8));
        buttons->Add(save, 0);
        column->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(16));
        for (wxButton* button : {dont_save, save}) button->Bind(wxEVT_BUTTON, [this](wxCommandEvent& e) { EndModal(e.GetId()); });
        save->SetDefault();
        SetAffirmativeId(wxID_YES);
        SetEscapeId(wxID_CANCEL);
        SetSizerAndFit(column);
        CentreOnParent();
        save->SetFocus();
    }
};

}  // namespace

int ask_save_changes(wxWindow* parent, const wxString& document_name) {
    const wxString question = wxString::Format(_("“%s” has unsaved changes. Save them?"), document_name);
    if (keep_told_messages()) return ask_user(question, _("Unsaved changes"), wxYES_NO | wxCANCEL | wxICON_QUESTION, parent);
    SaveChangesDialog dialog(parent, question);
    const int answer = dialog.ShowModal();
    return answer == wxID_YES ? wxYES : answer == wxID_NO ? wxNO : wxCANCEL;
}

}  // namespace muster::ui
