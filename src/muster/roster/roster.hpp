#pragma once
#include <string>
#include <vector>

namespace muster {

/// One unit in a roster, pointing at a unit of the faction list by id.
struct UnitEntry {
    std::string id;                    ///< unique in the roster: "u12"
    std::string unit_ref;              ///< the list's unit id (kept even when the list no longer has it)
    std::string label;                 ///< the player's own name for it, may be empty
    std::vector<std::string> options;  ///< chosen option ids

    bool operator==(const UnitEntry&) const = default;
};

/// A division: its units, led by a general (or by the commander-in-chief).
struct Division {
    std::string id;          ///< unique in the roster: "d1"
    std::string name;        ///< "Vanguard"
    bool commander = false;  ///< led by the commander-in-chief (free general)
    std::vector<UnitEntry> units;

    bool operator==(const Division&) const = default;
};

/// A player's army: what they built, for which list and points limit.
struct Roster {
    int format = 1;           ///< file format version
    std::string name;         ///< the army's name
    std::string system_id;    ///< game system id
    std::string faction_id;   ///< faction list id
    int list_revision = 0;    ///< the list revision it was built against
    double points_limit = 0;  ///< the army's points limit
    std::string notes;        ///< free text
    std::vector<Division> divisions;

    bool operator==(const Roster&) const = default;

    /// Number of units in all divisions.
    std::size_t unit_count() const;
    /// The division with this id, or null.
    Division* division(const std::string& division_id);
    const Division* division(const std::string& division_id) const;
    /// The unit entry with this id and the division holding it, or nulls.
    std::pair<Division*, UnitEntry*> find_entry(const std::string& entry_id);
    std::pair<const Division*, const UnitEntry*> find_entry(const std::string& entry_id) const;
    /// A fresh id with this prefix ("u", "d") that no entry or division has yet.
    std::string next_id(const std::string& prefix) const;
};

}  // namespace muster
