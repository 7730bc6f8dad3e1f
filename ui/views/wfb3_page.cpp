#include "views/wfb3_page.hpp"

#include <algorithm>
#include <filesystem>

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"
#include "views/report_text.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

namespace {

wxString cost_text(const wfb3::Cost& cost, const wxString& indent = "") {
    wxString text;
    for (const auto& [what, points] : cost.lines) text += indent + u(what + ": " + format_points(points)) + "\n";
    return text + wxString::Format("= %s %s", u(format_points(cost.total)), _("pts"));
}

wxStaticText* heading(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    label->SetFont(label->GetFont().Bold());
    return label;
}

void add_row(wxWindow* parent, wxFlexGridSizer* form, const wxString& label, wxWindow* control) {
    form->Add(new wxStaticText(parent, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(control, 0, wxEXPAND);
}

/// Works a cost out and shows it line by line, or shows why the choice is impossible.
template <class Compute>
void show_cost(std::optional<wfb3::Cost>& cost, wxTextCtrl* box, Compute compute) {
    try {
        cost = compute();
        box->SetValue(cost_text(*cost));
    } catch (const Error& e) {
        cost.reset();
        box->SetValue(u(e.what()));
    }
}

}  // namespace

Wfb3Page::Wfb3Page(wxWindow* parent) : wxPanel(parent) {
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    try {
        rules_ = &wfb3::bundled_points_rules();
    } catch (const Error& e) {
        sizer->Add(new wxStaticText(this, wxID_ANY, u(e.what())), 1, wxEXPAND | wxALL, 6);
        SetSizer(sizer);
        return;
    }
    // Three columns: the army, a troop unit's cost, a character's cost; each calculator has the
    // height of the page, so the equipment list shows many rows.
    sizer->Add(build_army_side(), 4, wxEXPAND | wxALL, 6);
    build_calculators(sizer);
    SetSizer(sizer);
    recompute_unit();
    recompute_character();
}

wxWindow* Wfb3Page::build_army_side() {
    auto* side = new wxPanel(this);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    army_line_ = new wxStaticText(side, wxID_ANY, _("No army open"));
    army_line_->SetFont(army_line_->GetFont().Bold().Larger());
    auto* open_button = new wxButton(side, wxID_ANY, _("&Open a WFB3 army…"));
    open_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ask_open(); });
    army_details_ = new wxTextCtrl(side, wxID_ANY, _("Open an army file (*.wfb3.xml): every cost is worked out from the points rules, line by line, and the army is checked."),
                                   wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    sizer->Add(army_line_, 0, wxBOTTOM, 6);
    sizer->Add(open_button, 0, wxBOTTOM, 6);
    sizer->Add(army_details_, 1, wxEXPAND);
    side->SetSizer(sizer);
    return side;
}

void Wfb3Page::build_calculators(wxSizer* columns) {
    auto* side = new wxPanel(this);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    wxArrayString creatures, riding, specials, character_mounts;
    riding.Add(_("none"));
    riding_ids_.emplace_back();
    for (const wfb3::Creature& c : rules_->creatures) {
        const wxString name = u(local_name(c.name) + " (" + format_points(c.base) + ")");
        creatures.Add(name);
        creature_ids_.push_back(c.id);
        if (c.riding) {
            riding.Add(name);
            riding_ids_.push_back(c.id);
        }
    }
    specials.Add(_("none"));
    special_ids_.emplace_back();
    for (const wfb3::SpecialTroop& s : rules_->special_troops) {
        specials.Add(u(local_name(s.name)));
        special_ids_.push_back(s.id);
    }
    character_mounts.Add(_("none"));
    character_mount_ids_.emplace_back();
    for (const auto& [creature_id, points] : rules_->character_mounts) {
        const wfb3::Creature* c = rules_->creature(creature_id);
        character_mounts.Add(u((c ? local_name(c->name) : creature_id) + " +" + format_points(points)));
        character_mount_ids_.push_back(creature_id);
    }
    const auto human = std::find(creature_ids_.begin(), creature_ids_.end(), "human");
    const int first_creature = human == creature_ids_.end() ? 0 : static_cast<int>(human - creature_ids_.begin());

    // A troop unit.
    auto* unit_form = new wxFlexGridSizer(2, 4, 8);
    unit_form->AddGrowableCol(1);
    unit_creature_ = new wxChoice(side, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    unit_creature_->SetSelection(first_creature);
    unit_models_ = new wxSpinCtrl(side, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 500, 10);
    unit_mount_ = new wxChoice(side, wxID_ANY, wxDefaultPosition, wxDefaultSize, riding);
    unit_mount_->SetSelection(0);
    unit_special_ = new wxChoice(side, wxID_ANY, wxDefaultPosition, wxDefaultSize, specials);
    unit_special_->SetSelection(0);
    unit_steps_ = new wxSpinCtrl(side, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 4, 0);
    add_row(side, unit_form, _("Creature:"), unit_creature_);
    add_row(side, unit_form, _("Models:"), unit_models_);
    add_row(side, unit_form, _("Riding animal:"), unit_mount_);
    add_row(side, unit_form, _("Special troops:"), unit_special_);
    add_row(side, unit_form, _("Elite steps:"), unit_steps_);
    wxArrayString equipment;
    for (const wfb3::Equipment& e : rules_->equipment) equipment.Add(u(local_name(e.name) + " (" + format_points(e.points) + ")"));
    unit_equipment_ = new wxCheckListBox(side, wxID_ANY, wxDefaultPosition, wxSize(-1, 160), equipment);
    unit_equipment_->SetName("wfb3-equipment");
    // Space ticks the equipment under the cursor (GTK's check list does not by itself).
    unit_equipment_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& event) {
        const int row = unit_equipment_->GetSelection();
        if (event.GetKeyCode() != WXK_SPACE || row == wxNOT_FOUND) return event.Skip();
        unit_equipment_->Check(static_cast<unsigned>(row), !unit_equipment_->IsChecked(static_cast<unsigned>(row)));
        recompute_unit();
    });
    unit_musician_ = new wxCheckBox(side, wxID_ANY, _("&Musician"));
    unit_standard_ = new wxCheckBox(side, wxID_ANY, _("S&tandard bearer"));
    unit_result_ = new wxTextCtrl(side, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 9 * GetCharHeight()), wxTE_MULTILINE | wxTE_READONLY);
    for (wxChoice* c : {unit_creature_, unit_mount_, unit_special_}) c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_unit(); });
    for (wxSpinCtrl* s : {unit_models_, unit_steps_}) s->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute_unit(); });
    for (wxCheckBox* b : {unit_musician_, unit_standard_}) b->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute_unit(); });
    unit_equipment_->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { recompute_unit(); });
    auto* command = new wxBoxSizer(wxHORIZONTAL);
    command->Add(unit_musician_, 0, wxRIGHT, 12);
    command->Add(unit_standard_);

    sizer->Add(heading(side, _("A troop unit's cost")), 0, wxBOTTOM, 6);
    sizer->Add(unit_form, 0, wxEXPAND | wxBOTTOM, 4);
    sizer->Add(new wxStaticText(side, wxID_ANY, _("Equipment:")), 0, wxBOTTOM, 2);
    sizer->Add(unit_equipment_, 1, wxEXPAND | wxBOTTOM, 4);
    sizer->Add(command, 0, wxBOTTOM, 4);
    sizer->Add(unit_result_, 0, wxEXPAND);
    side->SetSizer(sizer);
    columns->Add(side, 3, wxEXPAND | wxALL, 6);

    // A character, in a column of its own.
    side = new wxPanel(this);
    sizer = new wxBoxSizer(wxVERTICAL);
    wxArrayString levels;
    for (int level = rules_->level_step; level <= rules_->max_level; level += rules_->level_step) levels.Add(wxString::Format("%d", level));
    auto* character_form = new wxFlexGridSizer(2, 4, 8);
    character_form->AddGrowableCol(1);
    character_creature_ = new wxChoice(side, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    character_creature_->SetSelection(first_creature);
    character_level_ = new wxChoice(side, wxID_ANY, wxDefaultPosition, wxDefaultSize, levels);
    character_level_->SetSelection(0);
    character_mount_ = new wxChoice(side, wxID_ANY, wxDefaultPosition, wxDefaultSize, character_mounts);
    character_mount_->SetSelection(0);
    character_wizard_ = new wxCheckBox(side, wxID_ANY, _("&Wizard"));
    add_row(side, character_form, _("Creature:"), character_creature_);
    add_row(side, character_form, _("Level:"), character_level_);
    add_row(side, character_form, _("Mount:"), character_mount_);
    character_result_ = new wxTextCtrl(side, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 6 * GetCharHeight()), wxTE_MULTILINE | wxTE_READONLY);
    for (wxChoice* c : {character_creature_, character_level_, character_mount_})
        c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_character(); });
    character_wizard_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute_character(); });
    sizer->Add(heading(side, _("A character's cost")), 0, wxBOTTOM, 6);
    sizer->Add(character_form, 0, wxEXPAND | wxBOTTOM, 4);
    sizer->Add(character_wizard_, 0, wxBOTTOM, 4);
    sizer->Add(character_result_, 0, wxEXPAND);
    side->SetSizer(sizer);
    columns->Add(side, 3, wxEXPAND | wxALL, 6);
}

