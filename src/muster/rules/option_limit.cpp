// A minimum and/or maximum number of units holding an option (an upgrade): for the whole
// army, or per N points with the list's own basis and rounding.
#include "muster/rules/counted_units.hpp"
#include "muster/rules/per_points_scale.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText between = MUSTER_MESSAGE("option-limit.between", "at least {min} and at most {max}");
constexpr MessageText at_least = MUSTER_MESSAGE("option-limit.at-least", "at least {n}");
constexpr MessageText at_most = MUSTER_MESSAGE("option-limit.at-most", "at most {n}");
constexpr MessageText describe_army = MUSTER_MESSAGE("option-limit.describe", "units with {what}: {bounds} in the army");
constexpr MessageText describe_scaled = MUSTER_MESSAGE("option-limit.describe-scaled", "units with {what}: {bounds} {scale}");
constexpr MessageText option_below_min =
    MUSTER_MESSAGE_PLURAL("option-limit.below-min", "The army has {count} unit with {what}; the {list} list requires at least {needed} in the army",
                          "The army has {count} units with {what}; the {list} list requires at least {needed} in the army");
constexpr MessageText below_min_scaled = MUSTER_MESSAGE_PLURAL(
    "option-limit.below-min-scaled", "The army has {count} unit with {what}; the {list} list requires at least {needed} ({each} {scale}, of {basis})",
    "The army has {count} units with {what}; the {list} list requires at least {needed} ({each} {scale}, of {basis})");
constexpr MessageText option_above_max =
    MUSTER_MESSAGE_PLURAL("option-limit.above-max", "The army has {count} unit with {what}; the {list} list allows at most {allowed} in the army",
                          "The army has {count} units with {what}; the {list} list allows at most {allowed} in the army");
constexpr MessageText above_max_scaled = MUSTER_MESSAGE_PLURAL(
    "option-limit.above-max-scaled", "The army has {count} unit with {what}; the {list} list allows at most {allowed} ({each} {scale}, of {basis})",
    "The army has {count} units with {what}; the {list} list allows at most {allowed} ({each} {scale}, of {basis})");
constexpr MessageText fix_add =
    MUSTER_MESSAGE_PLURAL("option-limit.fix.add", "give {what} to {n} more unit of {units}", "give {what} to {n} more units of {units}");
constexpr MessageText fix_remove =
    MUSTER_MESSAGE_PLURAL("option-limit.fix.remove", "take {what} off {n} unit of {units}", "take {what} off {n} units of {units}");

class OptionLimit final : public CompositionRule {
public:
    CountedUnits counted;
    std::optional<int> min;
    std::optional<int> max;
    std::optional<PerPointsScale> scale;

    std::vector<std::string> options_used() const override { return counted.options; }

    // "Stakes", "Pavise or Mantlet": the options counted, in both languages.
    LocalisedName option_names(const Faction* faction) const {
        std::vector<LocalisedName> names;
        for (const std::string& option : counted.options) names.push_back(option_display_name(faction, option));
        return joined_names(names);
    }

    Message describe(const Faction* faction) const override {
        Message bounds = min && max ? message(between).with("min", IntegerValue{*min}).with("max", IntegerValue{*max})
                         : min      ? message(at_least).with("n", IntegerValue{*min})
                                    : message(at_most).with("n", IntegerValue{max.value_or(0)});
        if (!scale) return message(describe_army).with("what", option_names(faction)).with("bounds", nested(bounds));
        return message(describe_scaled).with("what", option_names(faction)).with("bounds", nested(bounds)).with("scale", nested(scale->phrase()));
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const std::vector<std::string> ids = counted.entry_ids(tally);
        const int count = static_cast<int>(ids.size());
        const int blocks = scale ? scale->blocks(tally) : 1;
        const LocalisedName what = option_names(tally.faction);
        // The sentence names the per-block figure and the army's basis when the bound scales with the points.
        auto said = [&](const MessageText& plain, const MessageText& scaled, const char* bound, int value) {
            Message m = message(scale ? scaled : plain).counting("count", count);
            m.with("what", what).with("list", list_name(*tally.faction)).with(bound, IntegerValue{value});
            if (scale)
                m.with("each", IntegerValue{max.value_or(min.value_or(0))})
                    .with("scale", nested(scale->phrase()))
                    .with("basis", PointsValue{scale->basis(tally)});
            return m;
        };
        if (min && count < *min * blocks) {
            const int needed = *min * blocks;
            Diagnostic& d = report_error(report, said(option_below_min, below_min_scaled, "needed", needed));
            d.actual = count;
            d.allowed = needed;
            d.measure = "units";
            d.entries = ids;
            d.fix_by(message(fix_add).counting("n", needed - count).with("what", what).with("units", counted.takers(tally)));
        }
        if (max && count > *max * blocks) {
            const int allowed = *max * blocks;
            Diagnostic& d = report_error(report, said(option_above_max, above_max_scaled, "allowed", allowed));
            d.actual = count;
            d.allowed = allowed;
            d.measure = "units";
            d.entries = ids;
            d.fix_by(message(fix_remove).counting("n", count - allowed).with("what", what).with("units", counted.holders(tally)));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_option_limit(ElementReader& element) {
    auto rule = std::make_unique<OptionLimit>();
    rule->counted.options = element.words("option");
    if (rule->counted.options.empty())
        element.error("option", "list.missing-attribute", {})
            .says(message(MUSTER_MESSAGE("list.option-limit-option", "<option-limit> needs option=\"…\" naming the option(s) it counts")));
    rule->min = element.integer("min", 0, 100000);
    rule->max = element.integer("max", 0, 100000);
    rule->scale = PerPointsScale::read(element, Rounding::up);
    if (!rule->min && !rule->max)
        element.error(nullptr, "list.limit-without-bound", {})
            .says(message(MUSTER_MESSAGE("list.option-limit-without-bound", "<option-limit> needs min=\"…\" or max=\"…\"")));
    return rule;
}

}  // namespace muster
