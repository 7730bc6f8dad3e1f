// A minimum and/or maximum number of a group's units: absolute, or per N points of the
// army's limit (or of the points spent) with the list's rounding.
#include <algorithm>
#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/rules/counted_units.hpp"
#include "muster/rules/per_points_scale.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/text/message.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText below_min =
    MUSTER_MESSAGE_PLURAL("unit-limit.below-min", "The army has {count} unit of {group}; the {list} list requires at least {needed}",
                          "The army has {count} units of {group}; the {list} list requires at least {needed}");
constexpr MessageText above_max =
    MUSTER_MESSAGE_PLURAL("unit-limit.above-max", "The army has {count} unit of {group}; the {list} list allows at most {allowed}",
                          "The army has {count} units of {group}; the {list} list allows at most {allowed}");
constexpr MessageText below_min_of_limit = MUSTER_MESSAGE_PLURAL(
    "unit-limit.below-min.per-limit",
    "The army has {count} unit of {group}; the {list} list requires at least {needed} ({each} per {per} of the {basis} limit, rounded {rounding})",
    "The army has {count} units of {group}; the {list} list requires at least {needed} ({each} per {per} of the {basis} limit, rounded {rounding})");
constexpr MessageText below_min_of_spent = MUSTER_MESSAGE_PLURAL(
    "unit-limit.below-min.per-spent",
    "The army has {count} unit of {group}; the {list} list requires at least {needed} ({each} per {per} of the {basis} spent, rounded {rounding})",
    "The army has {count} units of {group}; the {list} list requires at least {needed} ({each} per {per} of the {basis} spent, rounded {rounding})");
constexpr MessageText above_max_of_limit = MUSTER_MESSAGE_PLURAL(
    "unit-limit.above-max.per-limit",
    "The army has {count} unit of {group}; the {list} list allows at most {allowed} ({each} per {per} of the {basis} limit, rounded {rounding})",
    "The army has {count} units of {group}; the {list} list allows at most {allowed} ({each} per {per} of the {basis} limit, rounded {rounding})");
constexpr MessageText above_max_of_spent = MUSTER_MESSAGE_PLURAL(
    "unit-limit.above-max.per-spent",
    "The army has {count} unit of {group}; the {list} list allows at most {allowed} ({each} per {per} of the {basis} spent, rounded {rounding})",
    "The army has {count} units of {group}; the {list} list allows at most {allowed} ({each} per {per} of the {basis} spent, rounded {rounding})");
constexpr MessageText add_units = MUSTER_MESSAGE_PLURAL("unit-limit.fix.add", "add {count} unit of {group}", "add {count} units of {group}");
constexpr MessageText remove_units = MUSTER_MESSAGE_PLURAL("unit-limit.fix.remove", "remove {count} unit of {group}", "remove {count} units of {group}");

constexpr MessageText describe_group = MUSTER_MESSAGE("unit-limit.describe", "{group}: {bounds}");
constexpr MessageText describe_min = MUSTER_MESSAGE("unit-limit.describe.min", "at least {min}");
constexpr MessageText describe_max = MUSTER_MESSAGE("unit-limit.describe.max", "at most {max}");
constexpr MessageText describe_between = MUSTER_MESSAGE("unit-limit.describe.between", "at least {min} and at most {max}");
constexpr MessageText describe_per_limit = MUSTER_MESSAGE("unit-limit.describe.per-limit", "{bounds} per {per} limit, rounded {rounding}");
constexpr MessageText describe_per_spent = MUSTER_MESSAGE("unit-limit.describe.per-spent", "{bounds} per {per} spent, rounded {rounding}");

class UnitLimit final : public CompositionRule {
public:
    std::string group_id;
    std::string siege_group_id;                  ///< for a siege side the minimum counts only these (the infantry of a mixed group, 000:75-77)
    std::vector<std::string> siege_not_options;  ///< for a siege side the minimum leaves out units taking these (mounted) options
    std::optional<int> min;
    std::optional<int> max;
    std::optional<double> per_points;
    bool basis_is_limit = true;
    Rounding rounding = Rounding::up;

    std::vector<std::string> groups_used() const override {
        if (siege_group_id.empty()) return {group_id};
        return {group_id, siege_group_id};
    }

    Message describe(const Faction* faction) const override {
        Message bounds = message(min && max ? describe_between
                                 : min      ? describe_min
                                            : describe_max)
                             .with("min", IntegerValue{min.value_or(0)})
                             .with("max", IntegerValue{max.value_or(0)});
        if (per_points)
            bounds = message(basis_is_limit ? describe_per_limit : describe_per_spent)
                         .with("bounds", nested(bounds))
                         .with("per", PointsValue{*per_points})
                         .with("rounding", rounding_word(rounding));
        return message(describe_group).with("group", group_display_name(faction, group_id)).with("bounds", nested(bounds));
    }

