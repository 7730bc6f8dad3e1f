// A group's share of the army (or of another group), by points or by number of units.
#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/text/message.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText share_of_army_points = MUSTER_MESSAGE("share.measure.army-points", "{group} are {share} of the army's {total} ({points})");
constexpr MessageText share_of_army_units = MUSTER_MESSAGE("share.measure.army-units", "{count} of the army's {total} units are {group} ({share})");
constexpr MessageText share_of_group_points = MUSTER_MESSAGE("share.measure.group-points", "{group} are {share} of the {total} of {whole} ({points})");
constexpr MessageText share_of_group_units = MUSTER_MESSAGE("share.measure.group-units", "{count} of the {total} units of {whole} are {group} ({share})");
constexpr MessageText share_above_min = MUSTER_MESSAGE("share.below-min", "{measure}; the {list} list requires at least {bound}");
constexpr MessageText share_above_min_strict = MUSTER_MESSAGE("share.not-above-min", "{measure}; the {list} list requires more than {bound}");
constexpr MessageText share_below_max = MUSTER_MESSAGE("share.above-max", "{measure}; the {list} list allows at most {bound}");
constexpr MessageText share_below_max_strict = MUSTER_MESSAGE("share.not-below-max", "{measure}; the {list} list allows less than {bound}");
constexpr MessageText add_points = MUSTER_MESSAGE("share.fix.add-points", "add at least {points} of {group}");
constexpr MessageText add_points_or_remove_others =
    MUSTER_MESSAGE("share.fix.add-points-or-remove-others", "add at least {points} of {group}, or remove at least {others} of other units");
constexpr MessageText fix_add_share_units =
    MUSTER_MESSAGE_PLURAL("share.fix.add-units", "add at least {count} unit of {group}", "add at least {count} units of {group}");
constexpr MessageText remove_points = MUSTER_MESSAGE("share.fix.remove-points", "remove at least {points} of {group}, or add other units");
constexpr MessageText fix_remove_share_units = MUSTER_MESSAGE_PLURAL("share.fix.remove-units", "remove at least {count} unit of {group}, or add other units",
                                                                     "remove at least {count} units of {group}, or add other units");

constexpr MessageText describe_share_min = MUSTER_MESSAGE("share.describe.min", "{group} at least {min} of {whole}");
constexpr MessageText describe_min_strict = MUSTER_MESSAGE("share.describe.min-strict", "{group} more than {min} of {whole}");
constexpr MessageText describe_share_max = MUSTER_MESSAGE("share.describe.max", "{group} at most {max} of {whole}");
constexpr MessageText describe_max_strict = MUSTER_MESSAGE("share.describe.max-strict", "{group} less than {max} of {whole}");
constexpr MessageText describe_share_between = MUSTER_MESSAGE("share.describe.between", "{group} at least {min} and at most {max} of {whole}");
constexpr MessageText describe_between_strict = MUSTER_MESSAGE("share.describe.between-strict", "{group} more than {min} and less than {max} of {whole}");
constexpr MessageText whole_army_points = MUSTER_MESSAGE("share.whole.army-points", "the army's points");
constexpr MessageText whole_army_units = MUSTER_MESSAGE("share.whole.army-units", "the army's units");
constexpr MessageText whole_group_points = MUSTER_MESSAGE("share.whole.group-points", "the points of {group}");
constexpr MessageText whole_group_units = MUSTER_MESSAGE("share.whole.group-units", "the units of {group}");

class ShareRule final : public CompositionRule {
public:
    ShareBound bound;
    std::string siege_group_id;  ///< for a siege side, the minimum is met by this group alone (infantry of a mixed group)

    std::vector<std::string> groups_used() const override {
        std::vector<std::string> used{bound.group_id};
        if (!bound.of_group_id.empty()) used.push_back(bound.of_group_id);
        if (!siege_group_id.empty()) used.push_back(siege_group_id);
        return used;
    }

    std::optional<ShareBound> share_bound() const override { return bound; }

