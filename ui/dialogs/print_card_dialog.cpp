#include "dialogs/print_card_dialog.hpp"

#include <algorithm>

#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/interface_language.hpp"
#include "dialogs/card_choices.hpp"
#include "muster/text/language_choice.hpp"
#include "app/wx_text.hpp"
#include "dialogs/choice_dialog.hpp"

namespace muster::ui {

PrintCardDialog::PrintCardDialog(wxWindow* parent, const PrintOptions& defaults)
    : wxDialog(parent, wxID_ANY, _("Print a card"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER), defaults_(defaults) {
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

    layout_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, card_layout_names());
    layout_->SetName("card-layout");
    layout_->SetSelection(card_layout_index(defaults.card_layout));
    paper_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, paper_names());
    paper_->SetName("card-paper");
    paper_->SetSelection(paper_index(defaults.paper));
    language_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, card_language_names());
    language_->SetName("card-language");
    language_->SetSelection(card_language_index(defaults.language));

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
    options.card_layout = card_layout_at(layout_->GetSelection());
    options.paper = paper_at(paper_->GetSelection());
    options.language = card_language_at(language_->GetSelection());
    return options;
}

}  // namespace muster::ui
