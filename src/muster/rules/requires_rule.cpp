// Units of a group, or units holding an option, may be fielded only with another group's
// units or another option in the army — or, scope="unit", only on a unit that also holds it.
#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class RequiresRule final : public CompositionRule {
public:
    CountedUnits counted;
    CountedUnits needed;
    bool per_unit = false;

    std::vector<std::string> groups_used() const override {
        std::vector<std::string> g = counted.groups;
        g.insert(g.end(), needed.groups.begin(), needed.groups.end());
        return g;
    }
    std::vector<std::string> options_used() const override {
        std::vector<std::string> o = counted.options;
        o.insert(o.end(), needed.options.begin(), needed.options.end());
        return o;
    }

    Message describe(const Faction* faction) const override {
        return message(per_unit ? MUSTER_MESSAGE("requires.describe.unit", "{what} only on a unit that also has {needed}")
                                : MUSTER_MESSAGE("requires.describe.army", "{what} only in an army with {needed}"),
                       {{"what", counted.name(faction)}, {"needed", needed_name(faction)}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        const LocalisedName what = counted.name(tally.faction);
        const LocalisedName need = needed_name(tally.faction);
        if (per_unit) {
            for (const EntryTally& e : tally.entries) {
                if (!counted.counts(e, *tally.faction) || needed.counts(e, *tally.faction)) continue;
                Diagnostic& d = report_error(
                    report,
                    message(MUSTER_MESSAGE("requires.same-unit",
                                           "Unit {id} ({unit}) is one of the {what} but lacks {needed}; the {list} list allows it only together with {needed}"),
                            {{"id", e.id}, {"unit", e.profile->name}, {"what", what}, {"needed", need}, {"list", list_name(*tally.faction)}}));
                d.entries = {e.id};
                d.fix_by(message(MUSTER_MESSAGE("requires.same-unit.fix", "give it {needed} too, or take the option off"), {{"needed", need}}));
            }
            return;
        }
        const std::vector<std::string> ids = counted.entry_ids(tally);
        if (ids.empty() || needed.count(tally) > 0) return;
        Diagnostic& d = report_error(
            report, message(MUSTER_MESSAGE("requires.army", "The army has {what} but no {needed}; the {list} list allows {what} only with {needed}"),
                            {{"what", what}, {"needed", need}, {"list", list_name(*tally.faction)}}));
        d.actual = 0;
        d.allowed = 1;
        d.measure = "units";
        d.entries = ids;
        d.fix_by(message(MUSTER_MESSAGE("requires.army.fix", "add {needed}, or remove the {what}"), {{"needed", need}, {"what", what}}));
    }

private:
    LocalisedName needed_name(const Faction* faction) const {
        if (!needed.options.empty()) {
            std::vector<LocalisedName> names;
            for (const std::string& o : needed.options) names.push_back(option_display_name(faction, o));
            return joined_names(names);
        }
        return needed.name(faction);
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_requires_rule(ElementReader& element) {
    auto rule = std::make_unique<RequiresRule>();
    rule->counted = CountedUnits::read(element, "group", "option", true);
    rule->needed = CountedUnits::read(element, "needs-group", "needs-option", true);
    rule->per_unit = element.choice("scope", {"army", "unit"}, "army") == "unit";
    if (rule->per_unit && rule->needed.options.empty())
        element.error("scope", "list.bad-scope", {})
            .says(message(MUSTER_MESSAGE("list.requires-unit-scope", "scope=\"unit\" needs needs-option=\"…\": a unit can only be asked to hold an option")));
    return rule;
}

}  // namespace muster