void Wfb3Page::ask_open() {
    const std::string file = ask_path(this, _("Open a WFB3 army"), "", _("WFB3 armies (*.wfb3.xml)|*.wfb3.xml|All files|*"),
                                      wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (!file.empty()) open(file);
}

wxString Wfb3Page::document_name() const { return _("WFB3 army"); }

bool Wfb3Page::open(const std::string& path) {
    if (!rules_) return false;
    path_ = path;
    army_ = wfb3::evaluate_army_file(path, *rules_);
    army_line_->SetLabel(wxString::Format("%s — %s / %s %s — %s", u(army_.name.empty() ? std::filesystem::path(path).filename().string() : army_.name),
                                          u(format_points(army_.total)), u(format_points(army_.points_limit)), _("pts"),
                                          army_.legal ? _("legal") : _("not legal")));
    army_line_->SetForegroundColour(verdict_colour(army_.legal));
    wxString text;
    for (const wfb3::ArmyLine& line : army_.lines) {
        text += u(line.id + "  " + line.description) + wxString::Format(" — %s %s\n", u(format_points(line.cost.total)), _("pts"));
        if (!line.profile.empty()) text += u("      " + line.profile) + "\n";
        for (const auto& [what, points] : line.cost.lines) text += u("      " + what + ": " + format_points(points)) + "\n";
    }
    if (army_.train_requested && army_.train.wagons > 0)
        text += "\n" + wxString::Format(_("Supply train: %d wagons, %d civilians"), army_.train.wagons, army_.train.civilians) + "\n";
    text += "\n" + report_text(army_.report);
    if (army_.report.empty()) text += _("Every rule of the army holds.") + "\n";
    army_details_->SetValue(text);
    Layout();
    return !army_.lines.empty() || army_.legal;
}

void Wfb3Page::set_unit(const wfb3::UnitSpec& spec) {
    if (!rules_) return;
    const auto index_of = [](const std::vector<std::string>& ids, const std::string& id) {
        const auto found = std::find(ids.begin(), ids.end(), id);
        return found == ids.end() ? 0 : static_cast<int>(found - ids.begin());
    };
    unit_creature_->SetSelection(index_of(creature_ids_, spec.model.creature));
    unit_mount_->SetSelection(index_of(riding_ids_, spec.model.mount));
    unit_special_->SetSelection(index_of(special_ids_, spec.model.special));
    unit_steps_->SetValue(spec.model.elite_steps);
    unit_models_->SetValue(spec.models);
    for (unsigned i = 0; i < unit_equipment_->GetCount(); ++i)
        unit_equipment_->Check(i, std::count(spec.model.equipment.begin(), spec.model.equipment.end(), rules_->equipment[i].id) > 0);
    unit_musician_->SetValue(spec.musician);
    unit_standard_->SetValue(spec.standard);
    recompute_unit();
}

void Wfb3Page::recompute_unit() {
    if (!rules_ || creature_ids_.empty()) return;
    wfb3::UnitSpec spec;
    spec.model.creature = creature_ids_[static_cast<std::size_t>(std::max(0, unit_creature_->GetSelection()))];
    spec.model.mount = riding_ids_[static_cast<std::size_t>(std::max(0, unit_mount_->GetSelection()))];
    spec.model.special = special_ids_[static_cast<std::size_t>(std::max(0, unit_special_->GetSelection()))];
    spec.model.elite_steps = unit_steps_->GetValue();
    for (unsigned i = 0; i < unit_equipment_->GetCount(); ++i)
        if (unit_equipment_->IsChecked(i)) spec.model.equipment.push_back(rules_->equipment[i].id);
    spec.models = unit_models_->GetValue();
    spec.musician = unit_musician_->GetValue();
    spec.standard = unit_standard_->GetValue();
    // Line by line as muster-cli prints it: one model, then the unit.
    try {
        const wfb3::Cost model = wfb3::trooper_cost(*rules_, spec.model);
        unit_cost_ = wfb3::unit_cost(*rules_, spec);
        unit_result_->SetValue(_("One model:") + "\n" + cost_text(model, "  ") + "\n" + _("The unit:") + "\n" + cost_text(*unit_cost_, "  "));
    } catch (const Error& e) {
        unit_cost_.reset();
        unit_result_->SetValue(u(e.what()));
    }
}

void Wfb3Page::recompute_character() {
    if (!rules_ || creature_ids_.empty()) return;
    wfb3::CharacterSpec spec;
    spec.creature = creature_ids_[static_cast<std::size_t>(std::max(0, character_creature_->GetSelection()))];
    spec.level = rules_->level_step * (std::max(0, character_level_->GetSelection()) + 1);
    spec.wizard = character_wizard_->GetValue();
    spec.mount = character_mount_ids_[static_cast<std::size_t>(std::max(0, character_mount_->GetSelection()))];
    show_cost(character_cost_, character_result_, [&] { return wfb3::character_cost(*rules_, spec); });
}

}  // namespace muster::ui
