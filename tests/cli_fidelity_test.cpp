// Issue 15, the command line a user meets first: the README's own roster example works, options
// attach to the unit they belong to, 'roster show' lists what a roster holds with its points,
// and a duplicated option is flagged and counted once.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace cli_fidelity_test {

namespace {

fs::path scratch(const std::string& name) {
    static const TempFolder dir{"cli-fidelity"};
    const fs::path path = dir / name;
    fs::remove(path);
    return path;
}

CommandResult run_cli(const std::string& arguments) { return run_command(cli() + " " + arguments + " 2>&1"); }
nlohmann::json json_of(const std::string& arguments) { return nlohmann::json::parse(run_command(cli() + " --json " + arguments).output); }

// The units of a 'roster show --json', in roster order: unit ref and options.
std::vector<std::pair<std::string, std::vector<std::string>>> units_of(const std::string& file) {
    std::vector<std::pair<std::string, std::vector<std::string>>> units;
    const nlohmann::json shown = json_of("roster show " + file);
    for (const auto& division : shown["divisions"])
        for (const auto& unit : division["entries"]) units.emplace_back(unit["unit"].get<std::string>(), unit["options"].get<std::vector<std::string>>());
    return units;
}

using Units = std::vector<std::pair<std::string, std::vector<std::string>>>;

std::string new_french(const std::string& name) {
    const std::string f = scratch(name).string();
    REQUIRE(run_cli("roster new " + f + " --faction hyw-french --points 1000 --name Azincourt").status == 0);
    return f;
}

}  // namespace

TEST_CASE("cli: the README's roster example works — -o attaches to the unit named before it") {
    const std::string f = new_french("readme.roster.xml");
    const CommandResult r = run_cli("roster add " + f + " mounted-knights mounted-knights dismounted-knights crossbowmen -o pavise");
    CHECK_MESSAGE(r.status == 0, r.output);
    CHECK(units_of(f) == Units{{"mounted-knights", {}}, {"mounted-knights", {}}, {"dismounted-knights", {}}, {"crossbowmen", {"pavise"}}});
}

TEST_CASE("cli: options attach to their unit as unit:option, or with -o right after the unit") {
    const std::string f = new_french("attach.roster.xml");
    CHECK(run_cli("roster add " + f + " crossbowmen:pavise mounted-knights crossbowmen -o pavise crossbowmen").status == 0);
    CHECK(units_of(f) == Units{{"crossbowmen", {"pavise"}}, {"mounted-knights", {}}, {"crossbowmen", {"pavise"}}, {"crossbowmen", {}}});
    const CommandResult wrong = run_cli("roster add " + f + " crossbowmen mounted-knights -o pavise");
    CHECK(wrong.status == 2);
    CHECK(wrong.output.find("Mounted knights has no option 'pavise'") != std::string::npos);
    CHECK(wrong.output.find("crossbowmen:pavise") != std::string::npos);  // the message shows how to attach it
    const CommandResult first = run_cli("roster add " + f + " -o pavise crossbowmen");
    CHECK(first.status == 2);
    CHECK(first.output.find("before any unit") != std::string::npos);
    CHECK(units_of(f).size() == 4);  // a refused command changes nothing
}

TEST_CASE("cli: roster show lists divisions and units with ids, options and points, in text and JSON") {
    const std::string f = new_french("show.roster.xml");
    REQUIRE(run_cli("roster add " + f + " mounted-knights crossbowmen:pavise").status == 0);
    REQUIRE(run_cli("roster add-division " + f + " --name Bataille").status == 0);
    REQUIRE(run_cli("roster add " + f + " dismounted-knights").status == 0);
    const CommandResult text = run_cli("roster show " + f);
    CHECK(text.status == 1);  // shown, and not legal yet: the exit code is validate's
    for (const char* part :
         {"d1", "u1", "Mounted knights", "32 pts", "u2", "Crossbowmen", "+ Pavise", "20 pts", "d2", "Bataille", "u3", "Dismounted knights", "36 pts"})
        CHECK_MESSAGE(text.output.find(part) != std::string::npos, part);
    const nlohmann::json j = json_of("roster show " + f);
    REQUIRE(j["divisions"].size() == 2);
    CHECK(j["divisions"][0]["entries"][1]["id"] == "u2");
    CHECK(j["divisions"][0]["entries"][1]["points"] == 20);
    CHECK(j["divisions"][0]["entries"][1]["options"] == nlohmann::json::array({"pavise"}));
    CHECK(j["divisions"][1]["entries"][0]["points"] == 36);
    // validate --json carries the same per-unit points
    const nlohmann::json v = json_of("validate " + f);
    CHECK(v["results"][0]["divisions"][0]["entries"][1]["points"] == 20);
}

TEST_CASE("cli: a duplicated option is flagged and counted once") {
    const fs::path file = scratch("twice.roster.xml");
    std::ofstream(file) << R"(<?xml version="1.0" encoding="UTF-8"?>
<roster format="1" name="Twice" system="hail-caesar-hyw" faction="hyw-french" list-revision="2" points-limit="1000">
  <division id="d1" name="Avant-garde" commander="true">
    <unit id="u1" ref="crossbowmen"><option ref="pavise"/><option ref="pavise"/></unit>
  </division>
</roster>
)";
    const nlohmann::json v = json_of("validate " + file.string());
    const nlohmann::json& result = v["results"][0];
    CHECK(result["points"] == 20);  // 18 + 2 once
    bool flagged = false;
    for (const auto& m : result["messages"]) flagged = flagged || m["rule"] == "roster.duplicate-option";
    CHECK(flagged);
}

}  // namespace cli_fidelity_test
