#pragma once
// Internal to rules/: what a rule counts — units of some groups, or units holding some options.
#include <string>
#include <vector>

#include "muster/rules/army_tally.hpp"
#include "muster/rules/composition_rule.hpp"

namespace muster {

class ElementReader;

/// The units a rule counts: those in any of `groups`, or those holding any of `options`.
struct CountedUnits {
    std::vector<std::string> groups;   ///< faction group ids
    std::vector<std::string> options;  ///< option ids (the same id on several units counts them all)

    /// Reads `group_attribute`="…" or `option_attribute`="…" (one of them, or neither when not required).
    static CountedUnits read(ElementReader& element, const char* group_attribute, const char* option_attribute, bool required);
    /// True when it names nothing.
    bool empty() const { return groups.empty() && options.empty(); }
    /// Whether one roster entry is counted.
    bool counts(const EntryTally& entry, const Faction& faction) const;
    /// Indexes into tally.entries of the counted units.
    std::vector<std::size_t> entries(const ArmyTally& tally) const;
    /// How many units are counted.
    int count(const ArmyTally& tally) const { return static_cast<int>(entries(tally).size()); }
    /// Roster entry ids of the counted units.
    std::vector<std::string> entry_ids(const ArmyTally& tally) const;
    /// What is counted, as a player says it: "Knights", "units with Stakes".
    LocalisedName name(const Faction* faction) const;
    /// The options counted, as a player names them: "Stakes", "Pavise or Mantlet".
    LocalisedName option_names(const Faction* faction) const;
    /// The unit types a fix would add or give the option to: "Men-at-Arms or Billmen" — for
    /// options, the army's units that could take one and have none (else every unit offering
    /// one); for groups, every unit type of the groups.
    LocalisedName takers(const ArmyTally& tally) const;
    /// The unit types of the army's counted units: "Longbowmen".
    LocalisedName holders(const ArmyTally& tally) const;
};

/// The faction's name as "the {list} list" holds it: "March Host" for "The March Host".
LocalisedName list_name(const Faction& faction);
/// "the Testers list", "the March Host list" (a name starting with "The" is not doubled).
std::string list_phrase(const Faction& faction);
/// The name of an option, from the first unit of the faction offering it (else the id).
LocalisedName option_display_name(const Faction* faction, const std::string& option_id);
/// Names joined for a sentence in each language: "a", "a or b", "a, b or c" / "a, b ou c"; `all` joins with "and" / "et".
LocalisedName joined_names(const std::vector<LocalisedName>& names, bool all = false);
/// Words joined for a sentence: "a", "a or b", "a, b or c".
std::string joined_words(const std::vector<std::string>& words, const std::string& last_joiner);

}  // namespace muster
