// muster-cli end to end: what a script or a tournament organiser sees.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace cli_test {

namespace {

std::string example(const std::string& name) { return source_path("lists/hail-caesar-hyw/examples/" + name).string(); }

fs::path scratch(const std::string& name) {
    static const TempFolder dir{"cli-test"};
    const fs::path path = dir / name;
    fs::remove(path);
    return path;
}

CommandResult run_cli(const std::string& arguments) { return run_command(cli() + " " + arguments + " 2>&1"); }
// Only what the command prints on stdout, for JSON.
CommandResult run_cli_stdout(const std::string& arguments) { return run_command(cli() + " " + arguments); }

}  // namespace

TEST_CASE("cli: lists shows the four Hail Caesar factions with revisions") {
    const CommandResult r = run_cli("lists");
    CHECK(r.status == 0);
    for (const char* id : {"hyw-french", "hyw-burgundian", "hyw-english", "hyw-free-companies"}) CHECK_MESSAGE(r.output.find(id) != std::string::npos, id);
    CHECK(r.output.find("revision") != std::string::npos);
    const nlohmann::json j = nlohmann::json::parse(run_cli_stdout("lists --json").output);
    CHECK(j["systems"][0]["factions"].size() == 4);
}

TEST_CASE("cli: show prints profiles, costs, options and rule texts with French names") {
    const CommandResult r = run_cli("show hyw-french");
    CHECK(r.status == 0);
    CHECK(r.output.find("Chevaliers montés") != std::string::npos);
    CHECK(r.output.find("option pavise") != std::string::npos);
    CHECK(r.output.find("Montjoie") != std::string::npos);
    const nlohmann::json j = nlohmann::json::parse(run_cli_stdout("show --json hyw-french").output);
    CHECK(j["units"].size() == 13);
    CHECK(run_cli("show frnch").output.find("did you mean") != std::string::npos);
}

TEST_CASE("cli: validate exit codes — 0 legal, 1 not legal, 2 unreadable — and a summary line") {
    CHECK(run_cli("validate " + example("french-legal.roster.xml")).status == 0);
    const CommandResult illegal = run_cli("validate " + example("french-too-few-knights.roster.xml"));
    CHECK(illegal.status == 1);
    CHECK(illegal.output.find("NOT LEGAL") != std::string::npos);
    CHECK(illegal.output.find("the French list requires at least 50.0 %") != std::string::npos);
    CHECK(illegal.output.find("fix: add at least") != std::string::npos);

    const fs::path broken = scratch("broken.roster.xml");
    std::ofstream(broken)
        << "<roster format=\"1\" system=\"hail-caesar-hyw\"\n  faction=\"hyw-french\" points-limit=\"1000\">\n<division id=\"d1\">\n</roster>\n";
    const CommandResult unreadable = run_cli("validate " + broken.string());
    CHECK(unreadable.status == 2);
    CHECK(unreadable.output.find(broken.string() + ":4:3: error: malformed XML") != std::string::npos);

    const CommandResult many = run_cli("validate " + example("french-legal.roster.xml") + " " + example("english-legal.roster.xml") + " " +
                                       example("french-too-few-knights.roster.xml"));
    CHECK(many.status == 1);
    CHECK(many.output.find("3 rosters: 2 legal, 1 not legal, 0 unreadable") != std::string::npos);
}

TEST_CASE("cli: validate --json gives legal, points, limit and each message's rule, severity, text and numbers") {
    const CommandResult r = run_cli_stdout("validate --json " + example("french-too-few-knights.roster.xml"));
    CHECK(r.status == 1);
    const nlohmann::json j = nlohmann::json::parse(r.output);
    const nlohmann::json& result = j["results"][0];
    CHECK(result["legal"] == false);
    CHECK(result["points"].get<double>() > 0);
    CHECK(result["limit"].get<double>() > 0);
    bool found = false;
    for (const auto& m : result["messages"])
        if (m["rule"] == "fr-knights") {
            found = true;
            CHECK(m["severity"] == "error");
            CHECK(m["allowed"].get<double>() == doctest::Approx(50));
            CHECK(m["actual"].get<double>() < 50);
            CHECK(m["measure"] == "%");
            CHECK(!m["entries"].empty());
        }
    CHECK(found);
    CHECK(j["summary"]["illegal"] == 1);
}

TEST_CASE("cli: a French army built step by step from the shell becomes legal") {
    const fs::path file = scratch("scripted.roster.xml");
    const std::string f = file.string();
    CHECK(run_cli("roster new " + f + " --faction hyw-french --points 600 --name \"Ost d'Azincourt\"").status == 0);
    CHECK(run_cli("roster new " + f + " --faction hyw-french --points 600").status == 2);  // no silent overwrite
    CHECK(run_cli("roster add " + f + " mounted-knights mounted-knights mounted-knights dismounted-knights").status == 0);
    CHECK(run_cli("roster add " + f + " crossbowmen -o pavise").status == 0);
    CHECK(run_cli("roster add-division " + f + " --name Bataille").status == 0);
    CHECK(run_cli("roster add " + f + " -d d2 mounted-knights dismounted-knights pavisiers peasants").status == 0);
    const CommandResult typo = run_cli("roster add " + f + " mounted-knigts");
    CHECK(typo.status == 2);
    CHECK(typo.output.find("did you mean 'mounted-knights'") != std::string::npos);
    // units 3×32 + 36 + 20 (crossbowmen with pavise) + 32 + 36 + 22 + 10, and 25 for the second general
    const CommandResult verdict = run_cli_stdout("validate --json " + f);
    const nlohmann::json j = nlohmann::json::parse(verdict.output);
    CHECK(j["results"][0]["points"].get<double>() == doctest::Approx(3 * 32 + 36 + 20 + 32 + 36 + 22 + 10 + 25));
    CHECK_MESSAGE(verdict.status == 0, verdict.output);
    CHECK(run_cli("roster set " + f + " --points 250").status == 0);  // 277 pts no longer fit
    CHECK(run_cli("validate " + f).status == 1);
    CHECK(run_cli("roster remove " + f + " u9").status == 0);
    CHECK(run_cli("roster remove " + f + " u99").status == 2);
}

TEST_CASE("cli: --help works for every command") {
    for (const char* command : {"", "lists", "show", "validate", "roster", "roster add"}) {
        const CommandResult r = run_cli(std::string(command) + " --help");
        CHECK_MESSAGE(r.status == 0, command);
        CHECK(r.output.find("Usage") != std::string::npos);
    }
}

}  // namespace cli_test
