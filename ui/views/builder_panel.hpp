#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <wx/panel.h>

#include "muster/lists/list_library.hpp"
#include "muster/share/share_format.hpp"
#include "muster/roster/roster.hpp"
#include "documents/undo_editor.hpp"
#include "views/campaign_version_origin.hpp"

class wxButton;
class wxTreeCtrl;
class wxTreeEvent;
class wxListCtrl;
class wxListEvent;
class wxStaticText;
class wxTextCtrl;
class wxSearchCtrl;
class wxSplitterWindow;
class wxWrapSizer;

namespace muster::ui {

class MessageList;

/// The army builder: list browser, roster tree, points and shares, live validation.
/// Every edit goes through apply(), which the menus, buttons, keys and the smoke test share.
class BuilderPanel : public UndoEditor<Roster> {
public:
    BuilderPanel(wxWindow* parent, const ListLibrary& lists);

    // DocumentView
    wxString document_name() const override;
    DocumentFileType file_type() const override;
    bool can_delete() const override { return !selected_entry().empty(); }
    void delete_selection() override { delete_selected(); }
    bool can_copy() const override { return !selected_entry().empty(); }
    void copy() override { copy_selected(); }
    void cut() override { cut_selected(); }
    bool can_paste() const override { return paste_ready_ && !history_.current().divisions.empty(); }
    /// Reads the clipboard again for whether it holds units to paste (the window was activated:
    /// something may have been copied elsewhere).
    void clipboard_changed();
    /// Whether the selected units can move to the division before (-1) or after (+1).
    bool can_move_selected(int direction) const;
    /// Whether the selection's division is not already the commander-in-chief's.
    bool can_make_commander() const;
    bool can_export() const override { return true; }
    std::string export_pdf(const std::string& pdf_file) override;
    std::string carried_name() const override { return history_.current().name; }
    /// The findings' whole details for Copy details: the one selected, or all (see MessageList).
    wxString details_to_copy() const;
    /// Whether the roster shown has findings to copy.
    bool has_details_to_copy() const { return has_findings_; }

    /// Starts a new roster for a faction.
    void new_roster(const std::string& faction_id, double points, const std::string& name);
    /// Opens a roster file; a broken file shows the core's message and leaves the open roster as it was.
    bool open(const std::string& path) override;
    /// Shows a roster that has no file of its own (a campaign's saved version).
    void show_roster(const Roster& roster);
    /// Takes over another builder's roster, file and undo history (the window in a new language).
    void adopt(BuilderPanel& other);
    /// The roster as it stands.
    const Roster& roster() const { return history_.current(); }

    /// The selected list unit added to the selected (or last) division.
    void add_selected_unit();
    /// A new division.
    void add_division();
    /// The selected unit or division removed / duplicated / moved to the next division.
    void delete_selected();
    void duplicate_selected();
    void move_selected(int direction);
    /// The selected division made the commander-in-chief's.
    void make_commander();
    /// Renames the army / the selected division (asks).
    void rename_army();
    void rename_division();
    /// Changes the game's points limit (asks).
    void change_points_limit();
    /// Chooses the selected unit's options (asks).
    void edit_options();
    /// The selected unit (or division's units) to the clipboard; cut also removes them.
    bool copy_selected();
    void cut_selected();
    /// Units on the clipboard into the selected (or last) division.
    void paste() override;
    /// Pastes clipboard text; false when it holds no Muster units or the paste was refused.
    bool paste_text(const std::string& text);
    /// The army as text to share (Army > Copy army as text), in the window's language.
    std::string army_text_in(ShareFormat format) const;
    /// A shared army's text as the roster shown (without a file); false, and the lines it cannot
    /// read told to the player, when the text is not one.
    bool open_army_text(const std::string& text);
    /// What copy_selected() puts on the clipboard.
    std::string selection_as_clipboard_text() const;
    /// Moves a unit into a division, before position index (-1: at the end) — drag and drop's edit.
    bool drop_unit(const std::string& entry_id, const std::string& division_id, int index);
    /// Selects a roster entry or division in the tree by id (the others are unselected).
    void select_entry(const std::string& id);
    /// Selects several roster entries or divisions.
    void select_entries(const std::vector<std::string>& ids);
    /// Id of the (first) roster entry selected in the tree, or empty.
    std::string selected_entry() const;
    /// Ids of every entry and division selected in the tree, in the roster's order.
    std::vector<std::string> selected_entries() const;

