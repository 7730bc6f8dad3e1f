#include "muster/roster/roster_verdict.hpp"

#include "muster/report/report.hpp"

#include <set>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "muster/report/report_json.hpp"
#include "muster/roster/army_count.hpp"
#include "muster/rules/points_limit.hpp"
#include "muster/text/numbers.hpp"
#include "muster/text/render.hpp"
#include "muster/text/vocabulary.hpp"
#include "muster/util/suggest.hpp"

namespace muster {

namespace {

Diagnostic& roster_error(Report& report, std::string rule_id, Message meaning) {
    Diagnostic d;
    d.rule_id = std::move(rule_id);
    d.says(std::move(meaning));
    return report.add(std::move(d));
}

// Unit refs and options the list does not know: flagged, never dropped.
void check_entries(const Roster& roster, const Faction& faction, Report& report) {
    std::vector<std::string> unit_ids;
    for (const UnitProfile& unit : faction.units) unit_ids.push_back(unit.id);
    SuggestionMemo near_units(std::move(unit_ids));  // each distinct unknown name looked up once
    for (const Division& division : roster.divisions)
        for (const UnitEntry& entry : division.units) {
            const UnitProfile* profile = faction.unit(entry.unit_ref);
            if (!profile) {
                Diagnostic& d = roster_error(report, "roster.unknown-unit",
                                             message(MUSTER_MESSAGE("roster.unknown-unit",
                                                                    "Unit {id} is a '{ref}', which the {list} list (revision "
                                                                    "{revision}) does not have; it is kept as written and counts 0 pts"))
                                                 .with("id", VerbatimValue{entry.id})
                                                 .with("ref", VerbatimValue{entry.unit_ref})
                                                 .with("list", faction.name)
                                                 .with("revision", IntegerValue{faction.revision}));
                d.entries = {entry.id};
                const std::vector<std::string>& close = near_units.near(entry.unit_ref);
                if (close.empty()) d.fix_by(message(MUSTER_MESSAGE("roster.unknown-unit.fix", "replace it with a unit of the list, or remove it")));
                else
                    d.fix_by(message(MUSTER_MESSAGE("roster.unknown-unit.fix-close", "replace it with '{close}', or remove it"))
                                 .with("close", VerbatimValue{close.front()}));
                continue;
            }
            std::set<std::string> seen;
            for (const std::string& option : entry.options) {
                if (!profile->option(option)) {
                    std::vector<std::string> option_ids;
                    for (const UnitOption& o : profile->options) option_ids.push_back(o.id);
                    Diagnostic& d = roster_error(report, "roster.unknown-option",
                                                 message(MUSTER_MESSAGE("roster.unknown-option",
                                                                        "Unit {id} ({unit}) takes option '{option}', which "
                                                                        "the {list} list (revision {revision}) does not offer"))
                                                     .with("id", VerbatimValue{entry.id})
                                                     .with("unit", profile->name)
                                                     .with("option", VerbatimValue{option})
                                                     .with("list", faction.name)
                                                     .with("revision", IntegerValue{faction.revision}));
                    d.entries = {entry.id};
                    std::string all;  // the option ids themselves, the same in every language
                    for (const auto& id : option_ids) all += (all.empty() ? "" : ", ") + id;
                    if (option_ids.empty()) d.fix_by(message(MUSTER_MESSAGE("roster.unknown-option.fix", "remove the option")));
                    else
                        d.fix_by(message(MUSTER_MESSAGE("roster.unknown-option.fix-list", "remove it; this unit's options are: {options}"))
                                     .with("options", VerbatimValue{all}));
                } else if (!seen.insert(option).second) {
                    Diagnostic& d = roster_error(report, "roster.duplicate-option",
                                                 message(MUSTER_MESSAGE("roster.duplicate-option", "Unit {id} takes option '{option}' twice"))
                                                     .with("id", VerbatimValue{entry.id})
                                                     .with("option", VerbatimValue{option}));
                    d.entries = {entry.id};
                    d.fix_by(message(MUSTER_MESSAGE("roster.duplicate-option.fix", "take it once")));
                }
            }
        }
}

}  // namespace

RosterVerdict validate_roster(const Roster& roster, const ListLibrary& library, const ValidationContext& context) {
    RosterVerdict verdict;
    verdict.points_limit = roster.points_limit;
    verdict.faction = library.faction(roster.faction_id);
    if (!verdict.faction) {
        const std::vector<std::string> close = library.suggest_faction(roster.faction_id);
        Diagnostic& d = roster_error(verdict.report, "roster.unknown-faction",
                                     message(MUSTER_MESSAGE("roster.unknown-faction", "The roster is for faction '{faction}', which is not installed"))
                                         .with("faction", VerbatimValue{roster.faction_id}));
        if (close.empty())
            d.fix_by(message(MUSTER_MESSAGE("roster.unknown-faction.fix", "install that list, or run 'muster-cli lists' to see the installed ones")));
        else d.fix_by(message(MUSTER_MESSAGE("roster.unknown-faction.fix-close", "did you mean '{close}'?")).with("close", VerbatimValue{close.front()}));
        return verdict;
    }
    verdict.system = library.system(verdict.faction->system_id);
    if (!verdict.system) {
        roster_error(verdict.report, "roster.unknown-system",
                     message(MUSTER_MESSAGE("roster.unknown-system", "The {list} list belongs to game system '{system}', which is not installed"))
                         .with("list", verdict.faction->name)
                         .with("system", VerbatimValue{verdict.faction->system_id}));
        return verdict;
    }
    if (!roster.system_id.empty() && roster.system_id != verdict.system->id) {
        Diagnostic& d =
            roster_error(verdict.report, "roster.wrong-system",
                         message(MUSTER_MESSAGE("roster.wrong-system", "The roster says game system '{said}' but the {list} list is for '{system}'"))
                             .with("said", VerbatimValue{roster.system_id})
                             .with("list", verdict.faction->name)
                             .with("system", VerbatimValue{verdict.system->id}));
        d.fix_by(message(MUSTER_MESSAGE("roster.wrong-system.fix", "set system=\"{system}\"")).with("system", VerbatimValue{verdict.system->id}));
    }
    if (roster.list_revision != verdict.faction->revision) {
        Diagnostic d;
        d.severity = Severity::warning;
        d.rule_id = "roster.list-revision";
        d.says(message(MUSTER_MESSAGE("roster.list-revision",
                                      "The roster was built against revision {then} of the {list} list; the "
                                      "installed list is revision {now}: the verdict follows the installed list"))
                   .with("then", IntegerValue{roster.list_revision})
                   .with("list", verdict.faction->name)
                   .with("now", IntegerValue{verdict.faction->revision}));
        d.actual = roster.list_revision;
        d.allowed = verdict.faction->revision;
        verdict.report.add(std::move(d));
    }

    check_entries(roster, *verdict.faction, verdict.report);
    ArmyTally tally = count_army(roster, *verdict.system, *verdict.faction);
    tally.siege_side = context.siege_side;
    tally.siege_works_points = context.siege_side ? context.siege_works_points : 0;
    check_points_limit(tally, verdict.report);
    for (const auto* rules : {&verdict.system->rules, &verdict.faction->rules})
        for (const auto& rule : *rules) {
            if (context.siege_side && rule->siege_relaxed) {
                Diagnostic d;
                d.severity = Severity::info;
                d.rule_id = rule->id;
                d.says(message(MUSTER_MESSAGE("rule.lifted-in-siege", "\"{rule}\" is lifted for a siege side")).with("rule", rule->name))
                    .read_as(LocalisedName{}, rule->siege_reading);
                d.sources = rule->sources;
                verdict.report.add(std::move(d));
                continue;
            }
            rule->check(tally, verdict.report);
        }

    verdict.points_used = tally.total_points;
    for (const DivisionTally& d : tally.divisions) verdict.divisions.push_back({d.id, d.name, d.unit_points, d.general_points, d.unit_count});
    verdict.entry_points.reserve(tally.entries.size());
    for (const EntryTally& e : tally.entries) verdict.entry_points.push_back(e.points);
    for (const auto& rule : verdict.faction->rules) {
        std::optional<ShareBound> bound = rule->share_bound();
        if (!bound) continue;
        ShareGauge gauge;
        gauge.rule_id = rule->id;
        gauge.group = tally.group_names(bound->group_id);
        const GroupTally& part = tally.group(bound->group_id);
        const double n = bound->by_count ? part.count : part.points;
        double whole = bound->by_count ? tally.unit_count : tally.share_basis;
        if (!bound->of_group_id.empty()) {
            const GroupTally& of = tally.group(bound->of_group_id);
            whole = bound->by_count ? of.count : of.points;
            gauge.of_group = tally.group_names(bound->of_group_id);
        }
        gauge.percent = whole > 0 ? 100.0 * n / whole : 0.0;
        gauge.bound = *bound;
        gauge.met = true;
        for (const Diagnostic& d : verdict.report.diagnostics())
            if (d.rule_id == rule->id) gauge.met = false;
        verdict.shares.push_back(std::move(gauge));
    }
    verdict.legal = !verdict.report.has_errors();
    return verdict;
}

nlohmann::json verdict_to_json(const RosterVerdict& verdict, const Roster* roster, Language language) {
    nlohmann::json j;
    j["legal"] = verdict.legal;
    j["points"] = verdict.points_used;
    j["limit"] = verdict.points_limit;
    if (verdict.faction) j["faction"] = verdict.faction->id;
    if (verdict.system) j["system"] = verdict.system->id;
    j["divisions"] = nlohmann::json::array();
    const bool with_units = roster && roster->divisions.size() == verdict.divisions.size() && roster->unit_count() == verdict.entry_points.size();
    std::size_t entry = 0;
    for (std::size_t i = 0; i < verdict.divisions.size(); ++i) {
        const DivisionPoints& d = verdict.divisions[i];
        nlohmann::json division = {{"id", d.id}, {"name", d.name}, {"units", d.units}, {"unit_points", d.unit_points}, {"general_points", d.general_points}};
        if (with_units) {
            division["commander"] = roster->divisions[i].commander;
            nlohmann::json units = nlohmann::json::array();
            for (const UnitEntry& unit : roster->divisions[i].units) {
                const UnitProfile* profile = verdict.faction ? verdict.faction->unit(unit.unit_ref) : nullptr;
                units.push_back({{"id", unit.id},
                                 {"unit", unit.unit_ref},
                                 {"name", profile ? profile->name.en : unit.unit_ref},
                                 {"label", unit.label},
                                 {"options", unit.options},
                                 {"points", verdict.entry_points[entry++]}});
            }
            division["entries"] = std::move(units);
        }
        j["divisions"].push_back(std::move(division));
    }
    j["shares"] = nlohmann::json::array();
    for (const ShareGauge& s : verdict.shares) {
        nlohmann::json share = {{"rule", s.rule_id}, {"group", share_group_name(s, Language::english)}, {"percent", s.percent}, {"met", s.met}};
        if (s.bound.min) share["min"] = *s.bound.min;
        if (s.bound.max) share["max"] = *s.bound.max;
        share["strict"] = s.bound.strict;
        share["measure"] = s.bound.by_count ? "count" : "points";
        j["shares"].push_back(share);
    }
    j["messages"] = to_json(verdict.report, language);
    return j;
}

namespace {
// "u3 Mounted knights" (or just the id for a division or an unknown unit) for every id the
// findings name, found in one pass over the roster rather than one search per name.
std::unordered_map<std::string, std::string> describe_entries(const Roster& roster, const RosterVerdict& verdict, std::size_t shown_per_finding,
                                                              Language language) {
    std::unordered_map<std::string, std::string> described;
    for (const Diagnostic& d : verdict.report.diagnostics())
        for (std::size_t i = 0; i < d.entries.size() && i < shown_per_finding; ++i) described.emplace(d.entries[i], d.entries[i]);
    if (described.empty()) return described;
    for (const Division& division : roster.divisions)
        for (const UnitEntry& entry : division.units) {
            const auto named = described.find(entry.id);
            if (named == described.end() || named->second != entry.id) continue;  // not named, or an earlier unit has the id
            const UnitProfile* profile = verdict.faction ? verdict.faction->unit(entry.unit_ref) : nullptr;
            const std::string name = entry.label.empty() ? (profile ? profile->name.in(language) : entry.unit_ref) : entry.label;
            named->second = findings_explained() ? entry.id + " " + name : name;
        }
    return described;
}
constexpr MessageText legal_word = MUSTER_MESSAGE("roster.verdict.legal", "LEGAL");
constexpr MessageText not_legal_word = MUSTER_MESSAGE("roster.verdict.not-legal", "NOT LEGAL");
constexpr MessageText unnamed_army = MUSTER_MESSAGE("roster.verdict.unnamed", "(unnamed army)");
constexpr MessageText units_label = MUSTER_MESSAGE("roster.verdict.units", "units:");
}  // namespace

std::string format_verdict(const Roster& roster, const RosterVerdict& verdict, const std::string& file, Language language) {
    std::string out = file + ": " + render_message(message(verdict.legal ? legal_word : not_legal_word), language) + " — ";
    out += (roster.name.empty() ? render_message(message(unnamed_army), language) : "\"" + roster.name + "\"");
    if (verdict.faction) out += ", " + verdict.faction->name.shown_in(language);
    out += ", " + write_decimal(verdict.points_used, verdict.points_used == static_cast<long long>(verdict.points_used) ? 0 : 1, language) + " / " +
           write_points(verdict.points_limit, language) + "\n";
    const std::size_t most_shown = 12;
    const std::unordered_map<std::string, std::string> described = describe_entries(roster, verdict, most_shown, language);
    for (const Diagnostic& d : verdict.report.diagnostics()) {
        // The rule, by how much and the fix; explained (--explain), the reading, the rule's id and the units' ids too.
        const bool explained = findings_explained();
        out += "  " + severity_and_text(d.severity, explained ? diagnostic_text(d, language) : diagnostic_sentence(d, language), language);
        if (explained) out += " [" + d.rule_id + (d.sources.empty() ? "" : "; " + d.sources) + "]";
        out += "\n";
        if (!d.entries.empty()) {
            out += "    " + render_message(message(units_label), language);
            const std::size_t shown = std::min<std::size_t>(d.entries.size(), most_shown);
            // Units of one kind side by side are counted once: "3 × Mounted knights" (each named with its id when explained).
            for (std::size_t i = 0; i < shown;) {
                std::size_t same = 1;
                while (!explained && i + same < shown && described.at(d.entries[i + same]) == described.at(d.entries[i])) ++same;
                out += (i ? ", " : " ") + (same > 1 ? std::to_string(same) + " × " : std::string()) + described.at(d.entries[i]);
                i += same;
            }
            if (d.entries.size() > shown) out += " … (" + std::to_string(d.entries.size()) + " in all)";
            out += "\n";
        }
        if (const std::string fix = fix_text(d, language); !fix.empty()) out += "    " + fix_and_text(fix, language) + "\n";
    }
    return out;
}

}  // namespace muster