    double blocks_of(const ArmyTally& tally) const {
        const double basis = basis_is_limit ? tally.points_limit : tally.points_spent();
        return per_points ? apply_rounding(basis / *per_points, rounding) : 1.0;
    }

    std::optional<double> most_allowed(const ArmyTally& tally, const std::string& group) const override {
        if (!max || group != group_id) return std::nullopt;
        return std::floor(*max * blocks_of(tally));
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const GroupTally& group = tally.group(group_id);
        const double basis = basis_is_limit ? tally.points_limit : tally.points_spent();
        const double blocks = blocks_of(tally);
        const LocalisedName group_label = tally.group_names(group_id);
        // The whole sentence, with its scale when the bound grows with the army: "(1 per 500 pts of the 2,000 pts limit, rounded up)".
        auto said = [&](const MessageText& plain, const MessageText& of_limit, const MessageText& of_spent) {
            if (!per_points) return message(plain);
            return message(basis_is_limit ? of_limit : of_spent)
                .with("each", IntegerValue{max.value_or(min.value_or(0))})
                .with("per", PointsValue{*per_points})
                .with("basis", PointsValue{basis})
                .with("rounding", rounding_word(rounding));
        };
        // Whole numbers kept as doubles: a bound per point of a large army is beyond any int.
        if (min) {
            // A siege side meets a minimum of foot and mounted units with the foot.
            const bool by_siege_group = tally.siege_side && !siege_group_id.empty();
            GroupTally counted = by_siege_group ? tally.group(siege_group_id) : group;
            if (tally.siege_side && !siege_not_options.empty()) {
                // the units that took a mounted option are cavalry: not the infantry a siege asks for
                GroupTally on_foot;
                for (std::size_t index : counted.entries) {
                    const std::vector<std::string>& options = tally.entries[index].options;
                    const bool mounted = std::any_of(options.begin(), options.end(), [&](const std::string& option) {
                        return std::find(siege_not_options.begin(), siege_not_options.end(), option) != siege_not_options.end();
                    });
                    if (mounted) continue;
                    on_foot.entries.push_back(index);
                    ++on_foot.count;
                }
                counted = std::move(on_foot);
            }
            const bool in_siege_reading = by_siege_group || (tally.siege_side && !siege_not_options.empty());
            const LocalisedName counted_name = by_siege_group ? tally.group_names(siege_group_id) : group_label;
            const double needed = std::floor(*min * blocks);
            if (counted.count < needed) {
                Diagnostic& d = report_error(report,
                                             said(below_min, below_min_of_limit, below_min_of_spent)
                                                 .counting("count", counted.count)
                                                 .with("group", counted_name)
                                                 .with("list", list_name(*tally.faction))
                                                 .with("needed", DecimalValue{needed, 0}),
                                             in_siege_reading);
                d.actual = counted.count;
                d.allowed = needed;
                d.measure = "units";
                d.entries = tally.entry_ids(counted);
                d.fix_by(message(add_units).counting("count", static_cast<long long>(needed - counted.count)).with("group", counted_name));
            }
        }
        if (max) {
            const double allowed = std::floor(*max * blocks);
            if (group.count > allowed) {
                Diagnostic& d = report_error(report, said(above_max, above_max_of_limit, above_max_of_spent)
                                                         .counting("count", group.count)
                                                         .with("group", group_label)
                                                         .with("list", list_name(*tally.faction))
                                                         .with("allowed", DecimalValue{allowed, 0}));
                d.actual = group.count;
                d.allowed = allowed;
                d.measure = "units";
                d.entries = tally.entry_ids(group);
                d.fix_by(message(remove_units).counting("count", static_cast<long long>(group.count - allowed)).with("group", group_label));
            }
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_unit_limit(ElementReader& element) {
    auto rule = std::make_unique<UnitLimit>();
    rule->group_id = element.required_text("group");
    rule->siege_group_id = element.text("siege-group");
    rule->siege_not_options = element.words("siege-not-options");
    rule->min = element.integer("min", 0, 100000);
    rule->max = element.integer("max", 0, 100000);
    rule->per_points = element.number("per-points", 1, 1e9);
    rule->basis_is_limit = element.choice("basis", {"limit", "spent"}, "limit") == "limit";
    rule->rounding = element.choice("rounding", {Rounding::down, Rounding::up, Rounding::nearest, Rounding::down_at_least_one}, Rounding::up);
    if (!rule->min && !rule->max)
        element.error(nullptr, "list.limit-without-bound", {})
            .says(message(MUSTER_MESSAGE("list.unit-limit-without-bound", "<unit-limit> needs min=\"…\" or max=\"…\"")));
    return rule;
}

}  // namespace muster