    /// Shows a campaign army's saved version, saying which campaign, army and version it is.
    void show_campaign_version(const Roster& roster, const CampaignVersionOrigin& origin);
    /// The campaign version shown, when the roster is one (and not since replaced by another roster).
    const std::optional<CampaignVersionOrigin>& campaign_origin() const { return origin_; }
    /// The roster was saved as its army's version `version`: clean, and that version now.
    void saved_as_version(int version);
    /// A word above the roster on what the window holds (the first start), until another roster comes.
    void show_start_hint(const wxString& hint);

    /// Rebuilds the list browser and re-checks the roster after the lists were read again (an import).
    void lists_changed();

private:
    void write_file(const Roster& roster, const std::string& file) const override;
    wxString not_saved_title() const override;
    void saved() override;
    void build_browser();
    void refresh() override;
    /// One label per composition share: its text, and -1 failed, 0 not measured yet, 1 met.
    void show_shares(const std::vector<std::pair<wxString, int>>& shares);
    void show_unit_details(const std::string& faction_id, const std::string& unit_id, const std::vector<std::string>& options = {});
    void on_browser_activated(wxTreeEvent& event);
    void on_browser_selected(wxTreeEvent& event);
    void on_roster_selected(wxTreeEvent& event);
    void on_message_selected(int row);
    /// Moves the focus from the search box to the first unit found.
    void focus_first_match();
    /// Makes the lists pane as wide as its names and prices need, within bounds.
    void fit_browser_width();
    void on_search(const wxString& text);
    void on_drag_begin(wxTreeEvent& event);
    void on_drag_end(wxTreeEvent& event);
    /// The selected division, the division of the selected unit, or the last one.
    std::string target_division() const;

    const ListLibrary& lists_;
    std::optional<CampaignVersionOrigin> origin_;
    wxString start_hint_;
    wxStaticText* origin_label_ = nullptr;  ///< "Version 3 of “Ost” in the campaign “Cent Ans”", shown only then
    void show_origin();
    wxSearchCtrl* search_ = nullptr;
    wxTreeCtrl* browser_ = nullptr;
    wxTextCtrl* details_ = nullptr;
    wxButton* copy_details_ = nullptr;  ///< Copy details of the findings, for a forum post
    bool has_findings_ = false;         ///< the roster shown has findings: Copy details can run
    wxTreeCtrl* roster_tree_ = nullptr;
    wxStaticText* army_ = nullptr;
    wxStaticText* points_ = nullptr;
    wxStaticText* shares_ = nullptr;
    std::vector<std::pair<wxString, int>> shown_shares_;
    MessageList* messages_ = nullptr;
    wxSplitterWindow* split_ = nullptr;
    int fitted_for_width_ = 0;
    bool paste_ready_ = false;  ///< the clipboard holds Muster units
public:
    /// A division's line in the roster tree (or a heading of units, with no id) and its units' lines (id, text).
    struct TreeBranch {
        std::string id;
        wxString label;
        std::vector<std::pair<std::string, wxString>> units;
    };

private:
    void show_branches(const std::vector<TreeBranch>& branches, bool divisions);
    bool tree_shows_divisions_ = true;
    std::vector<std::string> pending_selection_;  ///< what the next refresh selects (a new division)
    std::vector<wxButton*> division_buttons_;     ///< shown only for game systems with divisions
    std::string dragged_;
};

}  // namespace muster::ui
