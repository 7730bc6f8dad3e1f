// At most N units of a group per K divisions, with the list's rounding ("1 piece per two divisions").
#include "muster/rules/army_tally.hpp"
#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText units_of = MUSTER_MESSAGE_PLURAL("count.units-of", "{count} unit of {group}", "{count} units of {group}");
constexpr MessageText too_many_over_divisions = MUSTER_MESSAGE_PLURAL(
    "per-divisions-cap.above-max",
    "The army has {units} in {divisions} division; the {list} list allows {each} per {per} divisions, rounded {rounding}, so at most {most}",
    "The army has {units} in {divisions} divisions; the {list} list allows {each} per {per} divisions, rounded {rounding}, so at most {most}");
constexpr MessageText remove_or_field = MUSTER_MESSAGE("per-divisions-cap.fix", "remove {units}, or field {divisions} divisions");

constexpr MessageText describe_divisions_cap = MUSTER_MESSAGE("per-divisions-cap.describe", "{group}: at most {most} per {per} divisions (rounded {rounding})");

class PerDivisionsCap final : public CompositionRule {
public:
    std::string group_id;
    int max = 0;
    int per = 1;
    Rounding rounding = Rounding::down;

    std::vector<std::string> groups_used() const override { return {group_id}; }

    Message describe(const Faction* faction) const override {
        return message(describe_divisions_cap)
            .with("group", group_display_name(faction, group_id))
            .with("most", IntegerValue{max})
            .with("per", IntegerValue{per})
            .with("rounding", rounding_word(rounding));
    }

    int allowed(int divisions) const { return max * static_cast<int>(apply_rounding(static_cast<double>(divisions) / per, rounding)); }

    void check(const ArmyTally& tally, Report& report) const override {
        const GroupTally& group = tally.group(group_id);
        const int divisions = static_cast<int>(tally.divisions.size());
        const int cap = allowed(divisions);
        if (group.count <= cap) return;
        const LocalisedName group_label = tally.group_names(group_id);
        Diagnostic& d = report_error(report, message(too_many_over_divisions)
                                                 .with("units", nested(message(units_of).counting("count", group.count).with("group", group_label)))
                                                 .counting("divisions", divisions)
                                                 .with("list", list_name(*tally.faction))
                                                 .with("each", IntegerValue{max})
                                                 .with("per", IntegerValue{per})
                                                 .with("rounding", rounding_word(rounding))
                                                 .with("most", IntegerValue{cap}));
        d.actual = group.count;
        d.allowed = cap;
        d.measure = "units";
        d.entries = tally.entry_ids(group);
        int more_divisions = divisions;
        while (allowed(more_divisions) < group.count && more_divisions < divisions + 100) ++more_divisions;
        d.fix_by(message(remove_or_field)
                     .with("units", nested(message(units_of).counting("count", group.count - cap).with("group", group_label)))
                     .with("divisions", IntegerValue{more_divisions}));
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_per_divisions_cap(ElementReader& element) {
    auto rule = std::make_unique<PerDivisionsCap>();
    rule->group_id = element.required_text("group");
    rule->max = element.required_integer("max", 0, 1000).value_or(0);
    rule->per = element.required_integer("per", 1, 1000).value_or(1);
    rule->rounding = element.choice("rounding", {Rounding::down, Rounding::up, Rounding::nearest}, Rounding::down);
    return rule;
}

}  // namespace muster
