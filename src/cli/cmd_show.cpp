// muster-cli show FACTION: units with profiles, costs, options and rules.
#include <iomanip>
#include <iostream>
#include <set>

#include <nlohmann/json.hpp>

#include "cli_context.hpp"
#include "help_text.hpp"
#include "muster/report/report_json.hpp"
#include "muster/rules/composition_rule.hpp"
#include "muster/text/numbers.hpp"
#include "muster/text/render.hpp"
#include "muster/lists/rule_effect.hpp"

namespace muster::cli {

namespace {

constexpr MessageText heading_text = MUSTER_MESSAGE("show.heading", "{faction} — {system}, list revision {revision}");
constexpr MessageText source_text = MUSTER_MESSAGE("show.source", "Source: {source}");
constexpr MessageText units_heading = MUSTER_MESSAGE("show.units", "Units ({count}):");
constexpr MessageText rules_label = MUSTER_MESSAGE("show.unit-rules", "rules:");
constexpr MessageText option_label = MUSTER_MESSAGE("show.option", "option");
constexpr MessageText note_label = MUSTER_MESSAGE("show.note", "note:");
constexpr MessageText composition_heading = MUSTER_MESSAGE("show.composition", "Composition:");
constexpr MessageText reading_label = MUSTER_MESSAGE("show.reading", "reading: {reading}");
constexpr MessageText generals_text = MUSTER_MESSAGE("show.generals", "generals: {general} per division, commander-in-chief {commander}");
constexpr MessageText groups_heading = MUSTER_MESSAGE("show.groups", "Groups:");
constexpr MessageText special_rules_heading = MUSTER_MESSAGE("show.special-rules", "Special rules:");
constexpr MessageText not_counted_text = MUSTER_MESSAGE("show.not-counted", "not counted towards the army's unit count (break point)");
constexpr MessageText profile_label = MUSTER_MESSAGE("show.option-profile", "profile:");
constexpr MessageText replaces_rules_text = MUSTER_MESSAGE("show.replaces-rules", "(in place of the unit's rules)");
constexpr MessageText army_rule_text = MUSTER_MESSAGE("show.army-rule", "Army rule: {rule}");
constexpr MessageText special_rule_line = MUSTER_MESSAGE("show.special-rule", "{rule}: {text}");
constexpr MessageText named_rule_line = MUSTER_MESSAGE("show.rule", "{id} — {name}: {rule}");
constexpr MessageText named_group_line = MUSTER_MESSAGE("show.group", "{id} — {name}:");
constexpr MessageText no_divisions_text = MUSTER_MESSAGE("show.no-divisions", "army: no divisions");

// "1,000" then the system's own word for points, written the language's way.
std::string points_in(double points, const GameSystem& system, Language language) {
    return write_decimal(points, points == static_cast<long long>(points) ? 0 : 1, language) + " " + system.points_unit;
}

// A cost added or taken off, signed: "+5 pts", "−10 pts" (a true minus sign), "+0 pts".
std::string points_change_in(double points, const GameSystem& system, Language language) {
    return (points < 0 ? "−" : "+") + points_in(points < 0 ? -points : points, system, language);
}

// A name as a player of the language reads it: both names in English (the French original beside), the
// French one alone in French.
std::string named(const LocalisedName& name, Language language) { return name.shown_in(language); }

void print_text(const GameSystem& system, const Faction& faction, Language language) {
    auto say = [language](const Message& m) { return render_message(m, language); };
    auto reading = [&](const LocalisedName& chosen) { return say(message(reading_label).with("reading", chosen)); };
    std::cout << say(message(heading_text)
                         .with("faction", VerbatimValue{named(faction.name, language)})
                         .with("system", VerbatimValue{named(system.name, language)})
                         .with("revision", IntegerValue{faction.revision}))
              << "\n";
    if (!faction.source.en.empty()) std::cout << say(message(source_text).with("source", faction.source)) << "\n";
    std::cout << "\n" << say(message(units_heading).with("count", IntegerValue{static_cast<long long>(faction.units.size())})) << "\n";
    std::set<std::string> used_rules;
    for (const UnitProfile& unit : faction.units) {
        std::cout << "  " << unit.id << " — " << named(unit.name, language) << ", " << points_in(unit.points, system, language) << "\n    ";
        const std::vector<std::size_t> columns = system.columns_of(unit.layout);
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (columns[c] < unit.stats.size()) std::cout << (c ? "  " : "") << system.stats[columns[c]].name.in(language) << " " << unit.stats[columns[c]];
        std::cout << "\n";
        for (const std::string& capability : unit.capabilities) {
            const Capability* known = system.capability(capability);
            std::cout << "    " << (known ? known->name.in(language) : capability) << "\n";
        }
        if (!unit.counted) std::cout << "    " << say(message(not_counted_text)) << "\n";
        if (!unit.special_rules.empty()) {
            std::cout << "    " << say(message(rules_label));
            for (std::size_t i = 0; i < unit.special_rules.size(); ++i) {
                const SpecialRule* rule = find_special_rule(system, &faction, unit.special_rules[i]);
                std::cout << (i ? ", " : " ") << (rule ? rule->name.in(language) : unit.special_rules[i]);
                used_rules.insert(unit.special_rules[i]);
            }
            std::cout << "\n";
        }
        for (const UnitOption& option : unit.options) {
            std::cout << "    " << say(message(option_label)) << " " << option.id << " — " << named(option.name, language) << ", "
                      << points_change_in(option.points, system, language) << "\n";
            if (!option.stats.empty()) {
                std::cout << "      " << say(message(profile_label));
                for (const StatOverride& change : option.stats)
                    if (change.column < system.stats.size()) std::cout << " " << system.stats[change.column].name.in(language) << " " << change.value;
                if (option.replaces_rules) std::cout << " " << say(message(replaces_rules_text));
                std::cout << "\n";
            }
            used_rules.insert(option.grants_rules.begin(), option.grants_rules.end());
        }
        if (!unit.note.empty()) std::cout << "    " << say(message(note_label)) << " " << unit.note << "\n";
    }
    for (const std::string& rule : faction.army_rules) std::cout << "\n" << say(message(army_rule_text).with("rule", VerbatimValue{rule})) << "\n";
    std::cout << "\n" << say(message(composition_heading)) << "\n";
    for (const auto* rules : {&system.rules, &faction.rules})
        for (const auto& rule : *rules) {
            std::cout << "  "
                      << say(message(named_rule_line)
                                 .with("id", VerbatimValue{rule->id})
                                 .with("name", VerbatimValue{named(rule->name, language)})
                                 .with("rule", nested(rule->describe(&faction))))
                      << "\n";
            if (!rule->reading.en.empty()) std::cout << "    " << reading(rule->reading) << "\n";
        }
    if (!system.organisation.divisions) std::cout << "  " << say(message(no_divisions_text)) << "\n    " << reading(system.organisation.reading) << "\n";
    else if (system.organisation.general_cost > 0 || !system.organisation.reading.en.empty())
        std::cout << "  "
                  << say(message(generals_text)
                             .with("general", VerbatimValue{points_in(system.organisation.general_cost, system, language)})
                             .with("commander", VerbatimValue{points_in(system.organisation.commander_cost, system, language)}))
                  << "\n    " << reading(system.organisation.reading) << "\n";
    std::cout << "\n" << say(message(groups_heading)) << "\n";
    for (const UnitGroup& group : faction.groups) {
        std::cout << "  " << say(message(named_group_line).with("id", VerbatimValue{group.id}).with("name", VerbatimValue{named(group.name, language)}));
        for (const std::string& member : group.unit_ids) std::cout << " " << member;
        std::cout << "\n";
        if (!group.reading.en.empty()) std::cout << "    " << reading(group.reading) << "\n";
    }
    std::cout << "\n" << say(message(special_rules_heading)) << "\n";
    for (const std::string& id : used_rules)
        if (const SpecialRule* rule = find_special_rule(system, &faction, id))
            std::cout << "  "
                      << say(message(special_rule_line)
                                 .with("rule", VerbatimValue{named(rule->name, language)})
                                 .with("text", VerbatimValue{effect_in(*rule, language)}))
                      << "\n";
}

nlohmann::json to_json(const GameSystem& system, const Faction& faction, Language language) {
    nlohmann::json units = nlohmann::json::array();
    for (const UnitProfile& unit : faction.units) {
        nlohmann::json stats = nlohmann::json::object();
        for (std::size_t i : system.columns_of(unit.layout))
            if (i < unit.stats.size()) stats[system.stats[i].id] = unit.stats[i];
        nlohmann::json options = nlohmann::json::array();
        for (const UnitOption& o : unit.options)
            options.push_back(with_localised({{"id", o.id}, {"points", o.points}, {"grants", o.grants_rules}}, "name", o.name));
        units.push_back(with_localised({{"id", unit.id},
                                        {"points", unit.points},
                                        {"layout", unit.layout},
                                        {"stats", stats},
                                        {"special_rules", unit.special_rules},
                                        {"capabilities", unit.capabilities},
                                        {"counted", unit.counted},
                                        {"options", options}},
                                       "name", unit.name));
    }
    nlohmann::json rules = nlohmann::json::array();
    for (const auto* list : {&system.rules, &faction.rules})
        for (const auto& rule : *list) {
            rules.push_back(with_localised(
                {{"id", rule->id}, {"text", render_message(rule->describe(&faction), language)}, {"message", message_json(rule->describe(&faction))}}, "name",
                rule->name));
            put_localised(rules.back(), "reading", rule->reading);
        }
    return with_localised({{"id", faction.id}, {"system", system.id}, {"revision", faction.revision}, {"units", units}, {"rules", rules}}, "name",
                          faction.name);
}

Message describe_show_command() { return message(MUSTER_MESSAGE("cli.help.show", "A faction's units with profiles, costs, options and rules")); }

void setup_show_command(CLI::App& command_app, CliContext& context) {
    CLI::App* command = &command_app;
    static std::string faction_id;
    command->add_option("faction", faction_id, help_text(MUSTER_MESSAGE("cli.help.show.faction", "Faction id or name (see 'lists')")))->required();
    command->callback([&context] {
        const Faction& faction = context.faction(faction_id);
        const GameSystem& system = *context.library().system(faction.system_id);
        if (context.json) print_json(to_json(system, faction, context.language()));
        else print_text(system, faction, context.language());
    });
}

const CommandRegistration show_command(20, "show", &describe_show_command, &setup_show_command);

}  // namespace

}  // namespace muster::cli
