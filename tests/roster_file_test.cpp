// Roster documents: save → load → save is byte-identical; nothing the user wrote is lost.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace roster_file_test {

TEST_CASE("roster file: save, load, save gives the same bytes and the same roster") {
    Roster roster = test_roster({{"knight", "archer"}, {"gun"}}, 1500);
    roster.name = "L'ost d'Azincourt — « Écorcheurs » & co";
    roster.notes = "Arbalétriers génois, façade \"quoted\" <tags>";
    roster.divisions[0].units[1].options = {"pavise"};
    roster.divisions[1].units[0].label = "La Grosse Bertha";
    const std::string first = roster_to_xml(roster);
    Report report;
    const auto loaded = parse_roster(first, "mem.roster.xml", report);
    REQUIRE_MESSAGE(loaded, format_human(report));
    CHECK(*loaded == roster);
    CHECK(roster_to_xml(*loaded) == first);
}

TEST_CASE("roster file: saving writes the file atomically and it loads back") {
    const TempFolder folder{"roster-file"};
    const auto path = folder / "muster-roundtrip.roster.xml";
    const Roster roster = test_roster({{"knight"}}, 500);
    save_roster(roster, path);
    Report report;
    const auto loaded = load_roster(path, report);
    REQUIRE(loaded);
    CHECK(*loaded == roster);
    std::filesystem::remove(path);
}

TEST_CASE("roster file: a unit the list no longer has is flagged, kept, and saved back unchanged") {
    const ListLibrary lists = test_library("");
    Roster roster = test_roster({{"knight", "hand-gunners"}}, 500);
    const std::string before = roster_to_xml(roster);
    const RosterVerdict verdict = validate_roster(roster, lists);
    CHECK_FALSE(verdict.legal);
    const Diagnostic& d = finding(verdict, "roster.unknown-unit");
    CHECK(d.message.find("'hand-gunners'") != std::string::npos);
    CHECK(d.entries == std::vector<std::string>{"u2"});
    CHECK(roster_to_xml(roster) == before);
    Report report;
    const auto reloaded = parse_roster(before, "r.xml", report);
    REQUIRE(reloaded);
    CHECK(reloaded->divisions[0].units[1].unit_ref == "hand-gunners");
}

TEST_CASE("roster file: an unknown option and a mistyped unit get near-match suggestions") {
    const ListLibrary lists = test_library("");
    Roster roster = test_roster({{"knigt", "archer"}}, 500);
    roster.divisions[0].units[1].options = {"paviss"};
    const RosterVerdict verdict = validate_roster(roster, lists);
    CHECK(finding(verdict, "roster.unknown-unit").fix == "replace it with 'knight', or remove it");
    CHECK(finding(verdict, "roster.unknown-option").fix.find("pavise") != std::string::npos);
}

TEST_CASE("roster file: broken rosters are reported with line and column, never thrown") {
    Report report;
    CHECK_FALSE(
        parse_roster("<roster format=\"1\" system=\"s\" faction=\"f\" points-limit=\"lots\">\n"
                     "  <division id=\"d1\"><unit ref=\"x\"/></division>\n"
                     "  <division id=\"d1\"/>\n"
                     "</roster>\n",
                     "bad.roster.xml", report));
    const std::string text = format_human(report);
    CHECK(text.find("bad.roster.xml:1:43: error: points-limit=\"lots\" of <roster> is not a number") != std::string::npos);
    CHECK(text.find("bad.roster.xml:2:21: error: <unit> needs the attribute id") != std::string::npos);
    CHECK(text.find("bad.roster.xml:3:13: error: id 'd1' is used twice") != std::string::npos);
}

TEST_CASE("roster file: a roster from a newer Muster is refused with a clear message") {
    Report report;
    CHECK_FALSE(parse_roster("<roster format=\"99\" system=\"s\" faction=\"f\" points-limit=\"1\"/>", "new.roster.xml", report));
    CHECK(report.diagnostics().at(0).rule_id == "roster.newer-format");
    CHECK(report.diagnostics().at(0).message.find("newer Muster") != std::string::npos);
}

TEST_CASE("roster file: an unknown faction is named with suggestions") {
    const ListLibrary lists = test_library("");
    Roster roster = test_roster({{"knight"}});
    roster.faction_id = "test-ff";
    const RosterVerdict verdict = validate_roster(roster, lists);
    CHECK_FALSE(verdict.legal);
    CHECK(finding(verdict, "roster.unknown-faction").fix == "did you mean 'test-f'?");
}

TEST_CASE("roster editing: add, move, duplicate, remove, commander, limit") {
    const ListLibrary lists = test_library("");
    const Faction& faction = *lists.faction("test-f");
    Roster roster = new_roster(faction, 1000, "Edit me");
    const std::string d1 = add_division(roster, "Avant-garde");
    const std::string d2 = add_division(roster, "Bataille");
    CHECK(roster.division(d1)->commander);
    CHECK_FALSE(roster.division(d2)->commander);
    const std::string u1 = add_unit(roster, faction, d1, "knight");
    const std::string u2 = add_unit(roster, faction, d1, "archer", {"pavise"});
    CHECK(validate_roster(roster, lists).points_used == doctest::Approx(30 + 12 + 25));
    move_unit(roster, u2, d2);
    CHECK(roster.division(d2)->units.at(0).id == u2);
    const std::string copy = duplicate_unit(roster, u2);
    CHECK(roster.division(d2)->units.size() == 2);
    CHECK(roster.division(d2)->units[1].options == std::vector<std::string>{"pavise"});
    remove_entry(roster, copy);
    set_commander(roster, d2);
    CHECK(roster.division(d2)->commander);
    CHECK_FALSE(roster.division(d1)->commander);
    CHECK_THROWS_WITH_AS(add_unit(roster, faction, d1, "knigth"), doctest::Contains("did you mean 'knight'"), Error);
    CHECK_THROWS_WITH_AS(add_unit(roster, faction, d1, "archer", {"pavis"}), doctest::Contains("pavise"), Error);
    CHECK_THROWS_WITH_AS(add_unit(roster, faction, d1, "knight", {"pavise"}), doctest::Contains("no option"), Error);
    CHECK_THROWS_AS(set_points_limit(roster, -5), Error);
    CHECK_THROWS_AS(remove_entry(roster, "u99"), Error);
    remove_entry(roster, d2);  // the commander's division: the command passes to the first remaining one
    CHECK(roster.divisions.size() == 1);
    CHECK(roster.divisions[0].commander);
    CHECK(roster.divisions[0].units.at(0).id == u1);
}

}  // namespace roster_file_test
