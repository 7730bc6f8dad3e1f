// How many units (of a group, or holding an option) there may be for each unit of another
// group: "up to half of the archers may skirmish", "half or more", "all or none", "as many as
// the spearmen", each bound rounded the way the list says.
#include <cmath>

#include "muster/rules/counted_units.hpp"
#include "muster/rules/per_points_scale.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/util/fill_message.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

std::string ratio_words(double ratio) {
    if (std::abs(ratio - 1.0) < 1e-9) return "as many as";
    if (std::abs(ratio - 0.5) < 1e-9) return "half of";
    return format_percent(ratio * 100.0) + " % of";
}

class CountRatio final : public CompositionRule {
public:
    CountedUnits part;
    CountedUnits whole;
    std::optional<double> min, max;
    std::string min_rounding = "down", max_rounding = "down";
    bool or_none = false;  ///< none at all also meets it ("all or none")
    bool or_all = false;   ///< as many as the whole also meets it ("half or all")

    std::vector<std::string> groups_used() const override {
        std::vector<std::string> g = part.groups;
        g.insert(g.end(), whole.groups.begin(), whole.groups.end());
        return g;
    }
    std::vector<std::string> options_used() const override {
        std::vector<std::string> o = part.options;
        o.insert(o.end(), whole.options.begin(), whole.options.end());
        return o;
    }

    int needed(int of) const { return static_cast<int>(apply_rounding(*min * of, min_rounding)); }
    int allowed(int of) const { return static_cast<int>(apply_rounding(*max * of, max_rounding)); }

    // "at least half of (rounded down) and at most half of (rounded up), or none, or all"
    std::string bound_words() const {
        std::string words;
        if (min) words = fill_message("at least {ratio} ({rounding})", {{"ratio", ratio_words(*min)}, {"rounding", rounding_words(min_rounding)}});
        if (max)
            words += (words.empty() ? "" : " and ") +
                     fill_message("at most {ratio} ({rounding})", {{"ratio", ratio_words(*max)}, {"rounding", rounding_words(max_rounding)}});
        if (or_none) words += ", or none";
        if (or_all) words += ", or all";
        return words;
    }

    Message describe(const Faction* faction) const override {
        return filled(MUSTER_MESSAGE("count-ratio.describe", "{part}: {bounds} the {whole}"),
                            {{"part", part.name(faction)}, {"bounds", bound_words()}, {"whole", whole.name(faction)}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const std::vector<std::string> ids = part.entry_ids(tally);
        const int n = static_cast<int>(ids.size());
        const int of = whole.count(tally);
        const bool meets_min = !min || n >= needed(of);
        const bool meets_max = !max || n <= allowed(of);
        if ((meets_min && meets_max) || (or_none && n == 0) || (or_all && of > 0 && n >= of)) return;
        std::string bounds;
        if (min) bounds = fill_message("at least {n}", {{"n", std::to_string(needed(of))}});
        if (max) bounds += (bounds.empty() ? "" : " and ") + fill_message("at most {n}", {{"n", std::to_string(allowed(of))}});
        if (or_none) bounds += ", or none";
        if (or_all) bounds += fill_message(", or all {n}", {{"n", std::to_string(of)}});
        Diagnostic& d = report_error(report, filled(MUSTER_MESSAGE("count-ratio.broken", "The army has {n} {part} for {of} {whole}; the {list} list allows {words} the {whole}: {bounds}"),
                                                          {{"n", std::to_string(n)}, {"part", part.name(tally.faction)},
                                                           {"of", std::to_string(of)}, {"whole", whole.name(tally.faction)},
                                                           {"list", list_name(*tally.faction)}, {"words", bound_words()},
                                                           {"bounds", bounds}}));
        d.actual = n;
        d.allowed = meets_min ? allowed(of) : needed(of);
        d.measure = "units";
        d.entries = ids;
        d.fix_by(!meets_min ? filled(MUSTER_MESSAGE("count-ratio.fix.more", "field {more} more of the {part}{or_none}"),
                                          {{"more", std::to_string(needed(of) - n)}, {"part", part.name(tally.faction)},
                                           {"or_none", or_none ? ", or none of them" : ""}})
                           : filled(MUSTER_MESSAGE("count-ratio.fix.fewer", "field {fewer} fewer of the {part}, or more of the {whole}"),
                                          {{"fewer", std::to_string(n - allowed(of))}, {"part", part.name(tally.faction)},
                                           {"whole", whole.name(tally.faction)}}));
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_count_ratio(ElementReader& element) {
    auto rule = std::make_unique<CountRatio>();
    rule->part = CountedUnits::read(element, "group", "option", true);
    rule->whole = CountedUnits::read(element, "of-group", "of-option", true);
    rule->min = element.number("min", 0, 100);
    rule->max = element.number("max", 0, 100);
    const std::vector<std::string> roundings{"down", "up", "nearest"};
    rule->min_rounding = element.choice("min-rounding", roundings, "down");
    rule->max_rounding = element.choice("max-rounding", roundings, "down");
    rule->or_none = element.flag("or-none", false);
    rule->or_all = element.flag("or-all", false);
    if (!rule->min && !rule->max)
        element.error(nullptr, "list.limit-without-bound", "<count-ratio> needs min=\"…\" or max=\"…\" (1 = as many as, 0.5 = half)");
    return rule;
}

}  // namespace muster
