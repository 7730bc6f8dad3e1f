// How many units (of a group, or holding an option) there may be for each unit of another
// group: "up to half of the archers may skirmish", "half or more", "all or none", "as many as
// the spearmen", each bound rounded the way the list says.
#include <cmath>

#include "muster/rules/counted_units.hpp"
#include "muster/rules/per_points_scale.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText as_many_as = MUSTER_MESSAGE("count-ratio.as-many-as", "as many as");
constexpr MessageText half_of = MUSTER_MESSAGE("count-ratio.half-of", "half of");
constexpr MessageText share_of = MUSTER_MESSAGE("count-ratio.share-of", "{percent} of");
constexpr MessageText at_least_ratio = MUSTER_MESSAGE("count-ratio.at-least-ratio", "at least {ratio} (rounded {rounding})");
constexpr MessageText at_most_ratio = MUSTER_MESSAGE("count-ratio.at-most-ratio", "at most {ratio} (rounded {rounding})");
constexpr MessageText at_least_n = MUSTER_MESSAGE("count-ratio.at-least", "at least {n}");
constexpr MessageText at_most_n = MUSTER_MESSAGE("count-ratio.at-most", "at most {n}");
constexpr MessageText both_bounds = MUSTER_MESSAGE("count-ratio.both", "{min} and {max}");
constexpr MessageText or_none_words = MUSTER_MESSAGE("count-ratio.or-none", "{bounds}, or none");
constexpr MessageText or_all_words = MUSTER_MESSAGE("count-ratio.or-all", "{bounds}, or all");
constexpr MessageText or_all_n = MUSTER_MESSAGE("count-ratio.or-all-n", "{bounds}, or all {n}");

Message ratio_words(double ratio) {
    if (std::abs(ratio - 1.0) < 1e-9) return message(as_many_as);
    if (std::abs(ratio - 0.5) < 1e-9) return message(half_of);
    return message(share_of).with("percent", PercentValue{ratio, 1});
}

// "at least A and at most B": either bound alone, or both.
Message bounds_of(std::optional<Message> low, std::optional<Message> high) {
    if (low && high) return message(both_bounds).with("min", nested(*low)).with("max", nested(*high));
    return low ? *low : *high;
}

constexpr MessageText fix_more = MUSTER_MESSAGE_PLURAL("count-ratio.fix.more", "field {n} more unit of {units}", "field {n} more units of {units}");
constexpr MessageText fix_more_or_none = MUSTER_MESSAGE_PLURAL("count-ratio.fix.more-or-none", "field {n} more unit of {units}, or none of them",
                                                               "field {n} more units of {units}, or none of them");
constexpr MessageText fix_give =
    MUSTER_MESSAGE_PLURAL("count-ratio.fix.give", "give {what} to {n} more unit of {units}", "give {what} to {n} more units of {units}");
constexpr MessageText fix_give_or_none = MUSTER_MESSAGE_PLURAL("count-ratio.fix.give-or-none", "give {what} to {n} more unit of {units}, or to none",
                                                               "give {what} to {n} more units of {units}, or to none");

class CountRatio final : public CompositionRule {
public:
    CountedUnits part;
    CountedUnits whole;
    std::optional<double> min, max;
    Rounding min_rounding = Rounding::down, max_rounding = Rounding::down;
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
    Message bound_words() const {
        std::optional<Message> low, high;
        if (min) low = message(at_least_ratio).with("ratio", nested(ratio_words(*min))).with("rounding", rounding_word(min_rounding));
        if (max) high = message(at_most_ratio).with("ratio", nested(ratio_words(*max))).with("rounding", rounding_word(max_rounding));
        Message words = bounds_of(low, high);
        if (or_none) words = message(or_none_words).with("bounds", nested(words));
        if (or_all) words = message(or_all_words).with("bounds", nested(words));
        return words;
    }

    Message describe(const Faction* faction) const override {
        return message(MUSTER_MESSAGE("count-ratio.describe", "{part}: {bounds} the {whole}"),
                       {{"part", part.name(faction)}, {"bounds", bound_words()}, {"whole", whole.name(faction)}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const std::vector<std::string> ids = part.entry_ids(tally);
        const int n = static_cast<int>(ids.size());
        const int of = whole.count(tally);
        const bool meets_min = !min || n >= needed(of);
        const bool meets_max = !max || n <= allowed(of);
        if ((meets_min && meets_max) || (or_none && n == 0) || (or_all && of > 0 && n >= of)) return;
        std::optional<Message> low, high;
        if (min) low = message(at_least_n).with("n", IntegerValue{needed(of)});
        if (max) high = message(at_most_n).with("n", IntegerValue{allowed(of)});
        Message bounds = bounds_of(low, high);
        if (or_none) bounds = message(or_none_words).with("bounds", nested(bounds));
        if (or_all) bounds = message(or_all_n).with("bounds", nested(bounds)).with("n", IntegerValue{of});
        Diagnostic& d = report_error(
            report,
            message(MUSTER_MESSAGE("count-ratio.broken", "The army has {n} {part} for {of} {whole}; the {list} list allows {words} the {whole}: {bounds}"),
                    {{"n", std::to_string(n)},
                     {"part", part.name(tally.faction)},
                     {"of", std::to_string(of)},
                     {"whole", whole.name(tally.faction)},
                     {"list", list_name(*tally.faction)},
                     {"words", bound_words()},
                     {"bounds", bounds}}));
        d.actual = n;
        d.allowed = meets_min ? allowed(of) : needed(of);
        d.measure = "units";
        d.entries = ids;
        if (!meets_min) {
            // The fix names the units to field, or to give the option to: "give Drilled to 2 more units of Men-at-Arms or Billmen".
            const MessageText& more = !part.options.empty() ? (or_none ? fix_give_or_none : fix_give) : (or_none ? fix_more_or_none : fix_more);
            d.fix_by(message(more).counting("n", needed(of) - n).with("what", part.option_names(tally.faction)).with("units", part.takers(tally)));
        } else {
            d.fix_by(message(MUSTER_MESSAGE("count-ratio.fix.fewer", "field {fewer} fewer of the {part}, or more of the {whole}"),
                             {{"fewer", std::to_string(n - allowed(of))}, {"part", part.name(tally.faction)}, {"whole", whole.name(tally.faction)}}));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_count_ratio(ElementReader& element) {
    auto rule = std::make_unique<CountRatio>();
    rule->part = CountedUnits::read(element, "group", "option", true);
    rule->whole = CountedUnits::read(element, "of-group", "of-option", true);
    rule->min = element.number("min", 0, 100);
    rule->max = element.number("max", 0, 100);
    rule->min_rounding = element.choice("min-rounding", {Rounding::down, Rounding::up, Rounding::nearest}, Rounding::down);
    rule->max_rounding = element.choice("max-rounding", {Rounding::down, Rounding::up, Rounding::nearest}, Rounding::down);
    rule->or_none = element.flag("or-none", false);
    rule->or_all = element.flag("or-all", false);
    if (!rule->min && !rule->max)
        element.error(nullptr, "list.limit-without-bound", {})
            .says(message(MUSTER_MESSAGE("list.count-ratio-without-bound", "<count-ratio> needs min=\"…\" or max=\"…\" (1 = as many as, 0.5 = half)")));
    return rule;
}

}  // namespace muster
