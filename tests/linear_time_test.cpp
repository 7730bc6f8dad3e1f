// What the linear-time rewrites must keep: the same positions, lookups, suggestions, printed
// names and fresh ids as before, on inputs large enough to take the new paths. (How the cost grows
// is shown by build/tests/bench, never timed here.)
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/util/error.hpp"
#include "muster/util/id_set.hpp"
#include "muster/util/suggest.hpp"
#include "muster/util/utf8.hpp"
#include "muster/wfb3/wfb3_costs.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace linear_time_test {

namespace {

// 1-based column of a byte offset on a line starting at line_start, counted in code points.
int code_point_column(const std::string& text, std::size_t line_start, std::size_t offset) {
    int column = 1;
    for (std::size_t i = line_start; i < offset; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
    return column;
}

}  // namespace

TEST_CASE("positions: every finding on one long line points at its own attribute, in code points") {
    // 1,500 units on one line, all with the id "u1" and an accented label before it: every unit but
    // the first is a duplicate, reported at its own id="u1", thousands of characters along the line.
    std::string text = "<roster format=\"1\" system=\"s\" faction=\"f\" points-limit=\"1000\"><division id=\"d1\">";
    std::vector<std::size_t> id_offsets;
    for (int i = 0; i < 1500; ++i) {
        text += "<unit label=\"Écuyer génois\" ";
        id_offsets.push_back(text.size());
        text += "id=\"u1\" ref=\"x\"/>";
    }
    text += "</division></roster>";
    Report report;
    CHECK_FALSE(parse_roster(text, "long.roster.xml", report));
    REQUIRE(report.diagnostics().size() == Report::max_kept);
    CHECK(report.left_out() == 1500 - 1 - Report::max_kept);
    for (std::size_t i = 0; i < report.diagnostics().size(); ++i) {
        const Diagnostic& d = report.diagnostics()[i];
        REQUIRE(d.location);
        CHECK(d.rule_id == "roster.duplicate-id");
        CHECK(d.location->line == 1);
        CHECK(d.location->column == code_point_column(text, 0, id_offsets[i + 1]));
    }
    // Columns are characters, not bytes: two accented letters per unit put the 1,000th finding
    // 2 × 1,001 columns short of its byte offset.
    CHECK(static_cast<std::size_t>(report.diagnostics().back().location->column) == id_offsets[Report::max_kept] + 1 - 2 * (Report::max_kept + 1));
}

TEST_CASE("positions: columns restart on each line and count accented letters once") {
    const std::string text =
        "<roster format=\"1\" system=\"s\" faction=\"f\" points-limit=\"1000\">\n"
        "<division id=\"d1\" name=\"Bataille de l'Écluse — « avant-garde »\"><unit id=\"u1\" ref=\"x\"/>\n"
        "  <unit label=\"é\" id=\"u1\" ref=\"y\"/></division>\n"
        "<division id=\"d1\" name=\"Arrière-garde\"/></roster>\n";
    Report report;
    CHECK_FALSE(parse_roster(text, "r.roster.xml", report));
    REQUIRE(report.diagnostics().size() == 2);
    CHECK(to_string(*report.diagnostics()[0].location) == "r.roster.xml:3:19");
    CHECK(to_string(*report.diagnostics()[1].location) == "r.roster.xml:4:11");
}

TEST_CASE("bestiary: thousands of creatures are each found, a second definition is refused, typos get near ids") {
    const TempFolder folder{"linear-bestiary"};
    const auto file = folder / "muster-linear-bestiary.xml";
    {
        std::ofstream out(file);
        out << "<wfb3-bestiary>\n";
        for (int i = 0; i < 3000; ++i) out << "  <creature id=\"beast-" << i << "\" name=\"Beast " << i << "\" base=\"" << 3 + i % 40 << "\"/>\n";
        out << "  <creature id=\"beast-7\" name=\"Again\" base=\"1\"/>\n"
               "  <creature id=\"human\" name=\"Human again\" base=\"1\"/>\n"
               "</wfb3-bestiary>\n";
    }
    wfb3::PointsRules rules = bundled<wfb3::PointsRules>();
    Report report;
    CHECK_FALSE(wfb3::load_bestiary(file, rules, report));
    std::filesystem::remove(file);
    REQUIRE(report.diagnostics().size() == 2);
    CHECK(to_string(*report.diagnostics()[0].location).find(":3002:") != std::string::npos);
    CHECK(report.diagnostics()[0].message.find("creature 'beast-7' is already defined in") != std::string::npos);
    CHECK(report.diagnostics()[1].message.find("creature 'human' is already defined in") != std::string::npos);
    REQUIRE(rules.creature("beast-2999"));
    CHECK(rules.creature("beast-2999")->base == doctest::Approx(3 + 2999 % 40));
    CHECK(rules.creature("beast-7")->name.en == "Beast 7");  // the first definition stands
    CHECK(rules.creature("human")->name.en == "Human");
    CHECK(wfb3::trooper_cost(rules, {"beast-42", {"shield"}, "", "", 0}).total == doctest::Approx(5 + 1));
    CHECK_THROWS_WITH_AS(wfb3::trooper_cost(rules, {"beast-12x", {}, "", "", 0}),
                         doctest::Contains("no creature 'beast-12x' in the bestiary (did you mean 'beast-12'?)"), Error);
    CHECK_THROWS_WITH_AS(wfb3::trooper_cost(rules, {"ogrre", {}, "", "", 0}), doctest::Contains("did you mean 'ogre'?"), Error);
    // A creature added by hand, past the loaders, is still found.
    rules.creatures.push_back({"hand-made", LocalisedName{"Hand-made", {}}, 9, false, false, false, "test"});
    REQUIRE(rules.creature("hand-made"));
    CHECK(rules.creature("hand-made")->base == 9);
}

namespace {

// near_matches as it was written before the look-ups were bounded: every candidate compared.
std::vector<std::string> every_candidate_compared(const std::string& typed, const std::vector<std::string>& candidates) {
    const std::string key = search_key(typed);
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const std::string& candidate : candidates) {
        std::size_t distance = edit_distance(typed, candidate);
        if (!key.empty() && search_key(candidate).find(key) != std::string::npos) distance = std::min<std::size_t>(distance, 1);
        if (distance <= (key.size() <= 3 ? 1 : std::max<std::size_t>(3, key.size() / 3))) scored.emplace_back(distance, candidate);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> best;
    for (std::size_t i = 0; i < scored.size() && i < 3; ++i) best.push_back(scored[i].second);
    return best;
}

}  // namespace

TEST_CASE("suggestions: among thousands of ids a typo gets the same near ids as when every id is compared") {
    std::vector<std::string> ids = {"mounted-knights", "Arbalétriers génois", "pavisiers"};
    for (int i = 0; i < 5000; ++i) ids.push_back("unit-" + std::to_string(i));
    const NearMatcher matcher(ids);
    for (const std::string typed : {"unit-42x", "unit-7", "knights", "mounted-knigts", "arbaletriers genois", "pavisier", "zzzzzzzz", "un", ""}) {
        CAPTURE(typed);
        CHECK(matcher.near(typed) == every_candidate_compared(typed, ids));
    }
    CHECK(matcher.near("unit-42x") == std::vector<std::string>{"unit-42", "unit-420", "unit-421"});
    CHECK(matcher.near("knights") == std::vector<std::string>{"mounted-knights"});
    CHECK(near_matches("knigt", {"knight", "foot-knight", "archer"}) == std::vector<std::string>{"knight"});
}

TEST_CASE("suggestions: a roster's unknown units each get a fix, and suggestions stop after 100 distinct names") {
    const ListLibrary lists = test_library("");
    std::vector<std::string> refs(50, "knigt");        // the same typo fifty times: the same fix each time
    for (std::size_t at = 0; refs.size() < 200; ++at)  // then 150 different one-letter slips of "foot-knight"
        for (char letter = 'a'; letter <= 'z' && refs.size() < 200; ++letter) {
            std::string slip = "foot-knight";
            if (slip[at] == letter) continue;
            slip[at] = letter;
            refs.push_back(slip);
        }
    const Roster roster = test_roster({refs}, 1e6);
    const RosterVerdict verdict = validate_roster(roster, lists);
    std::vector<const Diagnostic*> unknown;
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.rule_id == "roster.unknown-unit") unknown.push_back(&d);
    REQUIRE(unknown.size() == 200);
    for (std::size_t i = 0; i < 50; ++i) CHECK(unknown[i]->fix == "replace it with 'knight', or remove it");
    // The slips are the 2nd to 151st distinct names: the first 99 of them get their suggestion.
    for (std::size_t i = 50; i < 200; ++i) {
        CAPTURE(refs[i]);
        CHECK(unknown[i]->fix == (i < 50 + 99 ? "replace it with 'foot-knight', or remove it" : "replace it with a unit of the list, or remove it"));
    }
}

