// The WFB3 page's calculators: one tab per troop type the points rules price, each cost shown line
// by line as `muster-cli wfb3 unit|character|machine` prints it, from the same core functions.
#include <algorithm>
#include <cmath>

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "app/wx_text.hpp"
#include "commands/command_controls.hpp"
#include "muster/text/render.hpp"
#include "muster/wfb3/wfb3_messages.hpp"
#include "muster/util/error.hpp"
#include "views/wfb3_page.hpp"
#include "views/heading.hpp"

namespace muster::ui {

namespace {
// A number as a cost line shows it: whole, or with the decimals it needs (2.5, 37.25), as the core writes it.
DecimalValue cost_number(double points) {
    const double hundredths = std::round(points * 100.0);
    const int decimals = std::fmod(hundredths, 100.0) == 0 ? 0 : std::fmod(hundredths, 10.0) == 0 ? 1 : 2;
    return DecimalValue{points, decimals};
}
}  // namespace

std::string wfb3_points(double points) { return write_value(cost_number(points), interface_language()); }

std::string wfb3_cost_line(const std::string& what, double points) {
    return render_message(message(wfb3::messages::cost_line).with("what", VerbatimValue{what}).with("points", cost_number(points)), interface_language());
}

namespace {

/// A cost as the CLI prints it: "  what: points" per line, then "= total pts".
wxString cost_text(const wfb3::Cost& cost, const wxString& indent = "  ") {
    wxString text;
    for (const auto& [what, points] : wfb3::cost_lines(cost, interface_language())) text += indent + u(wfb3_cost_line(what, points)) + "\n";
    return text + wxString::Format("= %s %s", u(wfb3_points(cost.total)), _("pts"));
}

void add_row(wxWindow* parent, wxFlexGridSizer* form, const wxString& label, wxWindow* control) {
    form->Add(new wxStaticText(parent, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(control, 0, wxEXPAND);
}

wxFlexGridSizer* new_form() {
    auto* form = new wxFlexGridSizer(2, 4, 8);
    form->AddGrowableCol(1);
    return form;
}

wxSpinCtrl* new_spin(wxWindow* parent, int low, int high, int value) {
    return new wxSpinCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, low, high, value);
}

/// A calculator's Add to army and Update line buttons, side by side.
wxSizer* army_buttons(wxWindow* page, const std::string& add, const std::string& update) {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(command_button(page, add), 0, wxRIGHT, 6);
    row->Add(command_button(page, update), 0);
    return row;
}

/// A read-only box for a cost's lines, each wrapped whole at its edge; it scrolls when they are many.
wxTextCtrl* result_box(wxWindow* parent, const wxString& name) {
    auto* box = new wxTextCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxSize(parent->FromDIP(260), -1), wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    box->SetName(name);
    return box;
}

/// A calculator's page: its form on the left, the cost's lines on the right, both the page's height.
/// The cost's heading stands over the whole page, at its right: a narrow tab (a large font, a
/// long French label) squeezes the two sides, never the heading.
wxWindow* two_sides(wxWindow* page, wxSizer* form_side, wxTextCtrl* result) {
    auto* sides = new wxBoxSizer(wxHORIZONTAL);
    sides->Add(form_side, 3, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    sides->Add(result, 3, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(heading(page, _("The cost, line by line")), 0, wxALIGN_RIGHT | wxTOP | wxLEFT | wxRIGHT, 6);
    sizer->Add(sides, 1, wxEXPAND | wxTOP, 4);
    page->SetSizer(sizer);
    return page;
}

std::size_t at(const wxChoice* choice) { return static_cast<std::size_t>(std::max(0, choice->GetSelection())); }

int index_of(const std::vector<std::string>& ids, const std::string& id) {
    const auto found = std::find(ids.begin(), ids.end(), id);
    return found == ids.end() ? 0 : static_cast<int>(found - ids.begin());
}

/// Shows a cost line by line, or why the choice is impossible (the core's words).
template <class Compute>
void show_cost(std::optional<wfb3::Cost>& cost, wxTextCtrl* box, Compute compute) {
    try {
        cost = compute();
        box->SetValue(cost_text(*cost));
    } catch (const Error& e) {
        cost.reset();
        box->SetValue(u(e.in(interface_language())));
    }
}

}  // namespace

wxCheckListBox* Wfb3Page::equipment_list(wxWindow* parent, const wxString& name, void (Wfb3Page::*on_change)()) {
    wxArrayString equipment;
    for (const wfb3::Equipment& e : rules_->equipment) {
        wxString row = u(local_name(e.name)) + " (" + u(local_points(e.points));
        if (e.mounted_points) row += wxString::Format(_(", %s mounted"), u(local_points(*e.mounted_points)));
        equipment.Add(row + ")");
    }
    // Tall enough for several rows at once; it scrolls for the rest.
    auto* list = new wxCheckListBox(parent, wxID_ANY, wxDefaultPosition, wxSize(-1, 8 * (GetCharHeight() + 6)), equipment);
    list->SetMinSize(wxSize(FromDIP(220), 6 * (GetCharHeight() + 6)));
    list->SetName(name);
    // Space ticks the equipment under the cursor (GTK's check list does not by itself).
    list->Bind(wxEVT_KEY_DOWN, [this, list, on_change](wxKeyEvent& event) {
        const int row = list->GetSelection();
        if (event.GetKeyCode() != WXK_SPACE || row == wxNOT_FOUND) return event.Skip();
        list->Check(static_cast<unsigned>(row), !list->IsChecked(static_cast<unsigned>(row)));
        (this->*on_change)();
    });
    list->Bind(wxEVT_CHECKLISTBOX, [this, on_change](wxCommandEvent&) { (this->*on_change)(); });
    return list;
}

std::vector<std::string> Wfb3Page::ticked(const wxCheckListBox* list) const {
    std::vector<std::string> ids;
    for (unsigned i = 0; i < list->GetCount(); ++i)
        if (list->IsChecked(i)) ids.push_back(rules_->equipment[i].id);
    return ids;
}

wxWindow* Wfb3Page::build_unit_page(wxWindow* parent) {
    auto* page = new wxPanel(parent);
    wxArrayString creatures, riding, specials, hidden, masters;
    riding.Add(_("none"));
    riding_ids_.emplace_back();
    for (const wfb3::Creature& c : rules_->creatures) {
        const wxString name = u(local_name(c.name) + " (" + local_points(c.base) + ")");
        creatures.Add(name);
        creature_ids_.push_back(c.id);
        if (c.riding) {
            riding.Add(name);
            riding_ids_.push_back(c.id);
        }
    }
    specials.Add(_("none"));
    special_ids_.emplace_back();
    hidden.Add(_("none"));
    hidden_ids_.emplace_back();
    for (const wfb3::SpecialTroop& s : rules_->special_troops) {
        if (s.kind == wfb3::SpecialKind::character_role) continue;  // entered as a character (the Character tab's role)
        specials.Add(u(local_name(s.name)));
        special_ids_.push_back(s.id);
        if (s.hide_share > 0) {
            hidden.Add(u(local_name(s.name)));
            hidden_ids_.push_back(s.id);
        }
    }
    const int human = index_of(creature_ids_, "human");
    unit_creature_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    unit_creature_->SetSelection(human);
    unit_models_ = new_spin(page, 1, 500, 10);
    unit_models_->SetName("wfb3-unit-models");
    unit_mount_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, riding);
    unit_mount_->SetSelection(0);
    unit_special_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, specials);
    unit_special_->SetSelection(0);
    unit_special_->SetName("wfb3-unit-special");
    unit_steps_ = new_spin(page, 0, 4, 0);
    unit_shooter_ = new wxCheckBox(page, wxID_ANY, _("Elite marksmen (not shock troops)"));
    unit_hidden_ = new_spin(page, 0, 100, 0);
    unit_hidden_special_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, hidden);
    unit_hidden_special_->SetSelection(0);
    unit_masters_ = new_spin(page, 0, 50, 0);
    unit_master_creature_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    unit_master_creature_->SetSelection(human);
    auto* form = new_form();
    add_row(page, form, _("Creature:"), unit_creature_);
    add_row(page, form, _("Models:"), unit_models_);
    add_row(page, form, _("Riding animal:"), unit_mount_);
    add_row(page, form, _("Special troops:"), unit_special_);
    add_row(page, form, _("Elite steps:"), unit_steps_);
    add_row(page, form, _("Hidden models:"), unit_hidden_);
    add_row(page, form, _("Hidden as:"), unit_hidden_special_);
    add_row(page, form, _("Beast masters:"), unit_masters_);
    add_row(page, form, _("Masters' creature:"), unit_master_creature_);
    unit_equipment_ = equipment_list(page, "wfb3-equipment", &Wfb3Page::recompute_unit);
    unit_musician_ = new wxCheckBox(page, wxID_ANY, _("&Musician"));
    unit_standard_ = new wxCheckBox(page, wxID_ANY, _("S&tandard bearer"));
    unit_result_ = result_box(page, "wfb3-unit-cost");
    for (wxChoice* c : {unit_creature_, unit_mount_, unit_special_, unit_hidden_special_, unit_master_creature_})
        c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_unit(); });
    for (wxSpinCtrl* s : {unit_models_, unit_steps_, unit_hidden_, unit_masters_}) s->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute_unit(); });
    for (wxCheckBox* b : {unit_musician_, unit_standard_, unit_shooter_}) b->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute_unit(); });
    auto* command = new wxBoxSizer(wxHORIZONTAL);
    command->Add(unit_musician_, 0, wxRIGHT, 12);
    command->Add(unit_standard_);

    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(unit_shooter_, 0, wxBOTTOM, 4);
    left->Add(command, 0, wxBOTTOM, 4);
    left->Add(new wxStaticText(page, wxID_ANY, _("Equipment (Space ticks):")), 0, wxBOTTOM, 2);
    left->Add(unit_equipment_, 1, wxEXPAND | wxBOTTOM, 6);
    left->Add(army_buttons(page, "wfb3.add-unit", "wfb3.update-unit"), 0);
    return two_sides(page, left, unit_result_);
}

