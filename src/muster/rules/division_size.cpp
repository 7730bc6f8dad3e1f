// Every division holds between min and max units.
#include "muster/rules/army_tally.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

constexpr MessageText wrong_size = MUSTER_MESSAGE_PLURAL("division-size", "Division '{division}' has {count} unit; a division needs {min} to {max}",
                                                         "Division '{division}' has {count} units; a division needs {min} to {max}");
constexpr MessageText add_or_merge = MUSTER_MESSAGE_PLURAL("division-size.fix.add", "add {count} unit to it, or merge it with another division",
                                                           "add {count} units to it, or merge it with another division");
constexpr MessageText move_out =
    MUSTER_MESSAGE_PLURAL("division-size.fix.move", "move {count} unit to another division", "move {count} units to another division");

constexpr MessageText describe_size = MUSTER_MESSAGE("division-size.describe", "each division has {min} to {max} units");

class DivisionSize final : public CompositionRule {
public:
    int min = 0;
    int max = 0;

    Message describe(const Faction*) const override { return message(describe_size).with("min", IntegerValue{min}).with("max", IntegerValue{max}); }

    void check(const ArmyTally& tally, Report& report) const override {
        for (const DivisionTally& division : tally.divisions) {
            const int count = division.unit_count;
            if (count >= min && count <= max) continue;
            const bool too_few = count < min;
            Diagnostic& d = report_error(report, message(wrong_size)
                                                     .with("division", VerbatimValue{division.name})
                                                     .counting("count", count)
                                                     .with("min", IntegerValue{min})
                                                     .with("max", IntegerValue{max}));
            d.actual = count;
            d.allowed = too_few ? min : max;
            d.measure = "units";
            for (std::size_t e = division.first_entry; e < division.first_entry + static_cast<std::size_t>(division.unit_count); ++e)
                d.entries.push_back(tally.entries[e].id);
            if (too_few) d.fix_by(message(add_or_merge).counting("count", min - count));
            else d.fix_by(message(move_out).counting("count", count - max));
        }
    }
};

}  // namespace

std::unique_ptr<CompositionRule> parse_division_size(ElementReader& element) {
    auto rule = std::make_unique<DivisionSize>();
    rule->min = element.required_integer("min", 0, 10000).value_or(0);
    rule->max = element.required_integer("max", 0, 10000).value_or(0);
    if (rule->max < rule->min)
        element.error("max", "list.bad-range", {})
            .says(message(MUSTER_MESSAGE("list.max-below-min", "max=\"{max}\" is below min=\"{min}\""))
                      .with("max", VerbatimValue{std::to_string(rule->max)})
                      .with("min", VerbatimValue{std::to_string(rule->min)}));
    return rule;
}

}  // namespace muster
