// A minimum and/or maximum number of a group's units: absolute, or per N points of the
// army's limit (or of the points spent) with the list's rounding.
#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/rules/counted_units.hpp"
#include "muster/rules/per_points_scale.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class UnitLimit final : public CompositionRule {
public:
    std::string group_id;
    std::optional<int> min;
    std::optional<int> max;
    std::optional<double> per_points;
    bool basis_is_limit = true;
    std::string rounding = "up";

    std::vector<std::string> groups_used() const override { return {group_id}; }

    std::string describe(const Faction* faction) const override {
        std::string text = group_display_name(faction, group_id) + ":";
        if (min) text += " at least " + std::to_string(*min);
        if (min && max) text += " and";
        if (max) text += " at most " + std::to_string(*max);
        if (per_points) text += " per " + format_points(*per_points) + " pts" + basis_words();
        return text;
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const GroupTally& group = tally.group(group_id);
        const double basis = basis_is_limit ? tally.roster->points_limit : tally.total_points;
        const double blocks = per_points ? apply_rounding(basis / *per_points, rounding) : 1.0;
        const std::string name = tally.group_name(group_id);
        const std::string scale =
            per_points ? " (" + std::to_string(max.value_or(min.value_or(0))) + " per " +
                             format_points(*per_points) + " pts of the " + format_points(basis) + " pts" +
                             basis_words() + ")"
                       : "";
        // Whole numbers kept as doubles: a bound per point of a large army is beyond any int.
        if (min) {
            const double needed = std::floor(*min * blocks);
            if (group.count < needed) {
                Diagnostic& d = report_error(report, "The army has " + count_of(group.count, name) + "; " +
                                                         list_phrase(*tally.faction) + " requires at least " +
                                                         format_points(needed) + scale);
                d.actual = group.count;
                d.allowed = needed;
                d.measure = "units";
                d.entries = tally.entry_ids(group);
                d.fix = "add " + format_points(needed - group.count) + " " + name + " unit" +
                        (needed - group.count == 1 ? "" : "s");
            }
        }
        if (max) {
            const double allowed = std::floor(*max * blocks);
            if (group.count > allowed) {
                Diagnostic& d = report_error(report, "The army has " + count_of(group.count, name) + "; " +
                                                         list_phrase(*tally.faction) + " allows at most " +
                                                         format_points(allowed) + scale);
                d.actual = group.count;
                d.allowed = allowed;
                d.measure = "units";
                d.entries = tally.entry_ids(group);
                d.fix = "remove " + format_points(group.count - allowed) + " " + name + " unit" +
                        (group.count - allowed == 1 ? "" : "s");
            }
        }
    }

private:
    std::string basis_words() const {
        return std::string(basis_is_limit ? " limit" : " spent") + ", " + rounding_words(rounding);
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_unit_limit(ElementReader& element) {
    auto rule = std::make_unique<UnitLimit>();
    rule->group_id = element.required_text("group");
    rule->min = element.integer("min", 0, 100000);
    rule->max = element.integer("max", 0, 100000);
    rule->per_points = element.number("per-points", 1, 1e9);
    rule->basis_is_limit = element.choice("basis", {"limit", "spent"}, "limit") == "limit";
    rule->rounding = element.choice("rounding", {"down", "up", "nearest", "down-at-least-one"}, "up");
    if (!rule->min && !rule->max)
        element.error(nullptr, "list.limit-without-bound", "<unit-limit> needs min=\"…\" or max=\"…\"");
    return rule;
}

}  // namespace muster
