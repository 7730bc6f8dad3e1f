#pragma once
#include "muster/rules/army_tally.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

/// Counts a roster against its faction list: what the composition rules measure.
ArmyTally count_army(const Roster& roster, const GameSystem& system, const Faction& faction);

}  // namespace muster
