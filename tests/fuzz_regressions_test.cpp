// Inputs the fuzz targets (tests/fuzz) once crashed on, each loaded through the same path as its
// target: the user now gets a clear answer instead. The inputs are in tests/fuzz/crashes/<target>/.
#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "muster/campaign/campaign.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/text/numbers.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace fuzz_regressions_test {

namespace {

std::string crash_input(const std::string& target, const std::string& name) {
    std::ifstream in(source_path("tests/fuzz/crashes/" + target + "/" + name), std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The input of a multi-file target cut at its NUL bytes, as tests/fuzz/fuzz_input.hpp does.
std::vector<std::string> parts_of(const std::string& input) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t nul = input.find('\0'); nul != std::string::npos; nul = input.find('\0', start)) {
        parts.push_back(input.substr(start, nul - start));
        start = nul + 1;
    }
    parts.push_back(input.substr(start));
    return parts;
}

fs::path scratch_campaign(const std::string& name) {
    static const TempFolder scratch{"fuzz-regressions"};
    const fs::path& dir = scratch.path();
    const fs::path file = dir / name;
    for (const auto& entry : fs::directory_iterator(dir))  // the file, its journal and its upgrade backups
        if (entry.path().filename().string().rfind(name, 0) == 0) fs::remove(entry.path());
    return file;
}

}  // namespace

TEST_CASE("fuzz regressions: a campaign export of 1e300 points is refused at import, and such a figure prints as 1e+300") {
    const fs::path file = scratch_campaign("points-1e300.muster-campaign");
    CHECK_THROWS_WITH_AS(Campaign::import_json(file, nlohmann::json::parse(crash_input("campaign_import", "points-1e300.json"))),
                         "in the export, /roster_versions/0/points is 1e+300; expected a number from 0 to 1000000000", Error);
    CHECK_FALSE(fs::exists(file));
    // A figure that large can still reach the printer from elsewhere: it is never a wrapped integer.
    CHECK(write_amount(1e300, Language::english) == "1e+300");
    CHECK(write_amount(-1e300, Language::english) == "-1e+300");
    CHECK(write_amount(1e15, Language::english) == "1e+15");
    CHECK(write_amount(123456789012.0, Language::english) == "123,456,789,012");
}

TEST_CASE("fuzz regressions: a section s2147483647 does not make the next section's number wrap") {
    Report report;
    std::optional<SiegePlan> plan = parse_siege_plan(crash_input("siege_plan", "section-s2147483647.siege.xml"), "wrap.siege.xml", report);
    REQUIRE(plan);
    const std::string added = add_section(*plan, bundled<SiegeKit>(), "wall", 10, 2, 1);
    CHECK(added == "s2147483648");  // counted on in a wider integer, as unit ids are
    CHECK(add_section(*plan, bundled<SiegeKit>(), "tower", 10, 2, 1) == "s2147483649");
    CHECK(plan->sections.front().id == "s2147483647");
}

TEST_CASE("fuzz regressions: a unit u2147483647 does not make the next unit's number wrap") {
    Report report;
    const std::optional<Roster> roster = parse_roster(crash_input("roster", "unit-u2147483647.roster.xml"), "wrap.roster.xml", report);
    REQUIRE(roster);
    CHECK(roster->next_id("u") == "u2147483648");
    CHECK(roster->next_id("d") == "d2147483648");
}

TEST_CASE("fuzz regressions: a roster version whose saved verdict is not JSON is refused at import, and on comparing") {
    for (const char* input : {"verdict-not-json.json", "verdict-messages-not-objects.json"}) {
        CAPTURE(input);
        const fs::path file = scratch_campaign("verdict.muster-campaign");
        const nlohmann::json damaged_export = nlohmann::json::parse(crash_input("campaign_import", input));
        CHECK_THROWS_WITH_AS(Campaign::import_json(file, damaged_export), "in the export, /roster_versions/0/verdict_json is not the JSON of a verdict", Error);
        CHECK_FALSE(fs::exists(file));

        // A file changed outside Muster can still hold such a verdict: comparing says so, never crashes.
        nlohmann::json repaired = damaged_export;
        repaired["roster_versions"][0]["verdict_json"] = R"({"legal":true,"strict":false,"messages":[]})";
        Campaign campaign = Campaign::import_json(file, repaired);
        RosterVersionRecord damaged = campaign.history(campaign.army("Ost de France").id).front();
        damaged.verdict_json = damaged_export["roster_versions"][0]["verdict_json"].get<std::string>();
        CHECK_THROWS_WITH_AS(Campaign::compare_with_current_lists(damaged, bundled_lists()), doctest::Contains("; the campaign file may be damaged"), Error);
        CHECK_THROWS_WITH_AS(Campaign::compare_with_current_lists(damaged, bundled_lists()), doctest::Contains("the verdict saved with roster version 1 "),
                             Error);
    }
}

TEST_CASE("fuzz regressions: a unit limit per point of the largest army asks for its true number of units") {
    std::vector<std::string> parts = parts_of(crash_input("faction", "unit-limit-per-point-of-1e9.bin"));
    REQUIRE(parts.size() == 3);
    Report report;
    ListLibrary library;
    std::optional<GameSystem> system = parse_game_system(parts[0], "system.xml", report);
    REQUIRE(system);
    library.add(std::move(*system));
    std::optional<Faction> faction = parse_faction(parts[1], "faction.xml", library, report);
    REQUIRE(faction);
    library.add(std::move(*faction));
    // A points limit of 1e9 is refused at the door now (at most 100,000 pts); the largest army allowed still
    // asks for ten thousand million units, a figure no int holds.
    Report refused;
    CHECK_FALSE(parse_roster(parts[2], "roster.xml", refused));
    REQUIRE(parts[2].find("points-limit=\"1e9\"") != std::string::npos);
    parts[2].replace(parts[2].find("points-limit=\"1e9\""), 18, "points-limit=\"100000\"");
    const std::optional<Roster> roster = parse_roster(parts[2], "roster.xml", report);
    REQUIRE(roster);
    const RosterVerdict verdict = validate_roster(*roster, library);
    const Diagnostic& limit = finding(verdict, "ul");
    CHECK(limit.message.find("requires at least 10,000,000,000 (") != std::string::npos);
    CHECK(limit.allowed == doctest::Approx(1e10));
    CHECK(limit.fix == "add 9,999,999,997 units of H");
}

TEST_CASE("fuzz regressions: a campaign file whose schema version reads as negative is refused as newer and left untouched") {
    const fs::path file = scratch_campaign("user-version-minus-1.muster-campaign");
    fs::copy_file(source_path("tests/fuzz/crashes/campaign_file/user-version-minus-1.muster-campaign"), file);
    const std::string before = crash_input("campaign_file", "user-version-minus-1.muster-campaign");
    CHECK_THROWS_WITH_AS(Campaign::open(file), doctest::Contains("was written by a newer Muster (campaign schema 4294967295"), Error);
    std::ifstream in(file, std::ios::binary);
    std::ostringstream after;
    after << in.rdbuf();
    CHECK(after.str() == before);
    CHECK_FALSE(fs::exists(file.string() + ".v-1.bak"));
}

}  // namespace fuzz_regressions_test