wxWindow* Wfb3Page::build_character_page(wxWindow* parent) {
    auto* page = new wxPanel(parent);
    wxArrayString creatures, levels, mounts, roles;
    for (const wfb3::Creature& c : rules_->creatures) creatures.Add(u(local_name(c.name) + " (" + local_points(c.base) + ")"));
    for (int level = rules_->level_step; level <= rules_->max_level; level += rules_->level_step) levels.Add(wxString::Format("%d", level));
    mounts.Add(_("none"));
    character_mount_ids_.emplace_back();
    for (const auto& [creature_id, points] : rules_->character_mounts) {
        const wfb3::Creature* c = rules_->creature(creature_id);
        mounts.Add(u((c ? local_name(c->name) : creature_id) + " +" + local_points(points)));
        character_mount_ids_.push_back(creature_id);
    }
    roles.Add(_("none"));
    role_ids_.emplace_back();
    for (const wfb3::CharacterRole& role : rules_->roles) {
        roles.Add(u(local_name(role.name) + " +" + local_points(role.surcharge)));
        role_ids_.push_back(role.id);
    }
    character_creature_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    character_creature_->SetSelection(index_of(creature_ids_, "human"));
    character_level_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, levels);
    character_level_->SetSelection(0);
    character_mount_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, mounts);
    character_mount_->SetSelection(0);
    character_role_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, roles);
    character_role_->SetSelection(0);
    character_role_->SetName("wfb3-character-role");
    character_wizard_ = new wxCheckBox(page, wxID_ANY, _("&Wizard"));
    character_general_ = new wxCheckBox(page, wxID_ANY, _("The army's &general"));
    character_general_->SetName("wfb3-character-general");
    character_army_standard_ = new wxCheckBox(page, wxID_ANY, _("Carries the army &standard"));
    character_army_standard_->SetName("wfb3-character-army-standard");
    auto* form = new_form();
    add_row(page, form, _("Creature:"), character_creature_);
    add_row(page, form, _("Level:"), character_level_);
    add_row(page, form, _("Mount:"), character_mount_);
    add_row(page, form, _("Role:"), character_role_);
    character_result_ = result_box(page, "wfb3-character-cost");
    for (wxChoice* c : {character_creature_, character_level_, character_mount_, character_role_})
        c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_character(); });
    character_wizard_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute_character(); });
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(character_wizard_, 0, wxBOTTOM, 4);
    left->Add(character_general_, 0, wxBOTTOM, 4);
    left->Add(character_army_standard_, 0, wxBOTTOM, 8);
    auto* note = new wxStaticText(
        page, wxID_ANY, _("The general and the army standard bearer are priced as any other character; the army's check tells whether the choice holds."));
    note->Wrap(FromDIP(320));
    left->Add(note, 0, wxBOTTOM, 8);
    left->Add(army_buttons(page, "wfb3.add-character", "wfb3.update-character"), 0);
    return two_sides(page, left, character_result_);
}

