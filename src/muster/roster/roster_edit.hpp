#pragma once
#include <string>
#include <vector>

#include "muster/lists/list_library.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

// The editing operations shared by the CLI and the GUI. Each either does what it says or
// throws Error with a message for the user (unknown ids come with near-match suggestions).

/// An empty roster for a faction at a points limit.
Roster new_roster(const Faction& faction, double points_limit, std::string name);
/// Adds a division (the first one added is led by the commander-in-chief); returns its id.
std::string add_division(Roster& roster, std::string name, bool commander = false);
/// Adds a unit of the roster's faction to a division, with options; returns the entry id.
std::string add_unit(Roster& roster, const Faction& faction, const std::string& division_id, const std::string& unit_ref,
                     const std::vector<std::string>& options = {});
/// Adds several units with the same options to a division, with fresh ids in order; every
/// reference and option is checked first, so nothing is added when one is wrong. Returns the ids.
std::vector<std::string> add_units(Roster& roster, const Faction& faction, const std::string& division_id, const std::vector<std::string>& unit_refs,
                                   const std::vector<std::string>& options = {});
/// Removes a unit entry or a whole division by id.
void remove_entry(Roster& roster, const std::string& id);
/// Moves a unit to another division (at the end, or before position `index`).
void move_unit(Roster& roster, const std::string& entry_id, const std::string& division_id, int index = -1);
/// Adds a copy of a unit right after it; returns the copy's id.
std::string duplicate_unit(Roster& roster, const std::string& entry_id);
/// Replaces a unit's options (each checked against the list).
void set_options(Roster& roster, const Faction& faction, const std::string& entry_id, const std::vector<std::string>& options);
/// Makes one division the commander-in-chief's (and no other).
void set_commander(Roster& roster, const std::string& division_id);
/// Renames a division.
void rename_division(Roster& roster, const std::string& division_id, std::string name);
/// Sets the points limit (must be positive).
void set_points_limit(Roster& roster, double points_limit);

}  // namespace muster
