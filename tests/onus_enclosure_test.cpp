// ONUS! fortress walls checked as geometry: the pieces, at their real lengths, must close round a
// courtyard with no gap (seed 002 l.600), which the seed's own designs A to E do (l.618-636).
#include <doctest/doctest.h>

#include <chrono>

#include "muster/onus/fortress.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace onus_enclosure_test {

namespace {

onus::FortressVerdict check_file(const std::string& relative) { return onus::check_fortress_file(source_path(relative), bundled<onus::FortressRules>()); }

onus::FortressVerdict check_text(const std::string& body, const std::string& extra_root_attributes = "") {
    return onus::check_fortress_text("<onus-fortress format=\"2\" name=\"T\" material=\"wood\"" + extra_root_attributes + ">\n" + body + "</onus-fortress>\n",
                                     "t.onus.xml", bundled<onus::FortressRules>());
}

bool says(const onus::FortressVerdict& v, const std::string& text) { return format_human(v.report).find(text) != std::string::npos; }

// Whether a finding names this place of the source behind its sentence (--explain, JSON; issue 28).
bool cites(const onus::FortressVerdict& v, const std::string& place) {
    for (const Diagnostic& d : v.report.diagnostics())
        if (d.sources.find(place) != std::string::npos) return true;
    return false;
}

// Design B (l.620-622) walked round with the courtyard on the right.
const std::string design_b =
    "<enclosure>\n"
    "<piece kind=\"tower\"/><piece kind=\"gate-wall\"/><piece kind=\"tower\"/><piece kind=\"corner\" turn=\"right\"/>\n"
    "<piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>\n"
    "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>\n"
    "<piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>\n"
    "</enclosure>\n";

}  // namespace

TEST_CASE("onus: the seed's designs A to E are closed, gated and legal, with the pieces and totals it prints") {
    struct Design {
        const char* file;
        int towers, walls, gate_walls, corners;
        double wood;       // the printed total; D's is a misprint (590 with the kept costs)
        double courtyard;  // square unit sections inside the walls
    };
    const Design designs[] = {
        {"lists/onus/examples/design-a.onus.xml", 2, 7, 1, 2, 510, 12 * 4},      // l.618
        {"lists/onus/examples/design-b.onus.xml", 2, 4, 1, 4, 430, 8 * 4},       // l.622
        {"lists/onus/examples/standard-5x3.onus.xml", 4, 7, 1, 0, 630, 12 * 4},  // l.627
        {"lists/onus/examples/design-d.onus.xml", 4, 4, 1, 4, 590, 8 * 6},       // l.634 (printed 550)
        {"lists/onus/examples/design-e.onus.xml", 1, 3, 1, 3, 290, 4 * 4},       // l.636
    };
    for (const Design& d : designs) {
        const onus::FortressVerdict v = check_file(d.file);
        CHECK_MESSAGE(v.legal, d.file, "\n", format_human(v.report));
        CHECK(v.closed);
        CHECK_MESSAGE(v.courtyard_area == d.courtyard, d.file);
        std::map<std::string, int> printed{{"tower", d.towers}, {"wall", d.walls}, {"gate-wall", d.gate_walls}};
        if (d.corners) printed["corner"] = d.corners;
        CHECK(v.counts == printed);
        CHECK_MESSAGE(v.cost == d.wood, d.file);
        CHECK(says(v, "closed round a courtyard"));
    }
}

TEST_CASE("onus: a wall left open is a gap, told with its width and at its last piece") {
    // Design B without its left-hand wall: the last corner ends 4 unit sections (one wall) short.
    std::string open = design_b;
    open.replace(open.rfind("<piece kind=\"wall\"/>"), std::string("<piece kind=\"wall\"/>").size(), "");
    const onus::FortressVerdict v = check_text(open);
    CHECK_FALSE(v.legal);
    CHECK_FALSE(v.closed);
    CHECK(says(v, "t.onus.xml:6:1: error: the wall is open: its last piece ends 4 unit sections from where its first piece begins"));
    CHECK(cites(v, "002:600"));
    CHECK_FALSE(says(v, "seed 002"));
}

TEST_CASE("onus: a gap both players agree to is allowed, and said to be agreed") {
    std::string open = design_b;
    open.replace(open.rfind("<piece kind=\"wall\"/>"), std::string("<piece kind=\"wall\"/>").size(), "");
    const onus::FortressVerdict v = check_text("<agreement rule=\"gaps\"/>\n" + open);
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(says(v, "the wall is open by agreement"));
}

TEST_CASE("onus: only corner walls and towers stand at a bend, and a corner wall always turns") {
    std::string bent = design_b;
    bent.replace(bent.find("<piece kind=\"corner\" turn=\"right\"/>"), 35, "<piece kind=\"wall\" turn=\"right\"/>");
    const onus::FortressVerdict v = check_text(bent);
    CHECK_FALSE(v.legal);
    CHECK(says(v, "t.onus.xml:3:87: error: a wall cannot turn: only a corner wall or a tower stands at a bend"));
    std::string straight = design_b;
    straight.replace(straight.find("<piece kind=\"corner\" turn=\"right\"/>"), 35, "<piece kind=\"corner\"/>");
    CHECK(says(check_text(straight), "a corner wall always turns: give it turn=\"left\" or turn=\"right\""));
}

