// A campaign plays one game system (issue 32): an army of another system's list is refused, by
// the core, so the window and the command line refuse it alike.
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
    CHECK(list_fits_campaign("hail-caesar-hyw", *french));
    CHECK_FALSE(list_fits_campaign("hail-caesar-hyw", *dale));
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

CAMPAIGN_CASE("campaign lists: muster-cli campaign add-army refuses a list of another game system and adds nothing") {
    {
        Campaign made = place.create();
        add_two_armies(made);
    }
    const CommandResult refused =
        campaign_cli("--lang en campaign " + place.cli_option() + " add-army Dale --player Henry --faction wmm-dale-garrison");
    CHECK(refused.status != 0);
    CHECK(refused.output.find("the campaign plays") != std::string::npos);
    CHECK(place.open().armies().size() == 2);
    const CommandResult taken = campaign_cli("campaign " + place.cli_option() + " add-army Rearguard --player Henry --faction hyw-english");
    CHECK(taken.status == 0);
    CHECK(place.open().armies().size() == 3);
}

}  // namespace campaign_lists_test
