// The French leftovers of issue 14: a French player never reads English in Muster's CLI or
// printouts — the victory table's reading, elision before vowels, plural counts, French colons.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "muster/campaign/victory_points.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/report/report.hpp"
#include "test_support.hpp"
#include "muster/text/render.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace language_leftovers_test {

TEST_CASE("language leftovers: a French battle explanation is French, and the victory table's reading stands behind it in French") {
    const VictoryResult r = score_battle(bundled<VictoryTable>(), {1000, 0, {}}, {900, 0, {}});
    const std::string fr = render_message(r.explanation_message, Language::french);
    CHECK(fr.find("lecture") == std::string::npos);  // behind --explain and Why? (issue 28)
    CHECK(fr.find("margin") == std::string::npos);
    CHECK(fr.find("match nul") != std::string::npos);
    CHECK(r.reading.in(Language::french).find("la marge de 10 %") != std::string::npos);
    CHECK(r.reading.en.find("the 10 % margin is taken of the higher of the two scores") != std::string::npos);
}

TEST_CASE("language leftovers: French elides de before a name that starts with a vowel") {
    const MessageText units_of = MUSTER_MESSAGE_PLURAL("count.units-of", "{count} unit of {group}", "{count} units of {group}");
    const LocalisedName artillery = LocalisedName{"Heavy artillery"}.with(Language::french, "Artillerie lourde");
    CHECK(render_message(message(units_of).counting("count", 3).with("group", artillery), Language::french) == "3 unités d'Artillerie lourde");
    const LocalisedName elves = LocalisedName{"Elves"}.with(Language::french, "Écuyers elfes");
    CHECK(render_message(message(units_of).counting("count", 1).with("group", elves), Language::french) == "1 unité d'Écuyers elfes");
    const LocalisedName knights = LocalisedName{"Knights"}.with(Language::french, "Chevaliers");
    CHECK(render_message(message(units_of).counting("count", 2).with("group", knights), Language::french) == "2 unités de Chevaliers");
    CHECK(render_message(message(units_of).counting("count", 3).with("group", artillery), Language::english) == "3 units of Heavy artillery");
    const MessageText only = MUSTER_MESSAGE("wfb3.special-armour-only", "{special} troops wear only {allowed}; {item} is refused");
    const std::string fr = render_message(message(only)
                                              .with("special", VerbatimValue{"sauvages"})
                                              .with("allowed", LocalisedName{"light armour"}.with(Language::french, "armure légère"))
                                              .with("item", VerbatimValue{"Bouclier"})
                                              .with("source", VerbatimValue{"§1"}),
                                          Language::french);
    CHECK(fr == "les troupes sauvages ne portent qu'armure légère ; Bouclier est refusé");  // the place in the book stands behind (issue 28)
}

TEST_CASE("language leftovers: one unpriced ONUS! watchtower is counted in the singular") {
    const std::string design =
        "<onus-fortress format=\"2\" name=\"T\" material=\"wood\" artillery=\"2\">\n<enclosure>\n"
        "<piece kind=\"wall\"/><piece kind=\"gate-wall\"/><piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n"
        "<piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n"
        "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n"
        "<piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n</enclosure>\n"
        "<watchtower x=\"30\" y=\"30\"/>\n</onus-fortress>\n";
    const onus::FortressVerdict v = onus::check_fortress_text(design, "t.onus.xml", bundled<onus::FortressRules>());
    const std::string fr = format_human(v.report, Language::french);
    CHECK(fr.find("pour 1 élément « Mirador »") != std::string::npos);
    CHECK(fr.find("1 éléments") == std::string::npos);
    CHECK(format_human(v.report, Language::english).find("no points are given for 1 watchtower,") != std::string::npos);
}

TEST_CASE("language leftovers: the French roster sheet puts a space before each label's colon") {
    const std::string pattern = fresh_temp_folder("lang-leftovers").string();
    const fs::path pdf = fs::path(pattern) / "roster.pdf";
    const std::string roster = source_path("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml").string();
    REQUIRE(run_command(cli() + " --lang fr print roster " + roster + " -o " + pdf.string() + " 2>&1").status == 0);
    std::string text = run_command("pdftotext -layout " + pdf.string() + " - 2>/dev/null").output;
    // The roster's notes are the player's own words, printed as typed.
    const std::string notes = "Illegal on purpose: knights are under half of the army.";
    if (const std::size_t at = text.find(notes); at != std::string::npos) text.erase(at, notes.size());
    CHECK(text.find("Faction :") != std::string::npos);
    CHECK(text.find("Points :") != std::string::npos);
    std::smatch glued;
    if (std::regex_search(text, glued, std::regex("[A-Za-zÀ-ÿ]+:( |$)"))) FAIL_CHECK("a colon without its space: " << glued.str());
    fs::remove_all(pattern);
}

TEST_CASE("language leftovers: a file that is not a roster is refused in French") {
    const std::string pattern = fresh_temp_folder("lang-leftovers").string();
    const fs::path file = fs::path(pattern) / "kit.xml";
    std::ofstream(file) << "<?xml version=\"1.0\"?>\n<siege-kit/>\n";
    const CommandResult result = run_command(cli() + " --lang fr validate " + file.string() + " 2>&1");
    CHECK(result.status == 2);
    CHECK(result.output.find("<siege-kit>") != std::string::npos);
    CHECK(result.output.find("this is not a roster") == std::string::npos);
    CHECK(result.output.find("liste d'armée") != std::string::npos);
    const CommandResult english = run_command(cli() + " validate " + file.string() + " 2>&1");
    CHECK(english.output.find("this is not a roster: expected <roster>, found <siege-kit>") != std::string::npos);
    fs::remove_all(pattern);
}

TEST_CASE("language leftovers: a list whose name starts with The is never called the The list") {
    const std::string rules = R"(<share id="r-knights" name="Knights half" group="knights" min="50"/>)"
                              R"(<per-division-cap id="r-guns" group="artillery" max="1"/>)";
    std::string faction_xml = test_faction_xml(rules);
    faction_xml.replace(faction_xml.find("name=\"Testers\""), 14, "name=\"The English Army\"");
    ListLibrary lists;
    Report report;
    auto system = parse_game_system(test_system_xml(), "test-system.xml", report);
    REQUIRE_MESSAGE(system, format_human(report));
    lists.add(std::move(*system));
    auto faction = parse_faction(faction_xml, "test-faction.xml", lists, report);
    REQUIRE_MESSAGE(faction, format_human(report));
    lists.add(std::move(*faction));
    const RosterVerdict verdict = validate_roster(test_roster({{"knight", "archer", "archer", "archer", "archer", "gun", "gun"}}), lists);
    const std::string english = format_human(verdict.report, Language::english);
    CHECK(english.find("the English Army list requires at least") != std::string::npos);
    CHECK(english.find("the English Army list allows at most 1 per division") != std::string::npos);
    CHECK(english.find("the The") == std::string::npos);
}

}  // namespace language_leftovers_test
