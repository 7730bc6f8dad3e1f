#include "dialogs/preferences_dialog.hpp"

#include <algorithm>

#include <wx/choice.h>
#include <wx/config.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/interface_language.hpp"

namespace muster::ui {

namespace {
const char* const language_codes[] = {"system", "en", "fr"};
const char* const paper_codes[] = {"a4", "letter"};

int index_of(const wxString& value, const char* const* codes, int count) {
    for (int i = 0; i < count; ++i)
        if (value == codes[i]) return i;
    return 0;
}
}  // namespace

wxString preferred_paper() { return wxConfigBase::Get()->Read("/print/paper", "a4"); }

PreferencesDialog::PreferencesDialog(wxWindow* parent) : wxDialog(parent, wxID_ANY, _("Preferences")) {
    wxArrayString languages;
    languages.Add(_("The system's language"));
    languages.Add("English");
    languages.Add(wxString::FromUTF8("Français"));
    language_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, languages);
    language_->SetName("language-choice");
    language_->SetSelection(index_of(wxConfigBase::Get()->Read("/interface/language", "system"), language_codes, 3));
    wxArrayString papers;
    papers.Add("A4");
    papers.Add("US Letter");
    paper_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, papers);
    paper_->SetSelection(index_of(preferred_paper(), paper_codes, 2));

    auto* grid = new wxFlexGridSizer(2, 8, 12);
    grid->Add(new wxStaticText(this, wxID_ANY, _("&Language:")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(language_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, _("&Paper size:")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(paper_, 1, wxEXPAND);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 12);
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(sizer);
    // Enter accepts the dialog from the lists too (GTK would open the list again).
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        const bool enter = event.GetKeyCode() == WXK_RETURN || event.GetKeyCode() == WXK_NUMPAD_ENTER;
        const wxObject* target = event.GetEventObject();
        if (enter && event.GetModifiers() == wxMOD_NONE && (target == language_ || target == paper_ || FindFocus() == language_ || FindFocus() == paper_)) {
            EndModal(wxID_OK);
            return;
        }
        event.Skip();
    });
}

std::string PreferencesDialog::language() const { return language_codes[std::max(0, language_->GetSelection())]; }

bool PreferencesDialog::save() {
    wxConfigBase* config = wxConfigBase::Get();
    const wxString before = config->Read("/interface/language", "system");
    const wxString language = language_codes[std::max(0, language_->GetSelection())];
    config->Write("/interface/language", language);
    config->Write("/print/paper", paper_codes[std::max(0, paper_->GetSelection())]);
    config->Flush();
    // A language other than the one the window speaks now (started with --language) applies too.
    const bool speaks_another = (language == "fr" && interface_language() != Language::french) ||
                                (language == "en" && interface_language() != Language::english);
    return language != before || speaks_another;
}

}  // namespace muster::ui
