// Issue 32 from the command line: a campaign's game system decides how `record-battle` scores a
// battle (refused the other way, with the options to give), and the organiser's corrections
// (rename or delete a player, an army, a battle; undo the last) run over the window's core.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "campaign_engines.hpp"
#include "campaign_test_fixtures.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_cli_corrections_test {

static bool says(const CommandResult& r, const std::string& text) { return r.output.find(text) != std::string::npos; }

CAMPAIGN_CASE("campaign cli battles: a Hail Caesar battle without --result is refused, not scored with WFB3's victory points") {
    {
        Campaign made = place.create();  // Hail Caesar
        add_two_armies(made);
    }
    const std::string before = place.state();
    const std::string c = "campaign " + place.cli_option() + " ";
    const CommandResult scored = campaign_cli(c + "record-battle --army-a Ost --army-b Host --a-points 600 --b-points 300");
    CHECK(scored.status == 2);
    CHECK(says(scored, "this campaign's game system has no victory-point table: say who won with --result a, b or draw"));
    const CommandResult french = campaign_cli("--lang fr " + c + "record-battle --army-a Ost --army-b Host");
    CHECK(french.status == 2);
    CHECK(says(french, "le jeu de cette campagne n'a pas de table de points de victoire : dites qui a gagné avec --result a, b ou draw"));
    CHECK(place.state() == before);

    const CommandResult decided = campaign_cli(c + "record-battle --army-a Ost --army-b Host --result b --a-lost u1");
    CHECK(decided.status == 0);
    const std::vector<BattleRecord> battles = place.open().battles();
    REQUIRE(battles.size() == 1);
    CHECK(battles[0].vp_a == 0);
    CHECK(battles[0].winner_army_id == place.open().army("Host").id);
}

CAMPAIGN_CASE("campaign cli battles: a campaign scored by victory points refuses --result and scores the points") {
    {
        Campaign made = place.create("Vieux Monde", "warhammer-fantasy-3");
        add_two_armies(made);  // the core takes the armies; the command line offers no WFB3 list
    }
    const std::string before = place.state();
    const std::string c = "campaign " + place.cli_option() + " ";
    const CommandResult both = campaign_cli(c + "record-battle --army-a Ost --army-b Host --a-points 600 --b-points 300 --result b");
    CHECK(both.status == 2);
    CHECK(says(both, "this campaign's battles are scored by victory points: give --a-points, --b-points and the awards, not --result"));
    const CommandResult french = campaign_cli("--lang fr " + c + "record-battle --army-a Ost --army-b Host --result a");
    CHECK(says(french, "donnez --a-points, --b-points et les récompenses, pas --result"));
    CHECK(place.state() == before);
    const CommandResult scored = campaign_cli(c + "record-battle --army-a Ost --army-b Host --a-points 600 --b-points 300");
    CHECK(scored.status == 0);
    CHECK(says(scored, "600 vs 300"));
}

CAMPAIGN_CASE("campaign cli corrections: a player, an army and a battle renamed, logged with who did it") {
    {
        Campaign made = place.create();
        add_two_armies(made);
    }
    const std::string c = "campaign " + place.cli_option() + " --as Organiser ";
    REQUIRE(campaign_cli(c + "record-battle --army-a Ost --army-b Host --result a --b-lost u1").status == 0);

    const CommandResult player = campaign_cli(c + "rename-player Élise --name 'Élise de Vaucouleurs'");
    CHECK(player.status == 0);
    CHECK(says(player, "Correction: the player 'Élise' is now called 'Élise de Vaucouleurs'"));
    const CommandResult army = campaign_cli("--json " + c + "rename-army Ost --name 'Ost de France'");
    CHECK(army.status == 0);
    const nlohmann::json renamed = nlohmann::json::parse(army.output);
    CHECK(renamed["army"] == place.open().army("Ost de France").id);
    CHECK(renamed["name"] == "Ost de France");
    CHECK(renamed["log"]["actor"] == place.logged_actor("Organiser"));
    CHECK(renamed["log"]["kind"] == "correction");
    const CommandResult battle = campaign_cli("--lang fr " + c + "rename-battle 1 --scenario Patay");
    CHECK(battle.status == 0);
    CHECK(says(battle, "Correction : la bataille 1 s'appelle désormais « Patay »"));

    Campaign after = place.open();
    CHECK(after.army("Ost de France").player == "Élise de Vaucouleurs");
    REQUIRE(after.battles().size() == 1);
    CHECK(after.battles()[0].scenario == "Patay");
    const CommandResult log = campaign_cli(c + "log");
    CHECK(says(log, place.logged_actor("Organiser") + ": Correction: the army 'Ost' is now called 'Ost de France'"));
}

