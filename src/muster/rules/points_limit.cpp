#include "muster/rules/points_limit.hpp"

#include "muster/rules/army_tally.hpp"

namespace muster {

namespace {
// Named apart from the siege's over_limit: in a unity build both share one unnamed namespace.
constexpr MessageText no_limit = MUSTER_MESSAGE("points-limit.none", "The army has no points limit");
constexpr MessageText set_limit = MUSTER_MESSAGE("points-limit.fix.set", "set a points limit, e.g. {example}");
constexpr MessageText army_over_limit =
    MUSTER_MESSAGE("points-limit.over", "The army costs {total} (units {units}, generals {generals}); the limit is {limit} — {over} over");
constexpr MessageText remove_or_raise = MUSTER_MESSAGE("points-limit.fix.remove", "remove at least {over} of units, or raise the limit to {total}");
}  // namespace

void check_points_limit(const ArmyTally& tally, Report& report) {
    const double limit = tally.points_limit;
    if (limit <= 0) {
        Diagnostic d;
        d.rule_id = "points-limit";
        d.says(message(no_limit));
        d.fix_by(message(set_limit).with("example", VerbatimValue{"2000"}));
        report.add(std::move(d));
        return;
    }
    if (tally.total_points <= limit + 1e-9) return;
    const double over = tally.total_points - limit;
    Diagnostic d;
    d.rule_id = "points-limit";
    d.says(message(army_over_limit)
               .with("total", PointsValue{tally.total_points})
               .with("units", PointsValue{tally.unit_points})
               .with("generals", PointsValue{tally.general_points})
               .with("limit", PointsValue{limit})
               .with("over", PointsValue{over}));
    d.actual = tally.total_points;
    d.allowed = limit;
    d.measure = "pts";
    d.fix_by(message(remove_or_raise).with("over", PointsValue{over}).with("total", PointsValue{tally.total_points}));
    report.add(std::move(d));
}

}  // namespace muster
