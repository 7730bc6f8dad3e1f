#pragma once
#include <optional>
#include <string>
#include <vector>

#include <wx/panel.h>

#include "documents/document_view.hpp"
#include "muster/wfb3/wfb3_army.hpp"

class wxButton;
class wxCheckBox;
class wxSizer;
class wxCheckListBox;
class wxChoice;
class wxNotebook;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

/// Warhammer Fantasy Battle 3rd edition: an army file priced line by line and checked, and a
/// calculator for every troop type the points rules price — troop units (elite, levy, special
/// troops, hidden models, beast packs), characters with their roles and mounts, war machines with
/// crew and extra crew, chariot units and wagons, monsters, war altars with their guards — each cost shown line by line with the
/// same core functions and the same layout as `muster-cli wfb3`.
class Wfb3Page : public wxPanel, public DocumentView {
public:
    explicit Wfb3Page(wxWindow* parent);
    // DocumentView: the army file is read and priced, not edited here.
    wxString document_name() const override;
    std::string path() const override { return path_; }
    /// Prices and checks an army file (an unreadable one shows where and why); false when unreadable.
    bool open(const std::string& path);
    const wfb3::ArmyVerdict& army() const { return army_; }
    /// The army's problems whole, for Copy details (empty when there are none).
    const wxString& details_to_copy() const { return details_; }
    /// The calculators' results as they stand (nothing when the choice is impossible).
    const std::optional<wfb3::Cost>& unit_cost() const { return unit_cost_; }
    const std::optional<wfb3::Cost>& character_cost() const { return character_cost_; }
    const std::optional<wfb3::Cost>& machine_cost() const { return machine_cost_; }
    const std::optional<wfb3::Cost>& chariot_cost() const { return chariot_cost_; }
    const std::optional<wfb3::Cost>& monster_cost() const { return monster_cost_; }
    const std::optional<wfb3::Cost>& altar_cost() const { return altar_cost_; }
    /// The war machine the calculator prices now, as chosen in it.
    wfb3::WarMachineSpec machine_spec() const;
    /// Sets the unit calculator as if chosen by hand (ids from the points rules).
    void set_unit(const wfb3::UnitSpec& spec);
    /// Brings a calculator forward: "unit", "character", "machine", "chariot", "monster", "altar".
    void show_calculator(const std::string& which);

private:
    wxWindow* build_army_side();
    wxWindow* build_unit_page(wxWindow* parent);
    wxWindow* build_character_page(wxWindow* parent);
    wxWindow* build_machine_page(wxWindow* parent);
    wxWindow* build_chariot_page(wxWindow* parent);
    wxWindow* build_monster_page(wxWindow* parent);
    wxWindow* build_altar_page(wxWindow* parent);
    /// A list of every equipment with its price, ticked by click or Space, `on_change` after each tick.
    wxCheckListBox* equipment_list(wxWindow* parent, const wxString& name, void (Wfb3Page::*on_change)());
    std::vector<std::string> ticked(const wxCheckListBox* list) const;
    void recompute_unit();
    void recompute_character();
    void recompute_machine();
    void recompute_chariot();
    void recompute_monster();
    void recompute_altar();

    const wfb3::PointsRules* rules_ = nullptr;
    std::string path_;
    wfb3::ArmyVerdict army_;
    wxStaticText* army_line_ = nullptr;
    wxTextCtrl* army_details_ = nullptr;
    wxButton* copy_details_ = nullptr;
    wxString details_;  ///< the army's problems whole, for Copy details
    wxNotebook* calculators_ = nullptr;

    std::vector<std::string> creature_ids_, riding_ids_, special_ids_, character_mount_ids_, role_ids_, hidden_ids_, machine_ids_,
        chariot_type_ids_, animal_ids_, monster_ids_;
    wxChoice* unit_creature_ = nullptr;
    wxSpinCtrl* unit_models_ = nullptr;
    wxCheckListBox* unit_equipment_ = nullptr;
    wxChoice* unit_mount_ = nullptr;
    wxChoice* unit_special_ = nullptr;
    wxSpinCtrl* unit_steps_ = nullptr;
    wxCheckBox* unit_shooter_ = nullptr;
    wxSpinCtrl* unit_hidden_ = nullptr;
    wxChoice* unit_hidden_special_ = nullptr;
    wxSpinCtrl* unit_masters_ = nullptr;
    wxChoice* unit_master_creature_ = nullptr;
    wxCheckBox* unit_musician_ = nullptr;
    wxCheckBox* unit_standard_ = nullptr;
    wxTextCtrl* unit_result_ = nullptr;
    std::optional<wfb3::Cost> unit_cost_;

    wxChoice* character_creature_ = nullptr;
    wxChoice* character_level_ = nullptr;
    wxCheckBox* character_wizard_ = nullptr;
    wxChoice* character_mount_ = nullptr;
    wxChoice* character_role_ = nullptr;
    wxTextCtrl* character_result_ = nullptr;
    std::optional<wfb3::Cost> character_cost_;

    wxChoice* machine_ = nullptr;
    wxSpinCtrl* machine_crew_ = nullptr;
    wxSpinCtrl* machine_extra_crew_ = nullptr;
    wxChoice* machine_crew_creature_ = nullptr;
    wxCheckListBox* machine_equipment_ = nullptr;
    wxTextCtrl* machine_result_ = nullptr;
    std::optional<wfb3::Cost> machine_cost_;

    wxChoice* chariot_type_ = nullptr;
    wxChoice* chariot_animal_ = nullptr;
    wxSpinCtrl* chariot_animals_ = nullptr;
    wxChoice* chariot_crew_creature_ = nullptr;
    wxSpinCtrl* chariot_crew_ = nullptr;
    wxSpinCtrl* chariot_count_ = nullptr;
    wxCheckBox* chariot_scythes_ = nullptr;
    wxCheckBox* chariot_musician_ = nullptr;
    wxCheckBox* chariot_standard_ = nullptr;
    wxTextCtrl* chariot_result_ = nullptr;
    std::optional<wfb3::Cost> chariot_cost_;

    wxChoice* monster_ = nullptr;
    wxChoice* monster_crew_creature_ = nullptr;
    wxSpinCtrl* monster_crew_ = nullptr;
    wxCheckBox* monster_howdah_ = nullptr;
    wxTextCtrl* monster_result_ = nullptr;
    std::optional<wfb3::Cost> monster_cost_;

    wxChoice* altar_guard_creature_ = nullptr;
    wxSpinCtrl* altar_guards_ = nullptr;
    wxCheckListBox* altar_equipment_ = nullptr;
    wxTextCtrl* altar_result_ = nullptr;
    std::optional<wfb3::Cost> altar_cost_;
};

/// A cost line "what: points" as the core writes it in the interface's language ("what : points" in French).
std::string wfb3_cost_line(const std::string& what, double points);
/// A number of points as a cost line writes it (whole, or the decimals it needs) in the interface's language.
std::string wfb3_points(double points);

}  // namespace muster::ui
