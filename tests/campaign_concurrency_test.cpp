// Two programs writing one campaign at once: every action lands, no update is lost.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "muster/campaign/campaign.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "campaign_test_fixtures.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "forked_programs.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_concurrency_test {

namespace {

constexpr int actions_per_program = 200;
constexpr int programs = 2;
// A siege lasts at most 120 months (the inputs' bound), so fewer months are advanced than battles recorded.
constexpr int months_per_program = 50;

}  // namespace

TEST_CASE("campaign concurrency: two programs recording battles and advancing months at once lose nothing") {
    const fs::path dir = campaign_scratch("concurrency");
    const fs::path file = dir / "busy-evening.muster-campaign";
    const Faction& french = *bundled_lists().faction("hyw-french");
    Roster roster = new_roster(french, 100000, "Ost");
    const std::string division = add_division(roster, "", true);
    std::vector<std::string> units;
    for (int i = 0; i < programs * actions_per_program + 10; ++i) units.push_back(add_unit(roster, french, division, "mounted-knights"));
    std::int64_t ost = 0, host = 0;
    {
        Campaign c = Campaign::create(file, "Busy evening", "hail-caesar-hyw", "", "test");
        ost = c.add_army(c.add_player("Élise", "test"), "Ost", "hyw-french", "test");
        host = c.add_army(c.add_player("Henry", "test"), "Host", "hyw-english", "test");
        c.save_roster_version(ost, roster, bundled_lists(), "", "test");
        SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 600, "Long siege");
        plan.duration.months = 120;
        plan.months_agreement = "a long evening of many programs";  // more than the table's 24 months needs it
        c.start_siege("Long siege", host, ost, siege_plan_to_xml(plan), "test");
    }

    // Each program loses its own units, one per battle: every loss must stay lost.
    const auto battles = run_forked(programs, [&](int program) {
        Campaign c = Campaign::open(file);
        for (int i = 0; i < actions_per_program; ++i) {
            BattleInput battle;
            battle.scenario = "p" + std::to_string(program) + "-b" + std::to_string(i);
            battle.army_a = ost;
            battle.army_b = host;
            battle.victory_a.surviving_points = 100;
            battle.victory_b.surviving_points = 500;
            battle.units_lost_a = {units[static_cast<std::size_t>(program * actions_per_program + i)]};
            c.record_battle(battle, bundled<VictoryTable>(), bundled_lists(), "p" + std::to_string(program));
        }
    });
    CHECK_MESSAGE(battles.empty(), (battles.empty() ? std::string() : battles.front()));

    const auto months = run_forked(programs, [&](int program) {
        Campaign c = Campaign::open(file);
        for (int i = 0; i < months_per_program; ++i) c.advance_month("p" + std::to_string(program));
    });
    CHECK_MESSAGE(months.empty(), (months.empty() ? std::string() : months.front()));

    Campaign c = Campaign::open(file);
    std::set<std::string> scenarios;
    for (const BattleRecord& b : c.battles()) scenarios.insert(b.scenario);
    CHECK(scenarios.size() == programs * actions_per_program);
    CHECK(c.history(ost).size() == 1 + programs * actions_per_program);
    Report report;
    const std::optional<Roster> latest = parse_roster(c.roster_version(ost).roster_xml, "latest", report);
    REQUIRE(latest);
    int came_back = 0;
    for (int i = 0; i < programs * actions_per_program; ++i)
        if (latest->find_entry(units[static_cast<std::size_t>(i)]).second) ++came_back;
    CHECK_MESSAGE(came_back == 0, came_back << " lost units came back");
    CHECK(latest->unit_count() == 10);

    CHECK(c.info().current_month == 1 + programs * months_per_program);
    CHECK(c.sieges().at(0).months_elapsed == programs * months_per_program);
    fs::remove_all(dir);
}

}  // namespace campaign_concurrency_test
