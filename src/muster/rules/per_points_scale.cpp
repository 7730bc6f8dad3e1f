#include "muster/rules/per_points_scale.hpp"

#include "muster/rules/rule_kinds.hpp"
#include "muster/text/render.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

std::optional<PerPointsScale> PerPointsScale::read(ElementReader& element, Rounding default_rounding) {
    const std::optional<double> per = element.number("per-points", 1, 1e9);
    PerPointsScale scale;
    scale.basis_is_limit = element.choice("basis", {"limit", "spent"}, "limit") == "limit";
    scale.rounding = element.choice("rounding", {Rounding::down, Rounding::up, Rounding::nearest, Rounding::down_at_least_one}, default_rounding);
    if (!per) return std::nullopt;
    scale.per_points = *per;
    return scale;
}

double PerPointsScale::basis(const ArmyTally& tally) const { return basis_is_limit ? tally.points_limit : tally.points_spent(); }

int PerPointsScale::blocks(const ArmyTally& tally) const { return static_cast<int>(apply_rounding(basis(tally) / per_points, rounding)); }

Message PerPointsScale::phrase() const {
    static constexpr MessageText of_limit = MUSTER_MESSAGE("scale.per-points-limit", "per {points} of the limit, rounded {rounding}");
    static constexpr MessageText spent = MUSTER_MESSAGE("scale.per-points-spent", "per {points} spent, rounded {rounding}");
    return message(basis_is_limit ? of_limit : spent).with("points", PointsValue{per_points}).with("rounding", rounding_word(rounding));
}

std::string PerPointsScale::words() const { return render_message(phrase(), Language::english); }

}  // namespace muster
