#pragma once
#include <string>
#include <vector>

#include "muster/lists/faction.hpp"
#include "muster/lists/game_system.hpp"

namespace muster {

/// A unit's profile as its chosen options leave it, in its layout's columns.
struct ProfileView {
    std::vector<std::size_t> columns;        ///< indexes into the system's stats, in print order
    std::vector<std::string> stats;          ///< one value per column
    std::vector<std::string> special_rules;  ///< its rules, then those the options grant
};

/// The profile of a unit with these options: stats changed by the options (in option order),
/// its own rules unless an option replaces them, and every rule the options grant.
ProfileView profile_with_options(const GameSystem& system, const Faction& faction, const UnitProfile& unit, const std::vector<std::string>& option_ids);

}  // namespace muster
