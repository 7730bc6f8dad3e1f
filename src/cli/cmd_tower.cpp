// muster-cli tower check …: the SIEGE siege tower's loadout and movement.
#include <iostream>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "muster/report/report_json.hpp"
#include "muster/siege_tower/siege_tower.hpp"
#include "muster/util/input_limits.hpp"

namespace muster::cli {

namespace {

void setup(CLI::App& app, CliContext& context) {
    static int level1 = 0, level2 = 0, level3 = 0, pushers = 0;
    static bool overload = false, down = false;
    CLI::App* tower = app.add_subcommand("tower", "The SIEGE siege tower: loadout and movement");
    tower->require_subcommand(1);
    CLI::App* check = tower->add_subcommand("check", "Check a loadout (exit 0 legal, 1 not)");
    check->add_option("--level1", level1, "Characters on level 1")->check(whole_argument(0, max_piece_count));
    check->add_option("--level2", level2, "Characters on level 2")->check(whole_argument(0, max_piece_count));
    check->add_option("--level3", level3, "Characters on level 3")->check(whole_argument(0, max_piece_count));
    check->add_option("--pushers", pushers, "Characters pushing on the ground")->check(whole_argument(0, max_piece_count));
    check->add_flag("--overload", overload, "Use the optional overload rule");
    check->add_flag("--drawbridge-down", down, "The drawbridge has been lowered");
    check->callback([&context] {
        const siege_tower::TowerVerdict v =
            siege_tower::check_loadout(siege_tower::bundled_tower_rules(), {{level1, level2, level3}, pushers, overload, down});
        if (context.json)
            print_json({{"legal", v.legal}, {"movement", v.movement}, {"aboard", v.aboard}, {"messages", to_json(v.report)}});
        else
            std::cout << (v.legal ? "LEGAL" : "NOT LEGAL") << ": " << v.aboard << " aboard, " << pushers << " pushers → " << v.movement
                      << " MP per turn\n" << format_human(v.report);
        context.exit_code = v.legal ? exit_ok : exit_illegal;
    });
}

const CommandRegistration registration(95, &setup);

}  // namespace

}  // namespace muster::cli
