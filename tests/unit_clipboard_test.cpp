// Cut, copy and paste of units between divisions and between rosters.
#include <doctest/doctest.h>

#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/unit_clipboard.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace unit_clipboard_test {

namespace {
Roster french_example() {
    Report report;
    std::optional<Roster> roster = load_roster(test::source_path("lists/hail-caesar-hyw/examples/french-legal.roster.xml"), report);
    REQUIRE(roster);
    return *roster;
}
}  // namespace

TEST_CASE("clipboard: copied crossbowmen keep their pavise when pasted into another division") {
    Roster roster = french_example();
    const Faction& french = *test::bundled_lists().faction("hyw-french");
    const std::size_t before = roster.unit_count();
    const auto copied = read_copied_units(copy_units(roster, {"u16", "u12"}));
    REQUIRE(copied);
    CHECK(copied->faction_id == "hyw-french");
    const std::vector<std::string> added = paste_units(roster, french, "d3", *copied);
    REQUIRE(added.size() == 2);
    CHECK(roster.unit_count() == before + 2);
    const auto [division, pasted] = roster.find_entry(added[0]);
    REQUIRE(pasted);
    CHECK(division->id == "d3");
    CHECK(pasted->unit_ref == "crossbowmen");
    CHECK(pasted->options == std::vector<std::string>{"pavise"});
    CHECK(roster.find_entry(added[1]).second->unit_ref == "mounted-knights");
    CHECK(added[0] != "u16");  // fresh ids, never a clash with the originals
}

TEST_CASE("clipboard: a division copies all its units, in order") {
    const Roster roster = french_example();
    const auto copied = read_copied_units(copy_units(roster, {"d3"}));
    REQUIRE(copied);
    CHECK(copied->units.size() == roster.division("d3")->units.size());
    CHECK(copied->units.front().unit_ref == roster.division("d3")->units.front().unit_ref);
}

TEST_CASE("clipboard: pasting into another faction's roster takes the units both lists have, and names the one it cannot") {
    const Roster french = french_example();
    const Faction& english_list = *test::bundled_lists().faction("hyw-english");
    Roster english = new_roster(english_list, 1000, "Talbot");
    const std::string division = add_division(english, "Vanguard");

    const auto knights = read_copied_units(copy_units(french, {"u12"}));
    REQUIRE(knights);
    CHECK(paste_units(english, english_list, division, *knights).size() == 1);

    const auto genoese = read_copied_units(copy_units(french, {"u12", "u16"}));
    REQUIRE(genoese);
    try {
        Roster attempt = english;
        paste_units(attempt, english_list, division, *genoese);
        FAIL("crossbowmen are not in the English list");
    } catch (const Error& e) {
        CHECK(std::string(e.what()).find("crossbowmen") != std::string::npos);
        CHECK(std::string(e.what()).find("hyw-french") != std::string::npos);
    }
}

TEST_CASE("clipboard: text that is not Muster units is not pasted, and unknown ids are refused when copying") {
    CHECK_FALSE(read_copied_units("Arbalétriers génois"));
    CHECK_FALSE(read_copied_units("<roster/>"));
    CHECK_FALSE(read_copied_units("<muster-units><unit/></muster-units>"));
    CHECK_THROWS_AS(copy_units(french_example(), {"u999"}), Error);
}

}  // namespace unit_clipboard_test
