#include "muster/onus/enclosure.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <tuple>

namespace muster::onus {

namespace {

struct Corner {
    TablePoint at;
    std::size_t piece = 0;  ///< the piece whose turn starts the side leaving this corner
};

int sign(int v) { return (v > 0) - (v < 0); }

// Drops repeated corners and corners in the middle of a straight side; a side that doubles back on
// the one before is reported as a crossing.
std::vector<Corner> simplify(std::vector<Corner> corners, std::optional<TablePoint>& doubled_back, std::optional<std::size_t>& piece) {
    bool changed = true;
    while (changed && corners.size() >= 3) {
        changed = false;
        for (std::size_t i = 0; i < corners.size() && corners.size() >= 3; ++i) {
            const Corner& before = corners[(i + corners.size() - 1) % corners.size()];
            const Corner& here = corners[i];
            const Corner& after = corners[(i + 1) % corners.size()];
            if (here.at == after.at) {
                corners.erase(corners.begin() + static_cast<std::ptrdiff_t>(i));
                changed = true;
                break;
            }
            const int ax = sign(here.at.x - before.at.x), ay = sign(here.at.y - before.at.y);
            const int bx = sign(after.at.x - here.at.x), by = sign(after.at.y - here.at.y);
            if (ax * by - ay * bx != 0) continue;
            if (ax * bx + ay * by < 0 && !doubled_back) {
                doubled_back = here.at;
                piece = here.piece;
            }
            corners.erase(corners.begin() + static_cast<std::ptrdiff_t>(i));
            changed = true;
            break;
        }
    }
    return corners;
}

bool overlap(TablePoint a, TablePoint b, TablePoint c, TablePoint d, TablePoint& where) {
    const int lo_x = std::max(std::min(a.x, b.x), std::min(c.x, d.x)), hi_x = std::min(std::max(a.x, b.x), std::max(c.x, d.x));
    const int lo_y = std::max(std::min(a.y, b.y), std::min(c.y, d.y)), hi_y = std::min(std::max(a.y, b.y), std::max(c.y, d.y));
    if (lo_x > hi_x || lo_y > hi_y) return false;
    where = {lo_x, lo_y};
    return true;
}

}  // namespace

EnclosureTrace trace_enclosure(const std::vector<WallStep>& steps) {
    EnclosureTrace trace;
    for (const WallStep& step : steps) {
        if (step.turn == Turn::right) ++trace.right_turns;
        if (step.turn == Turn::left) ++trace.left_turns;
    }
    trace.courtyard_on_right = trace.right_turns >= trace.left_turns;
    int x = 0, y = 0, dx = 1, dy = 0;
    std::vector<Corner> corners{{{0, 0}, 0}};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const WallStep& step = steps[i];
        if (step.turn == Turn::none) {
            x += dx * step.run;
            y += dy * step.run;
            continue;
        }
        const bool outward = (step.turn == Turn::right) == trace.courtyard_on_right;
        if (!outward) x += dx * step.run, y += dy * step.run;
        corners.push_back({{x, y}, i});
        if (step.turn == Turn::right) std::tie(dx, dy) = std::pair{-dy, dx};
        else std::tie(dx, dy) = std::pair{dy, -dx};
        if (!outward) x += dx * step.run, y += dy * step.run;
    }
    trace.end = {x, y};
    trace.gap = std::hypot(x, y);
    trace.closed = x == 0 && y == 0 && dx == 1 && dy == 0 && std::abs(trace.right_turns - trace.left_turns) == 4;
    if (!trace.closed) return trace;

    std::vector<Corner> outline = simplify(corners, trace.crossing, trace.crossing_piece);
    const std::size_t n = outline.size();
    for (std::size_t i = 0; i < n && !trace.crossing; ++i)
        for (std::size_t j = i + 2; j < n && !trace.crossing; ++j) {
            if (i == 0 && j == n - 1) continue;  // neighbours round the closing corner
            TablePoint where;
            if (overlap(outline[i].at, outline[(i + 1) % n].at, outline[j].at, outline[(j + 1) % n].at, where)) {
                trace.crossing = where;
                trace.crossing_piece = outline[j].piece;
            }
        }
    for (const Corner& c : outline) trace.outline.push_back(c.at);
    if (trace.crossing || n < 4) return trace;
    long twice_area = 0;
    for (std::size_t i = 0; i < n; ++i)
        twice_area += static_cast<long>(outline[i].at.x) * outline[(i + 1) % n].at.y - static_cast<long>(outline[(i + 1) % n].at.x) * outline[i].at.y;
    trace.courtyard_area = std::abs(twice_area) / 2.0;
    return trace;
}

bool inside_or_on(const std::vector<TablePoint>& outline, double x, double y) {
    bool inside = false;
    const std::size_t n = outline.size();
    for (std::size_t i = 0; i < n; ++i) {
        const TablePoint a = outline[i], b = outline[(i + 1) % n];
        if (x >= std::min(a.x, b.x) && x <= std::max(a.x, b.x) && y >= std::min(a.y, b.y) && y <= std::max(a.y, b.y)) return true;
        if (a.x == b.x && x < a.x && y >= std::min(a.y, b.y) && y < std::max(a.y, b.y)) inside = !inside;
    }
    return inside;
}

}  // namespace muster::onus
