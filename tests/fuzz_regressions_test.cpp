// Inputs the fuzz targets (tests/fuzz) once crashed on, each loaded through the same path as its
// target: the user now gets a clear answer instead. The inputs are in tests/fuzz/crashes/<target>/.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "muster/campaign/campaign.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

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
    const fs::path dir = fs::temp_directory_path() / "muster-fuzz-regressions";
    fs::create_directories(dir);
    const fs::path file = dir / name;
    for (const auto& entry : fs::directory_iterator(dir))  // the file, its journal and its upgrade backups
        if (entry.path().filename().string().rfind(name, 0) == 0) fs::remove(entry.path());
    return file;
}

}  // namespace

TEST_CASE("fuzz regressions: a roster version of 1e300 points reads as 1e+300 in the history, not as a wrapped integer") {
    const fs::path file = scratch_campaign("points-1e300.muster-campaign");
    Campaign campaign = Campaign::import_json(file, nlohmann::json::parse(crash_input("campaign_import", "points-1e300.json")));
    const auto history = campaign.history(campaign.army("Ost de France").id);
    REQUIRE_FALSE(history.empty());
    CHECK(format_points(history.front().points) == "1e+300");
    CHECK(format_points(-1e300) == "-1e+300");
    CHECK(format_points(1e15) == "1e+15");
    CHECK(format_points(123456789012.0) == "123,456,789,012");
}

TEST_CASE("fuzz regressions: a section s2147483647 does not make the next section's number wrap") {
    Report report;
    std::optional<SiegePlan> plan = parse_siege_plan(crash_input("siege_plan", "section-s2147483647.siege.xml"), "wrap.siege.xml", report);
    REQUIRE(plan);
    const std::string added = add_section(*plan, bundled_siege_kit(), "wall", 10, 2, 1);
    CHECK(added == "s1");
    CHECK(add_section(*plan, bundled_siege_kit(), "tower", 10, 2, 1) == "s2");
    CHECK(plan->sections.front().id == "s2147483647");
}

TEST_CASE("fuzz regressions: a unit u2147483647 does not make the next unit's number wrap") {
    Report report;
    const std::optional<Roster> roster = parse_roster(crash_input("roster", "unit-u2147483647.roster.xml"), "wrap.roster.xml", report);
    REQUIRE(roster);
    CHECK(roster->next_id("u") == "u1");
    CHECK(roster->next_id("d") == "d1");
}

TEST_CASE("fuzz regressions: a roster version whose saved verdict is not JSON gets a clear refusal on comparing") {
    for (const char* input : {"verdict-not-json.json", "verdict-messages-not-objects.json"}) {
        CAPTURE(input);
        const fs::path file = scratch_campaign("verdict.muster-campaign");
        Campaign campaign = Campaign::import_json(file, nlohmann::json::parse(crash_input("campaign_import", input)));
        const RosterVersionRecord damaged = campaign.history(campaign.army("Ost de France").id).front();
        CHECK_THROWS_WITH_AS(Campaign::compare_with_current_lists(damaged, bundled_lists()),
                             "the verdict saved with roster version 1 cannot be read; the campaign file was changed outside Muster",
                             Error);
    }
}

TEST_CASE("fuzz regressions: a unit limit per point of a 1e9-point army asks for its true number of units") {
    const std::vector<std::string> parts = parts_of(crash_input("faction", "unit-limit-per-point-of-1e9.bin"));
    REQUIRE(parts.size() == 3);
    Report report;
    ListLibrary library;
    std::optional<GameSystem> system = parse_game_system(parts[0], "system.xml", report);
    REQUIRE(system);
    library.add(std::move(*system));
    std::optional<Faction> faction = parse_faction(parts[1], "faction.xml", library, report);
    REQUIRE(faction);
    library.add(std::move(*faction));
    const std::optional<Roster> roster = parse_roster(parts[2], "roster.xml", report);
    REQUIRE(roster);
    const RosterVerdict verdict = validate_roster(*roster, library);
    const Diagnostic& limit = finding(verdict, "ul");
    CHECK(limit.message.find("requires at least 100,000,000,000,000 (100000 per 1 pts") != std::string::npos);
    CHECK(limit.allowed == doctest::Approx(1e14));
    CHECK(limit.fix == "add 99,999,999,999,997 H units");
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
