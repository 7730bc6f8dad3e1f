// The roster, validate, lists and print commands speak the reader's language: a French player
// editing a roster from the shell reads French, an English one reads what scripts always read.
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>

#include "test_support.hpp"

using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace cli_language_test {

namespace {

// A fresh folder of this run's own (TMPDIR is per run, see main_test.cpp).
fs::path fresh_folder(const std::string& name) { return fresh_temp_folder("cli-language-" + name); }

// The command's output, with French no-break spaces (in "1 000 pts") read as spaces.
CommandResult run_in(const fs::path& folder, const std::string& arguments) {
    CommandResult result = run_command("cd '" + folder.string() + "' && " + cli() + " " + arguments + " 2>&1");
    result.output = std::regex_replace(result.output, std::regex("\xc2\xa0"), " ");
    return result;
}

// English words a French line of these commands must never hold.
bool has_english(const std::string& text) {
    static const std::regex english(
        "(^|[ ,.;:('\"/])(created|added|units?|problems?|legal|details|says why|free|commander-in-chief|"
        "rosters|unreadable|wrote|cards?|sheets?|revision|set|points limit)([ ,.;:)'\"/]|$)");
    return std::regex_search(text, english);
}

}  // namespace

TEST_CASE("roster commands in French: what was done, the army's state and its divisions read French") {
    const fs::path folder = fresh_folder("roster-fr");
    const CommandResult created = run_in(folder, "--lang fr roster new ost.roster.xml -f hyw-english -p 500");
    CHECK(created.output.find("ost.roster.xml créé\n") != std::string::npos);
    const CommandResult added = run_in(folder, "--lang fr roster add ost.roster.xml mounted-knights mounted-knights");
    CHECK(added.output.find("ajouté à d1 : u1 u2\n") != std::string::npos);
    CHECK(added.output.find("ost.roster.xml : 72 / 500 pts, 1 division, 2 unités, 3 problèmes") != std::string::npos);
    const CommandResult set = run_in(folder, "--lang fr roster set ost.roster.xml --name Ost --points 1000");
    CHECK(set.output.find("modifié : limite de points, nom\n") != std::string::npos);
    const CommandResult shown = run_in(folder, "--lang fr roster show ost.roster.xml");
    CHECK(shown.output.find("« Ost », Anglais, 72 / 1 000 pts — NON CONFORME") != std::string::npos);
    CHECK(shown.output.find("d1 Division 1 — commandant en chef") != std::string::npos);
    CHECK(shown.output.find("u1  Chevaliers montés  36 pts") != std::string::npos);
    for (const CommandResult* result : {&created, &added, &set, &shown}) {
        INFO(result->output);
        CHECK_FALSE(has_english(result->output));
    }
}

TEST_CASE("roster commands in English keep the wording scripts read, with plurals right") {
    const fs::path folder = fresh_folder("roster-en");
    run_in(folder, "roster new ost.roster.xml -f hyw-english -p 500");
    const CommandResult added = run_in(folder, "roster add ost.roster.xml mounted-knights");
    CHECK(added.output.find("added u1 to d1\n") != std::string::npos);
    CHECK(added.output.find("ost.roster.xml: 36 / 500 pts, 1 division, 1 unit, 3 problems — 'muster-cli validate ost.roster.xml' for details") !=
          std::string::npos);
    const CommandResult json = run_in(folder, "--lang fr --json roster set ost.roster.xml --notes hi");
    CHECK(json.output.find("\"done\": \"set notes\"") != std::string::npos);  // scripts read English whatever --lang says
    const CommandResult shown = run_in(folder, "roster show ost.roster.xml");
    CHECK(shown.output.find("d1 Division 1 — commander-in-chief, Command 9, free; 1 unit, 36 pts") != std::string::npos);
}

TEST_CASE("validate, lists and print report in French when French is asked") {
    const fs::path folder = fresh_folder("report-fr");
    run_in(folder, "roster new ost.roster.xml -f hyw-english -p 500");
    const CommandResult validated = run_in(folder, "--lang fr validate ost.roster.xml ost.roster.xml");
    CHECK(validated.output.find("2 listes d'armée : 0 conforme, 2 non conformes, 0 illisible") != std::string::npos);
    const CommandResult lists = run_in(folder, "--lang fr lists");
    CHECK(lists.output.find("hyw-english  Anglais  révision 3, 9 unités") != std::string::npos);
    const CommandResult deck = run_in(folder, "--lang fr print card warmaster-siege -o deck.pdf");
    CHECK(std::regex_search(deck.output, std::regex("deck\\.pdf écrit \\([0-9]+ cartes sur [0-9]+ feuilles\\)")));
    const CommandResult sheet = run_in(folder, "--lang fr print roster ost.roster.xml -o ost.pdf");
    CHECK(sheet.output.find("ost.pdf écrit (1 page)") != std::string::npos);
    for (const CommandResult* result : {&lists, &deck, &sheet}) {
        INFO(result->output);
        CHECK_FALSE(has_english(result->output));
    }
    const CommandResult english = run_in(folder, "print roster ost.roster.xml -o ost-en.pdf");
    CHECK(english.output.find("wrote ost-en.pdf (1 page)") != std::string::npos);
}

}  // namespace cli_language_test
