#include "views/message_list.hpp"

#include <algorithm>

#include <wx/dcclient.h>
#include <wx/settings.h>

#include "app/wx_text.hpp"
#include "views/fix_text.hpp"
#include "views/report_text.hpp"

namespace muster::ui {

namespace {

// "error:" / "erreur :": the severity as the head of its line, in the interface's typography.
wxString severity_head(const wxString& severity) { return wxString::Format(_("%s:"), severity); }
constexpr int margin = 4;
}

MessageList::MessageList(wxWindow* parent) : wxVListBox(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxBORDER_THEME) {
    SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX));
    // Set, not asked of GTK at every row drawn (a window without its own colour builds a widget to tell it).
    SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT));
    SetFont(GetFont());
    // Its rows wrap to any width: it asks for a narrow one, never for the width it was last given.
    SetMinSize(wxSize(FromDIP(160), -1));
    // A new width wraps the lines anew, so every row is measured again.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (text_width() != measured_width_) {
            measured_width_ = text_width();
            SetItemCount(rows_.size());
            Refresh();
            CallAfter([this] { ask_for_room(); });
        }
    });
    // The parent's height sets the most the list may ask for.
    parent->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { ask_for_room(); });
    });
    Bind(wxEVT_MOTION, [this](wxMouseEvent& event) {
        event.Skip();
        const int row = VirtualHitTest(event.GetPosition().y);
        const wxString tip = row == wxNOT_FOUND ? wxString() : row_details(row);
        if (GetToolTipText() != tip) SetToolTip(tip);
    });
}

void MessageList::show(const Report& report, const wxString& all_clear) {
    std::vector<Row> previous = std::move(rows_);
    rows_.clear();
    for (const Diagnostic& d : report.diagnostics()) {
        Row row;
        row.severity = severity_label(d.severity);
        row.message = finding_sentence(d);  // the place in a file and the reading are the tooltip's
        row.why = finding_why(d);
        row.fix = fix_text(d);
        row.colour = d.severity == Severity::error ? wxColour(170, 0, 0) : d.severity == Severity::warning ? wxColour(130, 90, 0) : wxColour(60, 60, 60);
        row.finding = d;
        rows_.push_back(std::move(row));
    }
    if (rows_.empty()) rows_.push_back({_("ok"), all_clear, {}, wxColour(0, 110, 0), {}, std::nullopt});
    std::vector<wxString> texts;
    texts.reserve(rows_.size());
    for (const Row& row : rows_) texts.push_back(severity_head(row.severity) + " " + row.message + "\n" + row.fix);
    const bool same_width = measured_width_ == text_width();
    // The same findings as shown (most edits change none): nothing to measure or draw again.
    if (texts == shown_texts_ && same_width) return;
    if (same_width && rows_.size() == previous.size() && texts.size() == shown_texts_.size()) {
        // As many rows (an edit changed a few numbers in a few findings): when each changed row is
        // as tall as before, only those rows are drawn again. A new row count or height resizes the
        // list's scroll bar, and GTK then repaints the whole window, the lists pane included.
        std::vector<std::size_t> changed;
        bool same_heights = true;
        for (std::size_t n = 0; n < rows_.size() && same_heights; ++n) {
            if (texts[n] == shown_texts_[n]) continue;
            changed.push_back(n);
            same_heights = row_height(rows_[n]) == row_height(previous[n]);
        }
        if (same_heights) {
            if (GetSelection() != wxNOT_FOUND) SetSelection(wxNOT_FOUND);
            for (const std::size_t n : changed) RefreshRow(n);
            shown_texts_ = std::move(texts);
            return;
        }
    }
    shown_texts_ = std::move(texts);
    measured_width_ = text_width();
    SetSelection(wxNOT_FOUND);
    SetItemCount(rows_.size());
    Refresh();
    ask_for_room();
}

void MessageList::fit_rows(int least, double share) {
    least_height_ = least;
    parent_share_ = share;
    ask_for_room();
}

void MessageList::ask_for_room() {
    if (least_height_ <= 0) return;
    const int border = GetSize().y - GetClientSize().y;
    int wanted = std::max(0, border);
    const int most = std::max(least_height_, static_cast<int>(GetParent()->GetClientSize().y * parent_share_));
    // Rows past the most the list may take change nothing: a long report is not measured whole.
    for (std::size_t n = 0; n < rows_.size() && wanted < most; ++n) wanted += OnMeasureItem(n);
    const int height = std::clamp(wanted, least_height_, most);
    if (GetMinSize().y == height) return;
    SetMinSize(wxSize(GetMinSize().x, height));
    GetParent()->Layout();
}

const Diagnostic* MessageList::finding(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size() || !rows_[static_cast<std::size_t>(row)].finding) return nullptr;
    return &*rows_[static_cast<std::size_t>(row)].finding;
}

wxString MessageList::row_details(int row) const {
    wxString text = row_text(row);
    // Why Muster says so, one step away from the sentence (issue 28).
    if (row >= 0 && static_cast<std::size_t>(row) < rows_.size() && !rows_[static_cast<std::size_t>(row)].why.empty())
        text += "\n" + _("Why?") + " " + rows_[static_cast<std::size_t>(row)].why;
    return text;
}

