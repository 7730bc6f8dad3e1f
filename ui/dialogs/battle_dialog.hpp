#pragma once
#include <array>
#include <vector>

#include <wx/dialog.h>

#include "muster/campaign/campaign.hpp"

class wxCheckListBox;
class wxSizer;
class wxFlexGridSizer;
class wxWindow;
class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;
class wxScrolledWindow;

namespace muster::ui {

/// Records a battle: the two armies, the scenario, each side's victory points entered line by
/// line with the result worked out as you type (or, for a game system whose books give no
/// victory points, who won as the players decided), and the units each side lost.
class BattleDialog : public wxDialog {
public:
    BattleDialog(wxWindow* parent, Campaign& campaign, const ListLibrary& lists);
    /// What was entered, ready for Campaign::record_battle.
    BattleInput battle() const;

private:
    struct Side {
        wxChoice* army = nullptr;
        wxSpinCtrl* surviving = nullptr;
        wxSpinCtrl* rallied = nullptr;
        std::vector<wxSpinCtrl*> awards;  ///< one per award of the victory table, in its order
        wxCheckListBox* lost = nullptr;
        std::vector<std::string> lost_ids;  ///< roster entry id of each line of `lost`
    };
    wxSizer* make_side(Side& side, int default_army);
    /// Troops left, rallied and each award of the victory table, on one side's grid.
    void add_victory_fields(Side& side, wxWindow* box, wxFlexGridSizer* grid);
    /// The players' result's choices, naming the armies chosen.
    void fill_players_result();
    void fill_units(Side& side);
    VictoryInput victory(const Side& side) const;
    void update_result();

    Campaign& campaign_;
    const ListLibrary& lists_;
    const VictoryTable* table_ = nullptr;  ///< the campaign's victory rules; null: the players' result
    wxChoice* players_result_ = nullptr;   ///< first wins, second wins, a draw (without victory rules)
    std::vector<ArmyRecord> armies_;
    std::array<Side, 2> sides_;
    wxTextCtrl* scenario_ = nullptr;
    wxStaticText* result_ = nullptr;
    wxTextCtrl* explanation_ = nullptr;
    wxScrolledWindow* sides_area_ = nullptr;
};

}  // namespace muster::ui
