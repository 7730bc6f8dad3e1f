#include "muster/roster/break_point.hpp"

#include <algorithm>
#include <cmath>

#include "muster/print/print_refusals.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/element_reader.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster {

std::optional<BreakPoint> break_point(const Roster& roster, const RosterVerdict& verdict, Language language) {
    if (!verdict.system || !verdict.faction || verdict.system->file.empty()) return std::nullopt;
    Report report;
    const XmlSource source = XmlSource::load_file(verdict.system->file, report);
    if (!source.ok())
        throw Error(message(MUSTER_MESSAGE("print.break-point-unreadable", "the game system's break point cannot be read:\n{findings}"))
                        .with("findings", nested(findings_message(report))));
    const pugi::xml_node rule = source.root().child("break-point");
    if (!rule) return std::nullopt;
    const std::string kind = rule.attribute("kind").value();
    const double share = rule.attribute("share").as_double(0);
    if (share <= 0 || share > 1)
        throw Error(message(MUSTER_MESSAGE("print.break-point-share", "{where}: the break point's share must be a number above 0 and at most 1"))
                        .with("where", VerbatimValue{to_string(source.location_of(rule, "share"))}));
    BreakPoint point;
    const std::string own = "text-" + std::string(language_code(language));
    point.rule_text = rule.child(own.c_str()) ? rule.child_value(own.c_str()) : rule.child_value("text");
    if (kind == "division-more-than-share") {
        // A division breaks when more than the share of its units are lost.
        point.per_division = true;
        for (std::size_t d = 0; d < roster.divisions.size(); ++d) {
            const int units = d < verdict.divisions.size() ? verdict.divisions[d].units : static_cast<int>(roster.divisions[d].units.size());
            point.division_units.push_back(units);
            point.division_broken_at.push_back(static_cast<int>(std::floor(units * share)) + 1);
        }
    } else if (kind == "army-share-rounded-up") {
        // The army breaks when it has lost the share of its units, rounded up; units printed with a
        // layout named in not-counting (characters) and units marked counted="false" do not count.
        const std::vector<std::string> not_counting = split_words(rule.attribute("not-counting").value());
        for (const Division& division : roster.divisions)
            for (const UnitEntry& entry : division.units) {
                const UnitProfile* unit = verdict.faction->unit(entry.unit_ref);
                const std::string layout = unit ? unit->layout : std::string();
                const bool counted = !unit || unit->counted;
                if (counted && std::find(not_counting.begin(), not_counting.end(), layout) == not_counting.end()) ++point.army_units;
            }
        point.army_broken_at = static_cast<int>(std::ceil(point.army_units * share));
    } else {
        throw Error(message(MUSTER_MESSAGE("print.break-point-kind", "{where}: the break point's kind '{kind}' is not known; "
                                                                     "expected division-more-than-share or army-share-rounded-up"))
                        .with("where", VerbatimValue{to_string(source.location_of(rule, "kind"))})
                        .with("kind", VerbatimValue{kind}));
    }
    return point;
}

}  // namespace muster
