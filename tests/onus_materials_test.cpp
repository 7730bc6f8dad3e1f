// ONUS! fortress materials (seed 002 l.604): one material for the whole fortress, except stone towers
// in a wooden fortress when both players agree; a piece's own material is part of the design.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "muster/onus/fortress.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace onus_materials_test {

namespace {

// The standard 5 × 3 fortress (design C, l.625-627) with each tower's material given.
std::string standard_with(const std::string& fortress_material, const std::string& tower_material, const std::string& before = "") {
    const std::string tower = "<piece kind=\"tower\" turn=\"right\" material=\"" + tower_material + "\"/>";
    return "<onus-fortress format=\"2\" name=\"Mixed\" material=\"" + fortress_material + "\">\n" + before +
           "<enclosure>\n"
           "<piece kind=\"wall\"/><piece kind=\"gate-wall\"/><piece kind=\"wall\"/>" +
           tower +
           "\n"
           "<piece kind=\"wall\"/>" +
           tower +
           "\n"
           "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"wall\"/>" +
           tower +
           "\n"
           "<piece kind=\"wall\"/>" +
           tower +
           "\n"
           "</enclosure>\n</onus-fortress>\n";
}

onus::FortressVerdict check(const std::string& text) { return onus::check_fortress_text(text, "mixed.onus.xml", bundled<onus::FortressRules>()); }

bool says(const onus::FortressVerdict& v, const std::string& text) { return format_human(v.report).find(text) != std::string::npos; }

// Whether a finding names this place of the source behind its sentence (--explain, JSON; issue 28).
bool cites(const onus::FortressVerdict& v, const std::string& place) {
    for (const Diagnostic& d : v.report.diagnostics())
        if (d.sources.find(place) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("onus: stone towers in a wooden fortress with no agreement recorded are not legal") {
    const onus::FortressVerdict v = check(standard_with("wood", "stone"));
    CHECK_FALSE(v.legal);
    CHECK(says(v, "mixed.onus.xml:3:99: error: a stone tower may stand in a wooden fortress only when both players agree"));
    CHECK(cites(v, "002:604"));
    CHECK(says(v, "<agreement rule=\"stone-towers\"/>"));
}

TEST_CASE("onus: with the players' agreement, stone towers stand in a wooden fortress and each piece is priced at its own material") {
    const onus::FortressVerdict v = check(standard_with("wood", "stone", "<agreement rule=\"stone-towers\"/>\n"));
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.cost == 7 * 40 + 30 + 4 * 80 * 2);  // wooden walls and gate, towers at stone's twice (l.604)
    CHECK(says(v, "4 stone towers stand in this wooden fortress by agreement"));
    CHECK(says(v, "each priced at its own material"));
}

TEST_CASE("onus: no other mix of materials is legal, agreement or not") {
    const onus::FortressVerdict wooden_towers = check(standard_with("stone", "wood", "<agreement rule=\"stone-towers\"/>\n"));
    CHECK_FALSE(wooden_towers.legal);
    CHECK(says(wooden_towers,
               "a wooden tower cannot stand in a stone fortress: a fortress is all stone or all wood, save stone towers in a wooden fortress by agreement"));
    CHECK(cites(wooden_towers, "002:604"));
    std::string stone_wall = standard_with("wood", "wood", "<agreement rule=\"stone-towers\"/>\n");
    stone_wall.replace(stone_wall.find("<piece kind=\"gate-wall\"/>"), 25, "<piece kind=\"gate-wall\" material=\"stone\"/>");
    CHECK(says(check(stone_wall), "a stone wall with a gate cannot stand in a wooden fortress"));
}

TEST_CASE("onus: a piece that names its fortress's own material is no mix") {
    const onus::FortressVerdict v = check(standard_with("stone", "stone"));
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.cost == 1260);  // design C in stone, as printed (l.627)
}

TEST_CASE("onus cli: a mixed design without agreement is NOT LEGAL and says why") {
    const TempFolder folder{"mixed-onus"};
    const std::filesystem::path file = folder / "muster-mixed.onus.xml";
    {
        std::ofstream out(file);
        out << standard_with("wood", "stone");
    }
    const CommandResult r = run_command(cli() + " onus check " + file.string());
    CHECK(r.status == 1);
    CHECK(r.output.find("NOT LEGAL") != std::string::npos);
    CHECK(r.output.find("only when both players agree\n") != std::string::npos);
    CHECK(r.output.find("seed") == std::string::npos);
    std::filesystem::remove(file);
}

}  // namespace onus_materials_test