wxWindow* Wfb3Page::build_machine_page(wxWindow* parent) {
    auto* page = new wxPanel(parent);
    wxArrayString machines, creatures;
    for (const wfb3::WarMachine& m : rules_->machines) {
        machines.Add(u(local_name(m.name)) + wxString::Format(_(" (crew %d to %d)"), m.min_crew, m.max_crew));
        machine_ids_.push_back(m.id);
    }
    for (const wfb3::Creature& c : rules_->creatures) creatures.Add(u(local_name(c.name) + " (" + local_points(c.base) + ")"));
    machine_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, machines);
    machine_->SetSelection(0);
    machine_->SetName("wfb3-machine");
    const int first_crew = rules_->machines.empty() ? 1 : rules_->machines.front().min_crew;
    machine_crew_ = new_spin(page, 1, 100, first_crew);
    machine_crew_->SetName("wfb3-machine-crew");
    machine_extra_crew_ = new_spin(page, 0, 100, 0);
    machine_extra_crew_->SetName("wfb3-machine-extra-crew");
    machine_crew_creature_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    machine_crew_creature_->SetSelection(index_of(creature_ids_, "human"));
    auto* form = new_form();
    add_row(page, form, _("Machine:"), machine_);
    add_row(page, form, _("Crew (the machine's size):"), machine_crew_);
    add_row(page, form, _("Extra crew:"), machine_extra_crew_);
    add_row(page, form, _("Crew creature:"), machine_crew_creature_);
    machine_equipment_ = equipment_list(page, "wfb3-machine-equipment", &Wfb3Page::recompute_machine);
    machine_result_ = result_box(page, "wfb3-machine-cost");
    machine_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        // A new machine starts at its smallest crew.
        if (const wfb3::WarMachine* m = rules_->machine(machine_ids_[at(machine_)])) machine_crew_->SetValue(m->min_crew);
        recompute_machine();
    });
    machine_crew_creature_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_machine(); });
    for (wxSpinCtrl* s : {machine_crew_, machine_extra_crew_}) s->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute_machine(); });
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(new wxStaticText(page, wxID_ANY, _("Each crew member's equipment (Space ticks):")), 0, wxBOTTOM, 2);
    left->Add(machine_equipment_, 1, wxEXPAND);
    return two_sides(page, left, machine_result_);
}

