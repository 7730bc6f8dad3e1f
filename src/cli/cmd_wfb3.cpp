// muster-cli wfb3 …: Warhammer Fantasy Battle 3rd edition costs, computed from the rules.
#include <cmath>
#include <iostream>

#include <nlohmann/json.hpp>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "help_text.hpp"
#include "wfb3_bestiaries.hpp"
#include "muster/report/report_json.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_army.hpp"

namespace muster::cli {

namespace {

constexpr MessageText one_model = MUSTER_MESSAGE("cli.wfb3.one-model", "one model:");
constexpr MessageText the_unit = MUSTER_MESSAGE("cli.wfb3.the-unit", "the unit:");
constexpr MessageText cost_total = MUSTER_MESSAGE("cli.wfb3.total", "= {points}");
constexpr MessageText creature_line = MUSTER_MESSAGE("cli.wfb3.creature", "{id}  {name}  {points}");
constexpr MessageText creature_riding = MUSTER_MESSAGE("cli.wfb3.creature-riding", "{id}  {name}  {points}  (riding animal)");
constexpr MessageText creature_monster = MUSTER_MESSAGE("cli.wfb3.creature-monster", "{id}  {name}  {points}  (monster)");
constexpr MessageText cost_reading = MUSTER_MESSAGE("cli.wfb3.reading", "(reading: {reading})");
constexpr MessageText wfb3_cost_line = MUSTER_MESSAGE("cli.wfb3.line", "  {what}: {points}");

struct Wfb3Options {
    std::vector<std::string> files, bestiaries, equipment, animals;
    std::string creature, mount, special, role, machine, crew_creature = "human", hidden_special, master_creature, chariot_type;
    int models = 0, steps = 0, level = 0, crew = 0, extra_crew = 0, hidden = 0, masters = 0, chariots = 1;
    bool musician = false, standard = false, wizard = false, scythes = false, howdah = false;
};

void print_cost(CliContext& context, const wfb3::Cost& cost, bool with_readings = true) {
    if (context.json) {
        nlohmann::json how = nlohmann::json::array();
        for (const auto& [what, points] : cost.lines) how.push_back({{"what", what}, {"points", points}});
        nlohmann::json readings = nlohmann::json::array();
        for (const LocalisedName& r : cost.readings) readings.push_back(localised_json(r));
        print_json({{"points", cost.total}, {"how", how}, {"readings", readings}});
        return;
    }
    const Language language = context.language();
    for (const auto& [what, points] : wfb3::cost_lines(cost, language)) {
        const double hundredths = std::round(points * 100.0);
        const int decimals = std::fmod(hundredths, 100.0) == 0 ? 0 : std::fmod(hundredths, 10.0) == 0 ? 1 : 2;
        std::cout << render_message(message(wfb3_cost_line).with("what", VerbatimValue{what}).with("points", DecimalValue{points, decimals}), language) << "\n";
    }
    std::cout << render_message(message(cost_total).with("points", PointsValue{cost.total}), language) << "\n";
    for (const LocalisedName& r : with_readings ? cost.readings : std::vector<LocalisedName>{})
        std::cout << "  " << render_message(message(cost_reading).with("reading", r), language) << "\n";
}

Message describe_wfb3_command() { return message(MUSTER_MESSAGE("cli.help.wfb3", "Warhammer Fantasy Battle 3rd edition: costs from the points rules")); }

void setup_wfb3_command(CLI::App& command_app, CliContext& context) {
    static Wfb3Options o;
    CLI::App* wfb3 = &command_app;
    wfb3->require_subcommand(1);
    wfb3->add_option("--bestiary", o.bestiaries,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.wfb3.bestiary", "A bestiary file of your own with more creatures (repeatable)")));

    CLI::App* unit = wfb3->add_subcommand("unit", help_text(MUSTER_MESSAGE("cli.help.wfb3.unit", "The cost of a troop unit")));
    unit->add_option("creature", o.creature, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.creature", "Creature id")))->required()->transform(name_argument());
    unit->add_option("--models,-n", o.models,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.models", "Models in the unit (default: the smallest unit the book allows)")))
        ->check(whole_argument(1, 10000));
    unit->add_option("--equipment,-e", o.equipment, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.equipment", "Equipment ids (repeatable)")))
        ->transform(name_argument());
    unit->add_option("--mount", o.mount, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.mount", "Riding animal")))->transform(name_argument());
    unit->add_option("--special", o.special, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.special", "Special troop type (elite, levy, scout …)")))
        ->transform(name_argument());
    unit->add_option("--steps", o.steps, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.steps", "Elite +1 to +4")))->check(whole_argument(0, 100));
    unit->add_flag("--musician", o.musician, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.musician", "With a musician")));
    unit->add_flag("--standard", o.standard, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.standard", "With a standard bearer")));
    unit->add_option("--hidden", o.hidden,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.hidden", "Special models hidden among the unit's (were-creatures), beyond --models")))
        ->check(whole_argument(0, 10000));
    unit->add_option("--hidden-special", o.hidden_special,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.hidden-special", "The hidden models' special troop type (were-creature)")))
        ->transform(name_argument());
    unit->add_option("--masters", o.masters, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.masters", "A beast pack's masters (the models are then the beasts)")))
        ->check(whole_argument(0, 10000));
    unit->add_option("--master-creature", o.master_creature, help_text(MUSTER_MESSAGE("cli.help.wfb3.unit.master-creature", "The pack masters' creature id")))
        ->transform(name_argument());
    unit->callback([&context] {
        const wfb3::PointsRules rules = wfb3_rules_with_bestiaries(o.bestiaries, context.language());
        wfb3::UnitSpec spec;
        spec.model = {o.creature, o.equipment, o.mount, o.special, o.steps};
        spec.musician = o.musician;
        spec.standard = o.standard;
        spec.hidden = o.hidden;
        spec.hidden_special = o.hidden_special;
        spec.masters = o.masters;
        spec.master_creature = o.master_creature;
        spec.models = o.models > 0 ? o.models : wfb3::default_unit_models(rules, spec);
        // Both costs first: a refused unit prints its error alone, never half a costing before it.
        const wfb3::Cost model_cost = wfb3::trooper_cost(rules, spec.model);
        const wfb3::Cost unit_cost = wfb3::unit_cost(rules, spec);
        const std::vector<Message> problems = wfb3::unit_size_findings(rules, spec, "unit");
        if (context.json) {
            nlohmann::json how = nlohmann::json::array();
            for (const auto& [what, points] : unit_cost.lines) how.push_back({{"what", what}, {"points", points}});
            nlohmann::json model_how = nlohmann::json::array();
            for (const auto& [what, points] : model_cost.lines) model_how.push_back({{"what", what}, {"points", points}});
            nlohmann::json readings = nlohmann::json::array();
            for (const LocalisedName& r : unit_cost.readings) readings.push_back(localised_json(r));
            nlohmann::json findings = nlohmann::json::array();
            for (const Message& problem : problems) findings.push_back(render_message(problem, context.language()));
            print_json({{"points", unit_cost.total},
                        {"models", spec.models},
                        {"model_points", model_cost.total},
                        {"how", how},
                        {"model_how", model_how},
                        {"readings", readings},
                        {"legal", problems.empty()},
                        {"problems", findings}});
        } else {
            std::cout << render_message(message(one_model), context.language()) << "\n";
            print_cost(context, model_cost, false);
            std::cout << render_message(message(the_unit), context.language()) << "\n";
            print_cost(context, unit_cost);
            for (const Message& problem : problems) std::cerr << render_message(problem, context.language()) << "\n";
        }
        if (!problems.empty()) context.exit_code = exit_illegal;
    });

    CLI::App* character = wfb3->add_subcommand("character", help_text(MUSTER_MESSAGE("cli.help.wfb3.character", "The cost of a character or wizard")));
    character->add_option("creature", o.creature, help_text(MUSTER_MESSAGE("cli.help.wfb3.character.creature", "Creature id")))
        ->required()
        ->transform(name_argument());
    character->add_option("--level,-l", o.level, help_text(MUSTER_MESSAGE("cli.help.wfb3.character.level", "Level 5 to 25")))
        ->required()
        ->check(whole_argument(0, 1000));
    character->add_flag("--wizard", o.wizard, help_text(MUSTER_MESSAGE("cli.help.wfb3.character.wizard", "A wizard")));
    character->add_option("--mount", o.mount, help_text(MUSTER_MESSAGE("cli.help.wfb3.character.mount", "Character mount")))->transform(name_argument());
    character->add_option("--role", o.role, help_text(MUSTER_MESSAGE("cli.help.wfb3.character.role", "A character role: assassin (+25) or engineer (+20)")))
        ->transform(name_argument());
    character->callback([&context] {
        const wfb3::PointsRules rules = wfb3_rules_with_bestiaries(o.bestiaries, context.language());
        print_cost(context, wfb3::character_cost(rules, {o.creature, o.level, o.wizard, o.mount, {}, o.role}));
    });

    CLI::App* machine = wfb3->add_subcommand("machine", help_text(MUSTER_MESSAGE("cli.help.wfb3.machine", "The cost of a war machine and its crew")));
    machine->add_option("machine", o.machine, help_text(MUSTER_MESSAGE("cli.help.wfb3.machine.machine", "Machine id (ballista, catapult, mortar, cannon)")))
        ->required()
        ->transform(name_argument());
    machine->add_option("--crew", o.crew, help_text(MUSTER_MESSAGE("cli.help.wfb3.machine.crew", "The machine's crew (its size)")))
        ->required()
        ->check(whole_argument(1, 100));
    machine
        ->add_option("--extra-crew", o.extra_crew, help_text(MUSTER_MESSAGE("cli.help.wfb3.machine.extra-crew", "Extra crew, never making the machine bigger")))
        ->check(whole_argument(0, 100));
    machine
        ->add_option("--crew-creature", o.crew_creature,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.machine.crew-creature", "The crew's creature id (default human)")))
        ->transform(name_argument());
    machine
        ->add_option("--equipment,-e", o.equipment,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.machine.equipment", "Each crew member's equipment ids (repeatable)")))
        ->transform(name_argument());
    machine->callback([&context] {
        const wfb3::PointsRules rules = wfb3_rules_with_bestiaries(o.bestiaries, context.language());
        const wfb3::WarMachineSpec spec{o.machine, o.crew, o.crew_creature, o.extra_crew, o.equipment};
        print_cost(context, wfb3::war_machine_cost(rules, spec));
    });

    CLI::App* chariot = wfb3->add_subcommand(
        "chariot", help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot", "The cost of a chariot (or a unit of alike chariots) and what the book forbids in it")));
    chariot
        ->add_option("--animals", o.animals, help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.animals", "Draught animals' creature ids, one each (repeatable)")))
        ->required()
        ->transform(name_argument());
    chariot->add_option("--crew", o.crew, help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.crew", "Crew members")))->required()->check(whole_argument(1, 100));
    chariot
        ->add_option("--crew-creature", o.crew_creature,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.crew-creature", "The crew's creature id (default human)")))
        ->transform(name_argument());
    chariot
        ->add_option("--equipment,-e", o.equipment,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.equipment", "Each crew member's equipment ids (repeatable)")))
        ->transform(name_argument());
    chariot
        ->add_option("--type", o.chariot_type,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.type", "light, heavy or wagon (default: by the number of animals)")))
        ->transform(name_argument());
    chariot->add_option("--chariots", o.chariots, help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.chariots", "Alike chariots in the unit (1 to 6)")))
        ->check(whole_argument(1, 6));
    chariot->add_flag("--scythes", o.scythes, help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.scythes", "With scythes")));
    chariot->add_flag("--musician", o.musician, help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.musician", "A musician on the leader's chariot")));
    chariot->add_flag("--standard", o.standard, help_text(MUSTER_MESSAGE("cli.help.wfb3.chariot.standard", "A standard bearer on the leader's chariot")));
    chariot->callback([&context] {
        const wfb3::PointsRules rules = wfb3_rules_with_bestiaries(o.bestiaries, context.language());
        wfb3::ChariotSpec spec;
        spec.animals = o.animals;
        spec.crew.assign(static_cast<std::size_t>(o.crew), wfb3::TrooperSpec{o.crew_creature, o.equipment, "", "", 0});
        spec.scythes = o.scythes;
        spec.type = o.chariot_type;
        spec.chariots = o.chariots;
        spec.musician = o.musician;
        spec.standard = o.standard;
        print_cost(context, wfb3::chariot_cost(rules, spec));
        const std::vector<Message> problems = wfb3::chariot_findings(rules, spec, "chariot");
        for (const Message& problem : problems) std::cerr << render_message(problem, context.language()) << "\n";
        if (!problems.empty()) context.exit_code = exit_illegal;
    });

    CLI::App* monster = wfb3->add_subcommand("monster", help_text(MUSTER_MESSAGE("cli.help.wfb3.monster", "The cost of a monster mount and its crew")));
    monster->add_option("creature", o.creature, help_text(MUSTER_MESSAGE("cli.help.wfb3.monster.creature", "The monster's creature id")))
        ->required()
        ->transform(name_argument());
    monster->add_option("--crew", o.crew, help_text(MUSTER_MESSAGE("cli.help.wfb3.monster.crew", "Crew members")))->check(whole_argument(0, 100));
    monster
        ->add_option("--crew-creature", o.crew_creature,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.monster.crew-creature", "The crew's creature id (default human)")))
        ->transform(name_argument());
    monster
        ->add_option("--equipment,-e", o.equipment,
                     help_text(MUSTER_MESSAGE("cli.help.wfb3.monster.equipment", "Each crew member's equipment ids (repeatable)")))
        ->transform(name_argument());
    monster->add_flag("--howdah", o.howdah, help_text(MUSTER_MESSAGE("cli.help.wfb3.monster.howdah", "With a howdah")));
    monster->callback([&context] {
        const wfb3::PointsRules rules = wfb3_rules_with_bestiaries(o.bestiaries, context.language());
        const wfb3::MonsterSpec spec{
            o.creature, std::vector<wfb3::TrooperSpec>(static_cast<std::size_t>(o.crew), wfb3::TrooperSpec{o.crew_creature, o.equipment, "", "", 0}), o.howdah};
        print_cost(context, wfb3::monster_cost(rules, spec));
    });

    CLI::App* army =
        wfb3->add_subcommand("army", help_text(MUSTER_MESSAGE("cli.help.wfb3.army", "Price and check WFB3 army files (exit 0 legal, 1 not, 2 unreadable)")));
    army->add_option("files", o.files, help_text(MUSTER_MESSAGE("cli.help.wfb3.army.files", "Army files (<wfb3-army>)")))->required();
    army->callback([&context] {
        const wfb3::PointsRules rules = wfb3_rules_with_bestiaries(o.bestiaries, context.language());
        int illegal = 0, unreadable = 0;
        nlohmann::json results = nlohmann::json::array();
        for (const std::string& file : o.files) {
            const wfb3::ArmyVerdict verdict = wfb3::evaluate_army_file(file, rules);
            if (!verdict.readable) ++unreadable;
            else if (!verdict.legal) ++illegal;
            if (context.json) {
                nlohmann::json j = wfb3::army_verdict_to_json(verdict);
                j["file"] = file;
                j["readable"] = verdict.readable;
                results.push_back(j);
            } else if (!verdict.readable) {  // as 'validate' does: the reason only, on stderr
                std::cerr << format_human(verdict.report, context.language());
            } else {
                std::cout << wfb3::format_army_verdict(verdict, file, context.language());
            }
        }
        if (context.json) print_json({{"results", results}});
        context.exit_code = unreadable ? exit_unreadable : illegal ? exit_illegal : exit_ok;
    });

    wfb3->add_subcommand("creatures", help_text(MUSTER_MESSAGE("cli.help.wfb3.creatures", "Creatures known (bundled and your bestiaries)")))
        ->callback([&context] {
            const wfb3::PointsRules rules = wfb3_rules_with_bestiaries(o.bestiaries, context.language());
            nlohmann::json out = nlohmann::json::array();
            for (const auto& c : rules.creatures) {
                if (context.json) out.push_back({{"id", c.id}, {"name", c.name.en}, {"base", c.base}, {"file", c.file}});
                else
                    std::cout << render_message(message(c.riding    ? creature_riding
                                                        : c.monster ? creature_monster
                                                                    : creature_line)
                                                    .with("id", VerbatimValue{c.id})
                                                    .with("name", c.name)
                                                    .with("points", PointsValue{c.base}),
                                                context.language())
                              << "\n";
            }
            if (context.json) print_json({{"creatures", out}});
        });
}

const CommandRegistration wfb3_command(80, "wfb3", &describe_wfb3_command, &setup_wfb3_command);

}  // namespace

}  // namespace muster::cli