CAMPAIGN_CASE("campaign cli corrections: a deleted battle takes its losses' roster version with it, and undo brings both back") {
    {
        Campaign made = place.create();
        add_two_armies(made);
    }
    const std::string c = "campaign " + place.cli_option() + " ";
    REQUIRE(campaign_cli(c + "record-battle --army-a Ost --army-b Host --result a --b-lost u1").status == 0);
    REQUIRE(place.open().history(place.open().army("Host").id).size() == 2);

    const CommandResult deleted = campaign_cli(c + "delete-battle 1");
    CHECK(deleted.status == 0);
    CHECK(says(deleted, "Correction: battle 1 deleted, with 1 roster version its losses made"));
    CHECK(place.open().battles().empty());
    CHECK(place.open().history(place.open().army("Host").id).size() == 1);

    const CommandResult undone = campaign_cli("--json " + c + "undo-correction");
    CHECK(undone.status == 0);
    CHECK(nlohmann::json::parse(undone.output)["log"]["kind"] == "correction-undone");
    CHECK(place.open().battles().size() == 1);
    CHECK(place.open().history(place.open().army("Host").id).size() == 2);
    const CommandResult nothing = campaign_cli(c + "undo-correction");
    CHECK(nothing.status == 2);
    CHECK(says(nothing, "the log's last line is not a correction: there is none to undo"));
}

CAMPAIGN_CASE("campaign cli corrections: a player or an army still in use is not deleted, and the file is left as it was") {
    {
        Campaign made = place.create();
        add_two_armies(made);
        made.add_player("Jacques", "test");
    }
    const std::string c = "campaign " + place.cli_option() + " ";
    REQUIRE(campaign_cli(c + "record-battle --army-a Ost --army-b Host --result draw").status == 0);
    const std::string before = place.state();
    const CommandResult leads = campaign_cli(c + "delete-player Élise");
    CHECK(leads.status == 2);
    CHECK(says(leads, "'Élise' leads the army 'Ost': delete the army first"));
    const CommandResult fought = campaign_cli("--lang fr " + c + "delete-army Ost");
    CHECK(fought.status == 2);
    CHECK(says(fought, "Ost"));
    CHECK(fought.output.find("fought battle") == std::string::npos);  // said in French
    const CommandResult no_battle = campaign_cli(c + "delete-battle 9");
    CHECK(no_battle.status == 2);
    CHECK(says(no_battle, "there is no battle number 9"));
    CHECK(campaign_cli(c + "delete-battle 0").status == 2);
    CHECK(campaign_cli(c + "rename-army Ost --name Host").status == 2);  // another army's name
    CHECK(place.state() == before);

    const CommandResult player = campaign_cli("--json " + c + "delete-player Jacques");
    CHECK(player.status == 0);
    CHECK(nlohmann::json::parse(player.output)["deleted"] == true);
    CHECK(place.open().players().size() == 2);
    REQUIRE(campaign_cli(c + "delete-battle 1").status == 0);
    const CommandResult army = campaign_cli(c + "delete-army Ost");
    CHECK(army.status == 0);
    CHECK(says(army, "Correction: the army 'Ost' deleted with its 1 roster version"));
    CHECK(place.open().armies().size() == 1);
}

}  // namespace campaign_cli_corrections_test