wxWindow* Wfb3Page::build_chariot_page(wxWindow* parent) {
    auto* page = new wxPanel(parent);
    wxArrayString types, animals, creatures;
    types.Add(_("by its team (light 1-2 animals, heavy more)"));
    chariot_type_ids_.emplace_back();
    for (const wfb3::ChariotType& t : rules_->chariot_types) {
        types.Add(u(local_name(t.name)) + wxString::Format(_(" (%s crew places)"), u(local_points(t.capacity))));
        chariot_type_ids_.push_back(t.id);
    }
    for (const wfb3::Creature& c : rules_->creatures) {
        creatures.Add(u(local_name(c.name) + " (" + local_points(c.base) + ")"));
        if (c.riding) {
            animals.Add(u(local_name(c.name) + " (" + local_points(c.base) + ")"));
            animal_ids_.push_back(c.id);
        }
    }
    chariot_type_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, types);
    chariot_type_->SetSelection(0);
    chariot_animal_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, animals);
    chariot_animal_->SetSelection(0);
    chariot_animals_ = new_spin(page, 1, 12, 2);
    chariot_crew_creature_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    chariot_crew_creature_->SetSelection(index_of(creature_ids_, "human"));
    chariot_crew_ = new_spin(page, 1, 20, 2);
    chariot_count_ = new_spin(page, 1, 20, 1);
    chariot_scythes_ = new wxCheckBox(page, wxID_ANY, _("Scythed wheels"));
    chariot_musician_ = new wxCheckBox(page, wxID_ANY, _("Musician"));
    chariot_standard_ = new wxCheckBox(page, wxID_ANY, _("Standard bearer"));
    auto* form = new_form();
    add_row(page, form, _("Type:"), chariot_type_);
    add_row(page, form, _("Draught animal:"), chariot_animal_);
    add_row(page, form, _("Animals:"), chariot_animals_);
    add_row(page, form, _("Crew creature:"), chariot_crew_creature_);
    add_row(page, form, _("Crew:"), chariot_crew_);
    add_row(page, form, _("Chariots in the unit:"), chariot_count_);
    chariot_result_ = result_box(page, "wfb3-chariot-cost");
    for (wxChoice* c : {chariot_type_, chariot_animal_, chariot_crew_creature_}) c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_chariot(); });
    for (wxSpinCtrl* s : {chariot_animals_, chariot_crew_, chariot_count_}) s->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute_chariot(); });
    for (wxCheckBox* b : {chariot_scythes_, chariot_musician_, chariot_standard_}) b->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute_chariot(); });
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxEXPAND | wxBOTTOM, 4);
    for (wxCheckBox* b : {chariot_scythes_, chariot_musician_, chariot_standard_}) left->Add(b, 0, wxBOTTOM, 4);
    auto* note = new wxStaticText(page, wxID_ANY, _("The musician and the standard ride with the crew of the leader's chariot."));
    note->Wrap(FromDIP(320));
    left->Add(note, 0);
    return two_sides(page, left, chariot_result_);
}

