// At most N units of a group in any one division ("1 artillery piece per division").
#include "muster/rules/army_tally.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class PerDivisionCap final : public CompositionRule {
public:
    std::string group_id;
    int max = 0;

    std::vector<std::string> groups_used() const override { return {group_id}; }

    std::string describe(const Faction* faction) const override {
        return "at most " + std::to_string(max) + " " + group_display_name(faction, group_id) + " per division";
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const int group = tally.faction->group_index(group_id);
        if (group < 0) return;
        for (std::size_t i = 0; i < tally.divisions.size(); ++i) {
            const int count = tally.divisions[i].group_count[static_cast<std::size_t>(group)];
            if (count <= max) continue;
            const std::string name = tally.group_name(group_id);
            Diagnostic& d = report_error(report, "Division '" + tally.divisions[i].division->name + "' has " +
                                                     count_of(count, name) + "; the " + tally.faction->name.en +
                                                     " list allows at most " + std::to_string(max) + " per division");
            d.actual = count;
            d.allowed = max;
            d.measure = "units";
            d.entries = tally.entry_ids_in_division(group_id, i);
            d.fix = "move " + std::to_string(count - max) + " of them to another division, or remove " +
                    (count - max == 1 ? "it" : "them");
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
