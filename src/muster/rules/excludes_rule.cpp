// Two things the army may not have together: units of two groups, units holding two options
// (army-wide), or — scope="unit" — two options on the same unit ("skirmishers cannot carry stakes").
#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class ExcludesRule final : public CompositionRule {
public:
    CountedUnits first;
    CountedUnits second;
    bool per_unit = false;

    std::vector<std::string> groups_used() const override {
        std::vector<std::string> g = first.groups;
        g.insert(g.end(), second.groups.begin(), second.groups.end());
        return g;
    }
    std::vector<std::string> options_used() const override {
        std::vector<std::string> o = first.options;
        o.insert(o.end(), second.options.begin(), second.options.end());
        return o;
    }

    Message describe(const Faction* faction) const override {
        return message(per_unit ? MUSTER_MESSAGE("excludes.describe.unit", "no unit is both one of the {a} and one of the {b}")
                                : MUSTER_MESSAGE("excludes.describe.army", "not both {a} and {b} in one army"),
                       {{"a", first.name(faction)}, {"b", second.name(faction)}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const LocalisedName a = first.name(tally.faction);
        const LocalisedName b = second.name(tally.faction);
        if (per_unit) {
            for (const EntryTally& e : tally.entries) {
                if (!first.counts(e, *tally.faction) || !second.counts(e, *tally.faction)) continue;
                Diagnostic& d = report_error(
                    report, message(MUSTER_MESSAGE("excludes.same-unit",
                                                   "Unit {id} ({unit}) is one of the {a} and one of the {b}; the {list} list does not allow both on one unit"),
                                    {{"id", e.id}, {"unit", e.profile->name}, {"a", a}, {"b", b}, {"list", list_name(*tally.faction)}}));
                d.entries = {e.id};
                d.fix_by(message(MUSTER_MESSAGE("excludes.same-unit.fix", "keep one of the two options")));
            }
            return;
        }
        std::vector<std::string> ids = first.entry_ids(tally);
        const std::vector<std::string> others = second.entry_ids(tally);
        if (ids.empty() || others.empty()) return;
        ids.insert(ids.end(), others.begin(), others.end());
        Diagnostic& d = report_error(report, message(MUSTER_MESSAGE("excludes.army", "The army has {a} and {b}; the {list} list does not allow both"),
                                                     {{"a", a}, {"b", b}, {"list", list_name(*tally.faction)}}));
        d.entries = ids;
        d.fix_by(message(MUSTER_MESSAGE("excludes.army.fix", "remove the {a} or the {b}"), {{"a", a}, {"b", b}}));
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_excludes_rule(ElementReader& element) {
    auto rule = std::make_unique<ExcludesRule>();
    rule->first = CountedUnits::read(element, "group", "option", true);
    rule->second = CountedUnits::read(element, "with-group", "with-option", true);
    rule->per_unit = element.choice("scope", {"army", "unit"}, "army") == "unit";
    return rule;
}

}  // namespace muster
