// muster-cli siege: a whole siege planned from the shell.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace siege_cli_test {

namespace {
CommandResult siege(const std::string& arguments) { return run_command(cli() + " siege " + arguments + " 2>&1"); }
nlohmann::json siege_json(const std::string& arguments) {
    std::string command = cli();
    command.append(" --json siege ").append(arguments);
    return nlohmann::json::parse(run_command(command).output);
}
}  // namespace

TEST_CASE("siege cli: the seed's worked example planned step by step gives 15 EM, 775 pts and 2225 left") {
    const TempFolder folder{"siege-cli"};
    const fs::path file = folder / "muster-siege-cli.siege.xml";
    fs::remove(file);
    const std::string f = file.string();
    CHECK(siege("new " + f + " --defender-points 2000 -n Orléans").status == 0);
    CHECK(siege("set " + f + " --months 5").status == 0);
    for (const char* buy : {"siege-tower 4", "trenches 600", "mine 1", "ram 4", "bombard 2", "ladders 30"}) CHECK(siege("buy " + f + " " + buy).status == 0);
    CHECK(siege("show " + f).status == 1);  // bombards without gunpowder in the list
    CHECK(siege("set " + f + " --gunpowder-override \"agreed: the list has heavy cannon\"").status == 0);
    const CommandResult shown = siege("show " + f);
    CHECK(shown.status == 0);
    CHECK(shown.output.find("Engineer-months: 15 used of 15") != std::string::npos);
    CHECK(shown.output.find("2,225 pts left for troops") != std::string::npos);
    CHECK(shown.output.find("Mine (3/3)") != std::string::npos);
    const nlohmann::json j = siege_json("show " + f)["results"][0];
    CHECK(j["engineer_months"]["used"] == 15);
    CHECK(j["attacker"]["siege_points"] == 775);
    CHECK(j["attacker"]["troop_points"] == 2225);
    CHECK(j["schedule"]["grid"].size() == 5);
    CHECK(siege("buy " + f + " ram 1").status == 0);
    const CommandResult over = siege("show " + f);
    CHECK(over.status == 1);
    CHECK(over.output.find("fix: buy 1 more engineer (50 pts)") != std::string::npos);
    CHECK(siege("sell " + f + " ram 1").status == 0);
    CHECK(siege("buy " + f + " siege-towr 1").output.find("did you mean 'siege-tower'") != std::string::npos);
}

TEST_CASE("siege cli: rolling with a seed is reproducible and recorded, fortifications are rolled or entered") {
    const TempFolder folder{"siege-roll"};
    const fs::path file = folder / "muster-siege-roll.siege.xml";
    fs::remove(file);
    const std::string f = file.string();
    CHECK(siege("new " + f + " --defender-points 1000").status == 0);
    const CommandResult first = siege("roll " + f + " --seed 2024");
    const CommandResult second = siege("roll " + f + " --seed 2024");
    CHECK(first.status == 0);
    CHECK(first.output.substr(0, first.output.find('\n')) == second.output.substr(0, second.output.find('\n')));
    CHECK(siege("fortify " + f + " --kind gate --length 40").status == 0);
    CHECK(siege("fortify " + f + " --kind wall --length 40 --structure 4").status == 0);
    CHECK(siege("buy " + f + " barricade 1").status == 0);
    const nlohmann::json j = siege_json("show " + f)["results"][0];
    CHECK(j["fortifications"]["sections"][0]["structure"] == 5);
    CHECK(j["fortifications"]["sections"][1]["structure"] == 4);
    CHECK(j["defender"]["defence_points"] == 10);
}

TEST_CASE("siege cli: an unreadable plan exits 2 with file:line:column") {
    const TempFolder folder{"broken"};
    const fs::path file = folder / "muster-broken.siege.xml";
    std::ofstream(file) << "<siege-plan kit=\"warmaster-medieval-siege\">\n  <defender points=\"x\"/>\n</siege-plan>\n";
    const CommandResult r = siege("show " + file.string());
    CHECK(r.status == 2);
    CHECK(r.output.find(file.string() + ":2:13: error: points=\"x\" of <defender> is not a number") != std::string::npos);
}

TEST_CASE("siege cli: more months than the table's 24 need the players' recorded agreement (000:37-41)") {
    const TempFolder folder{"siege-months"};
    const fs::path file = folder / "muster-siege-months.siege.xml";
    fs::remove(file);
    const std::string f = file.string();
    CHECK(siege("new " + f + " --defender-points 1000").status == 0);
    CHECK(siege("set " + f + " --months 30").status == 0);
    const CommandResult refused = siege("show " + f);
    CHECK(refused.status == 1);
    CHECK(refused.output.find("the duration table gives at most 24") != std::string::npos);
    CHECK(siege("set " + f + " --months-agreement \"our campaign's siege of Rhodes\"").status == 0);
    const CommandResult agreed = siege("show " + f);
    CHECK(agreed.status == 0);
    CHECK(agreed.output.find("by the players' agreement: our campaign's siege of Rhodes") != std::string::npos);
}

}  // namespace siege_cli_test
