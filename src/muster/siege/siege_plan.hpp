#pragma once
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "muster/report/report.hpp"
#include "muster/siege/siege_kit.hpp"

namespace muster {

/// How long the siege lasted, and whether (and how) it was rolled.
struct SiegeDuration {
    int months = 0;          ///< 0: not decided yet
    bool rolled = false;     ///< rolled on the kit's table rather than entered
    std::uint32_t seed = 0;  ///< the seed the roll used (reproducible)
    std::vector<int> dice;   ///< every die rolled, the table die first

    bool operator==(const SiegeDuration&) const = default;
};

/// One section of the defender's fortifications.
struct FortificationSection {
    std::string id;    ///< "s1"
    std::string kind;  ///< wall, tower, barbican, gate
    double length_cm = 0;
    int structure = 0;       ///< structure points before barricades and events
    bool rolled = false;     ///< structure rolled on its dice
    std::uint32_t seed = 0;  ///< the seed of that roll

    bool operator==(const FortificationSection&) const = default;
};

/// A quantity of one siege item bought by a side.
struct SiegePurchase {
    std::string item_id;
    double quantity = 0;  ///< in the item's quantity unit

    bool operator==(const SiegePurchase&) const = default;
};

/// Both sides' preparation for an assault: the document a siege plan file holds.
struct SiegePlan {
    int format = 1;
    std::string name;
    std::string kit_id = "warmaster-medieval-siege";
    int kit_revision = 0;
    double defender_points = 0;
    std::optional<double> attacker_points;  ///< absent: the kit's ratio × defender points
    int extra_engineers = 0;                ///< bought at the kit's price
    std::string attacker_roster;            ///< roster file path (relative to the plan), may be empty
    std::string defender_roster;
    std::string gunpowder_override;  ///< players' reason for bombards without gunpowder in the list
    std::string months_agreement;    ///< players' reason for more months than the duration table can give
    SiegeDuration duration;
    std::vector<FortificationSection> sections;
    std::vector<SiegePurchase> attacker_purchases;
    std::vector<SiegePurchase> defender_purchases;
    std::string notes;

    bool operator==(const SiegePlan&) const = default;

    /// The purchases of one side.
    std::vector<SiegePurchase>& purchases(SiegeSide side) { return side == SiegeSide::attacker ? attacker_purchases : defender_purchases; }
    const std::vector<SiegePurchase>& purchases(SiegeSide side) const { return side == SiegeSide::attacker ? attacker_purchases : defender_purchases; }
};

/// The newest siege plan format this Muster reads and writes.
inline constexpr int siege_plan_format_version = 1;

/// Reads a plan file; every problem goes to the report with its position.
std::optional<SiegePlan> load_siege_plan(const std::filesystem::path& file, Report& report);
/// Parses plan XML held in memory.
std::optional<SiegePlan> parse_siege_plan(std::string text, const std::string& display_name, Report& report);
/// The plan as XML; the same plan always gives the same bytes.
std::string siege_plan_to_xml(const SiegePlan& plan);
/// Writes the plan atomically (throws Error on failure).
void save_siege_plan(const SiegePlan& plan, const std::filesystem::path& file);

// Editing operations shared by the CLI and the GUI; each throws Error when it cannot be done.

/// A new plan for a defender's points (the attacker's follow the kit's ratio).
SiegePlan new_siege_plan(const SiegeKit& kit, double defender_points, std::string name);
/// Sets the quantity a side holds of an item (0 removes it); the side comes from the item.
void set_purchase(SiegePlan& plan, const SiegeKit& kit, const std::string& item_id, double quantity);
/// Adds to (or, negative, takes from) the quantity held of an item.
void add_purchase(SiegePlan& plan, const SiegeKit& kit, const std::string& item_id, double quantity);
/// Adds a fortification section; structure from dice when not given. Returns its id.
std::string add_section(SiegePlan& plan, const SiegeKit& kit, const std::string& kind, double length_cm, std::optional<int> structure, std::uint32_t seed);
/// Removes a fortification section.
void remove_section(SiegePlan& plan, const std::string& section_id);

}  // namespace muster
