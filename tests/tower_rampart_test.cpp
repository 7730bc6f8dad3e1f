// The SIEGE siege tower against a rampart of level 1, 2 or 3 (seed 001 §2, l.66-70, and §7, l.120):
// the rampart decides how high each tower level stands, which level is unused and what the ladder
// up to the drawbridge costs.
#include <doctest/doctest.h>

#include "muster/siege_tower/siege_tower.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace tower_rampart_test {

namespace {

siege_tower::TowerVerdict against(int rampart_level, std::vector<int> aboard) {
    siege_tower::Loadout loadout;
    loadout.aboard = std::move(aboard);
    loadout.pushers = 8;
    loadout.rampart_level = rampart_level;
    return siege_tower::check_loadout(bundled<siege_tower::TowerRules>(), loadout);
}

bool says(const siege_tower::TowerVerdict& v, const std::string& text) { return format_human(v.report).find(text) != std::string::npos; }

// Whether a finding names this place of the source behind its sentence (--explain, JSON; issue 28).
bool cites(const siege_tower::TowerVerdict& v, const std::string& place) {
    for (const Diagnostic& d : v.report.diagnostics())
        if (d.sources.find(place) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("siege tower: against a level-2 rampart the three levels stand at heights 1, 2 and 3") {
    const siege_tower::TowerVerdict v = against(2, {3, 3, 3});
    CHECK(v.legal);
    REQUIRE(v.levels.size() == 3);
    CHECK(v.levels[0].height == 1);
    CHECK(v.levels[1].height == 2);
    CHECK(v.levels[1].drawbridge);
    CHECK(v.levels[2].height == 3);
    for (const auto& level : v.levels) CHECK(level.ladder_mp == 3);
    CHECK(says(v, "against a level-2 rampart the drawbridge on level 2 stands at height 2, the ladder up to it costs 3 MP, and level 3 fires from height 3"));
}

TEST_CASE("siege tower: against a level-1 rampart level 1 is not used, and the drawbridge is at height 1") {
    const siege_tower::TowerVerdict v = against(1, {0, 5, 3});
    CHECK(v.legal);
    CHECK_FALSE(v.levels[0].used);
    CHECK(v.levels[1].height == 1);
    CHECK(v.levels[2].height == 2);
    CHECK(says(v, "level 1 is not used against a level-1 rampart\n"));
    CHECK(cites(v, "001:68"));
    const siege_tower::TowerVerdict crowded = against(1, {4, 5, 3});
    CHECK_FALSE(crowded.legal);
    CHECK(says(crowded, "error: level 1 is not used against a level-1 rampart, yet 4 characters are on it\n"));
    CHECK(cites(crowded, "001:68"));
}

TEST_CASE("siege tower: against a level-3 rampart level 1 spans two heights and the ladder to the drawbridge costs 6 MP") {
    const siege_tower::TowerVerdict v = against(3, {3, 3, 3});
    CHECK(v.legal);
    CHECK(v.levels[0].spans == 2);
    CHECK(v.levels[1].height == 3);
    CHECK(v.levels[1].ladder_mp == 6);
    CHECK(v.levels[2].height == 4);  // always one above the rampart (l.120)
    CHECK(says(v, "the ladder up to it costs 6 MP"));
    CHECK(cites(v, "001:70; 001:120"));  // as every list cites its source
    CHECK_FALSE(says(v, "reading: "));   // the reading stands behind --explain (issue 28)
    set_findings_explained(true);
    CHECK(says(v, "reading: "));
    set_findings_explained(false);
}

TEST_CASE("siege tower: a rampart is of level 1, 2 or 3") {
    const siege_tower::TowerVerdict v = against(4, {3, 3, 3});
    CHECK_FALSE(v.legal);
    CHECK(says(v, "a rampart of level 4 is not in the rules: it is of level 1, 2 or 3"));
}

TEST_CASE("tower cli: the rampart level is an option and the heights are shown") {
    const CommandResult r = run_command(cli() + " tower check --level1 3 --level2 3 --level3 3 --pushers 8 --rampart-level 3");
    CHECK(r.status == 0);
    CHECK(r.output.find("costs 6 MP") != std::string::npos);
    CHECK(run_command(cli() + " tower check --level1 3 --pushers 8 --rampart-level 1").status == 1);
}

}  // namespace tower_rampart_test
