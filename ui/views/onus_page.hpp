#pragma once
#include <map>
#include <string>

#include <wx/panel.h>

#include "documents/document_view.hpp"
#include "muster/onus/design_writer.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/util/document_history.hpp"

class wxButton;
class wxChoice;
class wxCloseEvent;
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
class OnusPage : public wxPanel, public DocumentView {
public:
    explicit OnusPage(wxWindow* parent);
    // DocumentView: the design is edited here and saved as a design file.
    wxString document_name() const override;
    DocumentFileType file_type() const override;
    std::string path() const override { return path_; }
    std::string carried_name() const override { return draft().name; }
    bool dirty() const override { return history_.dirty(); }
    /// False for a design that holds more than the designer edits (it is checked, not rewritten).
    bool can_save() const override { return rules_ != nullptr && !read_only_; }
    bool save(const std::string& path) override;
    void revert() override;
    bool can_undo() const override { return history_.can_undo(); }
    bool can_redo() const override { return history_.can_redo(); }
    std::string undo_label() const override { return history_.undo_label(); }
    std::string redo_label() const override { return history_.redo_label(); }
    void undo() override;
    void redo() override;
    bool can_delete() const override;
    void delete_selection() override { remove_selected_piece(); }

    /// Checks a fortress design file and shows the verdict (an unreadable file shows where and why);
    /// a wall in walking order is loaded to be edited further.
    bool open(const std::string& path);
    void ask_open();
    /// Takes over another page's design, file and undo history (the window in a new language).
    void adopt(OnusPage& other);
    /// Asks whether to save unsaved changes first (Yes saves, No drops them); false when the user cancels.
    bool confirm_discard();
    /// Starts a new design (an empty wall).
    void new_design();
    /// Adds a piece at the end of the wall, or after the selected one.
    void add_piece(const std::string& kind, onus::Turn turn);
    void remove_selected_piece();
    /// The design being made, and its verdict as it stands.
    const onus::FortressDraft& draft() const { return history_.current(); }
    const onus::FortressVerdict& design() const { return design_; }
    /// Sets the calculator's piece counts and material.
    void set_counts(const std::map<std::string, int>& counts, bool stone);
    double counted_cost() const { return counted_cost_; }
    /// Called after every change, so the frame can update its title and menus.
    std::function<void()> on_changed;

private:
    wxWindow* build_designer();
    wxWindow* build_calculator();
    void edit(const std::string& label, const std::function<void(onus::FortressDraft&)>& change, const std::string& merge_key = {});
    void refresh();
    void recompute_cost();
    /// The window is closing: unsaved changes are asked about first, as the roster's and the plan's are.
    void on_window_close(wxCloseEvent& event);

    const onus::FortressRules* rules_ = nullptr;
    std::string path_;
    DocumentHistory<onus::FortressDraft> history_{onus::FortressDraft{}};
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
