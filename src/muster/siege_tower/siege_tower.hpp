#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/game_system.hpp"
#include "muster/report/report.hpp"

namespace muster::siege_tower {

/// Pushers needed for a movement allowance.
struct MovementStep {
    int min_pushers = 0;
    int movement = 0;
};

/// The SIEGE siege tower's rules, from lists/siege-tower/tower.xml.
struct TowerRules {
    std::string id;
    int revision = 0;
    int max_pushers = 12;
    std::vector<int> level_capacity;                                    ///< levels 1, 2, 3
    std::vector<MovementStep> standard;                                 ///< most pushers first
    std::vector<std::pair<int, std::vector<MovementStep>>> overload;    ///< (most aboard, steps)
    std::string overload_reading;
    int winch_characters = 2;
    std::string drawbridge_reading;
    std::vector<ReferenceTable> tables;

    const ReferenceTable* table(const std::string& table_id) const;
};

/// Loads the rules; nothing on errors (reported with positions).
std::optional<TowerRules> load_tower_rules(const std::filesystem::path& file, Report& report);
/// The bundled rules (throws Error when broken).
const TowerRules& bundled_tower_rules();

/// Who is in and around the tower.
struct Loadout {
    std::vector<int> aboard;  ///< characters on levels 1, 2, 3
    int pushers = 0;
    bool overload_rule = false;
    bool drawbridge_down = false;
};

/// What the loadout allows.
struct TowerVerdict {
    bool legal = false;
    int movement = 0;          ///< movement points per turn
    int aboard = 0;
    Report report;
};

/// Checks capacities and pushers and works out the movement allowance.
TowerVerdict check_loadout(const TowerRules& rules, const Loadout& loadout);

}  // namespace muster::siege_tower
