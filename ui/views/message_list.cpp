#include "views/message_list.hpp"

#include <algorithm>

#include <wx/dcclient.h>
#include <wx/settings.h>

#include "app/wx_text.hpp"
#include "views/fix_text.hpp"
#include "views/report_text.hpp"

namespace muster::ui {

namespace {
constexpr int margin = 4;
}

MessageList::MessageList(wxWindow* parent) : wxVListBox(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxBORDER_THEME) {
    SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX));
    // A new width wraps the lines anew, so every row is measured again.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (text_width() != measured_width_) {
            measured_width_ = text_width();
            SetItemCount(rows_.size());
            Refresh();
        }
    });
    Bind(wxEVT_MOTION, [this](wxMouseEvent& event) {
        event.Skip();
        const int row = VirtualHitTest(event.GetPosition().y);
        const wxString tip = row == wxNOT_FOUND ? wxString() : row_text(row);
        if (GetToolTipText() != tip) SetToolTip(tip);
    });
}

void MessageList::show(const Report& report, const wxString& all_clear) {
    rows_.clear();
    for (const Diagnostic& d : report.diagnostics()) {
        Row row;
        row.severity = severity_label(d.severity);
        row.message = (d.location ? u(to_string(*d.location)) + ": " : wxString()) + u(d.message);
        row.fix = fix_text(d);
        row.colour = d.severity == Severity::error ? wxColour(170, 0, 0) : d.severity == Severity::warning ? wxColour(130, 90, 0)
                                                                                                           : wxColour(60, 60, 60);
        row.finding = d;
        rows_.push_back(std::move(row));
    }
    if (rows_.empty()) rows_.push_back({_("ok"), all_clear, {}, wxColour(0, 110, 0), std::nullopt});
    measured_width_ = text_width();
    SetSelection(wxNOT_FOUND);
    SetItemCount(rows_.size());
    Refresh();
}

const Diagnostic* MessageList::finding(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size() || !rows_[static_cast<std::size_t>(row)].finding) return nullptr;
    return &*rows_[static_cast<std::size_t>(row)].finding;
}

wxString MessageList::row_text(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return {};
    const Row& r = rows_[static_cast<std::size_t>(row)];
    wxString text = r.severity + ": " + r.message;
    if (!r.fix.empty()) text += "\n" + _("Fix:") + " " + r.fix;
    return text;
}

int MessageList::text_width() const { return std::max(80, GetClientSize().x - 2 * margin); }

std::vector<wxString> MessageList::wrap(wxDC& dc, const wxString& text, int width) const {
    std::vector<wxString> lines;
    wxString line;
    for (const wxString& word : wxSplit(text, ' ', '\0')) {
        const wxString candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && dc.GetTextExtent(candidate).x > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = candidate;
        }
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

wxCoord MessageList::OnMeasureItem(size_t n) const {
    wxClientDC dc(const_cast<MessageList*>(this));
    dc.SetFont(GetFont());
    const Row& row = rows_[n];
    const int line_height = dc.GetCharHeight();
    const int width = text_width();
    std::size_t lines = wrap(dc, row.severity + ": " + row.message, width).size();
    if (!row.fix.empty()) lines += wrap(dc, _("Fix:") + " " + row.fix, width - 2 * margin).size();
    return static_cast<wxCoord>(lines) * line_height + 2 * margin;
}

void MessageList::OnDrawBackground(wxDC& dc, const wxRect& rect, size_t n) const {
    if (IsSelected(n)) {
        dc.SetBrush(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT)));
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.DrawRectangle(rect);
    } else if (n % 2 == 1) {
        dc.SetBrush(wxBrush(GetBackgroundColour().ChangeLightness(96)));
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.DrawRectangle(rect);
    }
}

void MessageList::OnDrawItem(wxDC& dc, const wxRect& rect, size_t n) const {
    const Row& row = rows_[n];
    const bool selected = IsSelected(n);
    const wxColour plain = selected ? wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHTTEXT) : GetForegroundColour();
    dc.SetFont(GetFont());
    const int line_height = dc.GetCharHeight();
    int y = rect.y + margin;
    const int width = text_width();
    bool first = true;
    for (const wxString& line : wrap(dc, row.severity + ": " + row.message, width)) {
        int x = rect.x + margin;
        if (first) {  // the severity in its colour, bold
            const wxFont font = dc.GetFont();
            dc.SetFont(font.Bold());
            dc.SetTextForeground(selected ? plain : row.colour);
            const wxString head = row.severity + ":";
            dc.DrawText(head, x, y);
            x += dc.GetTextExtent(head).x;  // measured in bold, as drawn
            dc.SetFont(font);
            dc.SetTextForeground(plain);
            dc.DrawText(line.Mid(head.length()), x, y);
            first = false;
        } else {
            dc.SetTextForeground(plain);
            dc.DrawText(line, x, y);
        }
        y += line_height;
    }
    if (row.fix.empty()) return;
    dc.SetTextForeground(selected ? plain : wxColour(0, 90, 140));
    for (const wxString& line : wrap(dc, _("Fix:") + " " + row.fix, width - 2 * margin)) {
        dc.DrawText(line, rect.x + 3 * margin, y);
        y += line_height;
    }
}

}  // namespace muster::ui
