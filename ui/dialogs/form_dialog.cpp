#include "dialogs/form_dialog.hpp"

#include <filesystem>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/filedlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/tell_user.hpp"

namespace muster::ui {

FormDialog::FormDialog(wxWindow* parent, const wxString& title)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize, wxCAPTION | wxCLOSE_BOX | wxSYSTEM_MENU),
      grid_(new wxFlexGridSizer(2, FromDIP(8), FromDIP(12))),
      column_(new wxBoxSizer(wxVERTICAL)) {
    grid_->AddGrowableCol(1, 1);
    column_->Add(grid_, 0, wxEXPAND | wxALL, FromDIP(12));
    // Enter accepts from every field, a choice and a number too (GTK would open a choice's list
    // again, and a number field would only take its value).
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        const bool enter = event.GetKeyCode() == WXK_RETURN || event.GetKeyCode() == WXK_NUMPAD_ENTER;
        wxWindow* ok = FindWindow(wxID_OK);
        if (enter && event.GetModifiers() == wxMOD_NONE && ok && ok->IsEnabled() && IsModal()) {
            TransferDataFromWindow();
            EndModal(wxID_OK);
            return;
        }
        event.Skip();
    });
}

namespace {
void label_row(wxWindow* parent, wxFlexGridSizer* grid, const wxString& label) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
}
}  // namespace

wxChoice* FormDialog::add_choice(const wxString& name, const wxString& label, const wxArrayString& items, int selection) {
    label_row(this, grid_, label);
    auto* choice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, items, 0, wxDefaultValidator, name);
    if (selection >= 0 && selection < static_cast<int>(items.size())) choice->SetSelection(selection);
    grid_->Add(choice, 1, wxEXPAND);
    if (!first_) first_ = choice;
    return choice;
}

wxTextCtrl* FormDialog::add_text(const wxString& name, const wxString& label, const wxString& value) {
    label_row(this, grid_, label);
    auto* text = new wxTextCtrl(this, wxID_ANY, value, wxDefaultPosition, wxSize(FromDIP(320), -1), 0, wxDefaultValidator, name);
    grid_->Add(text, 1, wxEXPAND);
    required_.push_back(text);
    text->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        update_ok();
        e.Skip();
    });
    if (!first_) first_ = text;
    return text;
}

wxSpinCtrl* FormDialog::add_number(const wxString& name, const wxString& label, int value, int min, int max) {
    label_row(this, grid_, label);
    auto* number = new wxSpinCtrl(this, wxID_ANY, wxString::Format("%d", value), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, min, max, value, name);
    grid_->Add(number, 0);
    if (!first_) first_ = number;
    return number;
}

wxTextCtrl* FormDialog::add_save_file(const wxString& name, const wxString& label, const std::string& path, const wxString& wildcard) {
    label_row(this, grid_, label);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    auto* text = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(path), wxDefaultPosition, wxSize(FromDIP(320), -1), 0, wxDefaultValidator, name);
    auto* browse = new wxButton(this, wxID_ANY, _("Choose…"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, name + "-choose");
    browse->Bind(wxEVT_BUTTON, [this, text, wildcard, label](wxCommandEvent&) {
        const std::filesystem::path now(text->GetValue().utf8_string());
        const std::string chosen =
            ask_path(this, label, wxString::FromUTF8(now.filename().string()), wildcard, wxFD_SAVE | wxFD_OVERWRITE_PROMPT, now.parent_path().string());
        if (!chosen.empty()) text->SetValue(wxString::FromUTF8(chosen));
    });
    row->Add(text, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    row->Add(browse, 0, wxALIGN_CENTER_VERTICAL);
    grid_->Add(row, 1, wxEXPAND);
    required_.push_back(text);
    text->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        update_ok();
        e.Skip();
    });
    if (!first_) first_ = text;
    return text;
}

wxStaticText* FormDialog::add_note(const wxString& name, const wxString& text) {
    auto* note = new wxStaticText(this, wxID_ANY, text, wxDefaultPosition, wxDefaultSize, 0, name);
    column_->Add(note, 0, wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12));
    return note;
}

void FormDialog::update_ok() {
    bool filled = true;
    for (const wxTextCtrl* text : required_) filled = filled && !text->GetValue().Strip(wxString::both).empty();
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(filled);
}

bool FormDialog::ask() {
    if (wxSizer* buttons = CreateSeparatedButtonSizer(wxOK | wxCANCEL)) column_->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(12));
    SetSizerAndFit(column_);
    update_ok();
    CentreOnParent();
    if (first_) first_->SetFocus();
    return ShowModal() == wxID_OK;
}

}  // namespace muster::ui