TEST_CASE("onus: a wall that does not turn four times more one way than the other cannot close") {
    const onus::FortressVerdict v = check_text(
        "<enclosure><piece kind=\"gate-wall\"/><piece kind=\"corner\" turn=\"right\"/><piece kind=\"wall\"/>"
        "<piece kind=\"corner\" turn=\"right\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/></enclosure>\n");
    CHECK_FALSE(v.legal);
    CHECK(says(v, "the wall turns right 3 times and left 0 times, so it cannot close"));
}

TEST_CASE("onus: the courtyard side of an inward corner is counted, so an L-shaped fortress closes") {
    // Clockwise: 12 east, 4 south, 4 + a tower's 2 west to the inward corner, 2 + 4 south, 4 + 2 west,
    // 4 + 4 + 2 north: a courtyard of 12 × 4 + 6 × 6 square sections.
    const onus::FortressVerdict v = check_text(
        "<enclosure>"
        "<piece kind=\"wall\"/><piece kind=\"gate-wall\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"wall\"/><piece kind=\"tower\" turn=\"left\"/>"
        "<piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"wall\"/><piece kind=\"tower\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"tower\"/><piece kind=\"corner\" turn=\"right\"/>"
        "</enclosure>\n");
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.courtyard_area == 12 * 4 + 6 * 6);
}

TEST_CASE("onus: a design walked round the other way (courtyard on the left) closes just the same") {
    const onus::FortressVerdict v = check_text(
        "<enclosure>"
        "<piece kind=\"wall\"/><piece kind=\"corner\" turn=\"left\"/><piece kind=\"wall\"/><piece kind=\"wall\"/>"
        "<piece kind=\"corner\" turn=\"left\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"left\"/>"
        "<piece kind=\"tower\"/><piece kind=\"gate-wall\"/><piece kind=\"tower\"/><piece kind=\"corner\" turn=\"left\"/>"
        "</enclosure>\n");
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.courtyard_area == 8 * 4);
}

TEST_CASE("onus: a wall that crosses itself encloses no single courtyard") {
    // 12 east, 8 south, 4 west, then 13 north across the first side, round two inward corners and
    // back down across it again: it closes where it began but crosses itself at (8, 0).
    const onus::FortressVerdict v = check_text(
        "<enclosure>"
        "<piece kind=\"gate-wall\"/><piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"left\"/>"
        "<piece kind=\"wall\"/><piece kind=\"corner\" turn=\"left\"/>"
        "<piece kind=\"wall\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "<piece kind=\"tower\"/><piece kind=\"corner\" turn=\"right\"/><piece kind=\"wall\"/><piece kind=\"corner\" turn=\"right\"/>"
        "</enclosure>\n");
    CHECK_FALSE(v.legal);
    CHECK(says(v, "the wall crosses itself at (8, 0), so it encloses no single courtyard"));
}

TEST_CASE("onus: a design on a grid of squares (format 1) is read at its pieces' real lengths") {
    const onus::FortressVerdict grid = onus::check_fortress_file(test_data("onus/grid-5x3.onus.xml"), bundled<onus::FortressRules>());
    CHECK_MESSAGE(grid.legal, format_human(grid.report));
    CHECK(grid.courtyard_area == 12 * 4);
    // Closed on the grid, but a tower is 2 unit sections long and a wall 4: the top is 2 short.
    const onus::FortressVerdict uneven = onus::check_fortress_text(
        "<onus-fortress name=\"Uneven\" material=\"wood\">\n"
        "  <piece kind=\"tower\" x=\"0\" y=\"0\"/><piece kind=\"wall\" x=\"1\" y=\"0\"/><piece kind=\"tower\" x=\"2\" y=\"0\"/><piece kind=\"gate-wall\" x=\"3\" y=\"0\"/><piece kind=\"tower\" x=\"4\" y=\"0\"/>\n"
        "  <piece kind=\"wall\" x=\"0\" y=\"1\"/><piece kind=\"wall\" x=\"4\" y=\"1\"/>\n"
        "  <piece kind=\"tower\" x=\"0\" y=\"2\"/><piece kind=\"wall\" x=\"1\" y=\"2\"/><piece kind=\"wall\" x=\"2\" y=\"2\"/><piece kind=\"wall\" x=\"3\" y=\"2\"/><piece kind=\"tower\" x=\"4\" y=\"2\"/>\n"
        "</onus-fortress>\n",
        "uneven.onus.xml", bundled<onus::FortressRules>());
    CHECK_FALSE(uneven.legal);
    CHECK(says(uneven, "the wall is open: its last piece ends 2 unit sections from where its first piece begins"));
}

TEST_CASE("onus: a design of a hundred thousand pieces is refused at once, neither hanging nor piling up messages") {
    std::string pieces;
    for (int i = 0; i < 100000; ++i) pieces += i % 2 ? "<piece kind=\"corner\" turn=\"right\"/>" : "<piece kind=\"wall\"/>";
    const auto started = std::chrono::steady_clock::now();
    const onus::FortressVerdict v = check_text("<enclosure>" + pieces + "</enclosure>\n");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    CHECK(seconds < 5);
    CHECK_FALSE(v.legal);
    CHECK(says(v, "the design has 100000 pieces, and Muster checks designs of at most 2000 (the box holds 40)"));
    CHECK(v.report.diagnostics().size() < 10);
}

}  // namespace onus_enclosure_test
