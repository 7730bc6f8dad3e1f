// What muster-cli prints and prints to PDF reads as French when French is asked: no English rule
// text slips through siege items, siege show, onus, tower, show or the printed sheets.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>

#include "muster/siege/siege_item_cost.hpp"
#include "muster/siege/siege_kit.hpp"
#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace language_outputs_test {

namespace {

// English words that never stand in a French sentence of Muster's (proper names in the data do not
// use them): a hit means an English phrase leaked.
const std::vector<std::string> english_words = {"per",    "hits",   "save",  "does not",         "month", "engineers", "units",   "the",  "months", "towards",
                                                "bought", "attack", "range", "structure points", "stand", "rules",     "profile", "with", "only"};

// The English words found in text, each with the line it stands on.
std::vector<std::string> english_in(const std::string& text) {
    std::vector<std::string> found;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        for (const std::string& word : english_words) {
            const std::regex whole("(^|[^A-Za-z'])" + word + "([^A-Za-z]|$)", std::regex::icase);
            if (std::regex_search(line, whole)) found.push_back("'" + word + "' in: " + line);
        }
        start = end + 1;
    }
    return found;
}

// Amounts of a thousand or more written without the French group separator ("1000 pts" beside the
// "1 000 pts" Muster writes), each with the line it stands on; the source's own words quoted in « »
// keep its spelling.
std::vector<std::string> unspaced_thousands_in(const std::string& text) {
    std::vector<std::string> found;
    const std::string unquoted = std::regex_replace(text, std::regex("«[^»\n]*»"), "");
    const std::regex amount("(^|[^0-9:.,/-])[0-9]{4,} ?(pts|cm|mm|pouces|\\)|,)");
    for (std::sregex_iterator hit(unquoted.begin(), unquoted.end(), amount), end; hit != end; ++hit) found.push_back("'" + hit->str() + "'");
    return found;
}

CommandResult french(const std::string& arguments) { return run_command(cli() + " --lang fr " + arguments + " 2>&1"); }

// Checks a command's French output; `typed` is text the user entered (a reason kept in a plan), shown as typed.
// With `ids`, the ids that open a line ("  en-kerns-per-division — ") are left out: the player types them.
void check_french(const std::string& arguments, const std::string& typed = "", bool ids = false) {
    const CommandResult result = french(arguments);
    INFO(arguments);
    CHECK(!result.output.empty());
    std::string output = ids ? std::regex_replace(result.output, std::regex("(^|\n) +[a-z0-9-]+ — "), "$1") : result.output;
    if (!typed.empty())
        for (std::size_t at = output.find(typed); at != std::string::npos; at = output.find(typed)) output.erase(at, typed.size());
    output = std::regex_replace(output, std::regex("\\[[a-z0-9.-]+\\]"), "[]");  // a finding's rule id, as scripts see it
    for (const std::string& leak : english_in(output)) FAIL_CHECK(leak);
    for (const std::string& amount : unspaced_thousands_in(output)) FAIL_CHECK("written the English way: " << amount);
}

std::string source(const std::string& relative) { return source_path(relative).string(); }

}  // namespace

TEST_CASE("language outputs: the English-word check finds a leak and passes French") {
    CHECK(english_in("4 tours ; 25 pts par tour").empty());
    CHECK(english_in("Mounted knights of Knights: 2 units").size() == 1);
    CHECK(english_in("engine: 3 hits, save 4+").size() == 2);
}

TEST_CASE("language outputs: the thousands check finds 1000 pts and passes 1 000 pts, line numbers and quotes") {
    CHECK(unspaced_thousands_in("au plus 1 par tranche de 1000 pts").size() == 1);
    CHECK(unspaced_thousands_in("(1500 pts : 2 ; 3000 pts : 3)").size() == 2);
    CHECK(unspaced_thousands_in("au plus 1 par tranche de 1\u00a0000 pts (000:1296-1299)").empty());
    CHECK(unspaced_thousands_in("chaque « tranche de 1000 pts » du siège").empty());
}

TEST_CASE("language outputs: siege items reads as French") { check_french("siege items"); }

TEST_CASE("language outputs: siege show of the worked example reads as French") {
    // The example plan records the players' reason for bombards in English, as they typed it.
    check_french("siege show " + source("lists/warmaster-medieval-siege/examples/worked-example.siege.xml"),
                 "example of the rules: the attacker's list fields heavy cannon");
}

