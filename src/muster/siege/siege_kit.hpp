#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/bundled_data.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/report/report.hpp"
#include "muster/rules/rounding.hpp"
#include "muster/xml/data_header.hpp"

namespace muster {

/// Which side of a siege buys an item.
enum class SiegeSide { attacker, defender };

/// "attacker" or "defender".
const char* side_name(SiegeSide side);

/// How an item's price is counted.
enum class PricePer {
    unit,                  ///< per item, stand, …: points × quantity
    length,                ///< per started price_step of length (trenches: per 40 mm)
    gate,                  ///< per gate it is put on
    wall_section,          ///< per wall section it covers
    fortification_length,  ///< per started price_step cm of the whole fortification (hoardings)
};
/// The word a kit writes for a way of pricing (price-per="wall-section").
const char* choice_word(PricePer per);

/// What an item's limit is counted per.
enum class MaxPer { army, thousand_points, gate, wall_section, mineable_section };
/// The word a kit writes for it (max-per="1000-points").
const char* choice_word(MaxPer per);

/// The printed profile of a siege item, as text.
struct SiegeItemProfile {
    LocalisedName hits, save, attacks, range;  ///< as the kit writes them; translated where they are words ("socles défendus")
};

/// Something a side may buy before the assault, with every number from the kit.
struct SiegeItem {
    std::string id;
    LocalisedName name;
    SiegeSide side = SiegeSide::attacker;
    std::string category;       ///< engine, works, equipment, artillery, defence
    std::string quantity_unit;  ///< what the quantity counts: tower, stand, mm … (the English singular, an id in plan JSON)
    LocalisedName unit_one;     ///< the unit word for one: "tower" / "tour"
    LocalisedName unit_many;    ///< the unit word for several: "towers" / "tours"
    double build_em = 0;        ///< engineer-months per batch (0: no engineers needed)
    double batch = 1;           ///< how much one batch holds (30 ladder stands, 1200 mm of trench)
    int min_months = 0;         ///< the siege must last this long; one engineer works the batch that many months
    double points = 0;          ///< price per pricing step
    PricePer price_per = PricePer::unit;
    double price_step = 1;   ///< length per price step (40 mm, 100 cm)
    bool whole = true;       ///< bought in whole numbers (towers, stands, gates); false for lengths
    std::optional<int> max;  ///< limit on the quantity
    MaxPer max_per = MaxPer::army;
    Rounding max_rounding = Rounding::up;       ///< for per 1000 points
    std::vector<std::string> carried_by_types;  ///< with the army known: at most the stands of units of these types (ladders: infantry)
    std::string not_carried_by;                 ///< a capability whose units carry none (non-humanoid, ethereal infantry)
    std::string max_follows;                    ///< a capability: with the army's list known, as many as it allows of its units of that capability
    std::string requires_group;                 ///< faction group the army's list must have (older kits)
    std::string requires_capability;            ///< capability a unit of the army's list must declare (gunpowder-artillery)
    int structure_bonus = 0;                    ///< structure points added to what it is put on (barricade: +2)
    bool counts_toward_break_point = false;
    SiegeItemProfile profile;
    LocalisedName note;     ///< its effect; translated from the source's own words
    LocalisedName reading;  ///< the interpretation chosen where the source is ambiguous
};

/// A kind of fortification section and how its structure points are set.
struct SectionKind {
    std::string kind;  ///< wall, tower, barbican, gate
    LocalisedName name;
    std::string structure;             ///< "D6" (rolled) or a fixed number
    int min_structure = 1;             ///< the fewest structure points the source allows
    std::optional<int> max_structure;  ///< the most (none: "or more", as a strong gate)
    bool mineable = false;             ///< a mine can be dug under it (once)

