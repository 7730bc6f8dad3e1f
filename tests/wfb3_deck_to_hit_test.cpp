// The WFB3 deck's to-hit rules (issue 31): the shooting table by Ballistic Skill (003:2134-2148) and every
// close-combat to-hit modifier of 7.8.1 (003:3523-3596), in both languages.
#include <doctest/doctest.h>

#include <filesystem>

#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wfb3_deck_to_hit_test {

namespace {

std::string wfb3_deck_text(const std::string& language) {
    const TempFolder dir{"wfb3-deck-to-hit-" + language};
    const fs::path pdf = dir / "deck.pdf";
    const CommandResult printed = run_command(cli() + " print card wfb3 --lang " + language + " -o " + pdf.string() + " 2>&1");
    REQUIRE_MESSAGE(printed.status == 0, printed.output);
    std::string text;
    for (char c : run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output) {
        const bool blank = c == '\n' || c == ' ' || c == '\f';
        if (blank && (text.empty() || text.back() == ' ')) continue;
        text += blank ? ' ' : c;
    }
    return text;
}

}  // namespace

TEST_CASE("wfb3 deck: the shooting to-hit table and every close-combat to-hit modifier") {
    const std::string en = wfb3_deck_text("en");
    CHECK_MESSAGE(en.find("To hit when shooting") != std::string::npos, en);
    CHECK(en.find("a 1 always misses") != std::string::npos);
    for (const char* modifier :
         {"Charging", "Pursuing", "Higher ground", "Frenzy", "Hatred", "Obstacle", "Fear", "Two weapons, right hand", "Two weapons, left hand", "Disarmed"})
        CHECK_MESSAGE(en.find(modifier) != std::string::npos, modifier);
    const std::string fr = wfb3_deck_text("fr");
    CHECK_MESSAGE(fr.find("Pour toucher au tir") != std::string::npos, fr);
    for (const char* modifier :
         {"Charge", "Poursuite", "Terrain surélevé", "Frénésie", "Haine", "Obstacle", "Peur", "Deux armes, main droite", "Deux armes, main gauche", "Désarmé"})
        CHECK_MESSAGE(fr.find(modifier) != std::string::npos, modifier);
    CHECK(fr.find("un 1 rate toujours") != std::string::npos);
}

}  // namespace wfb3_deck_to_hit_test