TEST_CASE("language outputs: a golden sentence per language for the siege item texts") {
    const muster::SiegeKit& kit = muster::bundled<muster::SiegeKit>();
    const muster::SiegeItem& tower = *kit.item("siege-tower");
    const muster::SiegeItem& ladders = *kit.item("ladders");
    CHECK(muster::price_text(tower, muster::Language::english) == "25 pts per tower");
    CHECK(muster::price_text(tower, muster::Language::french) == "25\u00a0pts par tour");
    CHECK(muster::quantity_text(tower, 4, muster::Language::english) == "4 towers");
    CHECK(muster::quantity_text(tower, 4, muster::Language::french) == "4 tours");
    CHECK(muster::quantity_text(ladders, 30, muster::Language::french) == "30 socles");
    CHECK(muster::build_text(ladders, muster::Language::english) == "1 EM per up to 30 stands");
    CHECK(muster::profile_text(tower, muster::Language::english) == "3 hits, save 4+");
    CHECK(muster::profile_text(tower, muster::Language::french) == "3 points de vie, sauvegarde 4+");
    CHECK(muster::break_point_text(tower, muster::Language::french) == "ne compte pas dans le seuil de démoralisation");
    CHECK(muster::prerequisite_text(*kit.item("bombard"), muster::Language::english) ==
          "needs a list with gunpowder artillery, or the players' recorded agreement");
}

TEST_CASE("language outputs: onus check and cost read as French, readings included") {
    for (const fs::directory_entry& design : fs::directory_iterator(source_path("lists/onus/examples"))) check_french("onus check " + design.path().string());
    for (const fs::directory_entry& design : fs::directory_iterator(test_data("onus")))
        if (design.path().extension() == ".xml") check_french("onus check " + design.path().string());
    check_french("onus cost --towers 2 --walls 3 --material stone");
}

TEST_CASE("language outputs: tower check reads as French against every rampart") {
    for (const char* rampart : {"1", "2", "3"}) check_french(std::string("tower check --level1 3 --level2 2 --pushers 4 --rampart-level ") + rampart);
    check_french("tower check --level1 9 --level2 9 --level3 6 --pushers 3 --overload --winch 2 --lower-drawbridge --rampart-distance 3");
    check_french("tower check --level2 2 --pushers 8 --drawbridge-down --engaged-pushers 3");
}

namespace {

// A fresh folder of its own under the temporary directory (several suites run at once).
fs::path fresh_folder() { return fresh_temp_folder("lang-outputs"); }

// Prints with muster-cli --lang fr and gives the PDF's text.
std::string french_pdf_text(const std::string& what, const fs::path& pdf) {
    REQUIRE(french("print " + what + " -o " + pdf.string()).status == 0);
    return run_command("pdftotext -layout " + pdf.string() + " - 2>/dev/null").output;
}

}  // namespace

TEST_CASE("language outputs: the French siege sheet has no English rule text, and its title reads Orléans in pdfinfo") {
    const fs::path folder = fresh_folder();
    const fs::path pdf = folder / "siege.pdf";
    const std::string text = french_pdf_text("siege " + source("lists/warmaster-medieval-siege/examples/orleans-1428.siege.xml"), pdf);
    CHECK(text.find("2 tours") != std::string::npos);
    for (const std::string& leak : english_in(text)) FAIL_CHECK(leak);
    const std::string info = run_command("pdfinfo " + pdf.string() + " 2>/dev/null").output;
    CHECK(info.find("Siège d'Orléans, 1428") != std::string::npos);
    CHECK(info.find("Ã") == std::string::npos);
    fs::remove_all(folder);
}

TEST_CASE("language outputs: the French roster sheet prints its findings and names in French") {
    const fs::path folder = fresh_folder();
    std::string text = french_pdf_text("roster " + source("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml"), folder / "roster.pdf");
    CHECK(text.find("Français") != std::string::npos);
    CHECK(text.find("correction") != std::string::npos);
    // The roster's notes are the player's own words, printed as typed.
    const std::string notes = "Illegal on purpose: knights are under half of the army.";
    REQUIRE(text.find(notes) != std::string::npos);
    text.erase(text.find(notes), notes.size());
    for (const std::string& leak : english_in(text)) FAIL_CHECK(leak);
    fs::remove_all(folder);
}

TEST_CASE("language outputs: show of every Hail Caesar faction reads as French") {
    for (const char* faction : {"hyw-english", "hyw-french", "hyw-burgundian", "hyw-free-companies"}) check_french(std::string("show ") + faction, "", true);
    const CommandResult english = run_command(cli() + " --lang fr show hyw-english");
    CHECK(english.output.find("Chevaliers montés") != std::string::npos);
    CHECK(english.output.find("Mounted knights") == std::string::npos);
}

