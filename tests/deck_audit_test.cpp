// The reference decks after the second audit (issue 31): French decks in French down to their footers, the deck
// list in the reader's language, and the Hail Caesar order test as seed 004 words it (5-e, 5-f, l.1242-1248).
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include <pugixml.hpp>

#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace deck_audit_test {

namespace {

std::string printed_deck_text(const std::string& deck, const std::string& language) {
    const TempFolder dir{"deck-audit-" + deck + "-" + language};
    const fs::path pdf = dir / "deck.pdf";
    const CommandResult printed = run_command(cli() + " print card " + deck + " --lang " + language + " -o " + pdf.string() + " >/dev/null 2>&1");
    REQUIRE_MESSAGE(printed.status == 0, deck);
    std::string text = run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output;
    for (char& c : text)
        if (c == '\n') c = ' ';
    return text;
}

}  // namespace

TEST_CASE("deck audit: every deck's footers name the book as its authors do, never a seed number (issue 28)") {
    const std::vector<std::pair<const char*, const char*>> books{{"hail-caesar-hyw", "AJHA, Hail Caesar — guerre de Cent Ans, v3"},
                                                                 {"onus-fortresses", "ONUS! Terrain & Fortresses"},
                                                                 {"siege-tower", "La tour de siège (SIEGE)"},
                                                                 {"warmaster-siege", "WMM — Siège VF v1.0.0"},
                                                                 {"wfb3", "Warhammer, le jeu des batailles fantastiques (3e édition)"}};
    for (const auto& deck_and_book : books) {
        const std::string deck = deck_and_book.first;
        for (const char* language : {"en", "fr"}) {
            const std::string text = printed_deck_text(deck, language);
            CHECK_MESSAGE(text.find("seed") == std::string::npos, deck);
            CHECK_MESSAGE(text.find("(source 00") == std::string::npos, deck);
            CHECK_MESSAGE(text.find(deck_and_book.second) != std::string::npos, deck);
        }
    }
    CHECK(printed_deck_text("hail-caesar-hyw", "fr").find("sections 8-a à 8-c") != std::string::npos);
}

TEST_CASE("deck audit: print cards --lang fr lists the decks and cards by their French titles") {
    const CommandResult fr = run_command(cli() + " --lang fr print cards");
    CHECK(fr.status == 0);
    CHECK(fr.output.find("Le tour et les ordres") != std::string::npos);
    CHECK(fr.output.find("The turn and orders") == std::string::npos);
    const CommandResult en = run_command(cli() + " print cards");
    CHECK(en.output.find("The turn and orders") != std::string::npos);
}

TEST_CASE("deck audit: a Hail Caesar roll of 12 is a fiasco, and the order-distance penalty starts over 12 inches") {
    const std::string fr = printed_deck_text("hail-caesar-hyw", "fr");
    CHECK(fr.find("Fiasco de commandement") != std::string::npos);
    CHECK(fr.find("Bévue") == std::string::npos);
    CHECK(fr.find("plus de 12\" entre le général et l'unité : −1") != std::string::npos);
    const std::string en = printed_deck_text("hail-caesar-hyw", "en");
    CHECK(en.find("over 12\" between general and unit: −1") != std::string::npos);
    CHECK(en.find("per full 12\"") == std::string::npos);
    // the turn card cites where its generals' rules are (2-a, 3-a, 3-b), not only sections 4-5
    CHECK(en.find("sections 2-a, 3-a, 3-b, 4-d, 5") != std::string::npos);
}

TEST_CASE("deck audit: the ONUS! victory rows need a failed check, and the attacker also wins when the last defenders flee") {
    const std::string en = printed_deck_text("onus-fortresses", "en");
    CHECK(en.find("the attacker breaks at over 50 %") == std::string::npos);
    CHECK(en.find("the attacker fails a leadership check after losing over 50 % of its units, destroyed or fleeing") != std::string::npos);
    CHECK(en.find("or the remaining units flee") != std::string::npos);
    CHECK(en.find("of its fortress and of any other defensive terrain") != std::string::npos);
    const std::string fr = printed_deck_text("onus-fortresses", "fr");
    CHECK(fr.find("rompt à plus de 50 %") == std::string::npos);
    CHECK(fr.find("échoue à un contrôle de leadership après avoir perdu plus de 50 % de ses unités") != std::string::npos);
    CHECK(fr.find("les unités restantes fuient") != std::string::npos);
}

