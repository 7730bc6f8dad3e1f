// muster-cli show FACTION: units with profiles, costs, options and rules.
#include <iomanip>
#include <iostream>
#include <set>

#include "cli_context.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/rules/composition_rule.hpp"
#include "muster/rules/points_change.hpp"

namespace muster::cli {

namespace {

void print_text(const GameSystem& system, const Faction& faction) {
    std::cout << faction.name.both() << " — " << system.name.both() << ", list revision " << faction.revision << "\n";
    if (!faction.source.empty()) std::cout << "Source: " << faction.source << "\n";
    std::cout << "\nUnits (" << faction.units.size() << "):\n";
    std::set<std::string> used_rules;
    for (const UnitProfile& unit : faction.units) {
        std::cout << "  " << unit.id << " — " << unit.name.both() << ", " << format_points(unit.points) << " "
                  << system.points_unit << "\n    ";
        const std::vector<std::size_t> columns = system.columns_of(unit.layout);
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (columns[c] < unit.stats.size()) std::cout << (c ? "  " : "") << system.stats[columns[c]].name.en << " " << unit.stats[columns[c]];
        std::cout << "\n";
        for (const std::string& capability : unit.capabilities) {
            const Capability* known = system.capability(capability);
            std::cout << "    " << (known ? known->name.en : capability) << "\n";
        }
        if (!unit.counted) std::cout << "    not counted towards the army's unit count (break point)\n";
        if (!unit.special_rules.empty()) {
            std::cout << "    rules:";
            for (std::size_t i = 0; i < unit.special_rules.size(); ++i) {
                const SpecialRule* rule = find_special_rule(system, &faction, unit.special_rules[i]);
                std::cout << (i ? ", " : " ") << (rule ? rule->name.en : unit.special_rules[i]);
                used_rules.insert(unit.special_rules[i]);
            }
            std::cout << "\n";
        }
        for (const UnitOption& option : unit.options) {
            std::cout << "    option " << option.id << " — " << option.name.both() << ", " << format_points_change(option.points)
                      << " " << system.points_unit << "\n";
            if (!option.stats.empty()) {
                std::cout << "      profile:";
                for (const StatOverride& change : option.stats)
                    if (change.column < system.stats.size()) std::cout << " " << system.stats[change.column].name.en << " " << change.value;
                std::cout << (option.replaces_rules ? " (in place of the unit's rules)" : "") << "\n";
            }
            used_rules.insert(option.grants_rules.begin(), option.grants_rules.end());
        }
        if (!unit.note.empty()) std::cout << "    note: " << unit.note << "\n";
    }
    for (const std::string& rule : faction.army_rules) std::cout << "\nArmy rule: " << rule << "\n";
    std::cout << "\nComposition:\n";
    for (const auto* rules : {&system.rules, &faction.rules})
        for (const auto& rule : *rules) {
            std::cout << "  " << rule->id << " — " << rule->name.both() << ": " << rule->describe(&faction) << "\n";
            if (!rule->reading.empty()) std::cout << "    reading: " << rule->reading << "\n";
        }
    if (!system.organisation.divisions)
        std::cout << "  army: no divisions\n    reading: " << system.organisation.reading << "\n";
    else if (system.organisation.general_cost > 0 || !system.organisation.reading.empty())
        std::cout << "  generals: " << format_points(system.organisation.general_cost) << " "
                  << system.points_unit << " per division, commander-in-chief "
                  << format_points(system.organisation.commander_cost) << "\n    reading: "
                  << system.organisation.reading << "\n";
    std::cout << "\nGroups:\n";
    for (const UnitGroup& group : faction.groups) {
        std::cout << "  " << group.id << " — " << group.name.both() << ":";
        for (const std::string& member : group.unit_ids) std::cout << " " << member;
        std::cout << "\n";
        if (!group.reading.empty()) std::cout << "    reading: " << group.reading << "\n";
    }
    std::cout << "\nSpecial rules:\n";
    for (const std::string& id : used_rules)
        if (const SpecialRule* rule = find_special_rule(system, &faction, id))
            std::cout << "  " << rule->name.both() << ": " << rule->text << "\n";
}

nlohmann::json to_json(const GameSystem& system, const Faction& faction) {
    nlohmann::json units = nlohmann::json::array();
    for (const UnitProfile& unit : faction.units) {
        nlohmann::json stats = nlohmann::json::object();
        for (std::size_t i : system.columns_of(unit.layout))
            if (i < unit.stats.size()) stats[system.stats[i].id] = unit.stats[i];
        nlohmann::json options = nlohmann::json::array();
        for (const UnitOption& o : unit.options)
            options.push_back({{"id", o.id}, {"name", o.name.en}, {"name_fr", o.name.fr}, {"points", o.points},
                               {"grants", o.grants_rules}});
        units.push_back({{"id", unit.id}, {"name", unit.name.en}, {"name_fr", unit.name.fr}, {"points", unit.points},
                         {"layout", unit.layout}, {"stats", stats}, {"special_rules", unit.special_rules},
                         {"capabilities", unit.capabilities}, {"counted", unit.counted}, {"options", options}});
    }
    nlohmann::json rules = nlohmann::json::array();
    for (const auto* list : {&system.rules, &faction.rules})
        for (const auto& rule : *list)
            rules.push_back({{"id", rule->id}, {"name", rule->name.en}, {"text", rule->describe(&faction)},
                             {"reading", rule->reading}});
    return {{"id", faction.id}, {"name", faction.name.en}, {"name_fr", faction.name.fr},
            {"system", system.id}, {"revision", faction.revision}, {"units", units}, {"rules", rules}};
}

void setup(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand("show", "A faction's units with profiles, costs, options and rules");
    static std::string faction_id;
    command->add_option("faction", faction_id, "Faction id or name (see 'lists')")->required();
    command->callback([&context] {
        const Faction& faction = context.faction(faction_id);
        const GameSystem& system = *context.library().system(faction.system_id);
        if (context.json)
            print_json(to_json(system, faction));
        else
            print_text(system, faction);
    });
}

const CommandRegistration registration(20, &setup);

}  // namespace

}  // namespace muster::cli
