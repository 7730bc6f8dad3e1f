#include "muster/print/card_sheet.hpp"

#include <algorithm>
#include <cmath>

#include "muster/print/headings.hpp"
#include "muster/text/numbers.hpp"

namespace muster {

namespace {

constexpr double card_inset = 9;  // from a card's border to its text

double page_width_of(PaperSize paper) { return paper == PaperSize::letter ? 612.0 : 595.276; }
double page_height_of(PaperSize paper) { return paper == PaperSize::letter ? 792.0 : 841.89; }
double leading_of(double size) { return size * 1.3; }
double small_size(double body) { return std::max(8.0, body * 0.85); }

std::vector<PageFlow::Frame> content_frames(const CardSheetGeometry& geometry, double body) {
    std::vector<PageFlow::Frame> frames;
    const double footer = 2 * leading_of(small_size(body)) + 6;  // two lines at most, see open()
    for (const CardBox& box : geometry.boxes)
        frames.push_back({box.x + card_inset, box.y + box.height - card_inset, box.width - 2 * card_inset, box.y + card_inset + footer});
    return frames;
}

// Short dashes along a cut line, only where no card is: the line runs through the gaps.
void dashed(PdfDocument& doc, int page, double x1, double y1, double x2, double y2) {
    const double length = std::hypot(x2 - x1, y2 - y1);
    for (double at = 0; at < length; at += 8) {
        const double to = std::min(length, at + 4);
        doc.line(page, x1 + (x2 - x1) * at / length, y1 + (y2 - y1) * at / length, x1 + (x2 - x1) * to / length, y1 + (y2 - y1) * to / length, 0.4, 0.55);
    }
}

// Cut marks: solid ticks at the sheet's edges on every cut line, a cross where two cross, and a
// light dashed line along each cut between the cards.
void cut_marks(PdfDocument& doc, int page, const CardSheetGeometry& g) {
    const double w = g.page_width, h = g.page_height, tick = 16, edge = 3;
    const bool vertical = g.boxes.size() >= 2, horizontal = g.boxes.size() == 4;
    if (vertical) {
        doc.line(page, w / 2, edge, w / 2, edge + tick, 0.6, 0);
        doc.line(page, w / 2, h - edge, w / 2, h - edge - tick, 0.6, 0);
        dashed(doc, page, w / 2, edge + tick + 4, w / 2, h - edge - tick - 4);
    }
    if (horizontal) {
        doc.line(page, edge, h / 2, edge + tick, h / 2, 0.6, 0);
        doc.line(page, w - edge, h / 2, w - edge - tick, h / 2, 0.6, 0);
        dashed(doc, page, edge + tick + 4, h / 2, w - edge - tick - 4, h / 2);
        doc.line(page, w / 2 - 8, h / 2, w / 2 + 8, h / 2, 0.6, 0);
        doc.line(page, w / 2, h / 2 - 8, w / 2, h / 2 + 8, 0.6, 0);
    }
}

}  // namespace

CardSheetGeometry card_sheet_geometry(CardLayout layout, PaperSize paper) {
    const double short_side = page_width_of(paper), long_side = page_height_of(paper);
    CardSheetGeometry g;
    if (layout == CardLayout::full_page) {
        g = {short_side, long_side, false, {{36, 36, short_side - 72, long_side - 72}}};
    } else if (layout == CardLayout::a5_twice) {
        const double gap = 20;  // from each cut and sheet edge to the card's border
        const double half = long_side / 2;
        g = {long_side, short_side, true, {{gap, gap, half - 2 * gap, short_side - 2 * gap}, {half + gap, gap, half - 2 * gap, short_side - 2 * gap}}};
    } else {
        const double gap = 16;
        const double half_w = short_side / 2, half_h = long_side / 2;
        g = {short_side, long_side, false, {}};
        for (int row = 0; row < 2; ++row)
            for (int column = 0; column < 2; ++column) g.boxes.push_back({column * half_w + gap, (1 - row) * half_h + gap, half_w - 2 * gap, half_h - 2 * gap});
    }
    return g;
}

double card_body_size(CardLayout layout) {
    switch (layout) {
        case CardLayout::full_page:
            return 10.5;
        case CardLayout::a5_twice:
            return 9.0;
        case CardLayout::a6_four:
            return 8.0;
    }
    return 8.0;
}

CardSheet::CardSheet(PdfDocument& doc, const PrintOptions& options, bool draw)
    : doc_(doc),
      options_(options),
      geometry_(card_sheet_geometry(options.card_layout, options.paper)),
      flow_(doc, options.paper, geometry_.landscape, content_frames(geometry_, card_body_size(options.card_layout)), true, draw,
            card_body_size(options.card_layout)),
      continued_(Headings(options.language)["continued"]) {}

void CardSheet::begin(CardFace face) {
    face_ = std::move(face);
    starting_ = true;
    if (cards_ == 0) flow_.open_frames_with([this](int page, std::size_t slot, bool draw) { return open(page, slot, draw); });
    else flow_.new_frame();
}

double CardSheet::open(int page, std::size_t slot, bool draw) {
    const bool continuation = !starting_;
    starting_ = false;
    ++cards_;
    const CardBox& box = geometry_.boxes.at(slot);
    const double body = flow_.base_size(), small = small_size(body), title = body * 1.35;
    const double x = box.x + card_inset, width = box.width - 2 * card_inset;
    if (draw) {
        if (slot == 0 && geometry_.boxes.size() > 1) cut_marks(doc_, page, geometry_);
        const double l = box.x, r = box.x + box.width, b = box.y, t = box.y + box.height;
        doc_.line(page, l, b, r, b, 0.5, 0.7);
        doc_.line(page, r, b, r, t, 0.5, 0.7);
        doc_.line(page, r, t, l, t, 0.5, 0.7);
        doc_.line(page, l, t, l, b, 0.5, 0.7);
    }
    double y = box.y + box.height - card_inset;
    for (const std::string& line : wrap_text(doc_, face_.system, Face::regular, small, width)) {
        y -= small;
        if (draw) doc_.text(page, x, y, line, Face::regular, small, aside_ink);
        y -= leading_of(small) - small;
    }
    const std::string topic = continuation ? face_.topic + " (" + continued_ + ")" : face_.topic;
    for (const std::string& line : wrap_text(doc_, topic, Face::bold, title, width)) {
        y -= title;
        if (draw) doc_.text(page, x, y, line, Face::bold, title);
        y -= leading_of(title) - title;
    }
    if (draw) doc_.line(page, x, y + 1, x + width, y + 1, 0.8, 0.3);
    y -= body * 0.6;
    if (draw) {
        std::vector<std::string> footer = wrap_text(doc_, face_.footer, Face::regular, small, width);
        if (footer.size() > 2) footer.resize(2);  // the frames keep room for two lines
        double foot_y = box.y + card_inset + leading_of(small) * static_cast<double>(footer.size() - 1) + (leading_of(small) - small);
        doc_.line(page, x, foot_y + small + 3, x + width, foot_y + small + 3, 0.4, 0.6);
        for (const std::string& line : footer) {
            doc_.text(page, x, foot_y, line, Face::regular, small, aside_ink);
            foot_y -= leading_of(small);
        }
    }
    return box.y + box.height - card_inset - y;
}

void CardSheet::section(const std::function<void(PageFlow&)>& lay, const std::function<void(PageFlow&)>& start) {
    const double whole = flow_.height_of(lay);
    flow_.keep(start && whole > flow_.room() ? flow_.height_of(start) : whole);
    lay(flow_);
}

std::string written_number(double value, Language language) {
    const double whole = std::round(value);
    return std::abs(value - whole) < 1e-9 ? write_integer(static_cast<long long>(whole), language) : write_decimal(value, 1, language);
}

}  // namespace muster
