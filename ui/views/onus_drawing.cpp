#include "views/onus_drawing.hpp"

#include <algorithm>

#include <wx/dcbuffer.h>
#include <wx/settings.h>

#include "app/interface_language.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

OnusDrawing::OnusDrawing(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(240, 200)));
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) { paint(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        Refresh();
        event.Skip();
    });
}

void OnusDrawing::show(const onus::FortressDraft& draft, const onus::FortressRules& rules, int selected) {
    draft_ = draft;
    selected_ = selected;
    gates_.clear();
    towers_.clear();
    for (const onus::DraftPiece& piece : draft.enclosure) {
        const onus::Piece* known = rules.piece(piece.kind);
        gates_.push_back(known && known->gate);
        towers_.push_back(piece.kind == "tower");
    }
    // Where each piece ends: the wall walked up to it (a few dozen pieces at most: a box holds 20).
    const std::vector<onus::WallStep> steps = onus::draft_steps(draft, rules);
    ends_.assign(1, onus::TablePoint{});
    for (std::size_t i = 1; i <= steps.size(); ++i)
        ends_.push_back(onus::trace_enclosure(std::vector<onus::WallStep>(steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(i))).end);
    trace_ = onus::trace_enclosure(steps);
    Refresh();
}

void OnusDrawing::paint() {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    const wxSize size = GetClientSize();
    dc.SetPen(wxPen(wxSystemSettings::GetColour(wxSYS_COLOUR_3DSHADOW)));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.DrawRectangle(0, 0, size.x, size.y);
    const int text_height = dc.GetCharHeight();
    dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    wxString caption;
    if (draft_.enclosure.empty()) caption = _("Add pieces to draw the wall.");
    else if (trace_.closed && !trace_.crossing)
        caption = wxString::Format(_("The wall closes round a courtyard of %s square sections."), u(local_points(trace_.courtyard_area)));
    else if (trace_.crossing) caption = _("The wall crosses itself.");
    else caption = wxString::Format(_("The wall does not close: a gap of %s sections."), u(local_points(trace_.gap)));
    dc.DrawText(caption, FromDIP(6), FromDIP(4));
    if (draft_.enclosure.empty()) return;

    // Fit every point, with a margin, below the caption.
    int min_x = 0, max_x = 0, min_y = 0, max_y = 0;
    for (const onus::TablePoint& p : ends_) {
        min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x);
        min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
    }
    for (const onus::TablePoint& p : trace_.outline) {
        min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x);
        min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
    }
    // The margin holds the widest mark drawn round a point (a tower's block, the start's circle).
    const int margin = FromDIP(30), top = text_height + FromDIP(10) + margin;
    const double width = std::max(1, max_x - min_x), height = std::max(1, max_y - min_y);
    const double scale = std::max(0.01, std::min((size.x - 2 * margin) / width, (size.y - top - margin) / height));
    const auto at = [&](const onus::TablePoint& p) {
        return wxPoint(margin + static_cast<int>((p.x - min_x) * scale), top + static_cast<int>((p.y - min_y) * scale));
    };

    if (trace_.closed && !trace_.crossing && trace_.outline.size() >= 3) {
        std::vector<wxPoint> outline;
        for (const onus::TablePoint& p : trace_.outline) outline.push_back(at(p));
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(wxColour(200, 235, 200)));
        dc.DrawPolygon(static_cast<int>(outline.size()), outline.data());
    }
    const int thick = std::clamp(static_cast<int>(scale / 3), FromDIP(2), FromDIP(12));
    drawn_ = wxRect(at(onus::TablePoint{min_x, min_y}), at(onus::TablePoint{max_x, max_y})).Inflate(thick + FromDIP(4));
    for (std::size_t i = 0; i + 1 < ends_.size(); ++i) {
        const wxPoint from = at(ends_[i]), to = at(ends_[i + 1]);
        const bool chosen = static_cast<int>(i) == selected_;
        const wxColour colour = chosen ? wxColour(30, 100, 220) : gates_[i] ? wxColour(150, 90, 30) : wxColour(90, 90, 90);
        if (towers_[i] || from == to) {
            // A tower, or a piece at a bend that adds no length: a block where it stands.
            const wxPoint centre((from.x + to.x) / 2, (from.y + to.y) / 2);
            const int half = thick + (towers_[i] ? FromDIP(3) : 0);
            dc.SetPen(wxPen(colour, 1));
            dc.SetBrush(wxBrush(colour));
            dc.DrawRectangle(centre.x - half, centre.y - half, 2 * half, 2 * half);
            if (from != to) {
                dc.SetPen(wxPen(colour, thick));
                dc.DrawLine(from, to);
            }
        } else {
            dc.SetPen(wxPen(colour, thick, wxPENSTYLE_SOLID));
            dc.DrawLine(from, to);
            if (gates_[i]) {  // the gate: an opening in the middle of its wall
                const wxPoint middle((from.x + to.x) / 2, (from.y + to.y) / 2);
                dc.SetPen(*wxTRANSPARENT_PEN);
                dc.SetBrush(wxBrush(wxColour(240, 200, 120)));
                dc.DrawCircle(middle, thick);
            }
        }
    }
    if (!trace_.closed) {
        dc.SetPen(wxPen(wxColour(210, 30, 30), FromDIP(2), wxPENSTYLE_SHORT_DASH));
        dc.DrawLine(at(ends_.back()), at(ends_.front()));
    }
    // The start of the walk, so the order of the list can be followed on the drawing.
    dc.SetPen(wxPen(wxColour(30, 100, 220), 1));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.DrawCircle(at(ends_.front()), thick + FromDIP(4));
}

}  // namespace muster::ui