namespace muster {

namespace {
constexpr MessageText roster_header = MUSTER_MESSAGE("roster.show.header", "{file}: {army}, {faction}, {used} / {limit} — {verdict}");
constexpr MessageText roster_header_no_faction = MUSTER_MESSAGE("roster.show.header-no-faction", "{file}: {army}, {used} / {limit} — {verdict}");
constexpr MessageText roster_named = MUSTER_MESSAGE("roster.show.army-name", "\"{name}\"");
constexpr MessageText roster_legal = MUSTER_MESSAGE("roster.show.legal", "LEGAL");
constexpr MessageText roster_shown_not_legal = MUSTER_MESSAGE("roster.show.not-legal", "NOT LEGAL ('muster-cli validate {file}' says why)");
constexpr MessageText division_line =
    MUSTER_MESSAGE_PLURAL("roster.show.division", "{id} {name} — {leader}; {count} unit, {points}", "{id} {name} — {leader}; {count} units, {points}");
constexpr MessageText commander_free = MUSTER_MESSAGE("roster.show.commander-free", "commander-in-chief, Command {command}, free");
constexpr MessageText commander_paid = MUSTER_MESSAGE("roster.show.commander-paid", "commander-in-chief, Command {command}, {points}");
constexpr MessageText general_free = MUSTER_MESSAGE("roster.show.general-free", "general, Command {command}, free");
constexpr MessageText general_paid = MUSTER_MESSAGE("roster.show.general-paid", "general, Command {command}, {points}");
constexpr MessageText commander_plain = MUSTER_MESSAGE("roster.show.commander", "commander-in-chief");
constexpr MessageText general_plain = MUSTER_MESSAGE("roster.show.general", "general");
constexpr MessageText unit_not_in_list = MUSTER_MESSAGE("roster.show.not-in-list", "{unit} (not in the list)");
constexpr MessageText labelled_unit = MUSTER_MESSAGE("roster.show.labelled-unit", "{label} — {unit}");
constexpr MessageText unit_option = MUSTER_MESSAGE("roster.show.option", "{unit} + {option} ({points})");
constexpr MessageText unit_unknown_option = MUSTER_MESSAGE("roster.show.unknown-option", "{unit} + {option} (?)");
constexpr MessageText unit_line = MUSTER_MESSAGE("roster.show.unit", "  {id}  {unit}  {points}");
constexpr MessageText unit_line_uncounted = MUSTER_MESSAGE("roster.show.unit-uncounted", "  {id}  {unit}  ? pts");

// "commander-in-chief, Command 9, free" or "general, Command 8, 25 pts".
std::string leader_text(const GameSystem* system, bool commander, double general_points, Language language) {
    const int command = !system ? 0 : commander ? system->organisation.commander_command : system->organisation.general_command;
    if (command <= 0) return render_message(message(commander ? commander_plain : general_plain), language);
    const bool paid = general_points > 0;
    Message said = message(commander ? (paid ? commander_paid : commander_free) : (paid ? general_paid : general_free));
    said.with("command", IntegerValue{command});
    if (paid) said.with("points", PointsValue{general_points});
    return render_message(said, language);
}
}  // namespace

std::string format_roster(const Roster& roster, const RosterVerdict& verdict, const std::string& file, Language language) {
    Message header = message(verdict.faction ? roster_header : roster_header_no_faction);
    header.with("file", VerbatimValue{file})
        .with("army", VerbatimValue{roster.name.empty() ? render_message(message(unnamed_army), language)
                                                        : render_message(message(roster_named).with("name", VerbatimValue{roster.name}), language)})
        .with("used", DecimalValue{verdict.points_used, verdict.points_used == static_cast<long long>(verdict.points_used) ? 0 : 1})
        .with("limit", PointsValue{verdict.points_limit})
        .with("verdict", VerbatimValue{render_message(verdict.legal ? message(roster_legal) : message(roster_shown_not_legal).with("file", VerbatimValue{file}),
                                                      language)});
    if (verdict.faction) header.with("faction", VerbatimValue{verdict.faction->name.shown_in(language)});
    std::string out = render_message(header, language) + "\n";
    std::size_t entry = 0;
    const bool counted = verdict.divisions.size() == roster.divisions.size() && verdict.entry_points.size() == roster.unit_count();
    for (std::size_t i = 0; i < roster.divisions.size(); ++i) {
        const Division& division = roster.divisions[i];
        const double general = counted ? verdict.divisions[i].general_points : 0;
        const double total = counted ? verdict.divisions[i].unit_points + general : 0;
        Message line = message(division_line);
        line.with("id", VerbatimValue{division.id})
            .with("name", VerbatimValue{division.name})
            .with("leader", VerbatimValue{leader_text(verdict.system, division.commander, general, language)})
            .with("points", PointsValue{total})
            .counting("count", static_cast<long long>(division.units.size()));
        out += render_message(line, language) + "\n";
        for (const UnitEntry& unit : division.units) {
            const UnitProfile* profile = verdict.faction ? verdict.faction->unit(unit.unit_ref) : nullptr;
            std::string name =
                profile ? profile->name.in(language) : render_message(message(unit_not_in_list).with("unit", VerbatimValue{unit.unit_ref}), language);
            if (!unit.label.empty())
                name = render_message(message(labelled_unit).with("label", VerbatimValue{unit.label}).with("unit", VerbatimValue{name}), language);
            for (const std::string& option_id : unit.options) {
                const UnitOption* option = profile ? profile->option(option_id) : nullptr;
                Message taken = message(option ? unit_option : unit_unknown_option);
                taken.with("unit", VerbatimValue{name}).with("option", VerbatimValue{option ? option->name.in(language) : option_id});
                if (option) taken.with("points", PointsValue{option->points});
                name = render_message(taken, language);
            }
            Message shown = message(counted ? unit_line : unit_line_uncounted);
            shown.with("id", VerbatimValue{unit.id}).with("unit", VerbatimValue{name});
            if (counted) shown.with("points", PointsValue{verdict.entry_points[entry++]});
            out += render_message(shown, language) + "\n";
        }
    }
    return out;
}

std::string share_group_name(const ShareGauge& gauge, Language language) {
    if (gauge.of_group.en.empty()) return gauge.group.in(language);
    return render_message(message(MUSTER_MESSAGE("share-gauge.group-of", "{group} of {whole}"))
                              .with("group", VerbatimValue{gauge.group.in(language)})
                              .with("whole", VerbatimValue{gauge.of_group.in(language)}),
                          language);
}

}  // namespace muster
