#pragma once
#include <string>
#include <vector>

#include "muster/lists/faction.hpp"
#include "muster/lists/game_system.hpp"

namespace muster {

/// Points and counts of one group of units across the army.
struct GroupTally {
    double points = 0;                 ///< units' points including options
    int count = 0;                     ///< number of units
    std::vector<std::size_t> entries;  ///< indexes into ArmyTally::entries
};

/// One roster entry after looking it up in the list.
struct EntryTally {
    std::string id;                        ///< the roster entry's id ("u12")
    std::vector<std::string> options;      ///< its chosen option ids, as the roster gives them
    const UnitProfile* profile = nullptr;  ///< null when the list has no such unit
    double points = 0;                     ///< unit plus options
    std::size_t division = 0;              ///< index into ArmyTally::divisions
};

/// One division's totals.
struct DivisionTally {
    std::string id;          ///< the roster division's id ("d1")
    std::string name;        ///< as the player named it ("Vanguard")
    bool commander = false;  ///< led by the commander-in-chief
    double unit_points = 0;
    double general_points = 0;
    int unit_count = 0;
    std::size_t first_entry = 0;   ///< its units are entries [first_entry, first_entry + unit_count)
    std::vector<int> group_count;  ///< units of each faction group in this division
};

/// Everything the composition rules measure, computed once per validation in one pass.
struct ArmyTally {
    const GameSystem* system = nullptr;
    const Faction* faction = nullptr;
    double points_limit = 0;  ///< the army's points limit
    std::vector<EntryTally> entries;
    std::vector<DivisionTally> divisions;
    std::vector<GroupTally> groups;  ///< by faction group index
    double unit_points = 0;
    double general_points = 0;
    double total_points = 0;  ///< units, options and generals: what the limit is checked against
    double share_basis = 0;   ///< the total percentages are taken of (see organisation reading)
    int unit_count = 0;
    bool siege_side = false;        ///< the army is one side of a siege (set by the validation)
    double siege_works_points = 0;  ///< a siege side's points in works, engines or defences (set by the validation)

    /// The points the army spends: its troops and, for a siege side, its works (000:66-70, 143-145).
    double points_spent() const { return total_points + siege_works_points; }

    /// An empty tally of an army of a faction at a points limit; add its divisions and units in
    /// the roster's order (roster/army_count.hpp does, from a Roster), then finish().
    static ArmyTally begin(const GameSystem& system, const Faction& faction, double points_limit);
    /// Adds a division; the units added next are its own.
    void add_division(std::string id, std::string name, bool commander);
    /// Adds a unit of the last division added, priced from the list (an unknown unit counts 0 pts).
    void add_entry(std::string id, const std::string& unit_ref, std::vector<std::string> options);
    /// Totals the army once every division and unit is in.
    void finish();

    /// The group's tally (an empty one when the id is unknown).
    const GroupTally& group(const std::string& group_id) const;
    /// The group's display name.
    std::string group_name(const std::string& group_id) const;
    /// A group's name in English and French (its id when unknown).
    LocalisedName group_names(const std::string& group_id) const;
    /// Roster entry ids of a group's units.
    std::vector<std::string> entry_ids(const GroupTally& group) const;
    /// Roster entry ids of a group's units in one division.
    std::vector<std::string> entry_ids_in_division(const std::string& group_id, std::size_t division) const;
};

}  // namespace muster
