// A roster belongs to its army's faction, and losses name units of that army's roster.
#include <doctest/doctest.h>

#include "campaign_engines.hpp"
#include "campaign_test_fixtures.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_belonging_test {

CAMPAIGN_CASE("campaign belonging: a roster of another faction is not saved as the army's next version") {
    Campaign c = place.create();
    add_two_armies(c);
    const std::int64_t host = c.army("Host").id;
    CHECK_THROWS_WITH_AS(c.save_roster_version(host, example_roster("french-legal"), bundled_lists(), "", "test"),
                         "the roster is of the faction 'hyw-french', but the army 'Host' is of 'hyw-english'; "
                         "save it to an army of that faction",
                         Error);
    CHECK(c.history(host).size() == 1);
}

CAMPAIGN_CASE("campaign belonging: losses must name units of the army's latest roster, or nothing is recorded") {
    Campaign c = place.create();
    add_two_armies(c);
    BattleInput battle;
    battle.army_a = c.army("Ost").id;
    battle.army_b = c.army("Host").id;
    battle.victory_a.surviving_points = 500;
    battle.units_lost_a = {"u1", "u99"};
    CHECK_THROWS_WITH_AS(c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test"),
                         "the latest roster of 'Ost' (version 1) has no unit 'u99'; 'muster-cli campaign history' "
                         "with --version and --out shows its units",
                         Error);
    battle.units_lost_a = {"d1"};
    CHECK_THROWS_WITH_AS(c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test"),
                         "'d1' is a division of the latest roster of 'Ost', not a unit; name the units it lost", Error);
    battle.units_lost_a = {"u1", "u1"};
    CHECK_THROWS_WITH_AS(c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test"), "the unit 'u1' of 'Ost' is named twice among the losses",
                         Error);
    CHECK(c.battles().empty());
    CHECK(c.history(battle.army_a).size() == 1);
}

CAMPAIGN_CASE("campaign belonging: the CLI refuses a roster of another faction and unknown lost units with exit code 2") {
    {
        Campaign made = place.create();
        add_two_armies(made);
    }
    const std::string before = place.state();
    const std::string c = "campaign " + place.cli_option() + " ";
    const CommandResult wrong_faction = campaign_cli(c + "save-roster Host " + source_path("lists/hail-caesar-hyw/examples/french-legal.roster.xml").string());
    CHECK(wrong_faction.status == 2);
    CHECK(wrong_faction.output.find("the roster is of the faction 'hyw-french', but the army 'Host' is of 'hyw-english'") != std::string::npos);
    const CommandResult unknown = campaign_cli(c + "record-battle --army-a Ost --army-b Host --result a --b-lost u1 u77");
    CHECK(unknown.status == 2);
    CHECK(unknown.output.find("the latest roster of 'Host' (version 1) has no unit 'u77'") != std::string::npos);
    CHECK(place.state() == before);
}

}  // namespace campaign_belonging_test