TEST_CASE("printing: each finding names its units by label, list name or the reference written") {
    const ListLibrary lists = test_library("");
    Roster roster = test_roster({{"knight", "hand-gunners"}, {"zz-unit", "archer"}}, 1e6);
    roster.divisions[0].units[1].label = "Les Bombardiers";
    const RosterVerdict verdict = validate_roster(roster, lists);
    const std::string printed = format_verdict(roster, verdict, "army.roster.xml");
    CHECK(printed.find("'hand-gunners'") != std::string::npos);
    // By name alone: the roster's ids are for --explain and --json (issue 28).
    CHECK(printed.find("    units: Les Bombardiers\n") != std::string::npos);
    CHECK(printed.find("    units: zz-unit\n") != std::string::npos);
}

TEST_CASE("roster add: many units at once get consecutive fresh ids, and one unknown unit adds none") {
    const ListLibrary lists = test_library("");
    const Faction& faction = *lists.faction("test-f");
    Roster roster = test_roster({{"knight"}, {"archer"}}, 1e6);
    roster.divisions[0].units[0].id = "u40";  // ids need not be dense: new ones follow the highest
    std::vector<std::string> refs;
    for (int i = 0; i < 3000; ++i) refs.push_back(i % 2 ? "archer" : "knight");
    const std::vector<std::string> ids = add_units(roster, faction, roster.divisions[1].id, refs, {});
    REQUIRE(ids.size() == 3000);
    CHECK(ids.front() == "u41");
    CHECK(ids.back() == "u3040");
    CHECK(roster.divisions[1].units.size() == 3001);
    CHECK(roster.divisions[1].units.back().unit_ref == "archer");
    CHECK(add_unit(roster, faction, roster.divisions[0].id, "gun") == "u3041");

    const Roster before = roster;
    CHECK_THROWS_WITH_AS(add_units(roster, faction, roster.divisions[0].id, {"knight", "knigt", "archer"}),
                         doctest::Contains("no unit 'knigt' (did you mean 'knight'"), Error);
    CHECK(roster == before);
    CHECK_THROWS_WITH_AS(add_units(roster, faction, roster.divisions[0].id, {"archer", "knight"}, {"pavise"}), doctest::Contains("has no option 'pavise'"),
                         Error);
    CHECK(roster == before);
}

TEST_CASE("ids: every repeat is caught among 100,000 ids, however often the table grows") {
    IdSet ids;
    int added = 0, repeats = 0;
    for (int i = 0; i < 100000; ++i) added += ids.insert("u" + std::to_string(i));
    CHECK(added == 100000);
    for (int i = 0; i < 100000; i += 7) repeats += !ids.insert("u" + std::to_string(i));
    CHECK(repeats == 14286);
    CHECK(ids.insert("u100000"));
    CHECK(ids.insert(""));
    CHECK_FALSE(ids.insert(""));
    CHECK(ids.size() == 100002);
}

}  // namespace linear_time_test
