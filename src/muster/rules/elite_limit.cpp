// "Elite" units: at most one fewer than the army's blocks of N points (none in a 1,000-pt
// army, one in 2,000 pts …), the blocks counted with the list's basis and rounding.
#include "muster/rules/counted_units.hpp"
#include "muster/rules/per_points_scale.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class EliteLimit final : public CompositionRule {
public:
    std::string group_id;
    PerPointsScale scale;

    std::vector<std::string> groups_used() const override { return {group_id}; }

    Message describe(const Faction* faction) const override {
        return message(MUSTER_MESSAGE("elite-limit.describe", "{group}: at most one fewer than the army's blocks of {points} pts ({scale})"),
                       {{"group", group_display_name(faction, group_id)}, {"points", decimal_as_needed(scale.per_points)}, {"scale", scale.phrase()}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const GroupTally& group = tally.group(group_id);
        const int blocks = scale.blocks(tally);
        const int allowed = std::max(0, blocks - 1);
        if (group.count <= allowed) return;
        const LocalisedName group_label = tally.group_names(group_id);
        Diagnostic& d = report_error(
            report,
            message(
                MUSTER_MESSAGE_PLURAL(
                    "elite-limit.above-max",
                    "The army has {count} unit of {group}; the {list} list allows at most {allowed}: one fewer than the blocks of its {basis} pts ({blocks}, {scale})",
                    "The army has {count} units of {group}; the {list} list allows at most {allowed}: one fewer than the blocks of its {basis} pts ({blocks}, {scale})"),
                {{"group", group_label},
                 {"list", list_name(*tally.faction)},
                 {"allowed", std::to_string(allowed)},
                 {"blocks", std::to_string(blocks)},
                 {"scale", scale.phrase()},
                 {"basis", decimal_as_needed(scale.basis(tally))}})
                .counting("count", group.count));
        d.actual = group.count;
        d.allowed = allowed;
        d.measure = "units";
        d.entries = tally.entry_ids(group);
        d.fix_by(message(MUSTER_MESSAGE("elite-limit.fix", "remove {n} of them"), {{"n", std::to_string(group.count - allowed)}}));
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_elite_limit(ElementReader& element) {
    auto rule = std::make_unique<EliteLimit>();
    rule->group_id = element.required_text("group");
    std::optional<PerPointsScale> scale = PerPointsScale::read(element, Rounding::down_at_least_one);
    if (!scale)
        element.error("per-points", "list.missing-attribute", {})
            .says(message(MUSTER_MESSAGE("list.elite-limit-per-points", "<elite-limit> needs per-points=\"…\" (the size of a block)")));
    else rule->scale = *scale;
    return rule;
}

}  // namespace muster
