// muster-cli campaign: from first muster to the fall of the city, from the shell.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "campaign_engines.hpp"
#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_cli_test {

CAMPAIGN_CASE("campaign cli: create, armies, rosters, siege, months, battle, history, log, export and import") {
    const fs::path dir = place.scratch();
    const std::string c = cli() + " campaign " + place.cli_option() + " --as Élise ";
    const std::string examples = source_path("lists/hail-caesar-hyw/examples/").string();
    auto run = [&](const std::string& args) {
        const CommandResult r = run_command(c + args + " 2>&1");
        CHECK_MESSAGE(r.status == 0, args, "\n", r.output);
        return r.output;
    };
    CHECK(run_command(cli() + " " + place.cli_create() + " -n \"Guerre de Cent Ans\"").status == 0);
    run("add-player Élise");
    run("add-player \"Henry d'Angleterre\"");
    run("add-army Ost -p Élise --faction hyw-french");
    run("add-army Host -p \"Henry d'Angleterre\" --faction hyw-english");
    CHECK(run_command(c + "add-army Other -p Élise --faction hyw-frnch 2>&1").output.find("did you mean") != std::string::npos);
    run("save-roster Ost " + examples + "french-legal.roster.xml");
    run("save-roster Host " + examples + "english-legal.roster.xml");
    run("start-siege " + source_path("lists/warmaster-medieval-siege/examples/orleans-1428.siege.xml").string() + " -n Orléans --attacker Host --defender Ost");
    std::string months;
    for (int i = 0; i < 5; ++i) months += run("advance");
    CHECK(months.find("Orléans, month 1 of 5: finished Siege tower 1/2") != std::string::npos);
    CHECK(months.find("the assault is due") != std::string::npos);
    const std::string battle = run("record-battle --army-a Ost --army-b Host --scenario Patay --result a --b-lost u1 u2");
    CHECK(battle.find("battle 1: a win, as the players decided") != std::string::npos);
    const nlohmann::json history = nlohmann::json::parse(run_command(cli() + " --json campaign " + place.cli_option() + " history Host").output);
    REQUIRE(history["versions"].size() == 2);
    CHECK(history["versions"][1]["points"] == 414);
    const std::string old_copy = (dir / "v1.roster.xml").string();
    run("history Host --version 1 -o " + old_copy);
    CHECK(run_command(cli() + " validate " + old_copy).status == 0);
    CHECK(run("history Host --version 1 --compare").find("against the current lists 474 pts, legal") != std::string::npos);
    const std::string log = run("log");
    CHECK(log.find(place.logged_actor("Élise") + ": Battle 1 (Patay): Ost against Host — Ost wins") != std::string::npos);
    const std::string exported = (dir / "export.json").string();
    run("export " + exported);
    const std::string copy = (dir / "copy.muster-campaign").string();
    CHECK(run_command(cli() + " campaign import " + exported + " " + copy).status == 0);
    const std::string again = (dir / "again.json").string();
    CHECK(run_command(cli() + " campaign -f " + copy + " export " + again).status == 0);
    std::ifstream a(exported), b(again);
    CHECK(std::string(std::istreambuf_iterator<char>(a), {}) == std::string(std::istreambuf_iterator<char>(b), {}));
    if (place.on_server()) return;
    const CommandResult not_campaign = run_command(cli() + " campaign -f " + exported + " show 2>&1");
    CHECK(not_campaign.status == 2);
    CHECK(not_campaign.output.find("not a Muster campaign file") != std::string::npos);
}

