// The SIEGE siege tower's pushers engaged in combat (seed 001 §4.1, l.92-96): next turn the tower
// moves at the pace the pushers still free allow.
#include <doctest/doctest.h>

#include "muster/siege_tower/siege_tower.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace tower_pushers_test {

namespace {

siege_tower::TowerVerdict pushing(int pushers, int engaged) {
    siege_tower::Loadout loadout;
    loadout.aboard = {5, 5, 2};
    loadout.pushers = pushers;
    loadout.engaged_pushers = engaged;
    return siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), loadout);
}

}  // namespace

TEST_CASE("siege tower: 3 of 10 pushers attacked from behind leave 7, and the tower moves 1 hex next turn (l.96)") {
    const siege_tower::TowerVerdict v = pushing(10, 3);
    CHECK(v.legal);
    CHECK(v.movement == 1);
    CHECK(format_human(v.report).find("3 of the 10 pushers are fighting, so next turn the tower moves at the pace of the 7 still free: 1 MP") !=
          std::string::npos);
    CHECK(pushing(10, 0).movement == 2);
    CHECK(pushing(10, 7).movement == 0);
}

TEST_CASE("siege tower: no more pushers can be fighting than push the tower") {
    const siege_tower::TowerVerdict v = pushing(10, 11);
    CHECK_FALSE(v.legal);
    CHECK(format_human(v.report).find("11 pushers are fighting, but only 10 push the tower") != std::string::npos);
}

TEST_CASE("tower cli: engaged pushers slow the tower") {
    const CommandResult r = run_command(cli() + " tower check --level1 5 --pushers 10 --engaged-pushers 3");
    CHECK(r.status == 0);
    CHECK(r.output.find("1 MP per turn") != std::string::npos);
}

}  // namespace tower_pushers_test
