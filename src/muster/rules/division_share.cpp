// A group's share within each division, by points or by number of units ("at least half of
// every division is infantry").
#include <algorithm>

#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText units_word = MUSTER_MESSAGE("division-share.measure.units", "units");

class DivisionShare final : public CompositionRule {
public:
    std::string group_id;
    std::optional<double> min, max;  ///< percent
    bool by_count = false;

    static Message at_least(double percent) {
        return message(MUSTER_MESSAGE("division-share.at-least", "at least {percent} %"), {{"percent", DecimalValue{percent, 1}}});
    }
    static Message at_most(double percent) {
        return message(MUSTER_MESSAGE("division-share.at-most", "at most {percent} %"), {{"percent", DecimalValue{percent, 1}}});
    }
    Message bounds() const {
        if (min && max)
            return message(MUSTER_MESSAGE("division-share.between", "at least {least} % and at most {most} %"),
                           {{"least", DecimalValue{*min, 1}}, {"most", DecimalValue{*max, 1}}});
        return min ? at_least(*min) : at_most(max.value_or(100));
    }

    std::vector<std::string> groups_used() const override { return {group_id}; }

    Message describe(const Faction* faction) const override {
        return message(MUSTER_MESSAGE("division-share.describe", "{group}: {bounds} of each division's {measure}"),
                       {{"group", group_display_name(faction, group_id)},
                        {"bounds", bounds()},
                        {"measure", by_count ? message(units_word) : message(MUSTER_MESSAGE("division-share.measure.points", "points"))}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const int group = tally.faction->group_index(group_id);
        if (group < 0) return;
        const std::string group_label = tally.group_name(group_id);
        for (std::size_t i = 0; i < tally.divisions.size(); ++i) {
            const DivisionTally& division = tally.divisions[i];
            double part = 0, whole = 0;
            for (std::size_t e = division.first_entry; e < division.first_entry + static_cast<std::size_t>(division.unit_count); ++e) {
                const EntryTally& entry = tally.entries[e];
                const double measure = by_count ? 1.0 : entry.points;
                whole += measure;
                if (entry.profile &&
                    std::find(entry.profile->groups.begin(), entry.profile->groups.end(), static_cast<std::size_t>(group)) != entry.profile->groups.end())
                    part += measure;
            }
            if (whole <= 0) continue;
            const double share = 100.0 * part / whole;
            const bool low = min && share + 1e-9 < *min;
            const bool high = max && share - 1e-9 > *max;
            if (!low && !high) continue;
            Diagnostic& d = report_error(
                report, message(MUSTER_MESSAGE("division-share.broken",
                                               // xgettext:no-c-format
                                               "{group} are {share} % of division '{division}' ({part} of {whole} {measure}); the {list} list asks {bound}"),
                                {{"group", group_label},
                                 {"share", DecimalValue{share, 1}},
                                 {"division", division.name},
                                 {"part", decimal_as_needed(part)},
                                 {"whole", decimal_as_needed(whole)},
                                 {"measure", by_count ? message(units_word) : message(MUSTER_MESSAGE("division-share.measure.pts", "pts"))},
                                 {"list", list_name(*tally.faction)},
                                 {"bound", low ? at_least(*min) : at_most(*max)}}));
            d.actual = share;
            d.allowed = low ? *min : *max;
            d.measure = "%";
            d.entries = tally.entry_ids_in_division(group_id, i);
            d.fix_by(low ? message(MUSTER_MESSAGE("division-share.fix.add", "add {group} to the division, or move other units out"), {{"group", group_label}})
                         : message(MUSTER_MESSAGE("division-share.fix.move", "move some {group} to another division"), {{"group", group_label}}));
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
