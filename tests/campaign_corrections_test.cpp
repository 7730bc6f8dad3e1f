// Issue 32: a campaign's mistakes can be corrected (players, armies, battles renamed or deleted,
// logged and undoable), and its game system decides how a battle is scored.
#include <doctest/doctest.h>

#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace campaign_corrections_test {

namespace {

fs::path fresh_file(const std::string& name) {
    static const TempFolder scratch{"campaign-corrections"};
    const fs::path file = scratch.path() / name;
    fs::remove(file);
    return file;
}

Roster example(const std::string& name) {
    Report report;
    auto roster = load_roster(source_path("lists/hail-caesar-hyw/examples/" + name + ".roster.xml"), report);
    REQUIRE(roster);
    return *roster;
}

struct Table {
    Campaign campaign;
    std::int64_t ost = 0, host = 0;
    explicit Table(const std::string& file) : campaign(Campaign::create(fresh_file(file), "Corrections", "hail-caesar-hyw", "", "test")) {
        ost = campaign.add_army(campaign.add_player("Élise", "test"), "Ost", "hyw-french", "test");
        host = campaign.add_army(campaign.add_player("Henry", "test"), "Host", "hyw-english", "test");
        campaign.save_roster_version(ost, example("french-legal"), bundled_lists(), "", "test");
    }
};

const std::function<const ListLibrary&()> lists = []() -> const ListLibrary& { return bundled_lists(); };

}  // namespace

TEST_CASE("campaign battles: a Hail Caesar campaign records the players' result, no victory points") {
    Table t("players-result.muster-campaign");
    CHECK(victory_table_for("hail-caesar-hyw") == nullptr);
    CHECK(victory_table_for("warmaster") == nullptr);
    CHECK(victory_table_for("warhammer-fantasy-3") == &bundled<VictoryTable>());
    CHECK(victory_table_for("") == &bundled<VictoryTable>());  // older files name no system

    BattleInput battle;
    battle.army_a = t.ost;
    battle.army_b = t.host;
    CHECK_THROWS_WITH_AS(t.campaign.record_battle(battle, victory_table_for("hail-caesar-hyw"), lists, "test"), doctest::Contains("say who won"), Error);
    battle.players_result = PlayersResult::second_wins;
    battle.scenario = "Patay";
    battle.units_lost_a = {"u1"};
    const BattleRecord won = t.campaign.record_battle(battle, victory_table_for("hail-caesar-hyw"), lists, "test");
    CHECK(won.result == "win");
    REQUIRE(won.winner_army_id);
    CHECK(*won.winner_army_id == t.host);
    CHECK(t.campaign.history(t.ost).size() == 2);  // the losses as today
    const std::vector<CampaignEvent> log = t.campaign.log();
    bool logged = false;
    for (const CampaignEvent& e : log) logged = logged || e.text == "Battle 1 (Patay): Ost against Host — Host wins";
    CHECK(logged);
    // A WFB3 table refuses a result given instead of points.
    CHECK_THROWS_WITH_AS(t.campaign.record_battle(battle, &bundled<VictoryTable>(), lists, "test"), doctest::Contains("scored by victory points"), Error);
}