    Message describe(const Faction* faction) const override {
        const MessageText& text = bound.min && bound.max ? (bound.strict ? describe_between_strict : describe_share_between)
                                  : bound.min            ? (bound.strict ? describe_min_strict : describe_share_min)
                                                         : (bound.strict ? describe_max_strict : describe_share_max);
        const bool of_army = bound.of_group_id.empty();
        return message(text)
            .with("group", group_display_name(faction, bound.group_id))
            .with("min", PercentValue{bound.min.value_or(0) / 100.0, 1})
            .with("max", PercentValue{bound.max.value_or(0) / 100.0, 1})
            .with("whole",
                  nested(message(of_army ? (bound.by_count ? whole_army_units : whole_army_points) : (bound.by_count ? whole_group_units : whole_group_points))
                             .with("group", of_army ? LocalisedName{} : group_display_name(faction, bound.of_group_id))));
    }

    void check(const ArmyTally& tally, Report& report) const override {
        if (tally.siege_side && !siege_group_id.empty()) {
            ShareBound in_siege = bound;  // the minimum with the siege group; the maximum as ever
            in_siege.group_id = siege_group_id;
            in_siege.max.reset();
            if (in_siege.min) check_bound(in_siege, tally, report, true);
            in_siege = bound;
            in_siege.min.reset();
            if (in_siege.max) check_bound(in_siege, tally, report, false);
            return;
        }
        check_bound(bound, tally, report, false);
    }

private:
    // One bound (strictness and measure as the rule's) on the group it names.
    void check_bound(const ShareBound& measured, const ArmyTally& tally, Report& report, bool in_siege) const {
        const GroupTally& part = tally.group(measured.group_id);
        const bool of_army = measured.of_group_id.empty();
        const GroupTally& whole = of_army ? part : tally.group(measured.of_group_id);
        const double numerator = measured.by_count ? part.count : part.points;
        const double denominator = of_army ? (measured.by_count ? tally.unit_count : tally.share_basis) : (measured.by_count ? whole.count : whole.points);
        if (!of_army && denominator <= 0) return;  // "half of the knights" holds when there are none
        const double share = denominator > 0 ? 100.0 * numerator / denominator : 0.0;
        const LocalisedName part_name = tally.group_names(measured.group_id);
        const LocalisedName list = list_name(*tally.faction);
        const LocalisedName whole_group = of_army ? LocalisedName{} : tally.group_names(measured.of_group_id);

        // The measure and the bound it breaks, with the digits that tell them apart.
        auto measure_with = [&](double limit) {
            const int decimals = share_decimals(share, limit);
            const PercentValue shown{share / 100.0, decimals};
            Message m = message(of_army ? (measured.by_count ? share_of_army_units : share_of_army_points)
                                        : (measured.by_count ? share_of_group_units : share_of_group_points));
            m.with("group", part_name).with("share", shown).with("whole", whole_group);
            if (measured.by_count)
                m.with("count", IntegerValue{static_cast<long long>(numerator)}).with("total", IntegerValue{static_cast<long long>(denominator)});
            else m.with("points", PointsValue{numerator}).with("total", PointsValue{denominator});
            return m;
        };
        auto verdict = [&](const MessageText& text, double limit) {
            return message(text)
                .with("measure", nested(measure_with(limit)))
                .with("list", list)
                .with("bound", PercentValue{limit / 100.0, share_decimals(share, limit)});
        };

        if (measured.min && !meets_min(numerator, denominator, *measured.min)) {
            Diagnostic& d = report_error(report, verdict(measured.strict ? share_above_min_strict : share_above_min, *measured.min), in_siege);
            fill(d, tally, share, *measured.min, measured.group_id);
            const double add = amount_to_add(numerator, denominator, *measured.min);
            const double remove = of_army && !measured.by_count ? amount_of_others_to_remove(numerator, denominator, *measured.min) : -1;
            if (measured.by_count) d.fix_by(message(fix_add_share_units).counting("count", static_cast<long long>(add)).with("group", part_name));
            else if (remove > 0 && remove < denominator - numerator)
                d.fix_by(message(add_points_or_remove_others).with("points", PointsValue{add}).with("group", part_name).with("others", PointsValue{remove}));
            else d.fix_by(message(add_points).with("points", PointsValue{add}).with("group", part_name));
        }
        if (measured.max && !meets_max(numerator, denominator, *measured.max)) {
            Diagnostic& d = report_error(report, verdict(measured.strict ? share_below_max_strict : share_below_max, *measured.max));
            fill(d, tally, share, *measured.max, measured.group_id);
            const double remove = amount_to_remove(numerator, denominator, *measured.max);
            if (measured.by_count) d.fix_by(message(fix_remove_share_units).counting("count", static_cast<long long>(remove)).with("group", part_name));
            else d.fix_by(message(remove_points).with("points", PointsValue{remove}).with("group", part_name));
        }
    }