wxWindow* Wfb3Page::build_monster_page(wxWindow* parent) {
    auto* page = new wxPanel(parent);
    wxArrayString monsters, creatures;
    for (const wfb3::Creature& c : rules_->creatures) {
        creatures.Add(u(local_name(c.name) + " (" + local_points(c.base) + ")"));
        if (c.monster) {
            monsters.Add(u(local_name(c.name) + " (" + local_points(c.base) + ")"));
            monster_ids_.push_back(c.id);
        }
    }
    monster_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, monsters);
    monster_->SetSelection(0);
    monster_crew_creature_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    monster_crew_creature_->SetSelection(index_of(creature_ids_, "human"));
    monster_crew_ = new_spin(page, 0, 30, 0);
    monster_howdah_ = new wxCheckBox(page, wxID_ANY, _("Howdah"));
    auto* form = new_form();
    add_row(page, form, _("Monster:"), monster_);
    add_row(page, form, _("Crew creature:"), monster_crew_creature_);
    add_row(page, form, _("Crew:"), monster_crew_);
    monster_result_ = result_box(page, "wfb3-monster-cost");
    for (wxChoice* c : {monster_, monster_crew_creature_}) c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_monster(); });
    monster_crew_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute_monster(); });
    monster_howdah_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { recompute_monster(); });
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(monster_howdah_, 0);
    return two_sides(page, left, monster_result_);
}

wxWindow* Wfb3Page::build_altar_page(wxWindow* parent) {
    auto* page = new wxPanel(parent);
    wxArrayString creatures;
    for (const wfb3::Creature& c : rules_->creatures) creatures.Add(u(local_name(c.name) + " (" + local_points(c.base) + ")"));
    altar_guard_creature_ = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, creatures);
    altar_guard_creature_->SetSelection(index_of(creature_ids_, "human"));
    altar_guard_creature_->SetName("wfb3-altar-guard-creature");
    altar_guards_ = new_spin(page, 0, 20, std::clamp(rules_->altar_min_guards, 0, 20));
    altar_guards_->SetName("wfb3-altar-guards");
    auto* form = new_form();
    add_row(page, form, _("Guard creature:"), altar_guard_creature_);
    add_row(page, form, _("Guards:"), altar_guards_);
    altar_equipment_ = equipment_list(page, "wfb3-altar-equipment", &Wfb3Page::recompute_altar);
    altar_result_ = result_box(page, "wfb3-altar-cost");
    altar_guard_creature_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { recompute_altar(); });
    altar_guards_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute_altar(); });
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(new wxStaticText(page, wxID_ANY, _("Each guard's equipment (Space ticks):")), 0, wxBOTTOM, 2);
    left->Add(altar_equipment_, 1, wxEXPAND);
    return two_sides(page, left, altar_result_);
}