TEST_CASE("language outputs: validate of every Hail Caesar example roster reads as French") {
    for (const fs::directory_entry& roster : fs::directory_iterator(source_path("lists/hail-caesar-hyw/examples"))) {
        INFO(roster.path().string());
        const CommandResult result = french("validate " + roster.path().string());
        // The roster's name is the player's, printed as typed between quotes.
        const std::string output = std::regex_replace(result.output, std::regex("\"[^\"\\n]*\""), "\"\"");
        CHECK(output.find("LÉGALE") != std::string::npos);
        for (const std::string& leak : english_in(output)) FAIL_CHECK(leak);
    }
}

TEST_CASE("language outputs: the findings of a faulty ONUS! fortress read as French, readings included") {
    const fs::path folder = fresh_folder();
    // Stone tower without the agreement, an inner wall, a watchtower inside, trenches beyond the box, 3 artillery units.
    std::ofstream(folder / "faulty.onus.xml") << R"(<?xml version="1.0" encoding="UTF-8"?>
<onus-fortress format="2" name="Fort" material="wood" artillery="3">
  <enclosure>
    <piece kind="gate-wall"/><piece kind="corner" turn="right"/>
    <piece kind="wall"/><piece kind="corner" turn="right"/>
    <piece kind="wall"/><piece kind="corner" turn="right"/>
    <piece kind="wall"/><piece kind="tower" turn="right" material="stone"/>
  </enclosure>
  <inner-wall><piece kind="wall"/></inner-wall>
  <watchtower x="2" y="2"/>
  <defence kind="trench" count="12"/>
</onus-fortress>
)";
    // No gate, a wall that cannot close, more sections than the box holds.
    std::ofstream(folder / "open.onus.xml") << R"(<?xml version="1.0" encoding="UTF-8"?>
<onus-fortress format="2" name="Open" material="stone">
  <agreement rule="stone-towers"/>
  <enclosure>
    <piece kind="wall"/><piece kind="corner" turn="right"/>
    <piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/><piece kind="wall"/>
  </enclosure>
  <watchtower x="2" y="2"/>
</onus-fortress>
)";
    for (const char* design : {"faulty.onus.xml", "open.onus.xml"}) {
        const CommandResult result = french("onus check " + (folder / design).string());
        CHECK(result.status == 1);
        CHECK(result.output.find("lecture") == std::string::npos);  // the readings stand behind --explain (issue 28)
        CHECK(french("--explain onus check " + (folder / design).string()).output.find("lecture : ") != std::string::npos);
        check_french("onus check " + (folder / design).string());
    }
    CHECK(french("onus check " + (folder / "open.onus.xml").string()).output.find("déclarer 1\u00a0640 pts") != std::string::npos);
    fs::remove_all(folder);
}

TEST_CASE("language outputs: siege show of a plan that breaks every limit reads as French, unplaced builds included") {
    const fs::path folder = fresh_folder();
    const std::string plan = (folder / "metz.siege.xml").string();
    REQUIRE(run_command(cli() + " siege new " + plan + " --defender-points 1000 -n Metz").status == 0);
    REQUIRE(run_command(cli() + " siege set " + plan + " --months 2").status == 0);
    for (const char* buy : {"mine 2", "ladders 45", "trenches 2500", "heavy-artillery 3", "light-artillery 5", "hoardings 1", "barricade 2", "counter-mine 2"})
        REQUIRE(run_command(cli() + " siege buy " + plan + " " + buy).status == 0);
    REQUIRE(run_command(cli() + " siege fortify " + plan + " --kind gate --length 4 --structure 3").status == 0);
    const CommandResult shown = french("siege show " + plan);
    CHECK(shown.status == 1);
    CHECK(shown.output.find("Échelles (30 socles) 1/2") != std::string::npos);
    CHECK(shown.output.find("Non placées") != std::string::npos);
    CHECK(shown.output.find("Artillerie lourde 1/3 à Artillerie lourde 3/3") != std::string::npos);
    check_french("siege show " + plan, plan);
    // The editing commands report in French too; the plan's path is the player's, shown as typed.
    const CommandResult bought = french("siege buy " + plan + " ram 2");
    CHECK(bought.output.find("acheté : 2 × Bélier") != std::string::npos);
    check_french("siege buy " + plan + " ram 1", plan);
    check_french("siege set " + plan + " --months 3", plan);
    fs::remove_all(folder);
}

}  // namespace language_outputs_test
