// The list loader on broken files: every problem reported at once, each with line:column.
#include <doctest/doctest.h>

#include <fstream>

#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace list_loader_test {

namespace {

Report load_faction_text(const std::string& text) {
    Report report;
    const auto faction = parse_faction(text, "broken.xml", test_system_only(), report);
    CHECK_FALSE(faction.has_value());
    return report;
}

bool reported(const Report& report, const std::string& rule, int line, int column, const std::string& words) {
    for (const Diagnostic& d : report.diagnostics())
        if (d.rule_id == rule && d.location && d.location->line == line && d.location->column == column && d.message.find(words) != std::string::npos)
            return true;
    return false;
}

}  // namespace

TEST_CASE("lists: malformed XML gives the line and column of the fault") {
    const std::string text =
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units>\n"
        "    <unit id=\"a\" name=\"A\" points=\"1\">\n"
        "  </units>\n"
        "</faction>\n";
    const Report report = load_faction_text(text);
    REQUIRE(report.diagnostics().size() == 1);
    const Diagnostic& d = report.diagnostics()[0];
    CHECK(d.rule_id == "xml.parse");
    CHECK(d.message.find("malformed XML: </units> closes <unit>; expected </unit>") != std::string::npos);
    CHECK(to_string(*d.location) == "broken.xml:4:5");
}

TEST_CASE("lists: every semantic problem of a file is reported at once, with positions") {
    const std::string text =
        "<faction id=\"x\" system=\"test\" revision=\"one\" name=\"X\">\n"                                           // 1: revision not a number
        "  <units>\n"                                                                                                // 2
        "    <unit id=\"a\" name=\"A\" points=\"12pts\"><stat ref=\"a\" value=\"1\"/></unit>\n"                      // 3: points
        "    <unit id=\"a\" name=\"A2\" points=\"3\"><stat ref=\"a\" value=\"1\"/></unit>\n"                         // 4: duplicate id
        "    <unit name=\"B\" points=\"3\"><stat ref=\"a\" value=\"1\"/></unit>\n"                                   // 5: missing id
        "    <unit id=\"c\" name=\"C\" points=\"3\"><stat ref=\"a\" value=\"1\"/><special rule=\"tuff\"/></unit>\n"  // 6
        "  </units>\n"                                                                                               // 7
        "  <groups><group id=\"g\" name=\"G\" units=\"a zz\"/></groups>\n"                                           // 8: unknown unit
        "  <rules><share id=\"r\" group=\"nope\" min=\"150\"/><bogus id=\"q\"/></rules>\n"                           // 9
        "</faction>\n";
    const Report report = load_faction_text(text);
    CHECK(reported(report, "xml.not-a-number", 1, 31, "revision=\"one\""));
    CHECK(reported(report, "xml.not-a-number", 3, 27, "points=\"12pts\""));
    CHECK(reported(report, "list.duplicate-id", 4, 11, "unit id 'a' is used twice"));
    CHECK(reported(report, "xml.missing-attribute", 5, 5, "<unit> needs the attribute id"));
    CHECK(reported(report, "list.unknown-reference", 6, 72, "special rule 'tuff' is not defined by test (did you mean 'tough'?)"));
    CHECK(reported(report, "list.unknown-reference", 8, 34, "names unit 'zz'"));
    CHECK(reported(report, "xml.out-of-range", 9, 37, "min=\"150\""));
    CHECK(reported(report, "list.unknown-reference", 9, 10, "group 'nope'"));
    CHECK(reported(report, "list.unknown-rule-kind", 9, 48, "<bogus> is not a rule kind"));
    CHECK(report.count(Severity::error) == 9);
}

TEST_CASE("lists: a file that is not UTF-8 is refused with the byte's position") {
    const std::string text =
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"Fran\xe7"
        "ais\"/>\n";
    const Report report = load_faction_text(text);
    REQUIRE(report.diagnostics().size() == 1);
    CHECK(report.diagnostics()[0].rule_id == "xml.encoding");
    CHECK(to_string(*report.diagnostics()[0].location) == "broken.xml:1:54");
}

TEST_CASE("lists: an option's unknown part is named, as a unit's is, and its note and grants still read") {
    const std::string text =
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units><unit id=\"a\" name=\"A\" points=\"1\">\n"
        "    <option id=\"o\" name=\"O\" points=\"1\"><grant rule=\"tough\"/><note>n</note><grants rule=\"tuff\"/></option>\n"
        "  </unit></units>\n"
        "</faction>\n";
    const Report report = load_faction_text(text);
    CHECK(reported(report, "list.unexpected-element", 3, 40, "unexpected <grant> inside <option>; expected <stat>, <grants> or <note>"));
    CHECK(reported(report, "list.unknown-reference", 3, 83, "special rule 'tuff' is not defined by test (did you mean 'tough'?)"));
}

