#include "views/tower_page.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "muster/siege_tower/tower_level_lines.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "views/copy_details_button.hpp"
#include "views/report_text.hpp"
#include "app/interface_language.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

TowerPage::TowerPage(wxWindow* parent) : wxPanel(parent) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    verdict_line_ = new wxStaticText(this, wxID_ANY, "");
    verdict_line_->SetFont(verdict_line_->GetFont().Bold().Larger());
    details_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    try {
        rules_ = &bundled<siege_tower::TowerRules>();
    } catch (const Error& e) {
        details_->SetValue(u(e.in(interface_language())));
        sizer->Add(details_, 1, wxEXPAND | wxALL, 6);
        SetSizer(sizer);
        return;
    }

    auto* form = new wxFlexGridSizer(2, 4, 8);
    auto add_spin = [&](const wxString& label, int max, const char* name) {
        auto* spin = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, max, 0);
        spin->SetName(name);
        form->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        form->Add(spin);
        spin->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute(); });
        spin->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { recompute(); });
        return spin;
    };
    // The rampart attacked first: the levels are measured against it (`tower check --rampart-level`).
    wxArrayString ramparts;
    int default_rampart = 0;
    for (const siege_tower::Rampart& rampart : rules_->ramparts) {
        if (rampart.level == rules_->default_rampart) default_rampart = static_cast<int>(ramparts.size());
        ramparts.Add(wxString::Format(_("Level %d"), rampart.level));
    }
    rampart_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, ramparts, 0, wxDefaultValidator, "tower-rampart-level");
    if (!ramparts.empty()) rampart_->SetSelection(default_rampart);
    rampart_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute(); });
    form->Add(new wxStaticText(this, wxID_ANY, _("Rampart attacked:")), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(rampart_);
    // Beyond the capacities, so that an overloaded level is reported rather than impossible to enter.
    for (std::size_t level = 0; level < rules_->level_capacity.size(); ++level)
        levels_.push_back(add_spin(wxString::Format(_("Characters on level %zu (room for %d):"), level + 1, rules_->level_capacity[level]),
                                   rules_->level_capacity[level] * 3, "tower-level"));
    pushers_ = add_spin(wxString::Format(_("Pushers on the ground (at most %d):"), rules_->max_pushers), rules_->max_pushers * 3, "tower-pushers");
    engaged_ = add_spin(_("Pushers fighting this turn:"), rules_->max_pushers * 3, "tower-engaged-pushers");
    winch_ = add_spin(wxString::Format(_("Characters on the winch hexes (%d work it):"), rules_->winch_characters), 99, "tower-winch");
    distance_ = add_spin(_("Hexes to the nearest rampart hex (0: not given):"), 99, "tower-rampart-distance");
    overload_ = new wxCheckBox(this, wxID_ANY, _("Use the optional &overload rule"));
    drawbridge_ = new wxCheckBox(this, wxID_ANY, _("The &drawbridge is down"));
    lowering_ = new wxCheckBox(this, wxID_ANY, _("&Lower the drawbridge this turn"));
    lowering_->SetName("tower-lower-drawbridge");
    for (wxCheckBox* box : {overload_, drawbridge_, lowering_}) box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute(); });

    sizer->Add(verdict_line_, 0, wxALL, 6);
    sizer->Add(form, 0, wxLEFT | wxRIGHT, 6);
    sizer->Add(overload_, 0, wxLEFT | wxTOP, 6);
    sizer->Add(drawbridge_, 0, wxLEFT | wxTOP, 6);
    sizer->Add(lowering_, 0, wxLEFT | wxTOP | wxBOTTOM, 6);
    sizer->Add(details_, 1, wxEXPAND | wxALL, 6);
    copy_details_ = make_copy_details_button(this, "tower.copy-details");
    sizer->Add(copy_details_, 0, wxLEFT | wxBOTTOM, 6);
    SetSizer(sizer);
    recompute();
}

wxString TowerPage::document_name() const { return _("siege tower"); }

void TowerPage::set_loadout(const siege_tower::Loadout& loadout) {
    for (std::size_t level = 0; level < levels_.size(); ++level) levels_[level]->SetValue(level < loadout.aboard.size() ? loadout.aboard[level] : 0);
    if (pushers_) pushers_->SetValue(loadout.pushers);
    if (overload_) overload_->SetValue(loadout.overload_rule);
    if (drawbridge_) drawbridge_->SetValue(loadout.drawbridge_down);
    if (lowering_) lowering_->SetValue(loadout.lowering_drawbridge);
    if (winch_) winch_->SetValue(loadout.winch_operators);
    if (engaged_) engaged_->SetValue(loadout.engaged_pushers);
    if (distance_) distance_->SetValue(loadout.rampart_distance);
    if (rampart_ && rules_)
        for (std::size_t i = 0; i < rules_->ramparts.size(); ++i)
            if (rules_->ramparts[i].level == (loadout.rampart_level == 0 ? rules_->default_rampart : loadout.rampart_level))
                rampart_->SetSelection(static_cast<int>(i));
    recompute();
}

void TowerPage::recompute() {
    if (!rules_) return;
    siege_tower::Loadout loadout;
    for (wxSpinCtrl* level : levels_) loadout.aboard.push_back(level->GetValue());
    loadout.pushers = pushers_->GetValue();
    loadout.overload_rule = overload_->GetValue();
    loadout.drawbridge_down = drawbridge_->GetValue();
    loadout.lowering_drawbridge = lowering_->GetValue();
    loadout.winch_operators = winch_->GetValue();
    loadout.engaged_pushers = engaged_->GetValue();
    loadout.rampart_distance = distance_->GetValue();
    const int rampart = rampart_->GetSelection();
    if (rampart >= 0 && static_cast<std::size_t>(rampart) < rules_->ramparts.size())
        loadout.rampart_level = rules_->ramparts[static_cast<std::size_t>(rampart)].level;
    verdict_ = siege_tower::check_loadout(*rules_, loadout);
    verdict_line_->SetLabel(wxString::Format(_("%s: %d aboard, %d pushing — %d movement points per turn"), verdict_.legal ? _("legal") : _("not legal"),
                                             verdict_.aboard, loadout.pushers, verdict_.movement));
    verdict_line_->SetForegroundColour(verdict_colour(verdict_.legal));
    const Language language = interface_language();
    wxString text;
    for (const Message& line : siege_tower::level_lines(verdict_)) text += u(render_message(line, language)) + "\n";
    text += "\n" + report_text(verdict_.report);
    if (loadout.overload_rule) text += "\n" + wxString::Format(_("Overload: %s"), u(rules_->overload_reading.in(language))) + "\n";
    text += "\n" + wxString::Format(_("Drawbridge: %s"), u(rules_->drawbridge_reading.in(language))) + "\n";
    details_->SetValue(text);
    update_copy_details(copy_details_, !verdict_.report.empty());
    Layout();
}

wxString TowerPage::details_to_copy() const { return report_details(verdict_.report); }

}  // namespace muster::ui
