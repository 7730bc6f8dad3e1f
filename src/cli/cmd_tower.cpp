// muster-cli tower check …: the SIEGE siege tower's loadout and movement.
#include <iostream>

#include <nlohmann/json.hpp>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "help_text.hpp"
#include "muster/report/report_json.hpp"
#include "muster/siege_tower/siege_tower.hpp"
#include "muster/siege_tower/tower_level_lines.hpp"
#include "muster/text/render.hpp"
#include "muster/util/input_limits.hpp"

namespace muster::cli {

namespace {

constexpr MessageText tower_legal = MUSTER_MESSAGE("cli.tower.legal", "LEGAL: {aboard} aboard, {pushers} pushers → {mp} MP per turn");
constexpr MessageText tower_not_legal =
    MUSTER_MESSAGE("cli.tower.not-legal", "NOT LEGAL: {aboard} aboard, {pushers} pushers; no movement until the loadout is legal");

Message describe_tower_command() { return message(MUSTER_MESSAGE("cli.help.tower", "The SIEGE siege tower: loadout and movement")); }

void setup_tower_command(CLI::App& command_app, CliContext& context) {
    static int level1 = 0, level2 = 0, level3 = 0, pushers = 0, rampart = 0, winch = 0, distance = 0, engaged = 0;
    static bool overload = false, down = false, lowering = false;
    CLI::App* tower = &command_app;
    tower->require_subcommand(1);
    CLI::App* check = tower->add_subcommand("check", help_text(MUSTER_MESSAGE("cli.help.tower.check", "Check a loadout (exit 0 legal, 1 not)")));
    check->add_option("--level1", level1, help_text(MUSTER_MESSAGE("cli.help.tower.check.level1", "Characters on level 1")))
        ->check(whole_argument(0, max_piece_count));
    check->add_option("--level2", level2, help_text(MUSTER_MESSAGE("cli.help.tower.check.level2", "Characters on level 2")))
        ->check(whole_argument(0, max_piece_count));
    check->add_option("--level3", level3, help_text(MUSTER_MESSAGE("cli.help.tower.check.level3", "Characters on level 3")))
        ->check(whole_argument(0, max_piece_count));
    check->add_option("--pushers", pushers, help_text(MUSTER_MESSAGE("cli.help.tower.check.pushers", "Characters pushing on the ground")))
        ->check(whole_argument(0, max_piece_count));
    check->add_flag("--overload", overload, help_text(MUSTER_MESSAGE("cli.help.tower.check.overload", "Use the optional overload rule")));
    check->add_flag("--drawbridge-down", down, help_text(MUSTER_MESSAGE("cli.help.tower.check.drawbridge-down", "The drawbridge has been lowered")));
    check->add_option("--rampart-level", rampart,
                      help_text(MUSTER_MESSAGE("cli.help.tower.check.rampart-level", "The level of the rampart attacked: 1, 2 or 3 (default 2)")));
    check->add_flag("--lower-drawbridge", lowering, help_text(MUSTER_MESSAGE("cli.help.tower.check.lower-drawbridge", "Lower the drawbridge this turn")));
    check->add_option("--winch", winch, help_text(MUSTER_MESSAGE("cli.help.tower.check.winch", "Characters on the winch hexes")));
    check->add_option("--rampart-distance", distance,
                      help_text(MUSTER_MESSAGE("cli.help.tower.check.rampart-distance", "Hexes from the tower to the nearest rampart hex")));
    check->add_option("--engaged-pushers", engaged, help_text(MUSTER_MESSAGE("cli.help.tower.check.engaged-pushers", "Pushers fighting this turn")));
    check->callback([&context] {
        siege_tower::Loadout loadout{{level1, level2, level3}, pushers, overload, down};
        loadout.rampart_level = rampart;
        loadout.lowering_drawbridge = lowering;
        loadout.winch_operators = winch;
        loadout.rampart_distance = distance;
        loadout.engaged_pushers = engaged;
        const siege_tower::TowerVerdict v = siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), loadout);
        if (context.json) {
            nlohmann::json levels = nlohmann::json::array();
            for (const siege_tower::LevelUse& level : v.levels)
                levels.push_back({{"level", level.number},
                                  {"used", level.used},
                                  {"height", level.height},
                                  {"spans", level.spans},
                                  {"ladder_mp", level.ladder_mp},
                                  {"drawbridge", level.drawbridge}});
            print_json({{"legal", v.legal},
                        {"movement", v.movement},
                        {"aboard", v.aboard},
                        {"rampart_level", v.rampart_level},
                        {"levels", levels},
                        {"messages", to_json(v.report, context.language())}});
        } else {
            const Language language = context.language();
            auto say = [language](const Message& m) { return render_message(m, language); };
            std::cout << say(message(v.legal ? tower_legal : tower_not_legal)
                                 .with("aboard", IntegerValue{v.aboard})
                                 .with("pushers", IntegerValue{pushers})
                                 .with("mp", IntegerValue{v.movement}))
                      << "\n";
            for (const Message& line : siege_tower::level_lines(v)) std::cout << "  " << say(line) << "\n";
            std::cout << format_human(v.report, context.language());
        }
        context.exit_code = v.legal ? exit_ok : exit_illegal;
    });
}

const CommandRegistration tower_command(95, "tower", &describe_tower_command, &setup_tower_command);

}  // namespace

}  // namespace muster::cli
