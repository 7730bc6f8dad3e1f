// muster-cli onus …: ONUS! fortress designs and their cost.
#include <iostream>

#include <nlohmann/json.hpp>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "help_text.hpp"
#include "muster/report/report_json.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/text/render.hpp"
#include "muster/util/input_limits.hpp"

namespace muster::cli {

namespace {

constexpr MessageText fortress_legal = MUSTER_MESSAGE("cli.onus.legal", "{file}: LEGAL — \"{name}\", {material}, {points}");
constexpr MessageText fortress_not_legal = MUSTER_MESSAGE("cli.onus.not-legal", "{file}: NOT LEGAL — \"{name}\", {material}, {points}");
constexpr MessageText piece_line = MUSTER_MESSAGE("cli.onus.piece", "{count} × {piece}, {material}, {points} each");
constexpr MessageText piece_costs = MUSTER_MESSAGE("cli.onus.costs", "(piece costs {reading})");
constexpr MessageText cost_line = MUSTER_MESSAGE("cli.onus.cost", "{points} ({material}; {reading})");
constexpr MessageText mixed_cost_line = MUSTER_MESSAGE("cli.onus.cost-mixed", "{points} (wood, stone towers by agreement: {count}; {reading}; {mix})");
constexpr MessageText stone = MUSTER_MESSAGE("onus.material.stone", "stone");
constexpr MessageText wood = MUSTER_MESSAGE("onus.material.wood", "wood");

Message describe_onus_command() { return message(MUSTER_MESSAGE("cli.help.onus", "ONUS! fortresses: design checks and costs")); }

void setup_onus_command(CLI::App& command_app, CliContext& context) {
    static std::vector<std::string> files;
    static int towers = 0, stone_towers = 0, walls = 0, gate_walls = 0, corners = 0;
    static std::string material = "wood";
    CLI::App* onus = &command_app;
    onus->require_subcommand(1);

    CLI::App* check =
        onus->add_subcommand("check", help_text(MUSTER_MESSAGE("cli.help.onus.check", "Check fortress designs (exit 0 legal, 1 not, 2 unreadable)")));
    check->add_option("files", files, help_text(MUSTER_MESSAGE("cli.help.onus.check.files", "Fortress files (<onus-fortress>)")))->required();
    check->callback([&context] {
        const onus::FortressRules& rules = bundled<onus::FortressRules>();
        int illegal = 0, unreadable = 0;
        nlohmann::json results = nlohmann::json::array();
        for (const std::string& file : files) {
            const onus::FortressVerdict v = onus::check_fortress_file(file, rules);
            if (!v.readable) ++unreadable;
            else if (!v.legal) ++illegal;
            if (context.json) {
                nlohmann::json j = onus::fortress_verdict_to_json(v, rules, context.language());
                j["file"] = file;
                j["readable"] = v.readable;
                results.push_back(j);
                continue;
            }
            if (!v.readable) {  // as 'validate' does: the reason only, on stderr
                std::cerr << format_human(v.report, context.language());
                continue;
            }
            const Language language = context.language();
            auto say = [language](const Message& m) { return render_message(m, language); };
            std::cout << say(message(v.legal ? fortress_legal : fortress_not_legal)
                                 .with("file", VerbatimValue{file})
                                 .with("name", VerbatimValue{v.name})
                                 .with("material", nested(message(v.stone ? stone : wood)))
                                 .with("points", PointsValue{v.cost}))
                      << "\n";
            for (const onus::PieceLine& line : v.lines)
                std::cout << "  "
                          << say(message(piece_line)
                                     .with("count", IntegerValue{line.count})
                                     .with("piece", VerbatimValue{rules.piece(line.kind)->name.shown_in(language)})
                                     .with("material", nested(message(line.stone ? stone : wood)))
                                     .with("points", PointsValue{line.cost_each}))
                          << "\n";
            // How the piece costs are read stands behind --explain, as every finding's reading does.
            if (findings_explained()) std::cout << "  " << say(message(piece_costs).with("reading", rules.cost_reading)) << "\n";
            std::cout << format_human(v.report, language);
        }
        if (context.json) print_json({{"results", results}});
        context.exit_code = unreadable ? exit_unreadable : illegal ? exit_illegal : exit_ok;
    });

    CLI::App* cost = onus->add_subcommand("cost", help_text(MUSTER_MESSAGE("cli.help.onus.cost", "A fortress's cost from its piece counts")));
    cost->add_option("--towers", towers, help_text(MUSTER_MESSAGE("cli.help.onus.cost.towers", "Towers")))->check(whole_argument(0, max_piece_count));
    cost->add_option("--stone-towers", stone_towers,
                     help_text(MUSTER_MESSAGE("cli.help.onus.cost.stone-towers",
                                              "Stone towers besides the towers of the fortress's material (in a wooden fortress, by agreement)")))
        ->check(whole_argument(0, max_piece_count));
    cost->add_option("--walls", walls, help_text(MUSTER_MESSAGE("cli.help.onus.cost.walls", "Walls")))->check(whole_argument(0, max_piece_count));
    cost->add_option("--gate-walls", gate_walls, help_text(MUSTER_MESSAGE("cli.help.onus.cost.gate-walls", "Walls with a gate")))
        ->check(whole_argument(0, max_piece_count));
    cost->add_option("--corners", corners, help_text(MUSTER_MESSAGE("cli.help.onus.cost.corners", "Corner walls")))->check(whole_argument(0, max_piece_count));
    cost->add_option("--material", material, help_text(MUSTER_MESSAGE("cli.help.onus.cost.material", "wood or stone")))->check(one_of({"wood", "stone"}));
    cost->callback([&context] {
        const onus::FortressRules& rules = bundled<onus::FortressRules>();
        const bool in_stone = material == "stone";
        // Each piece at its own material: stone towers in a wooden fortress cost as stone (002:604).
        const bool mixed = stone_towers > 0 && !in_stone;
        const double points =
            onus::fortress_cost(rules, {{"tower", in_stone ? towers + stone_towers : towers}, {"wall", walls}, {"gate-wall", gate_walls}, {"corner", corners}},
                                in_stone) +
            (mixed ? onus::fortress_cost(rules, {{"tower", stone_towers}}, true) : 0.0);
        if (context.json) {
            nlohmann::json j = with_localised({{"points", points}, {"material", material}, {"stone_towers", stone_towers}}, "reading", rules.cost_reading);
            if (mixed) j = with_localised(j, "mix_reading", rules.materials_reading);
            print_json(j);
            return;
        }
        if (mixed) {
            std::cout << render_message(message(mixed_cost_line)
                                            .with("points", PointsValue{points})
                                            .with("count", IntegerValue{stone_towers})
                                            .with("reading", rules.cost_reading)
                                            .with("mix", rules.materials_reading),
                                        context.language())
                      << "\n";
            return;
        }
        std::cout << render_message(message(cost_line)
                                        .with("points", PointsValue{points})
                                        .with("material", nested(message(material == "stone" ? stone : wood)))
                                        .with("reading", rules.cost_reading),
                                    context.language())
                  << "\n";
    });
}

const CommandRegistration onus_command(90, "onus", &describe_onus_command, &setup_onus_command);

}  // namespace

}  // namespace muster::cli
