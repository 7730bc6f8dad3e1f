#pragma once
#include "muster/text/localised_name.hpp"
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/bundled_data.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/report/report.hpp"
#include "muster/xml/data_header.hpp"

namespace muster::siege_tower {

/// Pushers needed for a movement allowance.
struct MovementStep {
    int min_pushers = 0;
    int movement = 0;
};

/// How one tower level stands against a rampart.
struct LevelUse {
    int number = 0;     ///< tower level 1, 2 or 3
    bool used = true;   ///< false: nobody may be on it against this rampart
    int height = 0;     ///< the height it stands at, in rampart levels
    int spans = 1;      ///< heights it covers
    int ladder_mp = 3;  ///< movement points of the ladder up to it from the level below (or the ground)
    bool drawbridge = false;
};

/// A rampart level the tower may face, and how its own levels then stand.
struct Rampart {
    int level = 0;
    std::string sources;           ///< where the source says so: "001:68; 001:120"
    LocalisedName reading;         ///< what the seed leaves open about it
    std::vector<LevelUse> levels;  ///< tower levels 1, 2, 3
};

/// The SIEGE siege tower's rules, from lists/siege-tower/tower.xml.
struct TowerRules : DataHeader {
    int max_pushers = 12;
    std::vector<int> level_capacity;                                  ///< levels 1, 2, 3
    std::vector<MovementStep> standard;                               ///< most pushers first
    std::vector<std::pair<int, std::vector<MovementStep>>> overload;  ///< (most aboard, steps)
    LocalisedName overload_reading;
    int winch_characters = 2;
    int winch_level = 2;       ///< the level whose characters work the winches
    int rampart_distance = 1;  ///< hexes from a rampart hex at which the drawbridge comes down
    LocalisedName drawbridge_reading;
    LocalisedName winch_reading;     ///< where the winches are
    LocalisedName distance_reading;  ///< what "one hex away" means
    int default_rampart = 2;
    std::vector<Rampart> ramparts;
    std::vector<ReferenceTable> tables;

    const ReferenceTable* table(const std::string& table_id) const;
    const Rampart* rampart(int level) const;
};

/// Loads the rules; nothing on errors (reported with positions).
std::optional<TowerRules> load_tower_rules(const std::filesystem::path& file, Report& report);

}  // namespace muster::siege_tower

namespace muster {
/// The bundled rules: bundled<siege_tower::TowerRules>().
template <>
struct BundledFile<siege_tower::TowerRules> : BundledAt<"siege-tower/tower.xml", &siege_tower::load_tower_rules> {};
}  // namespace muster

namespace muster::siege_tower {

/// Who is in and around the tower.
struct Loadout {
    std::vector<int> aboard;  ///< characters on levels 1, 2, 3
    int pushers = 0;
    bool overload_rule = false;
    bool drawbridge_down = false;
    int rampart_level = 0;             ///< the rampart attacked: 1, 2 or 3 (0: the rules' default)
    bool lowering_drawbridge = false;  ///< the drawbridge is being lowered this turn
    int winch_operators = 0;           ///< characters on the winch hexes
    int rampart_distance = 0;          ///< hexes to the nearest rampart hex (0: not given)
    int engaged_pushers = 0;           ///< pushers fighting: next turn the others set the pace
};

/// What the loadout allows.
struct TowerVerdict {
    bool legal = false;
    int movement = 0;  ///< movement points per turn (next turn's, when pushers are fighting)
    int aboard = 0;
    int rampart_level = 0;  ///< the rampart the levels are measured against
    std::vector<LevelUse> levels;
    Report report;
};

/// Checks capacities, pushers, the drawbridge and the rampart, and works out the movement allowance.
TowerVerdict check_loadout(const TowerRules& rules, const Loadout& loadout);

}  // namespace muster::siege_tower
