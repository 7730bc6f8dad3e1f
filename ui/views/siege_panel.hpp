#pragma once
#include <functional>
#include <string>

#include <wx/panel.h>

#include "muster/lists/list_library.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "documents/undo_editor.hpp"

class wxButton;
class wxGauge;
class wxGrid;
class wxGridEvent;
class wxListCtrl;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

class MessageList;
class WrappingHeading;

/// The siege planner: both sides' points and purchases, months (entered or rolled), engineers,
/// the engineer-month gauge, the months × engineers schedule, the fortification sections, the
/// rosters attached to either side, and the report — all live.
class SiegePanel : public UndoEditor<SiegePlan> {
public:
    SiegePanel(wxWindow* parent, const ListLibrary& lists);

    // DocumentView
    wxString document_name() const override;
    DocumentFileType file_type() const override;
    bool can_delete() const override;
    void delete_selection() override { remove_selected_section(); }
    bool can_export() const override { return true; }
    std::string export_pdf(const std::string& pdf_file) override;
    std::string carried_name() const override { return history_.current().name; }
    /// Takes over another planner's plan, file and undo history (the window in a new language).
    void adopt(SiegePanel& other);
    /// Opens a plan file (a broken one shows the core's message, the open plan stays).
    bool open(const std::string& path) override;
    /// Starts a new plan by this name with this siege kit (no file yet, nothing to undo).
    void new_plan(const std::string& name, const std::string& kit_id = "warmaster-medieval-siege");
    /// The siege kit the plan is drawn up with (its items fill the purchases grid).
    const SiegeKit& kit() const;
    /// Asks for the plan's name and gives it (undoable).
    void ask_rename();
    const SiegePlan& plan() const { return history_.current(); }
    /// The verdict on the plan as it stands, with its attached rosters.
    SiegeVerdict verdict() const;
    /// Rolls the duration with a fresh seed, recorded in the plan.
    void roll();
    /// Attaches a roster file to a side (empty: detaches).
    bool attach_roster(SiegeSide side, const std::string& roster_file);
    /// Asks for a roster file for a side.
    void ask_attach_roster(SiegeSide side);
    /// Asks for a new fortification section / removes the selected one.
    void ask_add_section();
    void remove_selected_section();
    /// True when a section is selected.
    bool can_remove_section() const;
    /// Detaches both rosters.
    void detach_rosters();

    /// Re-checks the plan after the lists were read again (an import).
    void lists_changed() { refresh(); }

private:
    /// Writes the plan, its roster paths relative to the plan's folder.
    void write_file(const SiegePlan& plan, const std::string& file) const override;
    wxString not_saved_title() const override;
    void refresh() override;
    /// One row of the purchases grid per item of the plan's kit.
    void fill_item_rows();
    std::string shown_kit_;  ///< the kit whose items the purchases grid shows
    void on_quantity_changed(wxGridEvent& event);
    /// Where relative roster paths are read from: the plan's file, or the working folder before it is saved.
    std::string plan_file_for_rosters() const;

    const ListLibrary& lists_;
    WrappingHeading* title_ = nullptr;
    wxStaticText* budget_ = nullptr;
    wxStaticText* points_line_ = nullptr;
    wxGauge* em_gauge_ = nullptr;
    wxStaticText* rosters_ = nullptr;
    wxSpinCtrl* defender_points_ = nullptr;
    wxSpinCtrl* attacker_points_ = nullptr;
    wxSpinCtrl* months_ = nullptr;
    wxSpinCtrl* engineers_ = nullptr;
    wxGrid* items_ = nullptr;
    wxGrid* schedule_ = nullptr;
    wxListCtrl* sections_ = nullptr;
    wxTextCtrl* gunpowder_agreement_ = nullptr;  ///< why the players allow bombards without gunpowder in the list
    wxTextCtrl* months_agreement_ = nullptr;     ///< why they play more months than the table gives
    MessageList* report_ = nullptr;
    bool refreshing_ = false;
};

}  // namespace muster::ui
