#include "muster/rules/points_change.hpp"

#include "muster/rules/army_tally.hpp"

namespace muster {

std::string format_points_change(double points) {
    if (points < 0) return "\u2212" + format_points(-points);
    return "+" + format_points(points);
}

}  // namespace muster
