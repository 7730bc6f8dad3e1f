// WFB3 numbers after the second audit (issue 31): one armour at a time (003:2714-2722, 2744-2752), the cap of 10
// on every character's characteristics (003:7216-7217), a levy never dearer than its creature (003:8049-8050),
// and a character total of 10 or less keeping its fraction (003:11440-11447).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "muster/campaign/victory_points.hpp"
#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "test_support.hpp"
#include "wfb3_test_armies.hpp"

using namespace muster;
using namespace muster::wfb3;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wfb3_audit_test {

namespace {

const std::string general_and_hero =
    "<character id=\"g\" creature=\"human\" level=\"10\" general=\"true\"/>\n"
    "<character id=\"h\" creature=\"human\" level=\"5\" army-standard=\"true\"/>\n";

}  // namespace

TEST_CASE("wfb3 audit: light and heavy armour together are refused, not paid for") {
    CHECK_THROWS_WITH_AS(trooper_cost(bundled<PointsRules>(), {"human", {"light-armour", "heavy-armour"}, "", "", 0}),
                         doctest::Contains("Light armour, Heavy armour"), Error);
    CHECK(trooper_cost(bundled<PointsRules>(), {"human", {"heavy-armour", "shield"}, "", "", 0}).total == doctest::Approx(9));
}

TEST_CASE("wfb3 audit: no characteristic of a character's profile goes over 10, wizard or not") {
    const PointsRules mine = wfb3_rules_with("<creature id=\"elf\" name=\"Elf\" base=\"8\" profile=\"5 4 4 3 3 1 6 1 9 9 9 8\"/>");
    const CharacterSpec lord{"elf", 25, false, "", {}};
    // 9 + 3 Leadership and 6 + 3 Initiative: Ld is capped at 10, I (9) is not touched
    CHECK(format_profile(mine, character_profile(mine, lord)) == "M 5, WS 7, BS 6, S 4, T 4, W 4, I 9, A 4, Ld 10, Int 10, Cl 10, WP 10");
}

TEST_CASE("wfb3 audit: a levy never costs more than its creature") {
    const PointsRules mine = wfb3_rules_with("<creature id=\"snotling\" name=\"Snotling\" base=\"0.5\"/>");
    CHECK(trooper_cost(mine, {"snotling", {}, "", "", 0}).total == doctest::Approx(0.5));
    CHECK(trooper_cost(mine, {"snotling", {}, "", "levy", 0}).total == doctest::Approx(0.5));
    CHECK(trooper_cost(bundled<PointsRules>(), {"goblin", {}, "", "levy", 0}).total == doctest::Approx(1));  // the seed's goblin recruit
}

TEST_CASE("wfb3 audit: a character total of 10 or less keeps its fraction, above 10 it rounds up") {
    const PointsRules mine = wfb3_rules_with("<creature id=\"imp\" name=\"Imp\" base=\"1.25\"/><creature id=\"gnome\" name=\"Gnome\" base=\"1.75\"/>");
    CHECK(character_cost(mine, {"imp", 5, false, "", {}}).total == doctest::Approx(7.5));   // 1.25 × 5 + 1.25
    CHECK(character_cost(mine, {"gnome", 5, false, "", {}}).total == doctest::Approx(11));  // 1.75 × 5 + 1.75 = 10.5 → 11
}

TEST_CASE("wfb3 audit: victory points refuse claims of the two sides that contradict each other (003:11750-11797)") {
    const VictoryTable& table = bundled<VictoryTable>();
    VictoryInput a, b;
    a.surviving_points = 500;
    b.surviving_points = 400;
    a.awards["table-section"] = 8;
    b.awards["table-section"] = 8;
    CHECK_THROWS_WITH_AS(score_battle(table, a, b), doctest::Contains("army A claims 8 and army B 8; the two sides hold at most 8 together"), Error);
    b.awards["table-section"] = 0;
    CHECK(score_battle(table, a, b).a.total == doctest::Approx(500 + 8 * 50));
    a.awards["supply-train-safe"] = 1;
    b.awards["enemy-train-captured"] = 1;
    CHECK_THROWS_WITH_AS(score_battle(table, a, b), doctest::Contains("cannot both be true"), Error);
    b.awards.erase("enemy-train-captured");
    b.awards["enemy-train-plundering"] = 1;
    CHECK_THROWS_WITH_AS(score_battle(table, a, b), doctest::Contains("cannot both be true"), Error);
    b.awards.erase("enemy-train-plundering");
    b.awards["supply-train-safe"] = 1;  // both trains safe agrees
    CHECK_NOTHROW(score_battle(table, a, b));
}

TEST_CASE("wfb3 audit: magic items on chariots, war machines and monsters are priced, and a character's <equipment> is refused at its place") {
    const std::string bare = general_and_hero +
                             "<chariot id=\"c\" animals=\"horse horse\" crew=\"2\" crew-creature=\"human\"/>\n"
                             "<war-machine id=\"m\" machine=\"ballista\" crew=\"3\" crew-creature=\"human\"/>\n"
                             "<monster id=\"x\" creature=\"mammoth\"/>\n";
    const ArmyVerdict without = wfb3_army_of(bare);
    REQUIRE_MESSAGE(without.legal, format_human(without.report));
    const std::string with_items =
        general_and_hero +
        "<chariot id=\"c\" animals=\"horse horse\" crew=\"2\" crew-creature=\"human\"><item name=\"Banner of speed\" points=\"25\"/></chariot>\n"
        "<war-machine id=\"m\" machine=\"ballista\" crew=\"3\" crew-creature=\"human\"><item name=\"Rune of accuracy\" points=\"30\"/></war-machine>\n"
        "<monster id=\"x\" creature=\"mammoth\"><item name=\"Armoured hide\" points=\"50\"/></monster>\n";
    const ArmyVerdict with = wfb3_army_of(with_items);
    CHECK_MESSAGE(with.legal, format_human(with.report));
    CHECK(with.total == doctest::Approx(without.total + 25 + 30 + 50));
    const ArmyVerdict kit =
        wfb3_army_of("<character id=\"g\" creature=\"human\" level=\"10\" general=\"true\"><equipment ref=\"heavy-armour\"/></character>\n");
    CHECK_FALSE(kit.legal);
    const std::string said = format_human(kit.report);
    CHECK_MESSAGE(said.find("t.wfb3.xml:2:") != std::string::npos, said);
    CHECK(said.find("g: a character's <equipment ref=\"heavy-armour\"> has no price") != std::string::npos);
}

TEST_CASE("wfb3 audit: wfb3 unit checks the unit's size, starts at the smallest unit, and gives the model's cost in JSON") {
    const auto run = [](const std::string& arguments) { return run_command(cli() + " wfb3 unit " + arguments + " 2>&1"); };
    const CommandResult three = run("human -n 3");
    CHECK(three.status == 1);
    CHECK(three.output.find("unit unit has 3 models; a unit starts with at least 5") != std::string::npos);
    CHECK(run("human -n 30 --special scout -e bow").status == 1);
    CHECK(run("human -n 3 --special sapper").status == 1);
    CHECK(run("human -n 4 --special sapper").status == 0);
    const CommandResult pack = run("goblin -n 3 --masters 2 --master-creature human");
    CHECK_MESSAGE(pack.status == 0, pack.output);  // 3 beasts and 2 masters are 5 models
    const CommandResult json = run_command(cli() + " wfb3 unit human --json");
    CHECK(json.status == 0);
    const nlohmann::json unit = nlohmann::json::parse(json.output);
    CHECK(unit["models"] == 5);
    CHECK(unit["model_points"].get<double>() == doctest::Approx(5));
    CHECK(unit["points"].get<double>() == doctest::Approx(20));  // the leader free, 4 × 5
    const CommandResult wrong = run("human -e bogus");
    CHECK(wrong.status == 2);
    CHECK(wrong.output.find("one model:") == std::string::npos);
}

TEST_CASE("wfb3 audit: a supply train of one wagon says so in the singular") {
    const CommandResult shown = run_command(cli() + " wfb3 army " + source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml").string());
    CHECK_MESSAGE(shown.output.find("supply train (free): 1 wagon, 5 civilians") != std::string::npos, shown.output);
    const CommandResult french =
        run_command(cli() + " --lang fr wfb3 army " + source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml").string());
    CHECK(french.output.find("1 chariot, 5 civils") != std::string::npos);
}

TEST_CASE("wfb3 audit: elite steps on a unit that is not elite are refused, not ignored") {
    CHECK_THROWS_WITH_AS(trooper_cost(bundled<PointsRules>(), {"human", {}, "", "levy", 2}), doctest::Contains("applies to elite troops only"), Error);
    const ArmyVerdict levy = wfb3_army_of(general_and_hero + "<unit id=\"u\" creature=\"human\" models=\"10\" special=\"levy\" steps=\"2\"/>\n");
    CHECK_FALSE(levy.legal);
    CHECK(format_human(levy.report).find("t.wfb3.xml:4:") != std::string::npos);
}

}  // namespace wfb3_audit_test
