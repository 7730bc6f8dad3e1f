// Exactly one division is led by the commander-in-chief.
#include "muster/rules/army_tally.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText army_has_no_division = MUSTER_MESSAGE("commander.no-division", "The army has no division yet");
constexpr MessageText add_division = MUSTER_MESSAGE("commander.fix.add-division", "add a division and put units in it");
constexpr MessageText no_commander = MUSTER_MESSAGE("commander.none", "No division is led by the commander-in-chief");
constexpr MessageText many_commanders = MUSTER_MESSAGE("commander.many", "{count} divisions claim the commander-in-chief; there is one");
constexpr MessageText mark_one = MUSTER_MESSAGE("commander.fix.mark-one", "mark one division as led by the commander-in-chief");
constexpr MessageText keep_one = MUSTER_MESSAGE("commander.fix.keep-one", "keep the commander-in-chief in one division only");

constexpr MessageText describe_commander =
    MUSTER_MESSAGE("commander.describe", "one division is led by the commander-in-chief; every other division pays for its general");

class CommanderRule final : public CompositionRule {
public:
    Message describe(const Faction*) const override { return message(describe_commander); }

    void check(const ArmyTally& tally, Report& report) const override {
        if (tally.divisions.empty()) {
            Diagnostic& d = report_error(report, message(army_has_no_division));
            d.fix_by(message(add_division));
            return;
        }
        int commanders = 0;
        std::vector<std::string> led;
        for (const DivisionTally& division : tally.divisions)
            if (division.commander) {
                ++commanders;
                led.push_back(division.id);
            }
        if (commanders == 1) return;
        Diagnostic& d = report_error(report, commanders == 0 ? message(no_commander) : message(many_commanders).with("count", IntegerValue{commanders}));
        d.actual = commanders;
        d.allowed = 1;
        d.measure = "commanders";
        d.entries = led;
        d.fix_by(message(commanders == 0 ? mark_one : keep_one));
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_commander_rule(ElementReader&) { return std::make_unique<CommanderRule>(); }

}  // namespace muster