    /// Whether a structure value is one the source allows for this kind.
    bool allows_structure(int value) const { return value >= min_structure && (!max_structure || value <= *max_structure); }
    /// "1 to 6" or "3 or more".
    std::string structure_range() const;
};

/// One line of the siege duration table.
struct DurationRow {
    int from = 1, to = 1;  ///< D6 results
    std::string months;    ///< "1", "D6", "2D6", "4D6"
};

/// The siege rules of a game system: forces, engineers, the duration table, items, tables.
struct SiegeKit : DataHeader {
    std::string source;
    std::string file;
    double attacker_ratio = 1.5;
    LocalisedName forces_reading;
    double engineer_free_per_points = 1000;
    Rounding engineer_free_rounding = Rounding::up;
    double engineer_extra_cost = 50;
    LocalisedName engineers_reading;
    double break_point_per_points = 1000;
    int break_point_change = -1;
    Rounding break_point_rounding = Rounding::down;
    LocalisedName break_point_reading;
    double guideline_min_cm_per_1000 = 0, guideline_max_cm_per_1000 = 0;
    LocalisedName guideline_reading;
    std::vector<DurationRow> duration;
    std::vector<SectionKind> sections;
    double section_about_cm = 0;       ///< the length a section has in the source ("about 120 mm")
    double section_warn_above_cm = 0;  ///< a section longer than this gets a warning (0: none)
    LocalisedName sections_reading;
    std::vector<SiegeItem> items;
    std::vector<ReferenceTable> tables;

    /// The item with this id, or null.
    const SiegeItem* item(const std::string& item_id) const;
    /// The section kind, or null.
    const SectionKind* section(const std::string& kind) const;
    /// The most months the duration table can give (4D6: 24).
    int max_months() const;
    /// The reference table with this id, or null.
    const ReferenceTable* table(const std::string& table_id) const;
};

// An item in words, for `siege items`, the plan sheet and the card: every sentence built here, in the
// catalogue (src/muster/text), English by default.

/// "1 attack, range 3×60 cm, 3 hits, save -": the source's profile columns that apply ("" when none).
std::string profile_text(const SiegeItem& item, Language language = Language::english);
/// "counts towards the break point" or "does not count towards the break point".
std::string break_point_text(const SiegeItem& item, Language language = Language::english);
/// "15 pts per 40 mm", "25 pts per tower", "50 pts per 100 cm of fortifications".
std::string price_text(const SiegeItem& item, Language language = Language::english);
/// "1 EM per 30 stands, one engineer for 3 consecutive months" ("" when no engineers are needed).
std::string build_text(const SiegeItem& item, Language language = Language::english);
/// "at most 1 per full or partial 1000 pts" ("" when unlimited).
std::string limit_text(const SiegeItem& item, Language language = Language::english);
/// "needs a list with gunpowder artillery, or the players' recorded agreement" ("" when none).
std::string prerequisite_text(const SiegeItem& item, Language language = Language::english);
/// "adds +2 structure points to its gate" ("" when none).
std::string structure_bonus_text(const SiegeItem& item, Language language = Language::english);
/// "bought in whole numbers" or "any amount".
std::string whole_text(const SiegeItem& item, Language language = Language::english);
/// "engine", "works" … / "engin", "ouvrage" …: the item's category in words.
std::string category_text(const SiegeItem& item, Language language = Language::english);
/// The item's note (its effect) in a language, English when the kit gives no French.
const std::string& note_text(const SiegeItem& item, Language language = Language::english);
/// "4 towers", "600 mm", "1 stand" / "4 tours", "30 socles": a quantity with the item's unit word.
std::string quantity_text(const SiegeItem& item, double quantity, Language language = Language::english);
/// The item's name as a player of the language reads it: both names in English, the French one in French.
std::string item_name_text(const SiegeItem& item, Language language = Language::english);

/// Loads a siege kit file; nothing when it has errors (all reported with positions).
std::optional<SiegeKit> load_siege_kit(const std::filesystem::path& file, Report& report);
/// Parses siege kit XML held in memory.
std::optional<SiegeKit> parse_siege_kit(std::string text, const std::string& display_name, Report& report);
/// The bundled Warmaster Medieval kit: bundled<SiegeKit>(), the user's folders first.
template <>
struct BundledFile<SiegeKit> : BundledAt<"warmaster-medieval-siege/kit.xml", &load_siege_kit, true> {};
/// The installed siege kit with this id (lists/<id>/kit.xml, the user's folders first), loaded once;
/// throws Error when none is installed or it cannot be read.
const SiegeKit& siege_kit_named(const std::string& kit_id);

}  // namespace muster
