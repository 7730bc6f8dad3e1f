#include "muster/roster/synthetic_roster.hpp"

#include <string>

#include "muster/roster/roster_edit.hpp"
#include "muster/util/input_limits.hpp"

namespace muster {

Roster synthetic_roster(const Faction& faction, int units, int unknown_every) {
    Roster roster = new_roster(faction, max_army_points, "bench");
    for (int i = 0; i < units; ++i) {
        if (i % 9 == 0) {
            Division division;
            division.id = "d" + std::to_string(i / 9 + 1);
            division.name = "Division " + std::to_string(i / 9 + 1);
            division.commander = i == 0;
            roster.divisions.push_back(std::move(division));
        }
        UnitEntry entry;
        entry.id = "u" + std::to_string(i + 1);
        entry.unit_ref = faction.units[static_cast<std::size_t>(i) % faction.units.size()].id;
        if (unknown_every > 0 && i % unknown_every == 0) entry.unit_ref += "-" + std::to_string(i);
        roster.divisions.back().units.push_back(std::move(entry));
    }
    return roster;
}

}  // namespace muster
