#pragma once
#include <string>
#include <vector>

#include <wx/panel.h>

#include "documents/document_view.hpp"
#include "muster/wfb3/wfb3_army.hpp"

class wxCheckBox;
class wxSizer;
class wxCheckListBox;
class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

/// Warhammer Fantasy Battle 3rd edition: an army file priced line by line and checked, and two
/// calculators — a troop unit and a character — worked out from the points rules as you choose.
class Wfb3Page : public wxPanel, public DocumentView {
public:
    explicit Wfb3Page(wxWindow* parent);
    // DocumentView: the army file is read and priced, not edited here.
    wxString document_name() const override;
    std::string path() const override { return path_; }
    /// Prices and checks an army file (an unreadable one shows where and why); false when unreadable.
    bool open(const std::string& path);
    void ask_open();
    const wfb3::ArmyVerdict& army() const { return army_; }
    /// The calculators' results as they stand (nothing when the choice is impossible).
    const std::optional<wfb3::Cost>& unit_cost() const { return unit_cost_; }
    const std::optional<wfb3::Cost>& character_cost() const { return character_cost_; }
    /// Sets the unit calculator as if chosen by hand (ids from the points rules).
    void set_unit(const wfb3::UnitSpec& spec);

private:
    wxWindow* build_army_side();
    /// Adds the troop unit's and the character's calculators as two columns.
    void build_calculators(wxSizer* columns);
    void recompute_unit();
    void recompute_character();

    const wfb3::PointsRules* rules_ = nullptr;
    std::string path_;
    wfb3::ArmyVerdict army_;
    wxStaticText* army_line_ = nullptr;
    wxTextCtrl* army_details_ = nullptr;

    std::vector<std::string> creature_ids_, riding_ids_, special_ids_, character_mount_ids_;
    wxChoice* unit_creature_ = nullptr;
    wxSpinCtrl* unit_models_ = nullptr;
    wxCheckListBox* unit_equipment_ = nullptr;
    wxChoice* unit_mount_ = nullptr;
    wxChoice* unit_special_ = nullptr;
    wxSpinCtrl* unit_steps_ = nullptr;
    wxCheckBox* unit_musician_ = nullptr;
    wxCheckBox* unit_standard_ = nullptr;
    wxTextCtrl* unit_result_ = nullptr;
    std::optional<wfb3::Cost> unit_cost_;

    wxChoice* character_creature_ = nullptr;
    wxChoice* character_level_ = nullptr;
    wxCheckBox* character_wizard_ = nullptr;
    wxChoice* character_mount_ = nullptr;
    wxTextCtrl* character_result_ = nullptr;
    std::optional<wfb3::Cost> character_cost_;
};

}  // namespace muster::ui
