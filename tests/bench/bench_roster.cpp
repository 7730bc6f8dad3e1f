// Loading the bundled lists, and validating, printing and growing synthetic rosters of growing size.
#include <cstdio>

#include "bench_growth.hpp"
#include "bench_registry.hpp"
#include "muster/lists/list_library.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/roster/synthetic_roster.hpp"
#include "muster/util/input_limits.hpp"

namespace muster::bench {

namespace {

// What validation cannot do without: look each unit's profile up and add its points.
double bare_points(const Roster& roster, const Faction& faction) {
    double points = 0;
    for (const Division& division : roster.divisions)
        for (const UnitEntry& entry : division.units)
            if (const UnitProfile* profile = faction.unit(entry.unit_ref)) points += profile->points;
    return points;
}

// What printing cannot do without: one line per unit with its id and name.
std::size_t bare_lines(const Roster& roster, const Faction& faction) {
    std::string out;
    for (const Division& division : roster.divisions)
        for (const UnitEntry& entry : division.units) {
            const UnitProfile* profile = faction.unit(entry.unit_ref);
            out += "  " + entry.id + " " + (profile ? profile->name.en : entry.unit_ref) + "\n";
        }
    return out.size();
}

volatile double sink = 0;

void run() {
    const std::string lists = std::string(MUSTER_SOURCE_DIR) + "/lists";
    print_result("load all bundled lists",
                 best_ms(20,
                         [&] {
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
        print_result("validate roster of " + std::to_string(units) + " units", ms, "ms", units == 1000 ? "< 1 ms" : "linear");
    }

    measure_growth("validate a roster", "units", "bare loop", 2000, [&](int n) {
        auto roster = std::make_shared<Roster>(synthetic_roster(*faction, n));
        return GrowthWork{[&, roster] { validate_roster(*roster, library); }, [&, roster] { sink = bare_points(*roster, *faction); }};
    });
    measure_growth("validate, 1 in 10 units unknown", "units", "bare loop", 2000, [&](int n) {
        auto roster = std::make_shared<Roster>(synthetic_roster(*faction, n, 10));
        return GrowthWork{[&, roster] { validate_roster(*roster, library); }, [&, roster] { sink = bare_points(*roster, *faction); }};
    });
    measure_growth("print validation results", "units", "bare lines", 2000, [&](int n) {
        auto roster = std::make_shared<Roster>(synthetic_roster(*faction, n, 10));
        auto verdict = std::make_shared<RosterVerdict>(validate_roster(*roster, library));
        return GrowthWork{[roster, verdict] { sink = static_cast<double>(format_verdict(*roster, *verdict, "bench").size()); },
                          [&, roster] { sink = static_cast<double>(bare_lines(*roster, *faction)); }};
    });
    measure_growth("roster add: n units at once", "units", "bare push", 2000, [&](int n) {
        std::vector<std::string> refs;
        for (int i = 0; i < n; ++i) refs.push_back(faction->units[static_cast<std::size_t>(i) % faction->units.size()].id);
        return GrowthWork{[&, refs] {
                              Roster roster = new_roster(*faction, max_army_points, "bench");
                              const std::string division = add_division(roster, "");
                              add_units(roster, *faction, division, refs);
                          },
                          [&, refs] {
                              Roster roster = new_roster(*faction, max_army_points, "bench");
                              roster.divisions.emplace_back().id = "d1";
                              for (std::size_t i = 0; i < refs.size(); ++i)
                                  roster.divisions.back().units.push_back({"u" + std::to_string(i + 1), refs[i], "", {}});
                          }};
    });
}

const BenchRegistration registration("roster validation", &run);

}  // namespace

}  // namespace muster::bench
