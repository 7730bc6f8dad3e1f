// Every division holds between min and max units.
#include "muster/rules/army_tally.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class DivisionSize final : public CompositionRule {
public:
    int min = 0;
    int max = 0;

    std::string describe(const Faction*) const override {
        return "each division has " + std::to_string(min) + " to " + std::to_string(max) + " units";
    }

    void check(const ArmyTally& tally, Report& report) const override {
        for (const DivisionTally& division : tally.divisions) {
            const int count = division.unit_count;
            if (count >= min && count <= max) continue;
            const bool too_few = count < min;
            Diagnostic& d = report_error(report, "Division '" + division.division->name + "' has " +
                                                     std::to_string(count) + (count == 1 ? " unit" : " units") +
                                                     "; a division needs " + std::to_string(min) + " to " +
                                                     std::to_string(max));
            d.actual = count;
            d.allowed = too_few ? min : max;
            d.measure = "units";
            for (const UnitEntry& unit : division.division->units) d.entries.push_back(unit.id);
            d.fix = too_few ? "add " + std::to_string(min - count) + " unit" + (min - count == 1 ? "" : "s") +
                                  " to it, or merge it with another division"
                            : "move " + std::to_string(count - max) + " unit" + (count - max == 1 ? "" : "s") +
                                  " to another division";
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_division_size(ElementReader& element) {
    auto rule = std::make_unique<DivisionSize>();
    rule->min = element.required_integer("min", 0, 10000).value_or(0);
    rule->max = element.required_integer("max", 0, 10000).value_or(0);
    if (rule->max < rule->min)
        element.error("max", "list.bad-range", "max=\"" + std::to_string(rule->max) + "\" is below min=\"" +
                                                   std::to_string(rule->min) + "\"");
    return rule;
}

}  // namespace muster