void Wfb3Page::set_unit(const wfb3::UnitSpec& spec) {
    if (!rules_) return;
    unit_creature_->SetSelection(index_of(creature_ids_, spec.model.creature));
    unit_mount_->SetSelection(index_of(riding_ids_, spec.model.mount));
    unit_special_->SetSelection(index_of(special_ids_, spec.model.special));
    unit_steps_->SetValue(spec.model.elite_steps);
    unit_shooter_->SetValue(spec.model.elite_shooter);
    unit_models_->SetValue(spec.models);
    unit_hidden_->SetValue(spec.hidden);
    unit_hidden_special_->SetSelection(index_of(hidden_ids_, spec.hidden_special));
    unit_masters_->SetValue(spec.masters);
    unit_master_creature_->SetSelection(index_of(creature_ids_, spec.master_creature.empty() ? "human" : spec.master_creature));
    for (unsigned i = 0; i < unit_equipment_->GetCount(); ++i)
        unit_equipment_->Check(i, std::count(spec.model.equipment.begin(), spec.model.equipment.end(), rules_->equipment[i].id) > 0);
    unit_musician_->SetValue(spec.musician);
    unit_standard_->SetValue(spec.standard);
    recompute_unit();
}

wfb3::UnitSpec Wfb3Page::unit_spec() const {
    wfb3::UnitSpec spec;
    if (!rules_ || creature_ids_.empty()) return spec;
    spec.model.creature = creature_ids_[at(unit_creature_)];
    spec.model.mount = riding_ids_[at(unit_mount_)];
    spec.model.special = special_ids_[at(unit_special_)];
    spec.model.elite_steps = unit_steps_->GetValue();
    spec.model.elite_shooter = unit_shooter_->GetValue();
    spec.model.equipment = ticked(unit_equipment_);
    spec.models = unit_models_->GetValue();
    spec.musician = unit_musician_->GetValue();
    spec.standard = unit_standard_->GetValue();
    spec.hidden = unit_hidden_->GetValue();
    spec.hidden_special = hidden_ids_[at(unit_hidden_special_)];
    spec.masters = unit_masters_->GetValue();
    if (spec.masters > 0) spec.master_creature = creature_ids_[at(unit_master_creature_)];
    return spec;
}

void Wfb3Page::recompute_unit() {
    if (!rules_ || creature_ids_.empty()) return;
    const wfb3::UnitSpec spec = unit_spec();
    // Line by line as muster-cli prints it: one model, then the unit.
    try {
        const wfb3::Cost model = wfb3::trooper_cost(*rules_, spec.model);
        unit_cost_ = wfb3::unit_cost(*rules_, spec);
        unit_result_->SetValue(_("One model:") + "\n" + cost_text(model) + "\n" + _("The unit:") + "\n" + cost_text(*unit_cost_));
    } catch (const Error& e) {
        unit_cost_.reset();
        unit_result_->SetValue(u(e.in(interface_language())));
    }
}

wfb3::CharacterSpec Wfb3Page::character_spec() const {
    wfb3::CharacterSpec spec;
    if (!rules_ || creature_ids_.empty()) return spec;
    spec.creature = creature_ids_[at(character_creature_)];
    spec.level = rules_->level_step * (static_cast<int>(at(character_level_)) + 1);
    spec.wizard = character_wizard_->GetValue();
    spec.mount = character_mount_ids_[at(character_mount_)];
    spec.role = role_ids_[at(character_role_)];
    return spec;
}

void Wfb3Page::set_character(const wfb3::CharacterSpec& spec, bool general, bool army_standard) {
    if (!rules_) return;
    character_creature_->SetSelection(index_of(creature_ids_, spec.creature));
    if (rules_->level_step > 0)
        character_level_->SetSelection(std::clamp(spec.level / rules_->level_step - 1, 0, static_cast<int>(character_level_->GetCount()) - 1));
    character_wizard_->SetValue(spec.wizard);
    character_mount_->SetSelection(index_of(character_mount_ids_, spec.mount));
    character_role_->SetSelection(index_of(role_ids_, spec.role));
    character_general_->SetValue(general);
    character_army_standard_->SetValue(army_standard);
    recompute_character();
}

