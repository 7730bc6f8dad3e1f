#include "muster/roster/break_point.hpp"

#include <algorithm>
#include <cmath>

#include "muster/lists/faction.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/roster_verdict.hpp"

namespace muster {

namespace {

bool has_no_value(const std::string& stat) { return stat.empty() || stat == "-" || stat == "—" || stat == "0"; }

bool has_rule(const UnitProfile& unit, const std::string& rule) {
    return std::find(unit.special_rules.begin(), unit.special_rules.end(), rule) != unit.special_rules.end();
}

}  // namespace

std::optional<BreakPoint> break_point_of(const Roster& roster, const RosterVerdict& verdict, Language language, int more_units) {
    if (!verdict.system || !verdict.faction || !verdict.system->break_point) return std::nullopt;
    const BreakPointRule& rule = *verdict.system->break_point;

    BreakPoint point;
    point.rule = rule.text.in(language);

    // Which units count at all (units of a layout named in not-counting, such as characters, and
    // units the list marks counted="false" do not), and which of those the leave-out may take.
    const std::vector<std::string>& not_counting = rule.not_counting;
    auto counts = [&](const UnitEntry& entry) {
        const UnitProfile* unit = verdict.faction->unit(entry.unit_ref);
        if (!unit) return true;
        return unit->counted && std::find(not_counting.begin(), not_counting.end(), unit->layout) == not_counting.end();
    };
    auto with_rule = [&](const UnitEntry& entry) {
        const UnitProfile* unit = verdict.faction->unit(entry.unit_ref);
        return unit && !rule.leave_out_rule.empty() && has_rule(*unit, rule.leave_out_rule);
    };
    auto left_out_by_rule = [&](const UnitEntry& entry) {
        if (!with_rule(entry)) return false;
        if (!rule.leave_out_column) return true;
        const UnitProfile* unit = verdict.faction->unit(entry.unit_ref);
        return *rule.leave_out_column >= unit->stats.size() || has_no_value(unit->stats[*rule.leave_out_column]);
    };
    int counted = 0, ruled = 0;
    for (const Division& division : roster.divisions)
        for (const UnitEntry& entry : division.units)
            if (counts(entry)) {
                ++counted;
                if (with_rule(entry)) ++ruled;
            }
    const bool leaving_out = !rule.leave_out_rule.empty() && !(rule.leave_out_unless_most && ruled > counted - ruled);

    std::vector<int> units_of(roster.divisions.size(), 0);
    for (std::size_t d = 0; d < roster.divisions.size(); ++d)
        for (const UnitEntry& entry : roster.divisions[d].units) {
            if (!counts(entry)) continue;
            if (leaving_out && left_out_by_rule(entry)) {
                ++point.left_out;
                continue;
            }
            ++units_of[d];
        }

    if (rule.kind == BreakPointRule::Kind::division_more_than_share) {
        // A division breaks when more than the share of its units are lost.
        for (std::size_t d = 0; d < roster.divisions.size(); ++d)
            point.thresholds.push_back({d, units_of[d], static_cast<int>(std::floor(units_of[d] * rule.share)) + 1});
    } else {
        // The army breaks when it has lost the share of its units, rounded up.
        int units = more_units;
        for (const int n : units_of) units += n;
        point.thresholds.push_back({std::nullopt, units, static_cast<int>(std::ceil(units * rule.share))});
    }
    return point;
}

}  // namespace muster
