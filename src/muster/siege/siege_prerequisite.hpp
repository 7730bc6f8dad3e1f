#pragma once
// Whether an army's list has what a siege item asks of it (gunpowder artillery for bombards).
#include <string>

#include "muster/text/localised_name.hpp"

#include "muster/lists/list_library.hpp"
#include "muster/roster/roster.hpp"
#include "muster/siege/siege_kit.hpp"

namespace muster {

/// True when the roster's list meets the item's prerequisite: some unit declares the
/// capability it asks for (or, for older kits, the list has a non-empty group of that id).
bool list_meets_prerequisite(const Roster* roster, const ListLibrary* lists, const SiegeItem& item);

/// What the item asks for, as a player reads it: the capability's name in the army's game
/// system, lower-cased for mid-sentence ("gunpowder artillery"), else its id.
LocalisedName prerequisite_name(const Roster* roster, const ListLibrary* lists, const SiegeItem& item);

/// How many units of the capability the item's cap follows the army's own list allows it, and their names.
struct ListAllowance {
    int most = 0;         ///< "1 heavy cannon per 1,000 pts" at 1,500 pts spent: 1
    LocalisedName units;  ///< "Great Engine"
};

/// The list's cap on the units that meet the item's prerequisite, counted as the list counts it
/// (its points including `works_points` for a siege side); nothing when no roster, no list, or a
/// unit of that capability that the list leaves uncapped.
std::optional<ListAllowance> list_allowance(const Roster* roster, const ListLibrary* lists, const SiegeItem& item, double works_points);

}  // namespace muster
