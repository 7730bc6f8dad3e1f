#pragma once
#include <optional>
#include <string>
#include <vector>

namespace muster::onus {

/// Which way a piece at a bend turns the wall, seen walking along it.
enum class Turn { none, left, right };

/// A point on the table in unit sections: x along the wall's first piece, y to its right.
struct TablePoint {
    int x = 0, y = 0;
    bool operator==(const TablePoint&) const = default;
};

/// One piece of a wall in walking order: how far it runs along the courtyard side and whether it turns.
struct WallStep {
    int run = 0;  ///< unit sections along the courtyard side when straight; its width at a bend
    Turn turn = Turn::none;
};

/// Where the courtyard side of a wall goes, walking its pieces in order from (0, 0).
struct EnclosureTrace {
    int right_turns = 0, left_turns = 0;
    bool courtyard_on_right = true;             ///< decided by which way the wall turns more
    TablePoint end;                             ///< where the last piece ends
    bool closed = false;                        ///< back at (0, 0) facing the first piece's way
    double gap = 0;                             ///< straight distance from the end back to the start
    std::vector<TablePoint> outline;            ///< the courtyard's corners, in walking order
    std::optional<TablePoint> crossing;         ///< where a closed wall crosses or overlaps itself
    std::optional<std::size_t> crossing_piece;  ///< the first piece whose run does
    double courtyard_area = 0;                  ///< square unit sections inside, when closed and simple
};

/// Walks the pieces: a straight piece runs its length; a piece at an outward corner adds no length to
/// the courtyard's sides, one at an inward corner adds its width to both.
EnclosureTrace trace_enclosure(const std::vector<WallStep>& steps);

/// True when a point lies inside a closed outline or on it.
bool inside_or_on(const std::vector<TablePoint>& outline, double x, double y);

}  // namespace muster::onus
