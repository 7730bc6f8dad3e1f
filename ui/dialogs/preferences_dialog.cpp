#include "dialogs/preferences_dialog.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <wx/choice.h>
#include <wx/config.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/interface_language.hpp"
#include "muster/text/language_choice.hpp"

namespace muster::ui {

namespace {
const char* const paper_codes[] = {"a4", "letter"};

// "system", then the code of every language Muster speaks: the choices of the language list.
std::vector<std::string> language_codes() {
    std::vector<std::string> codes{"system"};
    for (Language language : spoken_languages()) codes.emplace_back(language.code());
    return codes;
}

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
    for (Language language : spoken_languages()) languages.Add(wxString::FromUTF8(language_own_name(language)));  // each in its own words
    language_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, languages);
    language_->SetName("language-choice");
    const std::vector<std::string> codes = language_codes();
    const auto saved = std::find(codes.begin(), codes.end(), wxConfigBase::Get()->Read("/interface/language", "system").utf8_string());
    language_->SetSelection(saved == codes.end() ? 0 : static_cast<int>(saved - codes.begin()));
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

std::string PreferencesDialog::language() const {
    const std::vector<std::string> codes = language_codes();
    return codes[static_cast<std::size_t>(std::clamp(language_->GetSelection(), 0, static_cast<int>(codes.size()) - 1))];
}

bool PreferencesDialog::save() {
    wxConfigBase* config = wxConfigBase::Get();
    const wxString before = config->Read("/interface/language", "system");
    const wxString language = wxString::FromUTF8(this->language());
    config->Write("/interface/language", language);
    config->Write("/print/paper", paper_codes[std::max(0, paper_->GetSelection())]);
    config->Flush();
    // A language other than the one the window speaks now (started with --language) applies too.
    const bool speaks_another = language != "system" && language.utf8_string() != language_code(interface_language());
    return language != before || speaks_another;
}

}  // namespace muster::ui
