#pragma once
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/faction.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

/// Units cut or copied out of a roster, ready to paste into the same roster or another.
struct CopiedUnits {
    std::string faction_id;        ///< the list they were copied from
    std::vector<UnitEntry> units;  ///< as they were (ids are replaced on paste)
};

/// The units named (a division id stands for all its units) as clipboard text; throws Error
/// when an id is in neither the roster's units nor its divisions.
std::string copy_units(const Roster& roster, const std::vector<std::string>& ids);
/// Reads clipboard text; nothing when it does not hold Muster units.
std::optional<CopiedUnits> read_copied_units(const std::string& text);
/// Adds the units to a division, in order, with fresh ids; returns those ids. Throws Error,
/// naming the unit, when the roster's list has no such unit or option.
std::vector<std::string> paste_units(Roster& roster, const Faction& faction, const std::string& division_id, const CopiedUnits& copied);

}  // namespace muster