wxString MessageList::details_to_copy() const {
    if (const Diagnostic* selected = finding(GetSelection())) return finding_details(*selected);
    wxString text;
    for (const Row& row : rows_)
        if (row.finding) text += (text.empty() ? wxString() : wxString("\n\n")) + finding_details(*row.finding);
    return text;
}

wxString MessageList::row_text(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return {};
    const Row& r = rows_[static_cast<std::size_t>(row)];
    wxString text = severity_head(r.severity) + " " + r.message;
    if (!r.fix.empty()) text += "\n" + _("Fix:") + " " + r.fix;
    return text;
}

int MessageList::text_width() const { return std::max(80, GetClientSize().x - 2 * margin); }

std::vector<wxString> MessageList::wrap(wxDC& dc, const wxString& text, int width, int first_line_reserve) const {
    std::vector<wxString> lines;
    const auto room = [&] { return lines.empty() ? width - first_line_reserve : width; };
    // Each line of the text on its own (a core message may hold several), broken between words;
    // a word wider than the list (a long path) is broken between letters, so nothing runs off.
    for (const wxString& paragraph : wxSplit(text, '\n', '\0')) {
        wxString line;
        for (wxString word : wxSplit(paragraph, ' ', '\0')) {
            const wxString candidate = line.empty() ? word : line + " " + word;
            if (dc.GetTextExtent(candidate).x <= room()) {
                line = candidate;
                continue;
            }
            if (!line.empty()) {
                lines.push_back(line);
                line.clear();
            }
            while (dc.GetTextExtent(word).x > room() && word.length() > 1) {
                std::size_t fits = 1;
                while (fits < word.length() && dc.GetTextExtent(word.Left(fits + 1)).x <= room()) ++fits;
                lines.push_back(word.Left(fits));
                word = word.Mid(fits);
            }
            line = word;
        }
        lines.push_back(line);
    }
    if (lines.empty()) lines.emplace_back();
    return lines;
}

std::pair<std::vector<wxString>, std::vector<wxString>> MessageList::lines_of(wxDC& dc, const Row& row) const {
    const int width = text_width();
    std::vector<wxString> fix;
    if (!row.fix.empty()) fix = wrap(dc, _("Fix:") + " " + row.fix, width - 2 * margin);  // drawn indented
    // The severity is drawn in bold: the first line keeps the room bold takes more.
    const wxString head = severity_head(row.severity);
    const int plain_head = dc.GetTextExtent(head).x;
    const wxFont font = dc.GetFont();
    dc.SetFont(font.Bold());
    const int bold_head = dc.GetTextExtent(head).x;
    dc.SetFont(font);
    return {wrap(dc, severity_head(row.severity) + " " + row.message, width, std::max(0, bold_head - plain_head)), std::move(fix)};
}

const wxFont& MessageList::text_font() const {
    if (!font_.IsOk()) font_ = GetFont();  // GTK builds a widget to answer GetFont() of a window without its own
    return font_;
}

const MessageList::Lines& MessageList::lines_at_width(const Row& row) const {
    if (text_width() != cached_width_ || lines_cache_.size() > 4096) {
        lines_cache_.clear();
        cached_width_ = text_width();
    }
    const std::string key = (row.severity + '\x1f' + row.message + '\x1f' + row.fix).utf8_string();
    if (const auto found = lines_cache_.find(key); found != lines_cache_.end()) return found->second;
    wxClientDC dc(const_cast<MessageList*>(this));
    dc.SetFont(text_font());
    line_height_ = dc.GetCharHeight();
    auto [message, fix] = lines_of(dc, row);
    return lines_cache_.emplace(key, Lines{std::move(message), std::move(fix)}).first->second;
}

std::vector<wxString> MessageList::shown_lines(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return {};
    const Lines& shown = lines_at_width(rows_[static_cast<std::size_t>(row)]);
    std::vector<wxString> lines = shown.message;
    lines.insert(lines.end(), shown.fix.begin(), shown.fix.end());
    return lines;
}

int MessageList::fix_lines(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return 0;
    return static_cast<int>(lines_at_width(rows_[static_cast<std::size_t>(row)]).fix.size());
}

int MessageList::row_height(const Row& row) const {
    const Lines& shown = lines_at_width(row);
    return static_cast<int>(shown.message.size() + shown.fix.size()) * line_height_ + 2 * margin;
}

wxCoord MessageList::OnMeasureItem(size_t n) const { return row_height(rows_[n]); }

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
    dc.SetFont(text_font());
    const int line_height = dc.GetCharHeight();
    int y = rect.y + margin;
    const Lines& shown = lines_at_width(row);
    const std::vector<wxString>& lines = shown.message;
    const std::vector<wxString>& fix_lines = shown.fix;
    bool first = true;
    for (const wxString& line : lines) {
        int x = rect.x + margin;
        if (first) {  // the severity in its colour, bold
            const wxFont font = dc.GetFont();
            dc.SetFont(font.Bold());
            dc.SetTextForeground(selected ? plain : row.colour);
            const wxString head = severity_head(row.severity);
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
    if (fix_lines.empty()) return;
    dc.SetTextForeground(selected ? plain : fix_colour());
    for (const wxString& line : fix_lines) {
        dc.DrawText(line, rect.x + 3 * margin, y);
        y += line_height;
    }
}

}  // namespace muster::ui
