// Every division holds at least min (and, when given, at most max) units of one group: a
// division's size counted only in, say, its infantry.
#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText group_at_least = MUSTER_MESSAGE("division-group-size.at-least", "at least {n}");
constexpr MessageText group_at_most = MUSTER_MESSAGE("division-group-size.at-most", "at most {n}");
constexpr MessageText fix_add_to_group =
    MUSTER_MESSAGE_PLURAL("division-group-size.fix.add", "add {n} unit of {group} to it", "add {n} units of {group} to it");
constexpr MessageText fix_move =
    MUSTER_MESSAGE_PLURAL("division-group-size.fix.move", "move {n} unit of {group} to another division", "move {n} units of {group} to another division");

class DivisionGroupSize final : public CompositionRule {
public:
    std::string group_id;
    int min = 0;
    std::optional<int> max;

    std::vector<std::string> groups_used() const override { return {group_id}; }

    Message describe(const Faction* faction) const override {
        const LocalisedName group = group_display_name(faction, group_id);
        if (max)
            return message(MUSTER_MESSAGE("division-group-size.describe.between", "each division has {min} to {max} units of {group}"),
                           {{"min", std::to_string(min)}, {"max", std::to_string(*max)}, {"group", group}});
        return message(MUSTER_MESSAGE("division-group-size.describe.min", "each division has at least {min} units of {group}"),
                       {{"min", std::to_string(min)}, {"group", group}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const int group = tally.faction->group_index(group_id);
        if (group < 0) return;
        const LocalisedName group_label = tally.group_names(group_id);
        for (std::size_t i = 0; i < tally.divisions.size(); ++i) {
            const int count = tally.divisions[i].group_count[static_cast<std::size_t>(group)];
            const bool too_few = count < min;
            if (!too_few && (!max || count <= *max)) continue;
            const Message bound = too_few ? message(group_at_least).with("n", IntegerValue{min}) : message(group_at_most).with("n", IntegerValue{*max});
            Diagnostic& d = report_error(
                report, message(MUSTER_MESSAGE_PLURAL("division-group-size.bound",
                                                      "Division '{division}' has {count} unit of {group}; the {list} list asks {bound} in each division",
                                                      "Division '{division}' has {count} units of {group}; the {list} list asks {bound} in each division"),
                                {{"division", tally.divisions[i].name}, {"group", group_label}, {"list", list_name(*tally.faction)}, {"bound", bound}})
                            .counting("count", count));
            d.actual = count;
            d.allowed = too_few ? min : *max;
            d.measure = "units";
            d.entries = tally.entry_ids_in_division(group_id, i);
            d.fix_by(too_few ? message(fix_add_to_group).counting("n", min - count).with("group", group_label)
                             : message(fix_move).counting("n", count - *max).with("group", group_label));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_division_group_size(ElementReader& element) {
    auto rule = std::make_unique<DivisionGroupSize>();
    rule->group_id = element.required_text("group");
    rule->min = element.required_integer("min", 0, 10000).value_or(0);
    rule->max = element.integer("max", 0, 10000);
    if (rule->max && *rule->max < rule->min)
        element.error("max", "list.bad-range", {})
            .says(message(MUSTER_MESSAGE("list.max-below-min", "max=\"{max}\" is below min=\"{min}\""))
                      .with("max", VerbatimValue{std::to_string(*rule->max)})
                      .with("min", VerbatimValue{std::to_string(rule->min)}));
    return rule;
}

}  // namespace muster