void Wfb3Page::recompute_character() {
    if (!rules_ || creature_ids_.empty()) return;
    const wfb3::CharacterSpec spec = character_spec();
    show_cost(character_cost_, character_result_, [&] { return wfb3::character_cost(*rules_, spec); });
    if (character_cost_) {
        const std::string profile = wfb3::format_profile(*rules_, wfb3::character_profile(*rules_, spec), interface_language());
        if (!profile.empty()) character_result_->SetValue(character_result_->GetValue() + "\n\n" + _("Profile:") + "\n" + u(profile));
    }
}

wfb3::WarMachineSpec Wfb3Page::machine_spec() const {
    wfb3::WarMachineSpec spec;
    if (!rules_ || machine_ids_.empty()) return spec;
    spec.machine = machine_ids_[at(machine_)];
    spec.crew = machine_crew_->GetValue();
    spec.extra_crew = machine_extra_crew_->GetValue();
    spec.crew_creature = creature_ids_[at(machine_crew_creature_)];
    spec.equipment = ticked(machine_equipment_);
    return spec;
}

void Wfb3Page::recompute_machine() {
    if (!rules_ || machine_ids_.empty()) return;
    const wfb3::WarMachineSpec spec = machine_spec();
    show_cost(machine_cost_, machine_result_, [&] { return wfb3::war_machine_cost(*rules_, spec); });
}

void Wfb3Page::recompute_chariot() {
    if (!rules_ || animal_ids_.empty()) return;
    wfb3::ChariotSpec spec;
    spec.type = chariot_type_ids_[at(chariot_type_)];
    spec.animals.assign(static_cast<std::size_t>(chariot_animals_->GetValue()), animal_ids_[at(chariot_animal_)]);
    wfb3::TrooperSpec crew;
    crew.creature = creature_ids_[at(chariot_crew_creature_)];
    spec.crew.assign(static_cast<std::size_t>(chariot_crew_->GetValue()), crew);
    spec.scythes = chariot_scythes_->GetValue();
    spec.chariots = chariot_count_->GetValue();
    spec.musician = chariot_musician_->GetValue();
    spec.standard = chariot_standard_->GetValue();
    show_cost(chariot_cost_, chariot_result_, [&] { return wfb3::chariot_cost(*rules_, spec); });
    // What the book forbids in this team or crew, in the core's words.
    for (const Message& problem : wfb3::chariot_findings(*rules_, spec, _("this chariot").utf8_string()))
        chariot_result_->SetValue(chariot_result_->GetValue() + "\n\n" + u(render_message(problem, interface_language())));
}

void Wfb3Page::recompute_monster() {
    if (!rules_ || monster_ids_.empty()) {
        if (monster_result_) monster_result_->SetValue(_("No monster in the points rules or your bestiary."));
        return;
    }
    wfb3::MonsterSpec spec;
    spec.creature = monster_ids_[at(monster_)];
    wfb3::TrooperSpec crew;
    crew.creature = creature_ids_[at(monster_crew_creature_)];
    spec.crew.assign(static_cast<std::size_t>(monster_crew_->GetValue()), crew);
    spec.howdah = monster_howdah_->GetValue();
    show_cost(monster_cost_, monster_result_, [&] { return wfb3::monster_cost(*rules_, spec); });
}

void Wfb3Page::recompute_altar() {
    if (!rules_ || creature_ids_.empty() || !altar_result_) return;
    wfb3::TrooperSpec guard;
    guard.creature = creature_ids_[at(altar_guard_creature_)];
    guard.equipment = ticked(altar_equipment_);
    const int guards = altar_guards_->GetValue();
    show_cost(altar_cost_, altar_result_, [&] { return wfb3::war_altar_cost(*rules_, guard, guards); });
    // Too few or too many guards: the core's finding, as an army file gets it.
    if (const std::optional<Message> finding = wfb3::war_altar_guards_finding(*rules_, guards, _("this war altar").utf8_string()))
        altar_result_->SetValue(altar_result_->GetValue() + "\n\n" + u(render_message(*finding, interface_language())));
}

}  // namespace muster::ui
