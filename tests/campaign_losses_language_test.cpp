// Issue 28: a battle's losses name the lost units in the reader's language wherever the roster
// history shows them (muster-cli campaign history, the window's history), on either engine, and
// deleting the battle finds the versions its losses made by the battle's own record.
#include <doctest/doctest.h>

#include "campaign_engines.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/text/render.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

namespace campaign_losses_language_test {

namespace {

const std::function<const ListLibrary&()> hyw_lists = []() -> const ListLibrary& { return bundled_lists(); };

struct Fought {
    std::int64_t ost = 0, host = 0, battle = 0;
};

// Ost and Host, each with a roster; a battle Ost wins, in which Host loses its first unit (English archers).
Fought fight(Campaign& c) {
    Fought f;
    add_two_armies(c);
    f.ost = c.army("Ost").id;
    f.host = c.army("Host").id;
    BattleInput battle;
    battle.army_a = f.ost;
    battle.army_b = f.host;
    battle.players_result = PlayersResult::first_wins;
    battle.units_lost_b = {"u1"};
    f.battle = c.record_battle(battle, nullptr, hyw_lists, "test").id;
    return f;
}

}  // namespace

CAMPAIGN_CASE("campaign losses: the roster history names a battle's lost units in the reader's language") {
    Campaign c = place.create();
    const Fought f = fight(c);
    const RosterVersionRecord losses = c.history(f.host).back();
    CHECK(render_message(version_reason_message(losses), Language::english) == "losses at battle 1: English archers");
    CHECK(render_message(version_reason_message(losses), Language::french) == "pertes de la bataille 1 : Archers anglais");
    CHECK(losses.reason == "losses at battle 1: English archers");  // what older Muster versions show, as they did
    // Reopened, the same.
    Campaign again = place.open();
    CHECK(render_message(version_reason_message(again.history(f.host).back()), Language::french) == "pertes de la bataille 1 : Archers anglais");
    const CommandResult french = run_command(cli() + " --lang fr campaign " + place.cli_option() + " history Host 2>&1");
    REQUIRE_MESSAGE(french.status == 0, french.output);
    CHECK(french.output.find("— pertes de la bataille 1 : Archers anglais\n") != std::string::npos);
    CHECK(french.output.find("English archers") == std::string::npos);
}

CAMPAIGN_CASE("campaign losses: deleting a battle takes the versions its losses made, not a player's version whose reason reads alike") {
    Campaign c = place.create();
    const Fought f = fight(c);
    // Élise types, as her own reason, the words Muster writes for losses.
    c.save_roster_version(f.ost, example_roster("french-legal"), bundled_lists(), "losses at battle 1: Archers", "test");
    REQUIRE(c.history(f.ost).size() == 2);
    REQUIRE(c.history(f.host).size() == 2);
    CHECK(render_message(version_reason_message(c.history(f.ost).back()), Language::french) == "losses at battle 1: Archers");
    c.delete_battle(f.battle, "organiser");
    CHECK(c.battles().empty());
    CHECK(c.history(f.host).size() == 1);   // the losses' version goes with the battle
    REQUIRE(c.history(f.ost).size() == 2);  // her own version stays
    CHECK(c.history(f.ost).back().reason == "losses at battle 1: Archers");
}

TEST_CASE("campaign losses: a battle of an older file, which records no versions, shows its losses as stored and is deleted by them") {
    const std::filesystem::path file = campaign_scratch("losses-older") / "c.muster-campaign";
    Campaign c = Campaign::create(file, "Cent Ans", "hail-caesar-hyw", "1415-10-25", "test");
    const Fought f = fight(c);
    run_raw_sql(file, R"(UPDATE battle SET details_json = '{"units_lost_a": [], "units_lost_b": ["u1"]}')");  // as Muster wrote it before
    Campaign older = Campaign::open(file);
    const RosterVersionRecord losses = older.history(f.host).back();
    CHECK_FALSE(losses.losses);
    CHECK(render_message(version_reason_message(losses), Language::french) == "pertes de la bataille 1 : English archers");
    older.delete_battle(f.battle, "organiser");
    CHECK(older.history(f.host).size() == 1);
}

}  // namespace campaign_losses_language_test
