#pragma once
#include "muster/text/localised_name.hpp"
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "muster/lists/bundled_data.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/report/report.hpp"
#include "muster/xml/data_header.hpp"

namespace muster::onus {

/// A structure's values in one material.
struct StructureValues {
    int height = 0, resistance = 0, durability = 0;
};

/// Whether a piece may stand at a bend of the wall.
enum class Bend { never, may, always };

/// A fortress piece and its wood cost.
struct Piece {
    std::string kind;  ///< wall, tower, gate-wall, corner
    LocalisedName name;
    double cost = 0;  ///< in wood
    bool inferred = false;
    bool gate = false;
    std::string plural;  ///< "towers", for messages
    int run = 0;         ///< unit sections along the courtyard side when straight; its width at a bend
    Bend bend = Bend::never;
    StructureValues wood, stone;
    std::string gate_note;
};

/// A piece of another material that may stand in a fortress by agreement.
struct MaterialMix {
    std::string piece;      ///< piece kind
    bool stone = false;     ///< the piece's material
    bool in_stone = false;  ///< the fortress's material
    std::string agreement;  ///< the agreement that allows it
};

/// Defensive terrain other than the fortress, which the defender declares with it.
struct Defence {
    std::string kind;  ///< watchtower, trench, barricade, caltrops
    LocalisedName name;
    std::string plural;   ///< "trenches", for messages
    int box = 0;          ///< how many the box holds
    std::string sources;  ///< where the source counts them: "002:85"
};

/// Something both players may agree to that the rules otherwise forbid.
struct Agreement {
    std::string id;         ///< "gaps", "stone-towers"
    LocalisedName reading;  ///< what it allows, with the seed's line
};

/// A worked example of the source, kept to check the costs against.
struct CostExample {
    std::string id;
    std::map<std::string, int> counts;  ///< piece kind → how many
    double wood = 0, stone = 0;
    bool misprint = false;
};

/// ONUS! fortress rules from lists/onus/fortress.xml.
struct FortressRules : DataHeader {
    double stone_factor = 2;
    int max_defender_artillery = 2;
    int min_gates = 1;
    LocalisedName cost_reading;
    std::map<std::string, double> alternative_costs;  ///< the reading not kept: piece kind → wood cost
    LocalisedName alternative_reading;                ///< why it was not kept
    LocalisedName examples_reading;
    LocalisedName geometry_reading;  ///< how the pieces' lengths and joins are read
    std::vector<Agreement> agreements;
    std::vector<MaterialMix> mixes;
    LocalisedName materials_reading;  ///< how a mixed fortress is priced
    int box_sections = 20;            ///< fortress pieces of one material in the box
    std::string box_sources;          ///< where the source says it: "002:84"
    LocalisedName box_reading;
    std::string inner_walls_agreement;  ///< the agreement a wall apart from the enclosure needs
    LocalisedName inner_walls_reading;
    LocalisedName watchtower_reading;  ///< what "inside a fortress" is read as
    LocalisedName defences_reading;    ///< how defensive terrain counts in the declared points
    std::vector<Defence> defences;
    std::vector<Piece> pieces;
    std::vector<CostExample> examples;
    std::vector<ReferenceTable> tables;

    const Piece* piece(const std::string& kind) const;
    const Agreement* agreement(const std::string& agreement_id) const;
    const Defence* defence(const std::string& kind) const;
    const ReferenceTable* table(const std::string& table_id) const;
};

/// Loads the rules; nothing on errors (reported with positions).
std::optional<FortressRules> load_fortress_rules(const std::filesystem::path& file, Report& report);

}  // namespace muster::onus

namespace muster {
/// The bundled rules: bundled<onus::FortressRules>().
template <>
struct BundledFile<onus::FortressRules> : BundledAt<"onus/fortress.xml", &onus::load_fortress_rules> {};
}  // namespace muster

namespace muster::onus {

/// A fortress's cost from piece counts in a material; throws Error for an unknown kind.
double fortress_cost(const FortressRules& rules, const std::map<std::string, int>& counts, bool stone);

/// Pieces of one kind and one material in a design, and what each costs.
struct PieceLine {
    std::string kind;
    bool stone = false;
    int count = 0;
    double cost_each = 0;
};

/// A designed fortress, checked.
struct FortressVerdict {
    std::string name;
    bool stone = false;
    double cost = 0;
    std::map<std::string, int> counts;  ///< piece kind → how many, whatever their material
    std::vector<PieceLine> lines;       ///< by kind and material
    bool closed = false;                ///< the wall closes round a courtyard with no gap or crossing
    double courtyard_area = 0;          ///< square unit sections inside the wall, when closed
    double terrain_points = 0;          ///< points given for other defensive terrain
    double declared_points = 0;         ///< what the defender declares: the fortress and that terrain
    bool legal = false;
    bool readable = false;  ///< the file was read and its values are well formed (a rule verdict, not an input error)
    Report report;
};

/// Reads and checks a fortress design (<onus-fortress material="wood|stone" artillery="N"> with its
/// <enclosure> pieces in walking order, or format 1's <piece kind x y/> on a grid): one material, at
/// least one gate, a wall that closes round a courtyard at the pieces' real lengths, at most 2
/// defender artillery units; costs from the rules.
FortressVerdict check_fortress_file(const std::filesystem::path& file, const FortressRules& rules);
/// The same for XML text in memory.
FortressVerdict check_fortress_text(std::string text, const std::string& display_name, const FortressRules& rules);
/// The verdict as JSON.
nlohmann::json fortress_verdict_to_json(const FortressVerdict& verdict, const FortressRules& rules, Language language = Language::english);

}  // namespace muster::onus
