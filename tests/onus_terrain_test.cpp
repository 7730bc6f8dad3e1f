// ONUS! fortress designs beyond the enclosing wall: inner walls, the box's piece counts (seed 002
// l.84-89), watchtowers never inside a fortress (l.382) and the points the defender declares for the
// fortress and any other defensive terrain (l.572).
#include <doctest/doctest.h>

#include "muster/onus/fortress.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace onus_terrain_test {

namespace {

// Design C (l.625-627): a 12 × 4 courtyard from (0, 0) to (12, 4), x along the first wall, y to its right.
const std::string standard =
    "<enclosure>\n"
    "<piece kind=\"wall\"/><piece kind=\"gate-wall\"/><piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n"
    "<piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n"
    "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n"
    "<piece kind=\"wall\"/><piece kind=\"tower\" turn=\"right\"/>\n"
    "</enclosure>\n";

onus::FortressVerdict check(const std::string& before, const std::string& after = "", const std::string& enclosure = standard) {
    return onus::check_fortress_text(
        "<onus-fortress format=\"2\" name=\"T\" material=\"wood\" artillery=\"2\">\n" + before + enclosure + after + "</onus-fortress>\n", "t.onus.xml",
        bundled<onus::FortressRules>());
}

bool says(const onus::FortressVerdict& v, const std::string& text) { return format_human(v.report).find(text) != std::string::npos; }

// Whether a finding names this place of the source behind its sentence (--explain, JSON; issue 28).
bool cites(const onus::FortressVerdict& v, const std::string& place) {
    for (const Diagnostic& d : v.report.diagnostics())
        if (d.sources.find(place) != std::string::npos) return true;
    return false;
}

std::string repeat(const std::string& piece, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += piece;
    return out;
}

}  // namespace

TEST_CASE("onus: a wall inside the enclosure stands apart from it and needs both players' agreement") {
    const std::string inner = "<inner-wall><piece kind=\"wall\"/><piece kind=\"wall\"/></inner-wall>\n";
    const onus::FortressVerdict alone = check("", inner);
    CHECK_FALSE(alone.legal);
    CHECK(says(alone, "t.onus.xml:8:1: error: this inner wall is not part of the enclosing wall"));
    CHECK(cites(alone, "002:600"));
    const onus::FortressVerdict agreed = check("<agreement rule=\"gaps\"/>\n", inner);
    CHECK_MESSAGE(agreed.legal, format_human(agreed.report));
    CHECK(agreed.counts.at("wall") == 9);
    CHECK(agreed.cost == 630 + 2 * 40);
}

TEST_CASE("onus: more than the box's 20 sections of one material is a warning, counted per material") {
    // 7 + 2 + 7 + 2 straight pieces and 4 corner towers: 22 pieces.
    const std::string big = "<enclosure><piece kind=\"gate-wall\"/>" + repeat("<piece kind=\"wall\"/>", 6) +
                            "<piece kind=\"tower\" turn=\"right\" material=\"MAT\"/>" + repeat("<piece kind=\"wall\"/>", 2) +
                            "<piece kind=\"tower\" turn=\"right\" material=\"MAT\"/>" + repeat("<piece kind=\"wall\"/>", 7) +
                            "<piece kind=\"tower\" turn=\"right\" material=\"MAT\"/>" + repeat("<piece kind=\"wall\"/>", 2) +
                            "<piece kind=\"tower\" turn=\"right\" material=\"MAT\"/></enclosure>\n";
    std::string wooden = big;
    for (std::size_t at; (at = wooden.find("MAT")) != std::string::npos;) wooden.replace(at, 3, "wood");
    const onus::FortressVerdict v = check("", "", wooden);
    CHECK(v.legal);
    CHECK(v.report.count(Severity::warning) == 1);
    CHECK(says(v, "warning: the design uses 22 wooden fortress sections and the box holds 20\n"));
    CHECK(cites(v, "002:84"));
    std::string stone_towers = big;
    for (std::size_t at; (at = stone_towers.find("MAT")) != std::string::npos;) stone_towers.replace(at, 3, "stone");
    const onus::FortressVerdict mixed = check("<agreement rule=\"stone-towers\"/>\n", "", stone_towers);
    CHECK(mixed.legal);
    CHECK(mixed.report.count(Severity::warning) == 0);  // 18 wooden and 4 stone sections
}

TEST_CASE("onus: a watchtower never stands inside a fortress, and the box has two") {
    const onus::FortressVerdict inside = check("", "<watchtower x=\"6\" y=\"2\"/>\n");
    CHECK_FALSE(inside.legal);
    CHECK(says(inside, "t.onus.xml:8:1: error: a watchtower cannot stand inside a fortress, and its centre (6, 2) is within the wall\n"));
    CHECK(cites(inside, "002:382"));
    const onus::FortressVerdict outside = check("", "<watchtower x=\"6\" y=\"-10\"/><watchtower x=\"20\" y=\"2\"/>\n");
    CHECK_MESSAGE(outside.legal, format_human(outside.report));
    CHECK_FALSE(says(outside, "the box holds"));
    const onus::FortressVerdict three = check("", "<watchtower x=\"6\" y=\"-10\"/><watchtower x=\"20\" y=\"2\"/><watchtower x=\"-8\" y=\"2\"/>\n");
    CHECK(three.legal);
    CHECK(says(three, "warning: the design uses 3 watchtowers and the box holds 2\n"));
    CHECK(cites(three, "002:85"));
}

TEST_CASE("onus: the declared points are the fortress's and the other defensive terrain's (seed 002 l.572)") {
    const onus::FortressVerdict v = check("", "<watchtower x=\"6\" y=\"-10\" points=\"30\"/>\n<defence kind=\"trench\" count=\"2\" points=\"20\"/>\n");
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.cost == 630);
    CHECK(v.declared_points == 680);
    CHECK(says(v, "declare 680 pts before deploying: 630 for the fortress and 50 for other defensive terrain"));
    const onus::FortressVerdict unpriced = check("", "<defence kind=\"caltrops\" count=\"13\"/>\n");
    CHECK(unpriced.legal);
    CHECK(unpriced.declared_points == 630);
    CHECK(says(unpriced, "warning: no points are given for 13 caltrops"));
    CHECK(says(unpriced, "warning: the design uses 13 caltrops and the box holds 12"));
    CHECK(says(check("", "<defence kind=\"moat\" count=\"1\"/>\n"), "'moat' is not defensive terrain of the rules (barricade, trench, caltrops)"));
}

}  // namespace onus_terrain_test
