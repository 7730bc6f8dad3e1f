// WFB3's army standard in an ordinary soldier's hands (issue 31): "ne peut pas être portée par une figurine qui n'est
// pas un personnage à moins qu'il n'y ait pas d'autre choix" (003:8394-8399), and a monster entry that must be one.
#include <doctest/doctest.h>

#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "test_support.hpp"
#include "wfb3_test_armies.hpp"

using namespace muster;
using namespace muster::wfb3;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wfb3_army_standard_test {

namespace {

const std::string general = "<character id=\"g\" creature=\"human\" level=\"10\" general=\"true\"/>\n";
const std::string soldier_bearer = "<unit id=\"u\" creature=\"human\" models=\"10\" army-standard=\"true\"><equipment ref=\"spear\"/></unit>\n";

}  // namespace

TEST_CASE("wfb3 army standard: an ordinary soldier carries it when the army has no character who could") {
    const ArmyVerdict alone = wfb3_army_of(general + soldier_bearer);
    REQUIRE_MESSAGE(alone.legal, format_human(alone.report));
    const std::string said = format_army_verdict(alone, "t.wfb3.xml");
    CHECK_MESSAGE(said.find("an ordinary soldier of u carries the army standard: it works as a unit standard, its magic powers suspended") != std::string::npos,
                  said);
    CHECK(said.find("carries the army standard\n") != std::string::npos);  // the unit's own line says so
    const ArmyVerdict hero = wfb3_army_of(general + soldier_bearer + "<character id=\"h\" creature=\"human\" level=\"5\"/>\n");
    CHECK_FALSE(hero.legal);
    CHECK_MESSAGE(format_human(hero.report).find("an ordinary soldier of u carries the army standard although character h could") != std::string::npos,
                  format_human(hero.report));
    const ArmyVerdict two = wfb3_army_of(general + soldier_bearer + "<character id=\"s\" creature=\"human\" level=\"5\" army-standard=\"true\"/>\n");
    CHECK(format_human(two.report).find("2 army standards") != std::string::npos);
}

TEST_CASE("wfb3 army standard: a monster entry is a creature the bestiary calls a monster") {
    CHECK_THROWS_WITH_AS(monster_cost(bundled<PointsRules>(), {"human", {}, false}), doctest::Contains("not a monster"), Error);
    CHECK(monster_cost(bundled<PointsRules>(), {"mammoth", {}, false}).total == doctest::Approx(300));
    CHECK_FALSE(wfb3_army_of(general + "<monster id=\"m\" creature=\"human\"/>\n").legal);
}

}  // namespace wfb3_army_standard_test
