// The SIEGE siege tower after the second audit (issue 31): the seed's 2 winch hexes (001:126), no movement
// allowance for a loadout that is not legal, and the card's rules the first audit left off (001:48-52, 98,
// 104-106, 138, 146-155).
#include <doctest/doctest.h>

#include <filesystem>

#include "muster/print/printing.hpp"
#include "muster/siege_tower/siege_tower.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace tower_audit_test {

namespace {

std::string tower_deck_text(const std::string& language) {
    const TempFolder dir{"tower-audit-" + language};
    const fs::path pdf = dir / "siege-tower.pdf";
    const CommandResult printed = run_command(cli() + " print card siege-tower --lang " + language + " -o " + pdf.string() + " >/dev/null 2>&1");
    REQUIRE(printed.status == 0);
    std::string text = run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output;
    for (char& c : text)
        if (c == '\n') c = ' ';
    return text;
}

}  // namespace

TEST_CASE("tower audit: five characters cannot work the seed's 2 winch hexes") {
    siege_tower::Loadout loadout;
    loadout.aboard = {4, 5, 2};
    loadout.pushers = 8;
    loadout.lowering_drawbridge = true;
    loadout.winch_operators = 5;
    loadout.rampart_distance = 1;
    const siege_tower::TowerVerdict v = siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), loadout);
    CHECK_FALSE(v.legal);
    const std::string said = format_human(v.report);
    CHECK_MESSAGE(said.find("the tower has 2 winch hexes, one character on each, and 5 are there") != std::string::npos, said);
    CHECK_MESSAGE(said.find("seed") == std::string::npos, said);
    CHECK(said.find("the 2 characters on the winch hexes can neither move") == std::string::npos);
}

TEST_CASE("tower audit: a loadout that is not legal shows no movement allowance") {
    siege_tower::Loadout loadout;
    loadout.aboard = {11, 0, 0};
    loadout.pushers = 8;
    const siege_tower::TowerVerdict v = siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), loadout);
    CHECK_FALSE(v.legal);
    CHECK(v.movement == 0);
    const CommandResult shown = run_command(cli() + " tower check --level1 11 --pushers 8 2>&1");
    CHECK(shown.status == 1);
    CHECK_MESSAGE(shown.output.find("NOT LEGAL: 11 aboard, 8 pushers") != std::string::npos, shown.output);
    CHECK_MESSAGE(shown.output.find("MP per turn") == std::string::npos, shown.output);
    const CommandResult json = run_command(cli() + " tower check --level1 11 --pushers 8 --json 2>&1");
    CHECK(json.output.find("\"movement\": 0") != std::string::npos);
}

TEST_CASE("tower audit: the card gives the overload rule's 17–26 bracket as the seed prints it, and says it is optional") {
    const std::string en = tower_deck_text("en");
    CHECK(en.find("17–26 aboard") != std::string::npos);
    CHECK(en.find("16–26") == std::string::npos);
    CHECK(en.find("optional") != std::string::npos);
    const std::string fr = tower_deck_text("fr");
    CHECK(fr.find("de 17 à 26 à bord") != std::string::npos);
    CHECK(fr.find("16 à 26") == std::string::npos);
    CHECK(fr.find("optionnelle") != std::string::npos);
}

TEST_CASE("tower audit: the card carries the drawbridge, ladder, combat and horse rules") {
    const std::string en = tower_deck_text("en");
    for (const char* rule :
         {"once the drawbridge is down the tower never moves again", "the tower must be stopped to climb to or from level 1",
          "between two levels only when one of them is on a ladder", "pushers can attack and be attacked from behind", "no horse enters the tower"})
        CHECK_MESSAGE(en.find(rule) != std::string::npos, rule);
    const std::string fr = tower_deck_text("fr");
    for (const char* rule : {"une fois le pont-levis abaissé, la tour ne peut plus bouger", "la tour doit être arrêtée pour monter au niveau 1",
                             "entre deux niveaux seulement si l'un d'eux est sur une échelle", "les pousseurs peuvent attaquer et être attaqués par l'arrière",
                             "aucun cheval n'entre dans la tour"})
        CHECK_MESSAGE(fr.find(rule) != std::string::npos, rule);
}

}  // namespace tower_audit_test