TEST_CASE("campaign cli: every bad input is refused with exit code 2 and a clear message, nothing written") {
    const TempFolder scratch{"campaign-cli-bad"};
    const fs::path& dir = scratch.path();
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string file = (dir / "c.muster-campaign").string();
    const std::string examples = source_path("lists/hail-caesar-hyw/examples/").string();
    const std::string c = "timeout 20 " + cli() + " campaign -f " + file + " ";
    REQUIRE(run_command(cli() + " campaign create " + file + " -n Test").status == 0);
    REQUIRE(run_command(c + "add-player Élise && " + c + "add-army Ost -p Élise --faction hyw-french && " + c + "add-player Henry && " + c +
                        "add-army Host -p Henry --faction hyw-english && " + c + "save-roster Ost " + examples + "french-legal.roster.xml")
                .status == 0);
    const std::string fifo = (dir / "plan.siege.xml").string();
    REQUIRE(run_command("mkfifo " + fifo).status == 0);
    std::ifstream in(file, std::ios::binary);
    const std::string before((std::istreambuf_iterator<char>(in)), {});
    const std::string battle = "record-battle --army-a Ost --army-b Host ";
    const struct {
        std::string arguments;
        const char* message;
    } cases[] = {
        {battle + "--a-points nan", "--a-points: 'nan' must be a number from 0 to 100,000"},
        {battle + "--b-points -5", "--b-points: '-5' must be a number from 0 to 100,000"},
        {battle + "--a-rallied 1e308", "--a-rallied: '1e308' must be a number from 0 to 100,000"},
        {battle + "--a hill=-2", "'hill=-2' must be AWARD or AWARD=COUNT with a whole COUNT from 0 to 1,000, e.g. hill=2"},
        {battle + "--a hill=2x", "'hill=2x' must be AWARD or AWARD=COUNT with a whole COUNT from 0 to 1,000, e.g. hill=2"},
        {battle + "--a hill=99999999999", "'hill=99999999999' must be AWARD or AWARD=COUNT with a whole COUNT from 0 to 1,000, e.g. hill=2"},
        {battle + "--b \"$(printf 'dragon\\033[2J')\"", "holds a control character (shown escaped)"},
        {"record-battle --army-a Ost --army-b Ost", "a battle needs two different armies"},
        {"history Ost --version -3", "a roster version is numbered from 1; -3 is not"},
        {"history Ost --version 99", "the army has no roster version 99"},
        {"start-siege " + fifo + " -n Siege --attacker Host --defender Ost", "this is a pipe (FIFO), not a file"},
        {"start-siege /dev/zero -n Siege --attacker Host --defender Ost", "this is a device, not a file"},
        {"add-army Other -p Nobody --faction hyw-french", "the campaign has no player 'Nobody'"},
        {"notes \"$(printf 'a\\033]0;x\\007')\"", "holds a control character (shown escaped)"},
        {"import " + (dir / "missing.json").string() + " " + (dir / "new.muster-campaign").string(), "cannot read"},
    };
    for (const auto& bad : cases) {
        CAPTURE(bad.arguments);
        const CommandResult r = run_command(c + bad.arguments + " 2>&1");
        CHECK(r.status == 2);
        CHECK(r.output.find(bad.message) != std::string::npos);
        CHECK(r.output.find('\x1b') == std::string::npos);
    }
    std::ifstream again(file, std::ios::binary);
    CHECK(std::string((std::istreambuf_iterator<char>(again)), {}) == before);

    const struct {
        std::string command;
        const char* message;
    } files[] = {
        {"campaign -f " + (dir / "absent.muster-campaign").string() + " show", "no such file"},
        {"campaign -f " + dir.string() + " show", "is not a regular file"},
        {"campaign -f /dev/zero show", "is not a regular file"},
        {"campaign create /proc/muster-nowhere/new.muster-campaign -n X",
         "cannot write /proc/muster-nowhere/new.muster-campaign: the folder /proc/muster-nowhere does not exist"},
    };
    for (const auto& bad : files) {
        CAPTURE(bad.command);
        const CommandResult r = run_command("timeout 20 " + cli() + " " + bad.command + " 2>&1");
        CHECK(r.status == 2);
        CHECK(r.output.find(bad.message) != std::string::npos);
    }
}

}  // namespace campaign_cli_test
