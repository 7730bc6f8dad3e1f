#pragma once
#include <functional>
#include <optional>
#include <string>
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
    /// Rows shown.
    int rows() const { return static_cast<int>(GetItemCount()); }

private:
    struct Row {
        wxString severity;
        wxString message;
        wxString fix;
        wxColour colour;
        std::optional<Diagnostic> finding;
    };
    wxCoord OnMeasureItem(size_t n) const override;
    void OnDrawItem(wxDC& dc, const wxRect& rect, size_t n) const override;
    void OnDrawBackground(wxDC& dc, const wxRect& rect, size_t n) const override;
    /// The lines a text takes at a width.
    std::vector<wxString> wrap(wxDC& dc, const wxString& text, int width) const;
    int text_width() const;

    std::vector<Row> rows_;
    int measured_width_ = 0;
};

}  // namespace muster::ui
