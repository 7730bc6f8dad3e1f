// At most N of a set of options on any one unit ("one of these per unit": a unit changes
// its type once, rides one mount, carries one magic item).
#include <algorithm>

#include "muster/rules/counted_units.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class OptionsPerUnit final : public CompositionRule {
public:
    std::vector<std::string> options;
    int max = 1;

    std::vector<std::string> options_used() const override { return options; }

    LocalisedName names(const Faction* faction, const std::vector<std::string>& ids) const {
        std::vector<LocalisedName> out;
        for (const std::string& option_id : ids) out.push_back(option_display_name(faction, option_id));
        return joined_names(out, true);
    }

    Message describe(const Faction* faction) const override {
        return message(MUSTER_MESSAGE("options-per-unit.describe", "at most {max} of {options} on any one unit"),
                       {{"max", std::to_string(max)}, {"options", names(faction, options)}});
    }

    void check(const ArmyTally& tally, Report& report) const override {
        for (const EntryTally& e : tally.entries) {
            if (!e.profile) continue;
            std::vector<std::string> held;
            for (const std::string& option : e.options)
                if (std::find(options.begin(), options.end(), option) != options.end()) held.push_back(option);
            if (static_cast<int>(held.size()) <= max) continue;
            Diagnostic& d =
                report_error(report, message(MUSTER_MESSAGE("options-per-unit.above-max",
                                                            "Unit {id} ({unit}) takes {held}; the {list} list allows at most {max} of them on one unit"),
                                             {{"id", e.id},
                                              {"unit", e.profile->name},
                                              {"held", names(tally.faction, held)},
                                              {"list", list_name(*tally.faction)},
                                              {"max", std::to_string(max)}}));
            d.actual = static_cast<double>(held.size());
            d.allowed = max;
            d.measure = "options";
            d.entries = {e.id};
            d.fix_by(message(MUSTER_MESSAGE("options-per-unit.fix", "keep {max} of them"), {{"max", std::to_string(max)}}));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_options_per_unit(ElementReader& element) {
    auto rule = std::make_unique<OptionsPerUnit>();
    rule->options = element.words("options");
    if (rule->options.size() < 2)
        element.error("options", "list.missing-attribute", {})
            .says(message(MUSTER_MESSAGE("list.options-per-unit-options", "<options-per-unit> needs options=\"…\" naming two or more options")));
    rule->max = element.integer("max", 1, 1000).value_or(1);
    return rule;
}

}  // namespace muster
