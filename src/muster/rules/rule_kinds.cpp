#include <algorithm>
#include <cmath>
#include <map>

#include "muster/rules/rule_kinds.hpp"
#include "muster/lists/faction.hpp"
#include "muster/text/numbers.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {
using Parser = std::unique_ptr<CompositionRule> (*)(ElementReader&);

const std::map<std::string, Parser>& parsers() {
    static const std::map<std::string, Parser> table = {
        {"share", &parse_share_rule},
        {"per-division-cap", &parse_per_division_cap},
        {"per-divisions-cap", &parse_per_divisions_cap},
        {"unit-limit", &parse_unit_limit},
        {"division-size", &parse_division_size},
        {"commander", &parse_commander_rule},
        {"option-limit", &parse_option_limit},
        {"options-per-unit", &parse_options_per_unit},
        {"requires", &parse_requires_rule},
        {"excludes", &parse_excludes_rule},
        {"count-ratio", &parse_count_ratio},
        {"elite-limit", &parse_elite_limit},
        {"division-group-size", &parse_division_group_size},
        {"division-share", &parse_division_share},
    };
    return table;
}
}  // namespace

std::unique_ptr<CompositionRule> parse_composition_rule(ElementReader& element) {
    const auto found = parsers().find(element.node().name());
    if (found == parsers().end()) return nullptr;
    std::unique_ptr<CompositionRule> rule = found->second(element);
    if (!rule) return nullptr;
    rule->id = element.required_text("id");
    rule->name = element.localised("name", rule->id);
    rule->reading = element.localised("reading");
    rule->siege_relaxed = element.flag("siege-relaxed", false);
    rule->siege_reading = element.localised("siege-reading");
    rule->sources = element.text("sources");
    rule->defined_at = element.where();
    return rule;
}

std::vector<std::string> composition_rule_kinds() {
    std::vector<std::string> kinds;
    for (const auto& [kind, parser] : parsers()) kinds.push_back(kind);
    return kinds;
}

Diagnostic& CompositionRule::report_error(Report& report, Message meaning, bool in_siege) const {
    Diagnostic d;
    d.severity = Severity::error;
    d.rule_id = id;
    d.said = std::move(meaning);
    d.read_as(reading, in_siege ? siege_reading : LocalisedName{});
    d.sources = sources;
    return report.add(std::move(d));
}

LocalisedName group_display_name(const Faction* faction, const std::string& group_id) {
    if (!faction) return LocalisedName{group_id, {}};
    const int index = faction->group_index(group_id);
    return index < 0 ? LocalisedName{group_id, {}} : faction->groups[static_cast<std::size_t>(index)].name;
}

int share_decimals(double share, double bound) {
    const int decimals = decimals_to_tell_apart(share, bound, 1);
    return decimals >= 6 ? 1 : decimals;
}

}  // namespace muster
