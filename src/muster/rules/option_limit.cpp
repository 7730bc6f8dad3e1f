// A minimum and/or maximum number of units holding an option (an upgrade): for the whole
// army, or per N points with the list's own basis and rounding.
#include "muster/rules/counted_units.hpp"
#include "muster/rules/per_points_scale.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/util/fill_message.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class OptionLimit final : public CompositionRule {
public:
    CountedUnits counted;
    std::optional<int> min;
    std::optional<int> max;
    std::optional<PerPointsScale> scale;

    std::vector<std::string> options_used() const override { return counted.options; }

    Message describe(const Faction* faction) const override {
        std::string bounds;
        if (min) bounds = fill_message("at least {n}", {{"n", std::to_string(*min)}});
        if (max) bounds += (bounds.empty() ? "" : " and ") + fill_message("at most {n}", {{"n", std::to_string(*max)}});
        return filled(MUSTER_MESSAGE("option-limit.describe", "{what}: {bounds} {scale}"),
                            {{"what", counted.name(faction)}, {"bounds", bounds},
                             {"scale", scale ? scale->words() : "in the army"}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const std::vector<std::string> ids = counted.entry_ids(tally);
        const int count = static_cast<int>(ids.size());
        const int blocks = scale ? scale->blocks(tally) : 1;
        const std::string what = counted.name(tally.faction);
        const std::string how = scale ? fill_message(" ({n} {scale}, of {basis} pts)",
                                                     {{"n", std::to_string(max.value_or(min.value_or(0)))},
                                                      {"scale", scale->words()},
                                                      {"basis", format_points(scale->basis(tally))}})
                                      : std::string(" in the army");
        if (min && count < *min * blocks) {
            const int needed = *min * blocks;
            Diagnostic& d = report_error(report, filled(MUSTER_MESSAGE("option-limit.below-min", "The army has {count} {what}; the {list} list requires at least {needed}{how}"),
                                                              {{"count", std::to_string(count)}, {"what", what},
                                                               {"list", list_name(*tally.faction)},
                                                               {"needed", std::to_string(needed)}, {"how", how}}));
            d.actual = count;
            d.allowed = needed;
            d.measure = "units";
            d.entries = ids;
            d.fix_by(filled(MUSTER_MESSAGE("option-limit.fix.add", "give the option to {n} more unit(s)"), {{"n", std::to_string(needed - count)}}));
        }
        if (max && count > *max * blocks) {
            const int allowed = *max * blocks;
            Diagnostic& d = report_error(report, filled(MUSTER_MESSAGE("option-limit.above-max", "The army has {count} {what}; the {list} list allows at most {allowed}{how}"),
                                                              {{"count", std::to_string(count)}, {"what", what},
                                                               {"list", list_name(*tally.faction)},
                                                               {"allowed", std::to_string(allowed)}, {"how", how}}));
            d.actual = count;
            d.allowed = allowed;
            d.measure = "units";
            d.entries = ids;
            d.fix_by(filled(MUSTER_MESSAGE("option-limit.fix.remove", "take the option off {n} unit(s)"), {{"n", std::to_string(count - allowed)}}));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_option_limit(ElementReader& element) {
    auto rule = std::make_unique<OptionLimit>();
    rule->counted.options = element.words("option");
    if (rule->counted.options.empty())
        element.error("option", "list.missing-attribute", "<option-limit> needs option=\"…\" naming the option(s) it counts");
    rule->min = element.integer("min", 0, 100000);
    rule->max = element.integer("max", 0, 100000);
    rule->scale = PerPointsScale::read(element, "up");
    if (!rule->min && !rule->max)
        element.error(nullptr, "list.limit-without-bound", "<option-limit> needs min=\"…\" or max=\"…\"");
    return rule;
}

}  // namespace muster
