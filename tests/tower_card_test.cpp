// The SIEGE siege-tower card carries the cover table (seed 001 §3 and §10), the firing rules and
// fire ratios (§6, §7, §9) and the heights against each rampart level (§2).
#include <doctest/doctest.h>

#include <filesystem>

#include "muster/print/printing.hpp"
#include "muster/siege_tower/siege_tower.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace tower_card_test {

namespace {

std::string tower_card_text() {
    const TempFolder dir{"tower-card"};
    const fs::path pdf = dir / "siege-tower.pdf";
    const PrintResult result = print_card("siege-tower", bundled_lists(), {}, pdf);
    CHECK(result.pages == result.cards);  // a deck: one card per page
    // Lines joined, in the order they are drawn: a phrase wrapped in a table cell still reads whole.
    std::string text = run_command("pdftotext -raw " + pdf.string() + " - 2>/dev/null").output;
    for (char& c : text)
        if (c == '\n') c = ' ';
    return text;
}

}  // namespace

TEST_CASE("tower card: the cover table and the fire ratios with the seed's numbers") {
    const std::string text = tower_card_text();
    for (const char* needle : {"Cover", "Infinite", "Light (last rank)", "Medium", "drawbridge hexes", "Arrow slit", "Winch", "1:10", "3:10", "+1 to the die",
                               "heavy cover", "never through"})
        CHECK_MESSAGE(text.find(needle) != std::string::npos, needle);
}

TEST_CASE("tower card: the heights table agrees with the rampart levels the checks use") {
    const siege_tower::TowerRules& rules = bundled<siege_tower::TowerRules>();
    const ReferenceTable* heights = rules.table("tower-heights");
    REQUIRE(heights != nullptr);
    REQUIRE(heights->rows.size() == rules.ramparts.size());
    for (std::size_t i = 0; i < rules.ramparts.size(); ++i) {
        const siege_tower::Rampart& rampart = rules.ramparts[i];
        const std::vector<std::string>& row = heights->rows[i];
        CHECK(row[0] == std::to_string(rampart.level));
        for (std::size_t level = 0; level < 3; ++level) {
            const siege_tower::LevelUse& use = rampart.levels[level];
            const std::string shown = !use.used       ? "not used"
                                      : use.spans > 1 ? std::to_string(use.height) + "–" + std::to_string(use.height + use.spans - 1)
                                                      : std::to_string(use.height);
            CHECK_MESSAGE(row[level + 1] == shown, "rampart ", rampart.level, " level ", level + 1);
        }
        CHECK(row[4] == std::to_string(rampart.levels[1].ladder_mp) + " MP");
    }
    CHECK(tower_card_text().find("Heights against the rampart") != std::string::npos);
}

}  // namespace tower_card_test