    // Compare without dividing, so 33 % of 300 pts is exactly 99 pts.
    bool meets_min(double n, double d, double percent) const {
        const double lhs = 100.0 * n, rhs = percent * d;
        return bound.strict ? lhs > rhs + 1e-9 : lhs >= rhs - 1e-9;
    }
    bool meets_max(double n, double d, double percent) const {
        const double lhs = 100.0 * n, rhs = percent * d;
        return bound.strict ? lhs < rhs - 1e-9 : lhs <= rhs + 1e-9;
    }

    // Smallest whole x with (n + x) / (d + x) meeting the minimum: the group grows the whole too.
    double amount_to_add(double n, double d, double percent) const {
        const double p = percent / 100.0;
        if (p >= 1.0) return 0;
        double x = std::max(0.0, std::ceil((p * d - n) / (1.0 - p) - 1e-9));
        while (!meets_min(n + x, d + x, percent)) x += 1;
        return x;
    }
    // Smallest whole y with n / (d - y) meeting the minimum: other units removed.
    double amount_of_others_to_remove(double n, double d, double percent) const {
        if (n <= 0) return -1;
        double y = std::max(0.0, std::ceil(d - 100.0 * n / percent - 1e-9));
        while (y < d - n && !meets_min(n, d - y, percent)) y += 1;
        return y;
    }
    // Smallest whole y with (n - y) / (d - y) meeting the maximum.
    double amount_to_remove(double n, double d, double percent) const {
        const double p = percent / 100.0;
        if (p >= 1.0) return 0;
        double y = std::max(0.0, std::ceil((n - p * d) / (1.0 - p) - 1e-9));
        while (y < n && !meets_max(n - y, d - y, percent)) y += 1;
        return y;
    }

    void fill(Diagnostic& d, const ArmyTally& tally, double share, double allowed, const std::string& group_id) const {
        d.actual = share;
        d.allowed = allowed;
        d.measure = "%";
        d.entries = tally.entry_ids(tally.group(group_id));
    }
};

}  // namespace

namespace {
// A bound as a percentage ("33") or as a fraction of the whole ("1/3", kept exact: 33.333… %).
std::optional<double> share_value(ElementReader& element, const char* attribute) {
    const std::string text = element.text(attribute);
    const auto slash = text.find('/');
    if (slash == std::string::npos) return element.number(attribute, 0, 100);
    const std::string top = text.substr(0, slash), bottom = text.substr(slash + 1);
    const bool digits = !top.empty() && !bottom.empty() && top.size() < 7 && bottom.size() < 7 && top.find_first_not_of("0123456789") == std::string::npos &&
                        bottom.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || std::stoi(bottom) == 0 || std::stoi(top) > std::stoi(bottom)) {
        element.error(attribute, "xml.not-a-number", {})
            .says(message(MUSTER_MESSAGE("list.share-not-a-share", "{attribute}=\"{value}\" must be a percentage from 0 to 100 or a fraction like 1/3"))
                      .with("attribute", VerbatimValue{attribute})
                      .with("value", VerbatimValue{text}));
        return std::nullopt;
    }
    return 100.0 * std::stoi(top) / std::stoi(bottom);
}
}  // namespace

std::unique_ptr<CompositionRule> parse_share_rule(ElementReader& element) {
    auto rule = std::make_unique<ShareRule>();
    rule->bound.group_id = element.required_text("group");
    rule->bound.of_group_id = element.text("of");
    rule->bound.min = share_value(element, "min");
    rule->bound.max = share_value(element, "max");
    rule->bound.strict = element.flag("strict", false);
    rule->bound.by_count = element.choice("measure", {"points", "count"}, "points") == "count";
    rule->siege_group_id = element.text("siege-group");
    if (!element.node().attribute("min") && !element.node().attribute("max"))
        element.error(nullptr, "list.share-without-bound", {})
            .says(message(MUSTER_MESSAGE("list.share-without-bound", "<share> needs min=\"…\" or max=\"…\" (a percentage)")));
    return rule;
}

}  // namespace muster
