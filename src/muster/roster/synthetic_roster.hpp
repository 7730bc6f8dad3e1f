#pragma once
#include "muster/lists/faction.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

/// A roster of `units` units of the faction's list in turn, nine to a division (ids "d1", "u1" …),
/// at the largest points limit: what benchmarks and the window's edit figures measure. With
/// `unknown_every` > 0, one unit in that many names a unit the list lacks (each a different name).
Roster synthetic_roster(const Faction& faction, int units, int unknown_every = 0);

}  // namespace muster
