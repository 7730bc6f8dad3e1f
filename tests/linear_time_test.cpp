// What the linear-time rewrites must keep: the same positions, lookups, suggestions, printed
// names and fresh ids as before, on inputs large enough to take the new paths. (How the cost grows
// is shown by build/tests/bench, never timed here.)
#include <doctest/doctest.h>

#include "muster/roster/roster_file.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

namespace {

// 1-based column of a byte offset on a line starting at line_start, counted in code points.
int code_point_column(const std::string& text, std::size_t line_start, std::size_t offset) {
    int column = 1;
    for (std::size_t i = line_start; i < offset; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
    return column;
}

}  // namespace

TEST_CASE("positions: every finding on one long line points at its own attribute, in code points") {
    // 1,500 units on one line, all with the id "u1" and an accented label before it: every unit but
    // the first is a duplicate, reported at its own id="u1", thousands of characters along the line.
    std::string text = "<roster format=\"1\" system=\"s\" faction=\"f\" points-limit=\"1000\"><division id=\"d1\">";
    std::vector<std::size_t> id_offsets;
    for (int i = 0; i < 1500; ++i) {
        text += "<unit label=\"Écuyer génois\" ";
        id_offsets.push_back(text.size());
        text += "id=\"u1\" ref=\"x\"/>";
    }
    text += "</division></roster>";
    Report report;
    CHECK_FALSE(parse_roster(text, "long.roster.xml", report));
    REQUIRE(report.diagnostics().size() == Report::max_kept);
    CHECK(report.left_out() == 1500 - 1 - Report::max_kept);
    for (std::size_t i = 0; i < report.diagnostics().size(); ++i) {
        const Diagnostic& d = report.diagnostics()[i];
        REQUIRE(d.location);
        CHECK(d.rule_id == "roster.duplicate-id");
        CHECK(d.location->line == 1);
        CHECK(d.location->column == code_point_column(text, 0, id_offsets[i + 1]));
    }
    // Columns are characters, not bytes: two accented letters per unit put the 1,000th finding
    // 2 × 1,001 columns short of its byte offset.
    CHECK(static_cast<std::size_t>(report.diagnostics().back().location->column) ==
          id_offsets[Report::max_kept] + 1 - 2 * (Report::max_kept + 1));
}

TEST_CASE("positions: columns restart on each line and count accented letters once") {
    const std::string text = "<roster format=\"1\" system=\"s\" faction=\"f\" points-limit=\"1000\">\n"
                             "<division id=\"d1\" name=\"Bataille de l'Écluse — « avant-garde »\"><unit id=\"u1\" ref=\"x\"/>\n"
                             "  <unit label=\"é\" id=\"u1\" ref=\"y\"/></division>\n"
                             "<division id=\"d1\" name=\"Arrière-garde\"/></roster>\n";
    Report report;
    CHECK_FALSE(parse_roster(text, "r.roster.xml", report));
    REQUIRE(report.diagnostics().size() == 2);
    CHECK(to_string(*report.diagnostics()[0].location) == "r.roster.xml:3:19");
    CHECK(to_string(*report.diagnostics()[1].location) == "r.roster.xml:4:11");
}
