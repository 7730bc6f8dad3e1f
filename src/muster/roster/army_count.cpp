#include "muster/roster/army_count.hpp"

namespace muster {

ArmyTally count_army(const Roster& roster, const GameSystem& system, const Faction& faction) {
    ArmyTally tally = ArmyTally::begin(system, faction, roster.points_limit);
    tally.divisions.reserve(roster.divisions.size());
    tally.entries.reserve(roster.unit_count());
    for (const Division& division : roster.divisions) {
        tally.add_division(division.id, division.name, division.commander);
        for (const UnitEntry& entry : division.units) tally.add_entry(entry.id, entry.unit_ref, entry.options);
    }
    tally.finish();
    return tally;
}

}  // namespace muster
