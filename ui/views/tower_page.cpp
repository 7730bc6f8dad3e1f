#include "views/tower_page.hpp"

#include <wx/checkbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "muster/util/error.hpp"
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
        rules_ = &siege_tower::bundled_tower_rules();
    } catch (const Error& e) {
        details_->SetValue(u(e.in(interface_language())));
        sizer->Add(details_, 1, wxEXPAND | wxALL, 6);
        SetSizer(sizer);
        return;
    }

    auto* form = new wxFlexGridSizer(2, 4, 8);
    auto add_spin = [&](const wxString& label, int max) {
        auto* spin = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, max, 0);
        form->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        form->Add(spin);
        spin->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute(); });
        return spin;
    };
    // Beyond the capacities, so that an overloaded level is reported rather than impossible to enter.
    for (std::size_t level = 0; level < rules_->level_capacity.size(); ++level)
        levels_.push_back(add_spin(wxString::Format(_("Characters on level %zu (room for %d):"), level + 1, rules_->level_capacity[level]),
                                   rules_->level_capacity[level] * 3));
    pushers_ = add_spin(wxString::Format(_("Pushers on the ground (at most %d):"), rules_->max_pushers), rules_->max_pushers * 3);
    overload_ = new wxCheckBox(this, wxID_ANY, _("Use the optional &overload rule"));
    drawbridge_ = new wxCheckBox(this, wxID_ANY, _("The &drawbridge is down"));
    for (wxCheckBox* box : {overload_, drawbridge_}) box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute(); });

    sizer->Add(verdict_line_, 0, wxALL, 6);
    sizer->Add(form, 0, wxLEFT | wxRIGHT, 6);
    sizer->Add(overload_, 0, wxLEFT | wxTOP, 6);
    sizer->Add(drawbridge_, 0, wxLEFT | wxTOP | wxBOTTOM, 6);
    sizer->Add(details_, 1, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    recompute();
}

wxString TowerPage::document_name() const { return _("siege tower"); }

void TowerPage::set_loadout(const siege_tower::Loadout& loadout) {
    for (std::size_t level = 0; level < levels_.size(); ++level) levels_[level]->SetValue(level < loadout.aboard.size() ? loadout.aboard[level] : 0);
    if (pushers_) pushers_->SetValue(loadout.pushers);
    if (overload_) overload_->SetValue(loadout.overload_rule);
    if (drawbridge_) drawbridge_->SetValue(loadout.drawbridge_down);
    recompute();
}

void TowerPage::recompute() {
    if (!rules_) return;
    siege_tower::Loadout loadout;
    for (wxSpinCtrl* level : levels_) loadout.aboard.push_back(level->GetValue());
    loadout.pushers = pushers_->GetValue();
    loadout.overload_rule = overload_->GetValue();
    loadout.drawbridge_down = drawbridge_->GetValue();
    verdict_ = siege_tower::check_loadout(*rules_, loadout);
    verdict_line_->SetLabel(wxString::Format(_("%s: %d aboard, %d pushing — %d movement points per turn"),
                                             verdict_.legal ? _("legal") : _("not legal"), verdict_.aboard, loadout.pushers,
                                             verdict_.movement));
    verdict_line_->SetForegroundColour(verdict_colour(verdict_.legal));
    wxString text = report_text(verdict_.report);
    const Language language = interface_language();
    if (loadout.overload_rule)
        text += "\n" + wxString::Format(_("Overload: %s"), u(rules_->overload_reading.in(language))) + "\n";
    text += "\n" + wxString::Format(_("Drawbridge: %s"), u(rules_->drawbridge_reading.in(language))) + "\n";
    details_->SetValue(text);
    Layout();
}

}  // namespace muster::ui