TEST_CASE("deck audit: the ONUS! deck gives artillery, siege towers, mounted units, events, the tower bonus and what burns") {
    const std::string en = printed_deck_text("onus-fortresses", "en");
    for (const char* rule : {"artillery forced to flee is destroyed",                               // 002:492
                             "shoots in any direction (360°)",                                      // 002:492
                             "never placed facing a wall",                                          // 002:494
                             "any unit but a mounted one boards or leaves it with a limited move",  // 002:398
                             "2 dice per side of the tower",                                        // 002:404
                             "against a wall +1/+1 and attack priority",                            // 002:406
                             "the tower does not move that turn",                                   // 002:408
                             "you hit its base",                                                    // 002:414
                             "never take post on walls or towers",                                  // 002:279
                             "never assault a building",                                            // 002:120
                             "the defender plays no event from its hand",                           // 002:548
                             "+2/+0 to the unit inside a tower, watchtower or siege tower",         // 002:351, 382, 392
                             "none against an assault from inside the fortress",                    // 002:474
                             "stone never burns",                                                   // 002:351, 193
                             "from outside by climbing its 2 levels",                               // 002:355
                             "out of the outer side uses up its move",                              // 002:277
                             "measured from the centre of its side nearest the target"})            // 002:357
        CHECK_MESSAGE(en.find(rule) != std::string::npos, rule);
    const std::string fr = printed_deck_text("onus-fortresses", "fr");
    for (const char* rule : {"l'artillerie forcée de fuir est détruite", "2 dés par côté de la tour", "le défenseur ne joue aucun événement de sa main",
                             "ne prennent jamais position sur les murs ou les tours", "la pierre ne brûle jamais", "Tours, tours de siège et artillerie"})
        CHECK_MESSAGE(fr.find(rule) != std::string::npos, rule);
}

TEST_CASE("deck audit: the French ONUS! deck uses the book's words") {
    const std::string fr = printed_deck_text("onus-fortresses", "fr");
    for (const char* book : {"Durabilité", "Échec", "percée", "Chausse-trappes", "Mur d'angle", "Mur avec une porte"})
        CHECK_MESSAGE(fr.find(book) != std::string::npos, book);
    for (const char* not_book : {"Solidité", "Maladresse", "fente", "Caltrops", "uraille"}) CHECK_MESSAGE(fr.find(not_book) == std::string::npos, not_book);
}

TEST_CASE("deck audit: the piece-cost note says no cost reading gives every printed total, without calling design D a misprint") {
    const std::string en = printed_deck_text("onus-fortresses", "en");
    CHECK(en.find("No set of costs gives every printed total") != std::string::npos);
    CHECK(en.find("Design D is printed 550 / 1,110; these costs make it 590 / 1,180") != std::string::npos);
    CHECK(en.find("misprint") == std::string::npos);
    const std::string fr = printed_deck_text("onus-fortresses", "fr");
    CHECK(fr.find("Le plan D est imprimé à 550 / 1 110 ; ces coûts le portent à 590 / 1 180") != std::string::npos);
    CHECK(fr.find("coquille") == std::string::npos);
}

TEST_CASE("deck audit: onus cost prices stone towers in a wooden fortress at stone") {
    // 2 wooden towers 160, 7 walls 280, a gate wall 30, and 2 stone towers 2 × 160 (002:604).
    const CommandResult mixed = run_command(cli() + " onus cost --towers 2 --stone-towers 2 --walls 7 --gate-walls 1 2>&1");
    CHECK(mixed.status == 0);
    CHECK(mixed.output.find("790 pts") != std::string::npos);
    CHECK(mixed.output.find("stone towers by agreement: 2") != std::string::npos);
    const CommandResult json = run_command(cli() + " --json onus cost --towers 2 --stone-towers 2 --walls 7 --gate-walls 1 2>&1");
    CHECK(json.output.find("\"points\": 790") != std::string::npos);
    // In a stone fortress its towers are stone already.
    const CommandResult stone = run_command(cli() + " onus cost --towers 2 --stone-towers 2 --material stone 2>&1");
    CHECK(stone.output.find("640 pts") != std::string::npos);
}

TEST_CASE("deck audit: every deck's wording cites its sources as the list data does, and print card --sources prints them") {
    static const std::regex places(R"(\d{3}:\d+(-\d+)?(; \d{3}:\d+(-\d+)?)*)");
    for (const auto& entry : fs::directory_iterator(source_path("templates/cards"))) {
        pugi::xml_document doc;
        REQUIRE(doc.load_file(entry.path().c_str()));
        for (const pugi::xpath_node& found : doc.select_nodes("//wording")) {
            const pugi::xml_node wording = found.node();
            CHECK_MESSAGE(!wording.attribute("source"), entry.path().filename().string());
            CHECK_MESSAGE(std::regex_match(std::string(wording.attribute("sources").value()), places), entry.path().filename().string());
        }
    }
    const TempFolder dir{"deck-audit-sources"};
    const fs::path pdf = dir / "tower.pdf";
    REQUIRE(run_command(cli() + " print card siege-tower --sources -o " + pdf.string() + " >/dev/null 2>&1").status == 0);
    std::string text = run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output;
    for (char& c : text)
        if (c == '\n') c = ' ';
    CHECK(text.find("Sources: 001:126-134") != std::string::npos);  // the drawbridge table's wording
    const fs::path onus = dir / "onus.pdf";
    REQUIRE(run_command(cli() + " print card onus-towers --sources -o " + onus.string() + " >/dev/null 2>&1").status == 0);
    CHECK(run_command("pdftotext " + onus.string() + " - 2>/dev/null").output.find("Sources: 002:492-494") != std::string::npos);
}

}  // namespace deck_audit_test
