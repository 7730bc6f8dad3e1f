// A campaign plays one game system (issue 32): an army of another system's list is refused, by
// the core, so the window and the command line refuse it alike.
#include <algorithm>

#include <doctest/doctest.h>

#include "campaign_engines.hpp"
#include "campaign_test_fixtures.hpp"
#include "muster/campaign/campaign_lists.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_lists_test {

TEST_CASE("campaign lists: a Hail Caesar campaign takes Hail Caesar lists and refuses a Warmaster one, naming both systems") {
    const ListLibrary& lists = bundled_lists();
    const Faction* french = lists.faction("hyw-french");
    const Faction* dale = lists.faction("wmm-dale-garrison");
    REQUIRE(french != nullptr);
    REQUIRE(dale != nullptr);
    CHECK(list_fits_campaign("hail-caesar-hyw", *french, lists));
    CHECK_FALSE(list_fits_campaign("hail-caesar-hyw", *dale, lists));
    CHECK_NOTHROW(check_list_fits_campaign("hail-caesar-hyw", *french, lists));
    try {
        check_list_fits_campaign("hail-caesar-hyw", *dale, lists);
        FAIL("a Warmaster list was taken into a Hail Caesar campaign");
    } catch (const Error& e) {
        const std::string said = e.what();
        CHECK(said.find("the campaign plays " + lists.system("hail-caesar-hyw")->name.en) != std::string::npos);
        CHECK(said.find(lists.system(dale->system_id)->name.en) != std::string::npos);
    }
}

// A list of another system, as an imported one would be (no Ancients or Revolution list ships).
static Faction list_of_system(const std::string& system_id) {
    Faction list;
    list.id = "imported-" + system_id;
    list.system_id = system_id;
    list.name = LocalisedName{"Imported army", {}};
    return list;
}

TEST_CASE("campaign lists: systems whose armies play together share a campaign, as their data says, and no others") {
    const ListLibrary& lists = bundled_lists();
    // Warmaster Medieval is played with the Warmaster Ancients rules, both ways.
    CHECK(list_fits_campaign("warmaster-medieval", list_of_system("warmaster-ancients"), lists));
    CHECK(list_fits_campaign("warmaster-ancients", *lists.faction("wmm-dale-garrison"), lists));
    // Warmaster, Revolution and Evolution armies take the field together.
    CHECK(list_fits_campaign("warmaster", list_of_system("warmaster-revolution"), lists));
    CHECK(list_fits_campaign("warmaster-revolution", list_of_system("warmaster"), lists));
    CHECK(list_fits_campaign("warmaster-evolution", list_of_system("warmaster-revolution"), lists));
    // The historical and the fantasy families do not mix, nor does either with Hail Caesar.
    CHECK_FALSE(list_fits_campaign("warmaster-medieval", list_of_system("warmaster"), lists));
    CHECK_FALSE(list_fits_campaign("warmaster", *lists.faction("wmm-dale-garrison"), lists));
    CHECK_FALSE(list_fits_campaign("hail-caesar-hyw", list_of_system("warmaster-ancients"), lists));
    CHECK_THROWS_AS(check_list_fits_campaign("warmaster-revolution", *lists.faction("hyw-french"), lists), Error);
    // Every system a list says it plays with says so back, so a campaign of either takes both.
    for (const GameSystem* system : lists.systems())
        for (const std::string& other : system->plays_with) {
            CAPTURE(system->id);
            CAPTURE(other);
            REQUIRE(lists.system(other) != nullptr);
            const std::vector<std::string>& back = lists.system(other)->plays_with;
            CHECK(std::find(back.begin(), back.end(), system->id) != back.end());
        }
}

CAMPAIGN_CASE("campaign lists: muster-cli campaign add-army refuses a list of another game system and adds nothing") {
    {
        Campaign made = place.create();
        add_two_armies(made);
    }
    const CommandResult refused = campaign_cli("--lang en campaign " + place.cli_option() + " add-army Dale --player Henry --faction wmm-dale-garrison");
    CHECK(refused.status != 0);
    CHECK(refused.output.find("the campaign plays") != std::string::npos);
    CHECK(place.open().armies().size() == 2);
    const CommandResult taken = campaign_cli("campaign " + place.cli_option() + " add-army Rearguard --player Henry --faction hyw-english");
    CHECK(taken.status == 0);
    CHECK(place.open().armies().size() == 3);
}

}  // namespace campaign_lists_test
