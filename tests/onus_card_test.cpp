// The ONUS! and SIEGE tower reference cards carry the rules their seeds give, with their numbers.
#include <doctest/doctest.h>

#include <filesystem>

#include "muster/onus/fortress.hpp"
#include "muster/print/printing.hpp"
#include "muster/text/numbers.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace onus_card_test {

namespace {

std::string card_text(const std::string& card_id) {
    const TempFolder dir{"onus-card"};
    const fs::path pdf = dir / (card_id + ".pdf");
    const PrintResult result = print_card(card_id, bundled_lists(), {}, pdf);
    CHECK(result.pages == result.cards);  // a deck: one card per page
    // Lines joined: a phrase wrapped at a card's width still reads whole.
    std::string text = run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output;
    for (char& c : text)
        if (c == '\n') c = ' ';
    return text;
}

void check_holds(const std::string& text, std::initializer_list<const char*> needles) {
    for (const char* needle : needles) CHECK_MESSAGE(text.find(needle) != std::string::npos, needle);
}

}  // namespace

TEST_CASE("onus card: terrain and movement with the seed's numbers (seed 002 l.108-229, 394-442)") {
    const std::string text = card_text("onus-fortresses");
    check_holds(text, {"Forest", "Hill", "Mountain", "Lake", "River", "Ford", "Bridge", "Village", "Trench", "Barricade", "Caltrops", "costs ×2", "at most 45°",
                       "half its move", "skirmishers only −1", "+2/+2 against missiles", "1 or 2 sections", "2 DU", "1 DU sideways"});
}

TEST_CASE("onus card: the ram, fire and assault rules with the seed's numbers (seed 002 l.446-564)") {
    const std::string text = card_text("onus-fortresses");
    check_holds(text, {"Ram", "4 dice", "5/5", "move −1", "Elephants", "sections in contact − 1", "one die fewer", "end of the next turn",
                       "1 marker per section", "1 turn per level", "6 sections", "1(0)", "+1 morale", "attack priority"});
}

TEST_CASE("onus card: its piece-cost table shows the costs the checks use") {
    const onus::FortressRules& rules = bundled<onus::FortressRules>();
    const ReferenceTable* costs = rules.table("piece-costs");
    REQUIRE(costs != nullptr);
    REQUIRE(costs->rows.size() == rules.pieces.size());
    for (std::size_t i = 0; i < rules.pieces.size(); ++i) {
        const onus::Piece& piece = rules.pieces[i];
        CHECK(costs->rows[i][0] == piece.name.en);
        CHECK(costs->rows[i][1] == write_amount(piece.cost, Language::english));
        CHECK(costs->rows[i][2] == write_amount(piece.cost * rules.stone_factor, Language::english));
    }
    check_holds(card_text("onus-fortresses"), {"Piece costs"});
}

}  // namespace onus_card_test
