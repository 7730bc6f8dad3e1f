#pragma once
// Who can carry a siege item bought per stand: ladders go to infantry, never to units the list
// marks as unable (non-humanoid and ethereal infantry, seed 000, 1421-1432).
#include <optional>

#include "muster/lists/list_library.hpp"
#include "muster/roster/roster.hpp"
#include "muster/siege/siege_kit.hpp"

namespace muster {

/// The stands of an army that can carry an item, and the units of the right type that cannot.
struct SiegeCarriers {
    double stands = 0;             ///< stands of units of the item's types, without the excluding capability
    LocalisedName unable;          ///< "Bears": units of those types that cannot carry it (empty: none)
    LocalisedName unable_because;  ///< the capability's name, saying why
};

/// The army's carriers of the item; nothing when the item names no types or the army or its list is unknown.
std::optional<SiegeCarriers> siege_carriers(const Roster* roster, const ListLibrary* lists, const SiegeItem& item);

}  // namespace muster
