#pragma once
// Whether an army's list has what a siege item asks of it (gunpowder artillery for bombards).
#include <string>

#include "muster/lists/localised_name.hpp"

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

}  // namespace muster
