#pragma once
#include <map>
#include <string>

#include <wx/panel.h>

#include "documents/undo_editor.hpp"
#include "muster/onus/design_writer.hpp"
#include "muster/onus/fortress.hpp"

class wxButton;
class wxChoice;
class wxListBox;
class wxRadioBox;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

class OnusDrawing;

/// ONUS! fortresses: a design made here piece by piece (or opened), drawn from above with its
/// closure, checked as it grows (one material, a gate, a closed wall, artillery) and saved as
/// .onus.xml; and a cost calculator from piece counts.
class OnusPage : public UndoEditor<onus::FortressDraft> {
public:
    explicit OnusPage(wxWindow* parent);
    // DocumentView: the design is edited here and saved as a design file.
    wxString document_name() const override;
    DocumentFileType file_type() const override;
    std::string carried_name() const override { return draft().name; }
    /// False for a design that holds more than the designer edits (it is checked, not rewritten).
    bool can_save() const override { return rules_ != nullptr && !read_only_; }
    bool can_delete() const override;
    void delete_selection() override { remove_selected_piece(); }

    /// Checks a fortress design file and shows the verdict (an unreadable file shows where and why);
    /// a wall in walking order is loaded to be edited further.
    bool open(const std::string& path) override;
    /// Takes over another page's design, file and undo history (the window in a new language).
    void adopt(OnusPage& other);
    /// Starts a new design (an empty wall).
    void new_design();
    /// Adds a piece at the end of the wall, or after the selected one.
    void add_piece(const std::string& kind, onus::Turn turn);
    /// Adds the piece chosen in the piece and turn lists.
    void add_chosen_piece();
    void remove_selected_piece();
    /// The design being made, and its verdict as it stands.
    const onus::FortressDraft& draft() const { return history_.current(); }
    const onus::FortressVerdict& design() const { return design_; }
    /// The design's problems whole, for Copy details (empty when there are none).
    const wxString& details_to_copy() const { return details_; }
    /// Sets the calculator's piece counts and material.
    void set_counts(const std::map<std::string, int>& counts, bool stone);
    double counted_cost() const { return counted_cost_; }

private:
    void write_file(const onus::FortressDraft& draft, const std::string& file) const override;
    wxString not_saved_title() const override;
    void refresh() override;
    wxWindow* build_designer();
    wxWindow* build_calculator();
    void edit(const std::string& label, const std::function<void(onus::FortressDraft&)>& change, const std::string& merge_key = {});
    void recompute_cost();

    const onus::FortressRules* rules_ = nullptr;
    onus::FortressVerdict design_;
    bool refreshing_ = false;
    bool read_only_ = false;  ///< the open file holds what the designer cannot edit
    wxStaticText* design_line_ = nullptr;
    wxTextCtrl* design_details_ = nullptr;
    wxButton* copy_details_ = nullptr;
    wxString details_;  ///< the design's problems whole, for Copy details
    /// Keeps the problems' details for Copy details, and greys it when there are none.
    void show_details(const wxString& details);
    wxTextCtrl* name_ = nullptr;
    wxRadioBox* design_material_ = nullptr;
    wxSpinCtrl* artillery_ = nullptr;
    wxChoice* piece_kind_ = nullptr;
    wxChoice* piece_turn_ = nullptr;
    std::vector<onus::Turn> turns_offered_;  ///< per item of piece_turn_
    void offer_turns();
    wxListBox* pieces_ = nullptr;
    OnusDrawing* drawing_ = nullptr;
    std::map<std::string, wxSpinCtrl*> counts_;
    wxRadioBox* material_ = nullptr;
    wxStaticText* cost_line_ = nullptr;
    double counted_cost_ = 0;
};

}  // namespace muster::ui
