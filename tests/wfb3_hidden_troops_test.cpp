// WFB3 troops that hide among a unit's models (issue 31): assassins act only "like" characters once revealed
// (003:7789-7792), so they never lead, second or carry the army standard, and never count against those who do;
// they hide in a unit of their own race (003:7733); only a role that hides is entered hidden. Were-creatures carry
// a single weapon (003:8159-8161) and are humans, elves or a race the bestiary names (003:8119-8120).
#include <doctest/doctest.h>

#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "test_support.hpp"
#include "wfb3_test_armies.hpp"

using namespace muster;
using namespace muster::wfb3;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wfb3_hidden_troops_test {

namespace {

const std::string humans =
    "<unit id=\"u\" creature=\"human\" models=\"10\"><equipment ref=\"spear\"/></unit>\n"
    "<unit id=\"gob\" creature=\"goblin\" models=\"10\"/>\n";

bool has_rule(const ArmyVerdict& army, const std::string& rule) {
    for (const Diagnostic& d : army.report.diagnostics())
        if (d.severity == Severity::error && d.rule_id == rule) return true;
    return false;
}

}  // namespace

TEST_CASE("wfb3 hidden troops: a hidden assassin does not count against the general or the army standard's bearer") {
    const ArmyVerdict army = wfb3_army_of(humans +
                                          "<character id=\"g\" creature=\"human\" level=\"5\" general=\"true\" army-standard=\"true\"/>\n"
                                          "<character id=\"a\" creature=\"human\" level=\"15\" role=\"assassin\" hidden-in=\"u\"/>\n");
    CHECK_MESSAGE(army.legal, format_human(army.report));
}

TEST_CASE("wfb3 hidden troops: an assassin is never the general, a second-in-command or the army standard's bearer") {
    const std::string general = "<character id=\"g\" creature=\"human\" level=\"10\" general=\"true\"/>\n";
    for (const char* post : {"general=\"true\"", "army-standard=\"true\"", "second-in-command=\"true\""}) {
        const ArmyVerdict army = wfb3_army_of(humans + (std::string(post) == "general=\"true\"" ? "" : general) +
                                              "<character id=\"a\" creature=\"human\" level=\"5\" role=\"assassin\" hidden-in=\"u\" " + post + "/>\n");
        CHECK_MESSAGE(has_rule(army, "wfb3.assassin-command"), post, format_human(army.report));
    }
}

TEST_CASE("wfb3 hidden troops: an assassin hides in a unit of his own race, and only a role that hides is entered hidden") {
    const std::string general = "<character id=\"g\" creature=\"human\" level=\"10\" general=\"true\"/>\n";
    const ArmyVerdict goblins = wfb3_army_of(humans + general + "<character id=\"a\" creature=\"human\" level=\"5\" role=\"assassin\" hidden-in=\"gob\"/>\n");
    CHECK(has_rule(goblins, "wfb3.hidden"));
    CHECK(format_human(goblins.report).find("a unit of his own race") != std::string::npos);
    for (const char* who : {"wizard=\"true\"", "role=\"engineer\"", ""}) {
        const ArmyVerdict hidden = wfb3_army_of(humans + general + "<character id=\"w\" creature=\"human\" level=\"5\" hidden-in=\"u\" " + who + "/>\n");
        CHECK_MESSAGE(has_rule(hidden, "wfb3.hidden"), who);
    }
    CHECK(wfb3_army_of(humans + general + "<character id=\"a\" creature=\"human\" level=\"5\" role=\"assassin\" hidden-in=\"u\"/>\n").legal);
}

TEST_CASE("wfb3 hidden troops: a were-creature carries a single weapon, and is a human, an elf or a race its bestiary names") {
    CHECK_THROWS_WITH_AS(trooper_cost(bundled<PointsRules>(), {"human", {"spear", "bow"}, "", "were-creature", 0}), doctest::Contains("one weapon"), Error);
    CHECK(trooper_cost(bundled<PointsRules>(), {"human", {"spear"}, "", "were-creature", 0}).total == doctest::Approx(26));
    CHECK_THROWS_WITH_AS(trooper_cost(bundled<PointsRules>(), {"goblin", {}, "", "were-creature", 0}), doctest::Contains("Goblin"), Error);
    const PointsRules mine =
        wfb3_rules_with("<creature id=\"elf\" name=\"Elf\" base=\"8\"/><creature id=\"skaven\" name=\"Skaven\" base=\"4\" were-creature=\"true\"/>");
    CHECK_NOTHROW(trooper_cost(mine, {"elf", {}, "", "were-creature", 0}));
    CHECK_NOTHROW(trooper_cost(mine, {"skaven", {}, "", "were-creature", 0}));
    // hidden in a unit with two weapons, each keeps one: the first the unit lists
    UnitSpec unit{{"human", {"spear", "bow", "light-armour"}, "", "", 0}, 18, false, false, {}, 2, "were-creature"};
    const Cost cost = unit_cost(bundled<PointsRules>(), unit);
    CHECK(cost.total == doctest::Approx(17 * 10 + 2 * 26));
    UnitSpec goblins{{"goblin", {}, "", "", 0}, 8, false, false, {}, 2, "were-creature"};
    CHECK_THROWS_AS(unit_cost(bundled<PointsRules>(), goblins), Error);
}

}  // namespace wfb3_hidden_troops_test
