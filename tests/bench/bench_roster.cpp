// Loading the bundled lists, and validating synthetic rosters of growing size.
#include <cstdio>

#include "bench_registry.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_verdict.hpp"

namespace muster::bench {

namespace {

Roster synthetic_roster(const Faction& faction, int units) {
    Roster roster = new_roster(faction, 1000, "bench");
    roster.points_limit = 1e8;  // beyond what a file may hold: a benchmark of validation, not a game
    const int per_division = 9;
    for (int i = 0; i < units; ++i) {
        if (i % per_division == 0) add_division(roster, "");
        const UnitProfile& unit = faction.units[static_cast<std::size_t>(i) % faction.units.size()];
        add_unit(roster, faction, roster.divisions.back().id, unit.id);
    }
    return roster;
}

void run() {
    const std::string lists = std::string(MUSTER_SOURCE_DIR) + "/lists";
    print_result("load all bundled lists", best_ms(20, [&] {
                     Report report;
                     ListLibrary::load(lists, report);
                 }),
                 "ms");
    Report report;
    const ListLibrary library = ListLibrary::load(lists, report);
    const Faction* faction = library.faction("hyw-french");
    if (!faction) {
        std::printf("  (hyw-french list missing: roster benchmarks skipped)\n");
        return;
    }
    for (int units : {100, 1000, 10000, 100000}) {
        const Roster roster = synthetic_roster(*faction, units);
        const int repeats = units >= 100000 ? 5 : 50;
        double ms = best_ms(repeats, [&] { validate_roster(roster, library); });
        print_result("validate roster of " + std::to_string(units) + " units", ms, "ms",
                     units == 1000 ? "< 1 ms" : "linear");
    }
}

const BenchRegistration registration("roster validation", &run);

}  // namespace

}  // namespace muster::bench
