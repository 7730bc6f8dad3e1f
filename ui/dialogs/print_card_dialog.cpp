#include "dialogs/print_card_dialog.hpp"

#include <algorithm>

#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/interface_language.hpp"
#include "muster/text/language_choice.hpp"
#include "app/wx_text.hpp"
#include "dialogs/choice_dialog.hpp"

namespace muster::ui {

namespace {
// The layouts in the order the dialog offers them, as `muster-cli print card --layout` names them.
const CardLayout layouts[] = {CardLayout::full_page, CardLayout::a5_twice, CardLayout::a6_four};
const PaperSize papers[] = {PaperSize::a4, PaperSize::letter};
}  // namespace

PrintCardDialog::PrintCardDialog(wxWindow* parent, const PrintOptions& defaults)
    : wxDialog(parent, wxID_ANY, _("Print a card"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      defaults_(defaults) {
    // Each deck whole, then its cards one by one, indented under it.
    wxArrayString rows;
    for (const CardTemplateInfo& deck : card_templates()) {
        rows.Add(wxString::Format(_("%s — the whole deck"), u(deck.title.in(interface_language()))));
        ids_.push_back(deck.id);
        for (const CardTopicInfo& card : deck.cards) {
            rows.Add(wxString::FromUTF8("    ") + u(card.title.in(interface_language())));
            ids_.push_back(card.id);
        }
    }
    cards_ = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, rows, wxLB_SINGLE);
    cards_->SetName("card-list");
    if (!rows.empty()) cards_->SetSelection(0);

    wxArrayString layout_names;
    layout_names.Add(_("One card per page"));
    layout_names.Add(_("Two cards per sheet, with cut marks"));
    layout_names.Add(_("Four cards per sheet, with cut marks"));
    layout_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, layout_names);
    layout_->SetName("card-layout");
    layout_->SetSelection(static_cast<int>(std::find(std::begin(layouts), std::end(layouts), defaults.card_layout) - std::begin(layouts)) % 3);

    wxArrayString paper_names;
    paper_names.Add("A4");
    paper_names.Add("US Letter");
    paper_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, paper_names);
    paper_->SetName("card-paper");
    paper_->SetSelection(defaults.paper == PaperSize::letter ? 1 : 0);
    wxArrayString language_names;
    for (Language language : spoken_languages()) language_names.Add(wxString::FromUTF8(language_own_name(language)));
    language_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, language_names);
    language_->SetName("card-language");
    const std::vector<Language> languages = spoken_languages();
    const auto chosen = std::find(languages.begin(), languages.end(), defaults.language);
    language_->SetSelection(chosen == languages.end() ? 0 : static_cast<int>(chosen - languages.begin()));

    auto* grid = new wxFlexGridSizer(2, 8, 12);
    grid->Add(new wxStaticText(this, wxID_ANY, _("La&yout:")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(layout_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, _("&Paper size:")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(paper_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, _("&Language of the card:")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(language_, 1, wxEXPAND);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Which reference card?")), 0, wxLEFT | wxRIGHT | wxTOP, 12);
    sizer->Add(cards_, 1, wxEXPAND | wxALL, 12);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 12);
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizer(sizer);
    cards_->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) { EndModal(wxID_OK); });
    // Enter accepts from the list and the choices too (GTK would open a choice's list again).
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        const bool enter = event.GetKeyCode() == WXK_RETURN || event.GetKeyCode() == WXK_NUMPAD_ENTER;
        const wxWindow* focus = FindFocus();
        if (enter && event.GetModifiers() == wxMOD_NONE && (focus == cards_ || focus == paper_ || focus == language_ || focus == layout_)) {
            EndModal(wxID_OK);
            return;
        }
        event.Skip();
    });
    size_list_dialog(*this);
    cards_->SetFocus();
}

std::string PrintCardDialog::card_id() const {
    const int row = cards_->GetSelection();
    return row == wxNOT_FOUND ? std::string() : ids_[static_cast<std::size_t>(row)];
}

PrintOptions PrintCardDialog::options() const {
    PrintOptions options = defaults_;
    options.card_layout = layouts[std::clamp(layout_->GetSelection(), 0, 2)];
    options.paper = papers[std::clamp(paper_->GetSelection(), 0, 1)];
    const std::vector<Language> languages = spoken_languages();
    options.language = languages[static_cast<std::size_t>(std::clamp(language_->GetSelection(), 0, static_cast<int>(languages.size()) - 1))];
    return options;
}

}  // namespace muster::ui
