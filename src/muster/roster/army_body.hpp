#pragma once
// Armies with and without divisions, handled alike by the command line and the window.
#include <string>

#include "muster/lists/list_library.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

/// True when the roster's game system organises armies in divisions (an unknown system: true).
bool uses_divisions(const Roster& roster, const ListLibrary& lists);

/// The division new units go into when none is named: the last one; in an army without
/// divisions its single body ("Army"), made on first use.
std::string division_for_new_units(Roster& roster, const ListLibrary& lists);

/// Adds a division; throws Error when the game system's armies have none.
std::string add_division_if_allowed(Roster& roster, const ListLibrary& lists, std::string name, bool commander = false);

}  // namespace muster