TEST_CASE("lists: an unknown game system and a missing stat are named") {
    const Report report = load_faction_text(
        "<faction id=\"x\" system=\"tset\" revision=\"1\" name=\"X\">\n"
        "  <units><unit id=\"a\" name=\"A\" points=\"1\"/></units>\n"
        "</faction>\n");
    CHECK(reported(report, "list.unknown-reference", 1, 17, "game system 'tset' is not installed (did you mean 'test'?)"));
}

TEST_CASE("lists: a missing stat and a wrong root element are reported") {
    Report report = load_faction_text(
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units><unit id=\"a\" name=\"A\" points=\"1\"/></units>\n"
        "</faction>\n");
    CHECK(reported(report, "list.missing-stat", 2, 10, "gives no value for a"));
    report = load_faction_text("<roster/>");
    CHECK(reported(report, "list.wrong-root", 1, 1, "expected <faction>"));
}

TEST_CASE("lists: the library skips a broken file, loads the rest and names the file") {
    namespace fs = std::filesystem;
    const TempFolder scratch{"lists-test"};
    const fs::path& folder = scratch.path();
    fs::remove_all(folder);
    fs::create_directories(folder / "test" / "factions");
    std::ofstream(folder / "test" / "system.xml") << test_system_xml();
    std::ofstream(folder / "test" / "factions" / "good.xml") << test_faction_xml("");
    std::ofstream(folder / "test" / "factions" / "bad.xml") << "<faction id=\"bad\"";
    Report report;
    const ListLibrary library = ListLibrary::load(folder, report);
    CHECK(library.faction("test-f") != nullptr);
    CHECK(library.faction("bad") == nullptr);
    REQUIRE(report.diagnostics().size() == 1);
    CHECK(report.diagnostics()[0].location->file == (folder / "test" / "factions" / "bad.xml").string());
    fs::remove_all(folder);
}

TEST_CASE("lists: of two attributes each written twice on one element, the first by name is refused at its second writing") {
    // A short element (its attributes compared pair by pair) and a long one (its names sorted).
    const std::string few =
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units><unit points=\"1\" id=\"a\" points=\"2\" id=\"b\"/></units>\n"
        "</faction>\n";
    Report report = load_faction_text(few);
    REQUIRE(report.diagnostics().size() == 1);
    CHECK(report.diagnostics()[0].message.find("the attribute id is written twice on <unit>") != std::string::npos);
    CHECK(to_string(*report.diagnostics()[0].location) == "broken.xml:2:45");
    const std::string many =
        "<faction id=\"x\" system=\"test\" revision=\"1\" name=\"X\">\n"
        "  <units><unit k=\"\" j=\"\" i=\"\" h=\"\" g=\"\" f=\"\" e=\"\" d=\"\" k=\"\" d=\"\"/></units>\n"
        "</faction>\n";
    report = load_faction_text(many);
    REQUIRE(report.diagnostics().size() == 1);
    CHECK(report.diagnostics()[0].message.find("the attribute d is written twice on <unit>") != std::string::npos);
    CHECK(to_string(*report.diagnostics()[0].location) == "broken.xml:2:61");
}

TEST_CASE("lists: names are read composed, whether an accent is written in its letter or after it") {
    std::string text = test_faction_xml("");
    text.replace(text.find("name=\"Knight\""), 13, "name=\"Chevalier arm\xc3\xa9\"");                     // é as one letter
    text.replace(text.find("name=\"Archer\""), 13, "name=\"Archer a\xcc\x80 pied\" name-fr=\"Archer\"");  // a and a grave accent
    Report report;
    const auto faction = parse_faction(text, "accents.xml", test_system_only(), report);
    REQUIRE_MESSAGE(faction, format_human(report));
    CHECK(faction->unit("knight")->name.en == "Chevalier arm\xc3\xa9");
    CHECK(faction->unit("archer")->name.en == "Archer \xc3\xa0 pied");
    CHECK(faction->unit("archer")->groups.size() == 1);
}

TEST_CASE("lists: a missing file is reported, not thrown") {
    Report report;
    const auto system = load_game_system("/nonexistent/system.xml", report);
    CHECK_FALSE(system);
    CHECK(report.diagnostics().at(0).rule_id == "file.unreadable");
}

}  // namespace list_loader_test
