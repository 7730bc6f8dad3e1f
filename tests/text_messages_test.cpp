// Every message in the player's language: findings carry their meaning (id, arguments, reading,
// fix) and are rendered in French or English, by the core and through muster-cli --lang.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "muster/report/diagnostic_text.hpp"
#include "muster/report/report_json.hpp"
#include "muster/rules/composition_rule.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace text_messages_test {

namespace {

const std::string nbsp = "\u00A0";

std::string example(const std::string& name) { return source_path("lists/hail-caesar-hyw/examples/" + name).string(); }

// A fresh folder of its own for each run (several worktrees run the suite at once).
fs::path scratch_folder() { return fresh_temp_folder("text"); }

// muster-cli with a clean language environment (the tests choose it), stderr kept.
CommandResult run_cli(const std::string& arguments, const std::string& environment = "") {
    return run_command("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG " + environment + " " + cli() + " " + arguments + " 2>&1");
}
CommandResult run_cli_stdout(const std::string& arguments) {
    return run_command("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG " + cli() + " " + arguments);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// 12 mounted knights of 1,090 pts: 33.03 %, just over a 33 % maximum.
RosterVerdict just_over_a_third() {
    const ListLibrary lists = test_library(R"(<share id="r-third" name="A third" group="mounted" max="33"/>)");
    std::vector<std::string> units(12, "knight");
    units.insert(units.end(), 36, "foot-knight");
    units.push_back("archer");
    return validate_roster(test_roster({units}), lists);
}

}  // namespace

TEST_CASE("findings carry their meaning: the share rule's id, arguments and structured fix") {
    const ListLibrary lists =
        test_library(R"(<share id="r-knights" group="knights" min="50" reading="of the army's points" reading-fr="des points de l'armée"/>)");
    const RosterVerdict verdict = validate_roster(test_roster({{"knight", "archer", "archer", "archer", "archer"}}), lists);
    const Diagnostic& d = finding(verdict, "r-knights");
    CHECK(std::string(d.said.text.id) == "share.below-min");
    CHECK(d.reading.in(Language::french) == "des points de l'armée");
    REQUIRE(d.remedy.has_value());
    CHECK(std::string(d.remedy->advice.text.id) == "share.fix.add-points-or-remove-others");
    const nlohmann::json j = to_json(d, Language::french);
    CHECK(j["message"]["id"] == "share.below-min");
    CHECK(j["message"]["arguments"]["list"]["en"] == "Testers");
    CHECK(j["fix_message"]["arguments"]["points"] == 10);
    CHECK(j["reading"]["fr"] == "des points de l'armée");
}

TEST_CASE("golden sentence: a share rule in French, with its French reading and fix") {
    const ListLibrary lists =
        test_library(R"(<share id="r-knights" group="knights" min="50" reading="of the army's points" reading-fr="des points de l'armée"/>)");
    const RosterVerdict verdict = validate_roster(test_roster({{"knight", "archer", "archer", "archer", "archer"}}), lists);
    const Diagnostic& d = finding(verdict, "r-knights");
    CHECK(diagnostic_text(d, Language::french) == "Knights : 42,9" + nbsp + "% des 70" + nbsp + "pts de l'armée (30" + nbsp +
                                                      "pts) ; la liste « Testers » en exige au moins 50,0" + nbsp + "% (lecture : des points de l'armée)");
    CHECK(fix_text(d, Language::french) == "ajouter au moins 10" + nbsp + "pts de Knights, ou retirer au moins 10" + nbsp + "pts d'autres unités");
    CHECK(diagnostic_text(d, Language::english) ==
          "Knights are 42.9 % of the army's 70 pts (30 pts); the Testers list requires at least 50.0 % (reading: of the army's points)");
    CHECK(d.message == diagnostic_text(d, Language::english));
}

TEST_CASE("a broken bound never reads equal to the figure: 33.03 % against at most 33.00 %") {
    const RosterVerdict verdict = just_over_a_third();
    const Diagnostic& d = finding(verdict, "r-third");
    CHECK(d.message == "Mounted knights are 33.03 % of the army's 1,090 pts (360 pts); the Testers list allows at most 33.00 %");
    CHECK(has(diagnostic_text(d, Language::french), "33,03" + nbsp + "%"));
    CHECK(has(diagnostic_text(d, Language::french), "1" + nbsp + "090" + nbsp + "pts"));
}

TEST_CASE("plural forms: one unit and several units, in English and French") {
    const ListLibrary lists = test_library(R"(<per-division-cap id="r-gun" group="artillery" max="0"/>)");
    const RosterVerdict with_one = validate_roster(test_roster({{"gun", "knight"}}), lists);
    const Diagnostic& one = finding(with_one, "r-gun");
    CHECK(one.message == "Division 'Division 1' has 1 unit of Artillery; the Testers list allows at most 0 per division");
    CHECK(fix_text(one, Language::french) == "en déplacer 1 vers une autre division, ou la retirer");
    const RosterVerdict with_two = validate_roster(test_roster({{"gun", "gun"}}), lists);
    const Diagnostic& two = finding(with_two, "r-gun");
    CHECK(has(diagnostic_text(two, Language::french), "a 2 unités d'Artillery"));
    CHECK(fix_text(two, Language::english) == "move 2 of them to another division, or remove them");
}

TEST_CASE("points over the limit are written the French way: 1 000 pts") {
    const ListLibrary lists = test_library("");
    std::vector<std::string> units(40, "knight");
    const RosterVerdict verdict = validate_roster(test_roster({units}, 1000), lists);
    const Diagnostic& d = finding(verdict, "points-limit");
    CHECK(has(d.message, "the limit is 1,000 pts — 200 pts over"));
    CHECK(has(diagnostic_text(d, Language::french), "la limite est de 1" + nbsp + "000" + nbsp + "pts — 200" + nbsp + "pts de trop"));
}

TEST_CASE("an error built from a catalogue message is English in what() and French when asked") {
    const Error e(message(MUSTER_MESSAGE("siege.no-duration", "The siege's duration is not set")));
    CHECK(std::string(e.what()) == "The siege's duration is not set");
    CHECK(e.in(Language::french) == "La durée du siège n'est pas fixée");
    CHECK(Error("plain").in(Language::french) == "plain");
}

TEST_CASE("cli --lang fr: validate speaks French, the list's French reading and the fix included") {
    const CommandResult fr = run_cli("validate --explain --lang fr " + example("french-too-few-knights.roster.xml"));
    CHECK(fr.status == 1);
    CHECK(has(fr.output, "la liste « Français » en exige au moins 50,0" + nbsp + "%"));
    CHECK(has(fr.output, "(lecture : les pourcentages portent sur les points de l'armée, généraux compris)"));
    CHECK(has(fr.output, "erreur : Chevaliers : 38,6"));
    CHECK(has(fr.output, "correction : ajouter au moins"));
    CHECK_FALSE(has(fr.output, "reading:"));
    CHECK_FALSE(has(fr.output, "requires"));

    const CommandResult en = run_cli("validate --explain --lang en " + example("french-too-few-knights.roster.xml"));
    CHECK(has(en.output, "the French list requires at least 50.0 % (reading: percentages are of the army's points, generals included) [fr-knights"));
    CHECK(has(en.output, "fix: add at least"));
}

TEST_CASE("cli: without --explain a finding says the rule, by how much and the fix, the reading and the rule id behind (issue 28)") {
    const CommandResult en = run_cli("validate --lang en " + example("french-too-few-knights.roster.xml"));
    CHECK(en.status == 1);
    CHECK(has(en.output, "the French list requires at least 50.0 %"));
    CHECK(has(en.output, "fix: add at least"));
    CHECK_FALSE(has(en.output, "reading:"));
    CHECK_FALSE(has(en.output, "[fr-knights]"));
    const CommandResult fr = run_cli("validate --lang fr " + example("french-too-few-knights.roster.xml"));
    CHECK_FALSE(has(fr.output, "lecture :"));
    CHECK(has(fr.output, "correction : ajouter au moins"));
    // The JSON keeps everything: the rule's id, its reading and the places of the source behind it.
    const CommandResult json = run_cli("validate --json " + example("french-garrison.roster.xml") + " --siege-side");
    CHECK(has(json.output, "\"sources\""));
    CHECK(has(json.output, "000:72-75"));  // "More than half of the knights mounted", lifted in a siege
}

TEST_CASE("cli: without --lang the language comes from LANG or LC_MESSAGES") {
    CHECK(has(run_cli("validate " + example("french-too-few-knights.roster.xml"), "LANG=fr_FR.UTF-8").output, "en exige au moins"));
    CHECK(has(run_cli("validate " + example("french-too-few-knights.roster.xml"), "LANG=fr_FR.UTF-8 LC_MESSAGES=en_GB.UTF-8").output, "requires at least"));
    CHECK(has(run_cli("validate " + example("french-too-few-knights.roster.xml")).output, "requires at least"));
    CHECK(run_cli("validate --lang de " + example("french-too-few-knights.roster.xml")).status == 2);
}

TEST_CASE("cli --json keeps the message id and arguments beside the French text") {
    const CommandResult r = run_cli_stdout("validate --json --lang fr " + example("french-too-few-knights.roster.xml"));
    const nlohmann::json j = nlohmann::json::parse(r.output);
    const nlohmann::json& m = j["results"][0]["messages"][0];
    CHECK(m["message"]["id"] == "share.below-min");
    CHECK(m["message"]["arguments"]["list"]["fr"] == "Français");
    CHECK(m["language"] == "fr");
    CHECK(has(m["text"].get<std::string>(), "en exige au moins"));
    CHECK(m["fix_message"]["id"].get<std::string>().rfind("share.fix.", 0) == 0);
}

TEST_CASE("cli: a fix names what the front end can do — muster-cli siege roll PLAN, in both languages") {
    const fs::path dir = scratch_folder();
    const std::string plan = (dir / "plan.siege.xml").string();
    REQUIRE(run_cli("siege new " + plan + " --defender-points 1000").status == 0);
    const CommandResult en = run_cli("siege show --lang en " + plan);
    CHECK(has(en.output, "The siege's duration is not set"));
    CHECK(has(en.output, "fix: roll it ('muster-cli siege roll " + plan + "') or enter the months ('muster-cli siege set " + plan + " --months N')"));
    const CommandResult fr = run_cli("siege show --lang fr " + plan);
    CHECK(has(fr.output, "La durée du siège n'est pas fixée"));
    CHECK(has(fr.output, "correction : la tirer ('muster-cli siege roll " + plan + "')"));
    const nlohmann::json j = nlohmann::json::parse(run_cli_stdout("siege show --json --lang fr " + plan).output);
    bool found = false;
    for (const auto& m : j["results"][0]["messages"])
        if (m["rule"] == "siege.no-duration") {
            found = true;
            CHECK(m["fix_message"]["actions"]["roll"]["id"] == "siege.roll");
            CHECK(m["fix_message"]["actions"]["roll"]["arguments"]["plan"] == plan);
        }
    CHECK(found);
    fs::remove_all(dir);
}

TEST_CASE("cli show --lang fr: the composition's descriptions and readings in French") {
    const CommandResult r = run_cli("show --lang fr hyw-french");
    CHECK(r.status == 0);
    CHECK(has(r.output, "Composition :"));
    CHECK(has(r.output, "lecture : les pourcentages portent sur les points de l'armée, généraux compris"));
    CHECK(has(r.output, "Chevaliers : au moins 50,0" + nbsp + "% des points de l'armée"));
    CHECK_FALSE(has(r.output, "reading:"));
}

}  // namespace text_messages_test
