#include "dialogs/battle_dialog.hpp"

#include <algorithm>
#include <cmath>

#include <wx/checklst.h>
#include <wx/display.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

BattleDialog::BattleDialog(wxWindow* parent, Campaign& campaign, const ListLibrary& lists)
    : wxDialog(parent, wxID_ANY, _("Record a battle"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      campaign_(campaign),
      lists_(lists),
      table_(victory_table_for(campaign.info().game_system)),
      armies_(campaign.armies()) {
    scenario_ = new wxTextCtrl(this, wxID_ANY, _("Pitched battle"));
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxStaticText(this, wxID_ANY, _("&Scenario:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    top->Add(scenario_, 1);
    if (!table_) {
        // The campaign's game system gives no victory points: the players say who won.
        players_result_ = new wxChoice(this, wxID_ANY);
        players_result_->SetName("battle-result");
        top->Add(new wxStaticText(this, wxID_ANY, _("&Who won?")), 0, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 6);
        top->Add(players_result_, 1);
        players_result_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { update_result(); });
    }
    // Both sides scroll together when the screen is lower than the form.
    sides_area_ = new wxScrolledWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    sides_area_->SetScrollRate(0, 10);
    auto* sides = new wxBoxSizer(wxHORIZONTAL);
    sides->Add(make_side(sides_[0], 0), 1, wxEXPAND | wxRIGHT, 8);
    sides->Add(make_side(sides_[1], armies_.size() > 1 ? 1 : 0), 1, wxEXPAND);
    sides_area_->SetSizer(sides);
    fill_players_result();  // before the dialog is fitted: the choice as wide as its longest answer
    result_ = new wxStaticText(this, wxID_ANY, "");
    result_->SetFont(result_->GetFont().Bold());
    // How the victory points were worked out: wrapped to the dialog's width, read in full.
    explanation_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 3 * GetCharHeight() + 12),
                                  wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP | wxBORDER_NONE);
    explanation_->SetBackgroundColour(GetBackgroundColour());
    explanation_->SetName("battle-explanation");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, 8);
    sizer->Add(sides_area_, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(result_, 0, wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(explanation_, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    // As big as the form wants, within the screen's work area.
    sides_area_->SetMinSize(sides->CalcMin() + wxSize(wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, this), 0));
    SetSizerAndFit(sizer);
    const int display = wxDisplay::GetFromWindow(parent ? parent : this);
    const wxRect screen = wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
    const wxSize wanted = GetSize();
    const wxSize decorations = GetSize() - GetClientSize() + wxSize(0, FromDIP(40));  // a title bar the window manager adds
    if (wanted.y > screen.height - decorations.y || wanted.x > screen.width) {
        // The sides scroll: the dialog may be as low as the rest needs, and takes the screen's height.
        sides_area_->SetMinSize(wxSize(std::min(sides_area_->GetMinSize().x, screen.width - FromDIP(40)), FromDIP(120)));
        SetMinSize(wxDefaultSize);
        SetMinSize(GetSizer()->ComputeFittingWindowSize(this));
        SetSize(std::min(wanted.x, screen.width), std::min(wanted.y, screen.height - decorations.y));
    }
    CentreOnParent();
    for (Side& side : sides_) fill_units(side);
    update_result();
}

void BattleDialog::fill_players_result() {
    if (!players_result_) return;
    const int chosen = std::max(players_result_->GetSelection(), 0);
    players_result_->Clear();
    for (const Side& side : sides_) players_result_->Append(wxString::Format(_("%s wins"), side.army->GetStringSelection()));
    players_result_->Append(_("A draw"));
    players_result_->SetSelection(chosen);
}

wxSizer* BattleDialog::make_side(Side& side, int default_army) {
    wxWindow* area = sides_area_;
    auto* box = new wxStaticBox(area, wxID_ANY, &side == &sides_[0] ? _("First army") : _("Second army"));
    auto* grid = new wxFlexGridSizer(2, 4, 8);
    grid->AddGrowableCol(1);
    wxArrayString names;
    for (const ArmyRecord& a : armies_) names.Add(u(a.name + " — " + a.player));
    side.army = new wxChoice(box, wxID_ANY, wxDefaultPosition, wxDefaultSize, names);
    if (!armies_.empty()) side.army->SetSelection(default_army);
    grid->Add(new wxStaticText(box, wxID_ANY, _("Army:")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(side.army, 1, wxEXPAND);
    if (table_) add_victory_fields(side, box, grid);
    side.lost = new wxCheckListBox(box, wxID_ANY, wxDefaultPosition, wxSize(-1, 140));
    auto* sizer = new wxStaticBoxSizer(box, wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 4);
    // Two sides side by side within the screen: the label wraps rather than widen the dialog past it.
    auto* lost = new wxStaticText(box, wxID_ANY, _("Units lost (removed in a new roster version):"));
    const int display = wxDisplay::GetFromWindow(GetParent() ? GetParent() : this);
    lost->Wrap((wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea().width - FromDIP(100)) / 2);
    sizer->Add(lost, 0, wxALL, 4);
    sizer->Add(side.lost, 1, wxEXPAND | wxALL, 4);
    side.army->Bind(wxEVT_CHOICE, [this, &side](wxCommandEvent&) {
        fill_units(side);
        fill_players_result();
        update_result();
    });
    return sizer;
}

void BattleDialog::add_victory_fields(Side& side, wxWindow* box, wxFlexGridSizer* grid) {
    side.surviving = new wxSpinCtrl(box, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 1000000, 0);
    side.rallied = new wxSpinCtrl(box, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 1000000, 0);
    side.surviving->SetName(&side == &sides_[0] ? "battle-surviving-first" : "battle-surviving-second");
    grid->Add(new wxStaticText(box, wxID_ANY, _("Troops left (points):")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(side.surviving, 1, wxEXPAND);
    grid->Add(new wxStaticText(box, wxID_ANY, _("Rallied in the last turn (points):")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(side.rallied, 1, wxEXPAND);
    const Language language = interface_language();
    for (const VictoryAward& award : table_->awards) {
        auto* count = new wxSpinCtrl(box, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 99, 0);
        count->SetToolTip(u(award.note.in(language)));
        grid->Add(new wxStaticText(box, wxID_ANY, u(award.name.in(language) + " (" + local_points(award.value) + ")")), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(count, 1, wxEXPAND);
        side.awards.push_back(count);
        count->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { update_result(); });
    }
    for (wxSpinCtrl* spin : {side.surviving, side.rallied}) {
        spin->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { update_result(); });
        spin->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { update_result(); });
    }
}

void BattleDialog::fill_units(Side& side) {
    side.lost->Clear();
    if (side.surviving) side.surviving->SetValue(0);
    side.lost_ids.clear();
    const int index = side.army->GetSelection();
    if (index < 0 || static_cast<std::size_t>(index) >= armies_.size() || armies_[static_cast<std::size_t>(index)].versions == 0) return;
    try {
        const RosterVersionRecord saved = campaign_.roster_version(armies_[static_cast<std::size_t>(index)].id);
        // Troops left start at the whole army, as it took the field; the players lower them.
        if (side.surviving) side.surviving->SetValue(static_cast<int>(std::lround(saved.points)));
        Report report;
        const std::optional<Roster> roster = parse_roster(saved.roster_xml, "saved roster", report);
        const Faction* faction = roster ? lists_.faction(roster->faction_id) : nullptr;
        if (!roster) return;
        for (const Division& division : roster->divisions)
            for (const UnitEntry& entry : division.units) {
                const UnitProfile* unit = faction ? faction->unit(entry.unit_ref) : nullptr;
                side.lost->Append(u(entry.id + "  " + (unit ? local_name(unit->name) : entry.unit_ref) + " — " + division.name));
                side.lost_ids.push_back(entry.id);
            }
    } catch (const Error&) {
        // No roster saved for this army yet: nothing to lose.
    }
}

VictoryInput BattleDialog::victory(const Side& side) const {
    VictoryInput input;
    if (!table_) return input;
    input.surviving_points = side.surviving->GetValue();
    input.rallied_points = side.rallied->GetValue();
    const auto& awards = table_->awards;
    for (std::size_t i = 0; i < awards.size(); ++i)
        if (side.awards[i]->GetValue() > 0) input.awards[awards[i].id] = side.awards[i]->GetValue();
    return input;
}

void BattleDialog::update_result() {
    if (!table_) {
        // TRANSLATORS: %s is "A draw" or "Ost wins".
        result_->SetLabel(wxString::Format(_("Result: %s"), players_result_->GetStringSelection()));
        explanation_->ChangeValue(_("This campaign's game system gives no victory points: the players decide who won."));
        Layout();
        return;
    }
    try {
        const VictoryResult result = score_battle(*table_, victory(sides_[0]), victory(sides_[1]));
        // TRANSLATORS: %s is the army that won the battle.
        const wxString winner =
            result.draw ? _("A draw")
                        : wxString::Format(_("%s wins"), result.a_wins ? sides_[0].army->GetStringSelection() : sides_[1].army->GetStringSelection());
        // TRANSLATORS: %s is "A draw" or "Ost wins".
        result_->SetLabel(wxString::Format(_("Result: %s"), winner));
        explanation_->ChangeValue(u(render_message(result.explanation_message, interface_language())));
        // Why the margin is read so, one step away, as every finding's Why? (issue 28).
        explanation_->SetToolTip(result.reading.en.empty() ? wxString()
                                                           : _("Why?") + " " + u(result.reading.in(interface_language())) +
                                                                 (result.sources.empty() ? wxString() : " [" + u(result.sources) + "]"));
    } catch (const Error& e) {
        result_->SetLabel(_("Result"));
        explanation_->ChangeValue(u(e.in(interface_language())));
    }
    Layout();
}

BattleInput BattleDialog::battle() const {
    BattleInput input;
    input.scenario = scenario_->GetValue().utf8_string();
    auto army_id = [this](const Side& side) {
        const int index = side.army->GetSelection();
        return index < 0 ? std::int64_t{0} : armies_[static_cast<std::size_t>(index)].id;
    };
    input.army_a = army_id(sides_[0]);
    input.army_b = army_id(sides_[1]);
    input.victory_a = victory(sides_[0]);
    input.victory_b = victory(sides_[1]);
    if (players_result_) {
        static const PlayersResult chosen[] = {PlayersResult::first_wins, PlayersResult::second_wins, PlayersResult::draw};
        input.players_result = chosen[std::clamp(players_result_->GetSelection(), 0, 2)];
    }
    for (std::size_t s = 0; s < sides_.size(); ++s) {
        auto& lost = s == 0 ? input.units_lost_a : input.units_lost_b;
        for (unsigned i = 0; i < sides_[s].lost->GetCount(); ++i)
            if (sides_[s].lost->IsChecked(i)) lost.push_back(sides_[s].lost_ids[i]);
    }
    return input;
}

}  // namespace muster::ui
