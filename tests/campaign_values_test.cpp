// Numbers in a campaign file are range-checked when read; advancing is bounded by the rules.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "campaign_test_fixtures.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_values_test {

namespace {

// A campaign with two armies, a siege and a battle, then `sql` run on it.
fs::path campaign_with(const std::string& name, const std::string& sql) {
    const fs::path file = campaign_scratch("values-" + name) / "c.muster-campaign";
    make_two_army_campaign(file);
    {
        Campaign c = Campaign::open(file);
        SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, "Harfleur");
        plan.duration.months = 12;
        c.start_siege("Harfleur", c.army("Host").id, c.army("Ost").id, siege_plan_to_xml(plan), "test");
        BattleInput battle;
        battle.army_a = c.army("Ost").id;
        battle.army_b = c.army("Host").id;
        battle.victory_a.surviving_points = 100;
        c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "test");
    }
    if (!sql.empty()) run_raw_sql(file, sql);
    return file;
}

}  // namespace

TEST_CASE("campaign values: an absurd current month in the file is refused clearly, nothing written") {
    const fs::path file = campaign_with("month", "UPDATE campaign SET current_month = 1e308");
    const std::string before = file_bytes(file);
    const char* message = "the campaign file holds an impossible current month: 1e+308; expected a whole number from 1 to 12000";
    for (const char* command : {"show", "advance", "add-player Zoé"}) {
        const CommandResult r = campaign_cli("campaign -f " + file.string() + " " + command);
        CHECK(r.status == 2);
        CHECK(r.output.find(message) != std::string::npos);
    }
    Campaign c = Campaign::open(file);
    CHECK_THROWS_WITH_AS(c.info(), doctest::Contains(message), Error);
    CHECK_THROWS_WITH_AS(c.advance_month("test"), doctest::Contains(message), Error);
    CHECK(file_bytes(file) == before);
}

TEST_CASE("campaign values: every number read from the file is checked before use") {
    const struct {
        const char* sql;
        const char* command;
        const char* message;
    } cases[] = {
        {"UPDATE roster_version SET version = 1e10", "history Ost", "impossible roster version: 10000000000; expected a whole number from 1 to 1000000"},
        {"UPDATE roster_version SET points = 1e300", "history Ost", "impossible number of points: 1e+300; expected a number from 0 to 1000000000"},
        {"UPDATE roster_version SET list_revision = -1", "--json campaign -f FILE history Host", "impossible list revision: -1"},
        {"UPDATE siege SET months_elapsed = -7", "show", "impossible number of months elapsed: -7; expected a whole number from 0 to 1000"},
        {"UPDATE siege SET started_month = 0", "export OUT", "impossible starting month: 0"},
        {"UPDATE battle SET vp_a = 'lots'", "export OUT", "impossible number of victory points: a text"},
        {"UPDATE battle SET month = 99999999999", "export OUT", "impossible battle month: 99999999999"},
        {"UPDATE event SET month = -2", "log", "impossible month of a log entry: -2"},
        {"UPDATE battle SET army_a = 'x'", "export OUT", "impossible record id: a text"},
        {"UPDATE roster_version SET legal = 7", "history Ost", "impossible legality flag: 7; expected a whole number from 0 to 1"},
    };
    for (const auto& c : cases) {
        const std::string command = c.command;
        CAPTURE(command);
        const fs::path file = campaign_with("each", c.sql);
        const std::string before = file_bytes(file);
        std::string line = command.rfind("--json", 0) == 0 ? command : "campaign -f FILE " + command;
        // OUT follows FILE in each command: put in last first, so that neither is looked for in a
        // path already put in (a temporary folder's random name can hold "OUT").
        if (const std::size_t out = line.find("OUT"); out != std::string::npos) line.replace(out, 3, (file.parent_path() / "out.json").string());
        line.replace(line.find("FILE"), 4, file.string());
        const CommandResult r = campaign_cli(line);
        CHECK(r.status == 2);
        CHECK_MESSAGE(r.output.find(c.message) != std::string::npos, r.output);
        CHECK(file_bytes(file) == before);
    }
}

TEST_CASE("campaign values: advance moves 1 to 24 months at a time and never past the last month") {
    const fs::path file = campaign_with("advance", "");
    const std::string c = "campaign -f " + file.string() + " advance";
    const std::string before = file_bytes(file);
    for (const char* months : {"1000000000000", "0", "-1", "1e308", "abc", "25"}) {
        CAPTURE(months);
        const CommandResult r = campaign_cli(c + " --months " + months);
        CHECK(r.status == 2);
        CHECK(r.output.find("the campaign advances 1 to 24 months at a time (the longest siege the rules roll)") != std::string::npos);
    }
    CHECK(file_bytes(file) == before);
    const CommandResult three = campaign_cli(c + " --months 3");
    CHECK_MESSAGE(three.status == 0, three.output);
    CHECK(three.output.find("Month 4 begins") != std::string::npos);
    CHECK(three.output.find("Harfleur, month 3 of 12") != std::string::npos);
    {
        Campaign campaign = Campaign::open(file);
        CHECK(campaign.info().current_month == 4);
        CHECK(campaign.sieges().at(0).months_elapsed == 3);
        CHECK_THROWS_WITH_AS(campaign.advance_months(25, "test"), doctest::Contains("1 to 24 months at a time"), Error);
    }
    run_raw_sql(file, "UPDATE campaign SET current_month = 11999");
    const CommandResult end = campaign_cli(c + " --months 2");
    CHECK(end.status == 2);
    CHECK(end.output.find("month 12000 is the last a campaign may reach; it is month 11999") != std::string::npos);
}

TEST_CASE("campaign values: show counts the battles without reading each one") {
    // Battles whose rows could not be read: show counts them all the same, export refuses them.
    const fs::path file = campaign_with("count",
                                        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) "
                                        "INSERT INTO battle (month, scenario, army_a, army_b, result, vp_a, vp_b, "
                                        "details_json, recorded_at) SELECT 1, 's', 1, 2, 'draw', 'lots', 0, '{}', 'x' FROM n;");
    const CommandResult shown = run_command(cli() + " --json campaign -f " + file.string() + " show");
    REQUIRE_MESSAGE(shown.status == 0, shown.output);
    CHECK(nlohmann::json::parse(shown.output)["battles"] == 2001);
    CHECK(Campaign::open(file).battle_count() == 2001);
    CHECK(campaign_cli("campaign -f " + file.string() + " export " + (file.parent_path() / "x.json").string()).status == 2);
}

}  // namespace campaign_values_test
