#pragma once
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "muster/lists/game_system.hpp"
#include "muster/lists/list_origin.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/report/diagnostic.hpp"
#include "muster/util/id_set.hpp"
#include "muster/xml/data_header.hpp"

namespace muster {

class CompositionRule;

/// A profile column an option changes, and its new value.
struct StatOverride {
    std::size_t column = 0;  ///< index into the game system's stats
    std::string value;       ///< "Cavalry", "4+"
};

/// An upgrade a unit may take, at a cost.
struct UnitOption {
    std::string id;                         ///< "pavise"
    LocalisedName name;                     ///< "Pavise (Pavois)"
    double points = 0;                      ///< added to the unit's cost
    std::vector<std::string> grants_rules;  ///< special rules the option adds
    std::string note;                       ///< what else it changes, in words
    std::vector<StatOverride> stats;        ///< columns it changes (a mounted upgrade: type, armour …)
    bool replaces_rules = false;            ///< the unit's own special rules give way to the option's
};

/// A unit a faction may field, with its profile and cost. (A new field is cleared in emptied() too.)
struct UnitProfile {
    std::string id;                          ///< "mounted-knights"
    LocalisedName name;                      ///< "Mounted knights (Chevaliers montés)"
    double points = 0;                       ///< base cost
    std::vector<std::string> stats;          ///< values in the game system's column order
    std::vector<std::string> special_rules;  ///< special rule ids
    std::vector<UnitOption> options;
    std::string note;                       ///< extra text from the source
    std::vector<std::size_t> groups;        ///< indexes of the faction groups it belongs to
    std::string layout;                     ///< the system's profile layout it prints with (empty: the first)
    std::vector<std::string> capabilities;  ///< capability ids of the game system (gunpowder-artillery)
    bool counted = true;                    ///< counts towards the army's unit count (break point)

    /// The option with this id, or null.
    const UnitOption* option(const std::string& option_id) const;
    /// Itself with every field as a new unit has it, its containers' room kept (to read another unit in its place).
    UnitProfile& emptied();
};

/// A named set of units that composition rules speak of ("Knights", "Cavalry").
struct UnitGroup {
    std::string id;                     ///< "knights"
    LocalisedName name;                 ///< "Knights (Chevaliers)"
    std::vector<std::string> unit_ids;  ///< members
    LocalisedName reading;              ///< why these units, when the source is not explicit
};

/// A faction's army list: units, groups and composition rules.
struct Faction : DataHeader {                   // id "hyw-french", name "French (Français)"
    std::string system_id;                      ///< "hail-caesar-hyw"
    LocalisedName source;                       ///< where the list comes from (source, source-<code>)
    std::string file;                           ///< the list file it was loaded from
    ListOrigin origin = ListOrigin::installed;  ///< which folder it came from
    std::vector<UnitProfile> units;             ///< empty when the list was read for a summary
    std::size_t unit_count = 0;                 ///< the units its file defines, counted as it was read (a summary keeps none in units)
    std::vector<UnitGroup> groups;              ///< empty too when read for a summary
    std::vector<std::shared_ptr<const CompositionRule>> rules;
    std::vector<SpecialRule> special_rules;  ///< the list's own, beside the system's
    std::vector<ReferenceTable> tables;      ///< the list's own tables (spells …)
    std::vector<std::string> army_rules;     ///< army-wide rules stated in words

    /// The list's own special rule with this id, or null (see find_special_rule for the system's too).
    const SpecialRule* special_rule(const std::string& rule_id) const;
    /// True when some unit of the list declares this capability.
    bool has_capability(const std::string& capability_id) const;
    /// The unit with this id, or null.
    const UnitProfile* unit(const std::string& unit_id) const;
    /// The index of the group with this id, or -1.
    int group_index(const std::string& group_id) const;
    /// Rebuilds the lookup tables after units or groups change.
    void index();

private:
    IdSet unit_ids_;                       ///< each unit id once, the first unit of that id first
    std::vector<std::size_t> unit_of_id_;  ///< for each id of unit_ids_, its unit's index
    std::unordered_map<std::string, std::size_t> group_by_id_;
};

}  // namespace muster
