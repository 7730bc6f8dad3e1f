#include "muster/rules/points_limit.hpp"

#include "muster/rules/army_tally.hpp"

namespace muster {

void check_points_limit(const ArmyTally& tally, Report& report) {
    const double limit = tally.roster->points_limit;
    if (limit <= 0) {
        Diagnostic d;
        d.rule_id = "points-limit";
        d.message = "The army has no points limit";
        d.fix = "set a points limit, e.g. 2000";
        report.add(std::move(d));
        return;
    }
    if (tally.total_points <= limit + 1e-9) return;
    const double over = tally.total_points - limit;
    Diagnostic d;
    d.rule_id = "points-limit";
    d.message = "The army costs " + format_points(tally.total_points) + " pts (units " +
                format_points(tally.unit_points) + ", generals " + format_points(tally.general_points) +
                "); the limit is " + format_points(limit) + " pts — " + format_points(over) + " pts over";
    d.actual = tally.total_points;
    d.allowed = limit;
    d.measure = "pts";
    d.fix = "remove at least " + format_points(over) + " pts of units, or raise the limit to " +
            format_points(tally.total_points);
    report.add(std::move(d));
}

}  // namespace muster
