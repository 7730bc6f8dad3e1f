// Exactly one division is led by the commander-in-chief.
#include "muster/rules/army_tally.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

class CommanderRule final : public CompositionRule {
public:
    std::string describe(const Faction*) const override {
        return "one division is led by the commander-in-chief; every other division pays for its general";
    }

    void check(const ArmyTally& tally, Report& report) const override {
        if (tally.divisions.empty()) {
            Diagnostic& d = report_error(report, "The army has no division yet");
            d.fix = "add a division and put units in it";
            return;
        }
        int commanders = 0;
        std::vector<std::string> led;
        for (const DivisionTally& division : tally.divisions)
            if (division.division->commander) {
                ++commanders;
                led.push_back(division.division->id);
            }
        if (commanders == 1) return;
        Diagnostic& d = report_error(
            report, commanders == 0 ? "No division is led by the commander-in-chief"
                                    : std::to_string(commanders) + " divisions claim the commander-in-chief; there is one");
        d.actual = commanders;
        d.allowed = 1;
        d.measure = "commanders";
        d.entries = led;
        d.fix = commanders == 0 ? "mark one division as led by the commander-in-chief"
                                : "keep the commander-in-chief in one division only";
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_commander_rule(ElementReader&) {
    return std::make_unique<CommanderRule>();
}

}  // namespace muster
