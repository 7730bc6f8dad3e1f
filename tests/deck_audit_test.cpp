// The reference decks after the second audit (issue 31): French decks in French down to their footers, the deck
// list in the reader's language, and the Hail Caesar order test as seed 004 words it (5-e, 5-f, l.1242-1248).
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

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

}  // namespace deck_audit_test