TEST_CASE("campaign corrections: a player, an army and a battle renamed, each logged and undone") {
    Table t("renamed.muster-campaign");
    const std::int64_t elise = t.campaign.player("Élise").id;
    t.campaign.rename_player(elise, "Élise de Vaucouleurs", "organiser");
    CHECK(t.campaign.player(std::to_string(elise)).name == "Élise de Vaucouleurs");
    CHECK(t.campaign.log().back().text == "Correction: the player 'Élise' is now called 'Élise de Vaucouleurs'");
    CHECK(t.campaign.log().back().actor == "organiser");
    REQUIRE(t.campaign.undoable_correction());
    t.campaign.undo_correction("organiser");
    CHECK(t.campaign.player(std::to_string(elise)).name == "Élise");
    CHECK_FALSE(t.campaign.undoable_correction());
    CHECK_THROWS_AS(t.campaign.undo_correction("organiser"), Error);

    CHECK_THROWS_WITH_AS(t.campaign.rename_army(t.ost, "Host", "organiser"), doctest::Contains("already an army called 'Host'"), Error);
    t.campaign.rename_army(t.ost, "Ost de Charles", "organiser");
    CHECK(t.campaign.army(std::to_string(t.ost)).name == "Ost de Charles");
    t.campaign.undo_correction("organiser");
    CHECK(t.campaign.army(std::to_string(t.ost)).name == "Ost");

    BattleInput battle;
    battle.army_a = t.ost;
    battle.army_b = t.host;
    battle.scenario = "Patye";
    battle.players_result = PlayersResult::draw;
    const BattleRecord typo = t.campaign.record_battle(battle, nullptr, lists, "test");
    t.campaign.rename_battle(typo.id, "Patay", "organiser");
    CHECK(t.campaign.battles().at(0).scenario == "Patay");
    CHECK(t.campaign.log().back().text == "Correction: battle 1 is now called 'Patay'");
    t.campaign.undo_correction("organiser");
    CHECK(t.campaign.battles().at(0).scenario == "Patye");
    CHECK(t.campaign.log().back().text == "Correction undone: Correction: battle 1 is now called 'Patay'");
}

TEST_CASE("campaign corrections: a battle deleted takes its losses' version with it, and comes back on undo") {
    Table t("deleted.muster-campaign");
    BattleInput battle;
    battle.army_a = t.ost;
    battle.army_b = t.host;
    battle.players_result = PlayersResult::first_wins;
    battle.units_lost_a = {"u1", "u2"};
    const BattleRecord mistyped = t.campaign.record_battle(battle, nullptr, lists, "test");
    REQUIRE(t.campaign.history(t.ost).size() == 2);
    const std::string before = t.campaign.history(t.ost).back().roster_xml;

    CHECK_THROWS_WITH_AS(t.campaign.delete_army(t.ost, "organiser"), doctest::Contains("fought battle 1: delete the battle first"), Error);
    CHECK_THROWS_WITH_AS(t.campaign.delete_player(t.campaign.player("Élise").id, "organiser"), doctest::Contains("leads the army 'Ost': delete the army first"),
                         Error);

    t.campaign.delete_battle(mistyped.id, "organiser");
    CHECK(t.campaign.battles().empty());
    CHECK(t.campaign.history(t.ost).size() == 1);
    CHECK(t.campaign.log().back().text == "Correction: battle 1 deleted, with 1 roster version its losses made");
    t.campaign.undo_correction("organiser");
    REQUIRE(t.campaign.battles().size() == 1);
    CHECK(t.campaign.battles().at(0).winner_army_id == t.ost);
    REQUIRE(t.campaign.history(t.ost).size() == 2);
    CHECK(t.campaign.history(t.ost).back().roster_xml == before);

    // Then the army and its player, in order, each undone in turn.
    t.campaign.delete_battle(mistyped.id, "organiser");
    t.campaign.delete_army(t.ost, "organiser");
    CHECK(t.campaign.armies().size() == 1);
    CHECK(t.campaign.log().back().text == "Correction: the army 'Ost' deleted with its 1 roster version");
    t.campaign.delete_player(t.campaign.player("Élise").id, "organiser");
    CHECK(t.campaign.players().size() == 1);
    t.campaign.undo_correction("organiser");
    CHECK(t.campaign.players().size() == 2);
    CHECK_FALSE(t.campaign.undoable_correction());  // only the last line of the log is taken back
}

TEST_CASE("campaign corrections: a battle whose losses were saved over is not deleted") {
    Table t("saved-over.muster-campaign");
    BattleInput battle;
    battle.army_a = t.ost;
    battle.army_b = t.host;
    battle.players_result = PlayersResult::draw;
    battle.units_lost_a = {"u1"};
    const BattleRecord fought = t.campaign.record_battle(battle, nullptr, lists, "test");
    t.campaign.save_roster_version(t.ost, example("french-legal"), bundled_lists(), "rebuilt", "test");
    CHECK_THROWS_WITH_AS(t.campaign.delete_battle(fought.id, "organiser"), doctest::Contains("version 3 was saved since"), Error);
    CHECK(t.campaign.battles().size() == 1);
}

}  // namespace campaign_corrections_test
