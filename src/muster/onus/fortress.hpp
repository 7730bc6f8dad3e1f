#pragma once
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "muster/lists/game_system.hpp"
#include "muster/report/report.hpp"

namespace muster::onus {

/// A structure's values in one material.
struct StructureValues {
    int height = 0, resistance = 0, durability = 0;
};

/// A fortress piece and its wood cost.
struct Piece {
    std::string kind;     ///< wall, tower, gate-wall, corner
    LocalisedName name;
    double cost = 0;      ///< in wood
    bool inferred = false;
    bool gate = false;
    StructureValues wood, stone;
    std::string gate_note;
};

/// A worked example of the source, kept to check the costs against.
struct CostExample {
    std::string id;
    std::map<std::string, int> counts;  ///< piece kind → how many
    double wood = 0, stone = 0;
    bool misprint = false;
};

/// ONUS! fortress rules from lists/onus/fortress.xml.
struct FortressRules {
    std::string id;
    int revision = 0;
    double stone_factor = 2;
    int max_defender_artillery = 2;
    int min_gates = 1;
    std::string cost_reading;
    std::string examples_reading;
    std::vector<Piece> pieces;
    std::vector<CostExample> examples;
    std::vector<ReferenceTable> tables;

    const Piece* piece(const std::string& kind) const;
    const ReferenceTable* table(const std::string& table_id) const;
};

/// Loads the rules; nothing on errors (reported with positions).
std::optional<FortressRules> load_fortress_rules(const std::filesystem::path& file, Report& report);
/// The bundled rules (throws Error when broken).
const FortressRules& bundled_fortress_rules();

/// A fortress's cost from piece counts in a material; throws Error for an unknown kind.
double fortress_cost(const FortressRules& rules, const std::map<std::string, int>& counts, bool stone);

/// A designed fortress, checked.
struct FortressVerdict {
    std::string name;
    bool stone = false;
    double cost = 0;
    std::map<std::string, int> counts;
    bool legal = false;
    bool readable = false;  ///< the file was read and its values are well formed (a rule verdict, not an input error)
    Report report;
};

/// Reads and checks a fortress design (<onus-fortress material="wood|stone" artillery="N"> with
/// <piece kind x y/> on a grid): one material, at least one gate, a closed continuous enclosure,
/// at most 2 defender artillery units; costs from the rules.
FortressVerdict check_fortress_file(const std::filesystem::path& file, const FortressRules& rules);
/// The same for XML text in memory.
FortressVerdict check_fortress_text(std::string text, const std::string& display_name, const FortressRules& rules);
/// The verdict as JSON.
nlohmann::json fortress_verdict_to_json(const FortressVerdict& verdict, const FortressRules& rules);

}  // namespace muster::onus
