#pragma once
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <wx/vlbox.h>

#include "muster/report/report.hpp"

namespace muster::ui {

/// A list of a report's findings, each wrapped to the list's width so it is read in full at any
/// window size: its severity, the message, and its fix (naming the window's commands) below it.
/// Hovering shows the whole finding as a tooltip too.
class MessageList : public wxVListBox {
public:
    explicit MessageList(wxWindow* parent);

    /// Shows a report's findings; when there are none, `all_clear` as a single line.
    void show(const Report& report, const wxString& all_clear);
    /// The finding shown on a row, or null (the all-clear line).
    const Diagnostic* finding(int row) const;
    /// A row's whole text as shown: severity, message and fix.
    wxString row_text(int row) const;
    /// The row's text and, one step away, why Muster says so ("Why? …"): the tooltip and the details pane.
    wxString row_details(int row) const;
    /// What Copy details puts on the clipboard: the selected finding whole (message, fix, rule,
    /// reading, position), or every finding when none is selected; empty when there are none.
    wxString details_to_copy() const;
    /// Rows shown.
    int rows() const { return static_cast<int>(GetItemCount()); }
    /// The list asks for room for all its rows — at least `least` high, at most `share` of its
    /// parent's height — so a finding is never taller than the list that shows it.
    void fit_rows(int least, double share);
    /// The lines a row is drawn in at the list's width now: the message's, then the fix's.
    std::vector<wxString> shown_lines(int row) const;
    /// How many of shown_lines() are the fix's.
    int fix_lines(int row) const;
    /// The colour a fix is drawn in (unselected rows).
    static wxColour fix_colour() { return wxColour(0, 90, 140); }

private:
    struct Row {
        wxString severity;
        wxString message;
        wxString fix;
        wxColour colour;
        wxString why;  ///< the reading behind the finding, shown in the row's tooltip
        std::optional<Diagnostic> finding;
    };
    wxCoord OnMeasureItem(size_t n) const override;
    void OnDrawItem(wxDC& dc, const wxRect& rect, size_t n) const override;
    void OnDrawBackground(wxDC& dc, const wxRect& rect, size_t n) const override;
    /// The lines a text takes at a width (the first line `first_line_reserve` narrower).
    std::vector<wxString> wrap(wxDC& dc, const wxString& text, int width, int first_line_reserve = 0) const;
    /// The message's lines and the fix's lines of a row, wrapped for `dc`'s font.
    std::pair<std::vector<wxString>, std::vector<wxString>> lines_of(wxDC& dc, const Row& row) const;
    int text_width() const;

    /// Sets the height asked for from the rows' heights (after a new report or width).
    void ask_for_room();

    /// A row's lines at the width measured, kept across reports: most findings stay the same
    /// from one edit to the next, and measuring text is what a long report costs.
    struct Lines {
        std::vector<wxString> message, fix;
    };
    const Lines& lines_at_width(const Row& row) const;
    /// A row's height at the width measured.
    int row_height(const Row& row) const;
    const wxFont& text_font() const;

    std::vector<Row> rows_;
    std::vector<wxString> shown_texts_;  ///< each row's text as last shown, to tell a report that changed nothing
    mutable std::unordered_map<std::string, Lines> lines_cache_;
    mutable int cached_width_ = -1;
    mutable int line_height_ = 0;
    mutable wxFont font_;
    int measured_width_ = 0;
    int least_height_ = 0;
    double parent_share_ = 0;
};

}  // namespace muster::ui
