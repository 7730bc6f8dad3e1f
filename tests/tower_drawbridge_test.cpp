// The SIEGE siege tower's drawbridge (seed 001 §8, l.126-134): two characters on the two winch hexes
// lower it, one hex from a rampart hex, and the tower never moves again.
#include <doctest/doctest.h>

#include "muster/siege_tower/siege_tower.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace tower_drawbridge_test {

namespace {

siege_tower::Loadout lowering(int on_level2, int winch_operators, int rampart_distance) {
    siege_tower::Loadout loadout;
    loadout.aboard = {4, on_level2, 2};
    loadout.pushers = 8;
    loadout.lowering_drawbridge = true;
    loadout.winch_operators = winch_operators;
    loadout.rampart_distance = rampart_distance;
    return loadout;
}

bool says(const siege_tower::TowerVerdict& v, const std::string& text) { return format_human(v.report).find(text) != std::string::npos; }

// Whether a finding names this place of the source behind its sentence (--explain, JSON; issue 28).
bool cites(const siege_tower::TowerVerdict& v, const std::string& place) {
    for (const Diagnostic& d : v.report.diagnostics())
        if (d.sources.find(place) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("siege tower: two characters on the winch hexes, one hex from the rampart, lower the drawbridge") {
    const siege_tower::TowerRules& rules = bundled<siege_tower::TowerRules>();
    REQUIRE(rules.winch_characters == 2);
    const siege_tower::TowerVerdict v = siege_tower::check_loadout(rules, lowering(5, 2, 1));
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.movement == 0);
    CHECK(says(v, "the 2 characters on the winch hexes can neither move, fight nor fire this turn, and at its end the drawbridge is down"));
    CHECK(cites(v, "001:126"));
}

TEST_CASE("siege tower: the drawbridge does not come down with fewer than its 2 winch operators") {
    const siege_tower::TowerVerdict v = siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), lowering(5, 1, 1));
    CHECK_FALSE(v.legal);
    CHECK(says(v, "error: lowering the drawbridge takes 2 characters on the winch hexes, and 1 is there\n"));
    CHECK(cites(v, "001:126"));
    const siege_tower::TowerVerdict none = siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), lowering(5, 0, 1));
    CHECK(says(none, "lowering the drawbridge takes 2 characters on the winch hexes, and 0 are there"));
}

TEST_CASE("siege tower: the winch operators stand on level 2, among its characters") {
    const siege_tower::TowerVerdict v = siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), lowering(1, 2, 1));
    CHECK_FALSE(v.legal);
    CHECK(says(v, "the winch hexes are on level 2, which holds 1 character, not the 2 working the winches"));
}

TEST_CASE("siege tower: the drawbridge comes down only one hex from a rampart hex") {
    const siege_tower::TowerVerdict v = siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), lowering(5, 2, 2));
    CHECK_FALSE(v.legal);
    CHECK(says(v, "the drawbridge comes down only when the tower is 1 hex from a rampart hex, and it is 2 away\n"));
    siege_tower::Loadout already = lowering(5, 2, 1);
    already.drawbridge_down = true;
    CHECK(says(siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), already), "the drawbridge is already down"));
}

TEST_CASE("tower cli: lowering the drawbridge names its winch operators") {
    const CommandResult short_handed = run_command(cli() + " tower check --level2 5 --pushers 8 --lower-drawbridge --winch 1 --rampart-distance 1");
    CHECK(short_handed.status == 1);
    CHECK(short_handed.output.find("takes 2 characters on the winch hexes") != std::string::npos);
    CHECK(run_command(cli() + " tower check --level2 5 --pushers 8 --lower-drawbridge --winch 2 --rampart-distance 1").status == 0);
}

}  // namespace tower_drawbridge_test
