#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "muster/text/message.hpp"
#include "muster/wfb3/wfb3_rules.hpp"

namespace muster::wfb3 {

/// A cost and how it was reached, line by line.
struct Cost {
    double total = 0;
    std::vector<std::pair<std::string, double>> lines;  ///< ("heavy armour × 1", 3), in English
    std::vector<Message> how;                           ///< what each line means, to read in any language (same order as lines)
    std::vector<LocalisedName> readings;                ///< the readings of the rules this cost rests on, where the book leaves a point open
};

/// The cost's lines in a language: (what, points), as `lines` holds them in English.
std::vector<std::pair<std::string, double>> cost_lines(const Cost& cost, Language language);

/// One model of a troop unit.
struct TrooperSpec {
    std::string creature;
    std::vector<std::string> equipment;
    std::string mount;           ///< a riding animal's creature id, or empty
    std::string special;         ///< special troop id, or empty
    int elite_steps = 0;         ///< with special "elite"
    bool elite_shooter = false;  ///< elite marksmen rather than shock troops (their profile differs, not their cost)
};

/// A troop unit.
struct UnitSpec {
    TrooperSpec model;
    int models = 0;
    bool musician = false;
    bool standard = false;
    std::vector<std::pair<std::string, double>> magic_items;  ///< (name, own price)
    int hidden = 0;                                           ///< special models hidden among the unit's (were-creatures), beyond `models`
    std::string hidden_special;                               ///< their special troop type
    int masters = 0;                                          ///< a beast pack's masters (the models are then the beasts)
    std::string master_creature;                              ///< the masters' creature
};

/// A character.
struct CharacterSpec {
    std::string creature;
    int level = 5;
    bool wizard = false;
    std::string mount;                                  ///< a character mount, or empty
    std::vector<std::pair<std::string, double>> items;  ///< equipment and magic items at their own price
    std::string role;                                   ///< a character role (assassin, engineer), or empty
};

/// A chariot: draught animals and crew.
struct ChariotSpec {
    std::vector<std::string> animals;
    std::vector<TrooperSpec> crew;
    bool scythes = false;
    std::string type;                         ///< light, heavy, wagon; empty: light with 1-2 animals, heavy with more
    int chariots = 1;                         ///< alike chariots in the unit
    bool musician = false, standard = false;  ///< carried by the crew of the leader's chariot
};

/// A war machine and its crew.
struct WarMachineSpec {
    std::string machine;
    int crew = 0;
    std::string crew_creature;
    int extra_crew = 0;                  ///< crew beyond the machine's own, never making it bigger
    std::vector<std::string> equipment;  ///< every crew member's equipment
};

/// A monster mount with its crew.
struct MonsterSpec {
    std::string creature;
    std::vector<TrooperSpec> crew;
    bool howdah = false;
};

/// The equipment multiplier for a creature's base cost (× ½ under 5, × 1 to 10, +1 per 10 above).
double equipment_multiplier(const PointsRules& rules, double base);
/// One trooper's cost; throws Error for an unknown id or an impossible combination.
Cost trooper_cost(const PointsRules& rules, const TrooperSpec& spec);
/// A troop unit's cost (musician and standard bearer at twice a model, magic items at their price).
Cost unit_cost(const PointsRules& rules, const UnitSpec& spec);
/// The models a unit fields: its own, a pack's masters and the models hidden among them (were-creatures).
int unit_models_in_all(const UnitSpec& spec);
/// The models a unit of this kind starts with when none are asked for: a team's size, else the book's minimum.
int default_unit_models(const PointsRules& rules, const UnitSpec& spec);
/// What the book says against this unit's size (the minimum, a special troop's maximum, a team's multiple), one message each;
/// none when it is right.
std::vector<Message> unit_size_findings(const PointsRules& rules, const UnitSpec& spec, const std::string& id);
/// A character's cost by the level formula, with wizard surcharge, mount and items.
Cost character_cost(const PointsRules& rules, const CharacterSpec& spec);
/// A chariot's cost: (crew + animals) × 2, scythes extra.
Cost chariot_cost(const PointsRules& rules, const ChariotSpec& spec);
/// The chariot's type id as given or inferred from its team.
std::string chariot_type_of(const PointsRules& rules, const ChariotSpec& spec);
/// What the book forbids in this chariot (animals, crew places), one sentence each; none when it is right.
std::vector<std::string> chariot_problems(const PointsRules& rules, const ChariotSpec& spec, const std::string& id);
/// The same findings as messages, to read in any language.
std::vector<Message> chariot_findings(const PointsRules& rules, const ChariotSpec& spec, const std::string& id);
/// A war machine's cost by crew, with the crew at race cost + surcharge.
Cost war_machine_cost(const PointsRules& rules, const WarMachineSpec& spec);
/// A monster mount: creature + crew (+ howdah per crew).
Cost monster_cost(const PointsRules& rules, const MonsterSpec& spec);
/// A war altar: the altar at its price, then its guards at their race's trooper cost (003:8431-8453).
Cost war_altar_cost(const PointsRules& rules, const TrooperSpec& guard, int guards);
/// The finding when the guards are fewer or more than the book allows; none when the count is right.
std::optional<Message> war_altar_guards_finding(const PointsRules& rules, int guards, const std::string& id);
/// A character's profile (race + level or wizard row, capped); empty when his creature has none.
std::vector<double> character_profile(const PointsRules& rules, const CharacterSpec& spec);
/// A trooper's profile (race, elite or levy row); empty when his creature has none.
std::vector<double> trooper_profile(const PointsRules& rules, const TrooperSpec& spec);
/// "M 4, WS 5, …" ("M 4, CC 5, …" in French), or empty.
std::string format_profile(const PointsRules& rules, const std::vector<double>& profile, Language language = Language::english);
/// The characteristics' abbreviations in a language (English when the data gives no French ones).
std::vector<std::string> characteristic_names(const PointsRules& rules, Language language);
/// The highest character level the house rule allows at a game size (0: no cap).
int level_cap(const PointsRules& rules, double game_points);

/// The supply train an army of this size may bring.
struct SupplyTrain {
    int wagons = 0;
    int civilians = 0;
    double width = 0, length = 0;  ///< inches
};
/// None under the minimum army size.
SupplyTrain supply_train(const PointsRules& rules, double army_points);

}  // namespace muster::wfb3
