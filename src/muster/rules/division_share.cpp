// A group's share within each division, by points or by number of units ("at least half of
// every division is infantry").
#include <algorithm>

#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/fill_message.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class DivisionShare final : public CompositionRule {
public:
    std::string group_id;
    std::optional<double> min, max;  ///< percent
    bool by_count = false;

    std::vector<std::string> groups_used() const override { return {group_id}; }

    Message describe(const Faction* faction) const override {
        std::string bounds;
        if (min) bounds = fill_message("at least {p} %", {{"p", format_percent(*min)}});
        if (max) bounds += (bounds.empty() ? "" : " and ") + fill_message("at most {p} %", {{"p", format_percent(*max)}});
        return filled(MUSTER_MESSAGE("division-share.describe", "{group}: {bounds} of each division's {measure}"),
                            {{"group", group_display_name(faction, group_id)}, {"bounds", bounds},
                             {"measure", by_count ? "units" : "points"}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const int group = tally.faction->group_index(group_id);
        if (group < 0) return;
        const std::string name = tally.group_name(group_id);
        for (std::size_t i = 0; i < tally.divisions.size(); ++i) {
            const DivisionTally& division = tally.divisions[i];
            double part = 0, whole = 0;
            for (std::size_t e = division.first_entry; e < division.first_entry + static_cast<std::size_t>(division.unit_count); ++e) {
                const EntryTally& entry = tally.entries[e];
                const double measure = by_count ? 1.0 : entry.points;
                whole += measure;
                if (entry.profile && std::find(entry.profile->groups.begin(), entry.profile->groups.end(),
                                               static_cast<std::size_t>(group)) != entry.profile->groups.end())
                    part += measure;
            }
            if (whole <= 0) continue;
            const double share = 100.0 * part / whole;
            const bool low = min && share + 1e-9 < *min;
            const bool high = max && share - 1e-9 > *max;
            if (!low && !high) continue;
            Diagnostic& d = report_error(report, filled(MUSTER_MESSAGE("division-share.broken", "{group} are {share} % of division '{division}' ({part} of {whole} {measure}); the {list} list asks {bound} %"),
                                                              {{"group", name}, {"share", format_percent(share)},
                                                               {"division", division.division->name},
                                                               {"part", format_points(part)}, {"whole", format_points(whole)},
                                                               {"measure", by_count ? "units" : "pts"},
                                                               {"list", list_name(*tally.faction)},
                                                               {"bound", low ? "at least " + format_percent(*min) : "at most " + format_percent(*max)}}));
            d.actual = share;
            d.allowed = low ? *min : *max;
            d.measure = "%";
            d.entries = tally.entry_ids_in_division(group_id, i);
            d.fix_by(low ? filled(MUSTER_MESSAGE("division-share.fix.add", "add {group} to the division, or move other units out"), {{"group", name}})
                        : filled(MUSTER_MESSAGE("division-share.fix.move", "move some {group} to another division"), {{"group", name}}));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_division_share(ElementReader& element) {
    auto rule = std::make_unique<DivisionShare>();
    rule->group_id = element.required_text("group");
    rule->min = element.number("min", 0, 100);
    rule->max = element.number("max", 0, 100);
    rule->by_count = element.choice("measure", {"points", "count"}, "points") == "count";
    if (!rule->min && !rule->max)
        element.error(nullptr, "list.share-without-bound", {})
            .says(message(MUSTER_MESSAGE("list.division-share-without-bound", "<division-share> needs min=\"…\" or max=\"…\" (a percentage)")));
    return rule;
}

}  // namespace muster
