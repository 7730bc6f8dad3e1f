#include "muster/roster/break_point.hpp"

#include <algorithm>
#include <cmath>

#include "muster/lists/faction.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/element_reader.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster {

namespace {

// Units the rule leaves out of the count (<leave-out special-rule="skirmish" without="armour"
// unless-most="true"/>): those with the special rule and no value in the column, unless the
// units with the rule are more than the others.
struct LeaveOut {
    std::string special_rule;
    std::optional<std::size_t> without_column;
    bool unless_most = false;
};

Error data_error(const XmlSource& source, pugi::xml_node node, const char* attribute, const MessageText& text) {
    return Error(message(text).with("where", VerbatimValue{to_string(source.location_of(node, attribute))}));
}

LeaveOut read_leave_out(const XmlSource& source, pugi::xml_node node, const GameSystem& system) {
    LeaveOut leave_out;
    if (!node) return leave_out;
    leave_out.special_rule = node.attribute("special-rule").value();
    if (leave_out.special_rule.empty())
        throw data_error(source, node, "special-rule",
                         MUSTER_MESSAGE("print.break-point-leave-out-rule", "{where}: the break point's leave-out needs the special rule it leaves out"));
    if (const std::string column = node.attribute("without").value(); !column.empty()) {
        const auto found = std::find_if(system.stats.begin(), system.stats.end(), [&](const StatColumn& c) { return c.id == column; });
        if (found == system.stats.end())
            throw data_error(source, node, "without",
                             MUSTER_MESSAGE("print.break-point-leave-out-column", "{where}: the break point's leave-out names a profile column the game system does not have"));
        leave_out.without_column = static_cast<std::size_t>(found - system.stats.begin());
    }
    leave_out.unless_most = node.attribute("unless-most").as_bool(false);
    return leave_out;
}

bool has_no_value(const std::string& stat) { return stat.empty() || stat == "-" || stat == "—" || stat == "0"; }

bool has_rule(const UnitProfile& unit, const std::string& rule) {
    return std::find(unit.special_rules.begin(), unit.special_rules.end(), rule) != unit.special_rules.end();
}

}  // namespace

std::optional<BreakPoint> break_point_of(const Roster& roster, const RosterVerdict& verdict, Language language, int more_units) {
    if (!verdict.system || !verdict.faction || verdict.system->file.empty()) return std::nullopt;
    Report report;
    const XmlSource source = XmlSource::load_file(verdict.system->file, report);
    if (!source.ok()) {
        if (report.diagnostics().empty()) return std::nullopt;
        throw Error(message(MUSTER_MESSAGE("print.break-point-unreadable", "the game system's break point cannot be read:\n{findings}"))
                        .with("findings", nested(diagnostic_meaning(report.diagnostics().front()))));
    }
    const pugi::xml_node rule = source.root().child("break-point");
    if (!rule) return std::nullopt;
    const std::string kind = rule.attribute("kind").value();
    if (kind != "division-more-than-share" && kind != "army-share-rounded-up")
        throw Error(message(MUSTER_MESSAGE("print.break-point-kind", "{where}: the break point's kind '{kind}' is not known; "
                                                                     "expected division-more-than-share or army-share-rounded-up"))
                        .with("where", VerbatimValue{to_string(source.location_of(rule, "kind"))})
                        .with("kind", VerbatimValue{kind}));
    const double share = rule.attribute("share").as_double(0);
    if (share <= 0 || share > 1)
        throw data_error(source, rule, "share",
                         MUSTER_MESSAGE("print.break-point-share", "{where}: the break point's share must be a number above 0 and at most 1"));
    const LeaveOut leave_out = read_leave_out(source, rule.child("leave-out"), *verdict.system);

    BreakPoint point;
    const std::string own = "text-" + std::string(language_code(language));  // the rule in the language asked, else English
    point.rule = rule.child(own.c_str()) ? rule.child_value(own.c_str()) : rule.child_value("text");

    // Which units count at all (units of a layout named in not-counting, such as characters, and
    // units the list marks counted="false" do not), and which of those the leave-out may take.
    const std::vector<std::string> not_counting = split_words(rule.attribute("not-counting").value());
    auto counts = [&](const UnitEntry& entry) {
        const UnitProfile* unit = verdict.faction->unit(entry.unit_ref);
        if (!unit) return true;
        return unit->counted && std::find(not_counting.begin(), not_counting.end(), unit->layout) == not_counting.end();
    };
    auto with_rule = [&](const UnitEntry& entry) {
        const UnitProfile* unit = verdict.faction->unit(entry.unit_ref);
        return unit && !leave_out.special_rule.empty() && has_rule(*unit, leave_out.special_rule);
    };
    auto left_out_by_rule = [&](const UnitEntry& entry) {
        if (!with_rule(entry)) return false;
        if (!leave_out.without_column) return true;
        const UnitProfile* unit = verdict.faction->unit(entry.unit_ref);
        return *leave_out.without_column >= unit->stats.size() || has_no_value(unit->stats[*leave_out.without_column]);
    };
    int counted = 0, ruled = 0;
    for (const Division& division : roster.divisions)
        for (const UnitEntry& entry : division.units)
            if (counts(entry)) {
                ++counted;
                if (with_rule(entry)) ++ruled;
            }
    const bool leaving_out = !leave_out.special_rule.empty() && !(leave_out.unless_most && ruled > counted - ruled);

    std::vector<int> units_of(roster.divisions.size(), 0);
    for (std::size_t d = 0; d < roster.divisions.size(); ++d)
        for (const UnitEntry& entry : roster.divisions[d].units) {
            if (!counts(entry)) continue;
            if (leaving_out && left_out_by_rule(entry)) {
                ++point.left_out;
                continue;
            }
            ++units_of[d];
        }

    if (kind == "division-more-than-share") {
        // A division breaks when more than the share of its units are lost.
        for (std::size_t d = 0; d < roster.divisions.size(); ++d)
            point.thresholds.push_back({d, units_of[d], static_cast<int>(std::floor(units_of[d] * share)) + 1});
    } else {
        // The army breaks when it has lost the share of its units, rounded up.
        int units = more_units;
        for (const int n : units_of) units += n;
        point.thresholds.push_back({std::nullopt, units, static_cast<int>(std::ceil(units * share))});
    }
    return point;
}

}  // namespace muster
