#pragma once
#include <optional>
#include <string>
#include <vector>

#include <wx/panel.h>

#include "documents/undo_editor.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "muster/wfb3/wfb3_army_draft.hpp"

class wxButton;
class wxCheckBox;
class wxSizer;
class wxCheckListBox;
class wxListBox;
class wxChoice;
class wxNotebook;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

/// Warhammer Fantasy Battle 3rd edition: an army made here line by line (or opened), priced and
/// checked as `muster-cli wfb3 army` prices the file it is saved as, and a calculator for every
/// troop type the points rules price — troop units (elite, levy, special troops, hidden models,
/// beast packs), characters with their roles and mounts, war machines with crew and extra crew,
/// chariot units and wagons, monsters, war altars with their guards — each cost shown line by line
/// with the same core functions and the same layout as `muster-cli wfb3`. The unit and character
/// calculators add their line to the army, and take a line back to be changed.
class Wfb3Page : public UndoEditor<wfb3::ArmyDraft> {
public:
    explicit Wfb3Page(wxWindow* parent);
    // DocumentView: the army is edited here and saved as an army file.
    wxString document_name() const override;
    DocumentFileType file_type() const override;
    std::string carried_name() const override { return draft().name(); }
    bool can_save() const override { return has_army(); }
    bool can_delete() const override;
    void delete_selection() override { remove_selected_line(); }
    /// Prices and checks an army file and takes it to be edited (an unreadable one shows where and
    /// why, the army open stays); false when unreadable.
    bool open(const std::string& path) override;
    /// Takes over another page's army, file and undo history (the window in a new language).
    void adopt(Wfb3Page& other);
    /// Starts a new army with no lines.
    void new_army(const std::string& name, int points_limit);
    /// True when an army is open or started (the calculators' lines can be added to it).
    bool has_army() const { return !draft().attributes.empty(); }
    /// The army being made, as it would be saved.
    const wfb3::ArmyDraft& draft() const { return history_.current(); }
    /// The army priced and checked as it stands.
    const wfb3::ArmyVerdict& army() const { return army_; }
    /// Adds the unit or the character calculator's line ("unit", "character") to the army.
    bool can_add(const std::string& calculator) const;
    void add_line(const std::string& calculator);
    /// Takes the selected line back into its calculator to be changed (units and characters).
    bool can_edit_line() const;
    void edit_selected_line();
    /// Replaces the line taken back with the calculator's ("unit", "character") as it stands now.
    bool can_update_line(const std::string& calculator) const;
    void update_line(const std::string& calculator);
    void remove_selected_line();
    /// Sets the character calculator as if chosen by hand.
    void set_character(const wfb3::CharacterSpec& spec, bool general, bool army_standard);
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
    void write_file(const wfb3::ArmyDraft& draft, const std::string& file) const override;
    wxString not_saved_title() const override;
    void refresh() override;
    /// Shows the army's lines, their points and its problems, as priced now.
    void show_verdict(bool as_saved);
    /// The selected line's place in the army, or none.
    std::optional<std::size_t> selected_line() const;
    /// The line taken back into a calculator, by its id, or none.
    std::optional<std::size_t> line_being_edited() const;
    wfb3::UnitSpec unit_spec() const;
    wfb3::CharacterSpec character_spec() const;
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
    wfb3::ArmyVerdict army_;
    std::string editing_id_;    ///< the id of the line taken back into a calculator
    std::string editing_kind_;  ///< its calculator: "unit" or "character"
    wxStaticText* army_line_ = nullptr;
    wxListBox* lines_ = nullptr;
    wxTextCtrl* army_details_ = nullptr;
    wxButton* copy_details_ = nullptr;
    wxString details_;  ///< the army's problems whole, for Copy details
    wxNotebook* calculators_ = nullptr;

    std::vector<std::string> creature_ids_, riding_ids_, special_ids_, character_mount_ids_, role_ids_, hidden_ids_, machine_ids_, chariot_type_ids_,
        animal_ids_, monster_ids_;
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
    wxCheckBox* character_general_ = nullptr;
    wxCheckBox* character_army_standard_ = nullptr;
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
