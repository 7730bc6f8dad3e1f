#include "muster/rules/per_points_scale.hpp"

#include "muster/rules/rule_kinds.hpp"
#include "muster/util/fill_message.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

std::optional<PerPointsScale> PerPointsScale::read(ElementReader& element, const std::string& default_rounding) {
    const std::optional<double> per = element.number("per-points", 1, 1e9);
    PerPointsScale scale;
    scale.basis_is_limit = element.choice("basis", {"limit", "spent"}, "limit") == "limit";
    scale.rounding = element.choice("rounding", {"down", "up", "nearest", "down-at-least-one"}, default_rounding);
    if (!per) return std::nullopt;
    scale.per_points = *per;
    return scale;
}

double PerPointsScale::basis(const ArmyTally& tally) const {
    return basis_is_limit ? tally.roster->points_limit : tally.total_points;
}

int PerPointsScale::blocks(const ArmyTally& tally) const {
    return static_cast<int>(apply_rounding(basis(tally) / per_points, rounding));
}

std::string PerPointsScale::words() const {
    return fill_message("per {points} pts {basis}, {rounding}",
                        {{"points", format_points(per_points)},
                         {"basis", basis_is_limit ? "of the limit" : "spent"},
                         {"rounding", rounding_words(rounding)}});
}

std::string rounding_words(const std::string& rounding) {
    if (rounding == "down-at-least-one") return "rounded down, at least one";
    return "rounded " + rounding;
}

}  // namespace muster
