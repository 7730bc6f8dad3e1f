// At most N units of a group in any one division ("1 artillery piece per division").
#include "muster/rules/army_tally.hpp"
#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText too_many =
    MUSTER_MESSAGE_PLURAL("per-division-cap.above-max", "Division '{division}' has {count} unit of {group}; the {list} list allows at most {most} per division",
                          "Division '{division}' has {count} units of {group}; the {list} list allows at most {most} per division");
constexpr MessageText move_or_remove = MUSTER_MESSAGE_PLURAL("per-division-cap.fix", "move {count} of them to another division, or remove it",
                                                             "move {count} of them to another division, or remove them");

constexpr MessageText describe_cap = MUSTER_MESSAGE("per-division-cap.describe", "{group}: at most {most} per division");

class PerDivisionCap final : public CompositionRule {
public:
    std::string group_id;
    int max = 0;

    std::vector<std::string> groups_used() const override { return {group_id}; }

    Message describe(const Faction* faction) const override {
        return message(describe_cap).with("most", IntegerValue{max}).with("group", group_display_name(faction, group_id));
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const int group = tally.faction->group_index(group_id);
        if (group < 0) return;
        for (std::size_t i = 0; i < tally.divisions.size(); ++i) {
            const int count = tally.divisions[i].group_count[static_cast<std::size_t>(group)];
            if (count <= max) continue;
            Diagnostic& d = report_error(report, message(too_many)
                                                     .with("division", VerbatimValue{tally.divisions[i].name})
                                                     .counting("count", count)
                                                     .with("group", tally.group_names(group_id))
                                                     .with("list", list_name(*tally.faction))
                                                     .with("most", IntegerValue{max}));
            d.actual = count;
            d.allowed = max;
            d.measure = "units";
            d.entries = tally.entry_ids_in_division(group_id, i);
            d.fix_by(message(move_or_remove).counting("count", count - max));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_per_division_cap(ElementReader& element) {
    auto rule = std::make_unique<PerDivisionCap>();
    rule->group_id = element.required_text("group");
    rule->max = element.required_integer("max", 0, 1000).value_or(0);
    return rule;
}

}  // namespace muster
