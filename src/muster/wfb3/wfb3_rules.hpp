#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/bundled_data.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/report/report.hpp"
#include "muster/util/id_set.hpp"
#include "muster/util/suggest.hpp"
#include "muster/xml/data_header.hpp"

namespace muster::wfb3 {

/// A creature with its base cost (the bestiary is not in the seed: the data holds the ones it prices).
struct Creature {
    std::string id;
    LocalisedName name;
    double base = 0;
    bool riding = false;              ///< a riding animal (doubles its rider)
    bool fights = false;              ///< a riding animal with attacks of its own
    bool monster = false;             ///< a monster mount (creature + crew)
    std::string file;                 ///< where it was defined (bundled or the user's bestiary)
    double places = 1;                ///< crew places it takes in a chariot, in human-sized models
    bool commands_all_races = false;  ///< as a second-in-command, commands every race (undead, ethereal, daemonic: 003:7602-7604)
    bool were_creature = false;       ///< a race that may be were-creatures beside those the rules name (003:8119-8120)
    std::vector<double> profile;      ///< its characteristics in the order of PointsRules::characteristics, or none
};

/// Standard-priced equipment for troops.
struct Equipment {
    std::string id;
    LocalisedName name;
    double points = 0;
    std::optional<double> mounted_points;  ///< a different price for mounted troops
    bool mounted_only = false;
    std::string kind;        ///< polearm, missile, hand-weapon, armour, shield, barding, ammunition, other
    std::string needs_kind;  ///< the model must also carry an item of this kind (incendiary missiles: a missile weapon)
    double unit_points = 0;  ///< paid once per unit (the incendiaries' brazier)
    LocalisedName reading;
};

/// At most `count` items of one kind per model.
struct KindLimit {
    std::string kind;
    int count = 1;
    std::string source;
    LocalisedName reading;
};

/// An item a model cannot carry with any of the others.
struct Exclusion {
    std::string item;
    std::vector<std::string> with;
    std::string source;
    LocalisedName reading;
};

/// A special troop type's surcharge.
/// What a special troop changes in a model's cost.
enum class SpecialKind {
    add,             ///< a fixed surcharge
    elite,           ///< elite steps
    levy,            ///< a base reduction
    character_role,  ///< entered as a character
};
/// The word the rules file writes for it (kind="character-role").
const char* choice_word(SpecialKind kind);

struct SpecialTroop {
    std::string id;
    LocalisedName name;
    SpecialKind kind = SpecialKind::add;
    double points = 0;                       ///< add: fixed surcharge; levy: base reduction
    double minimum = 1;                      ///< levy: lowest base
    int max_steps = 4;                       ///< elite
    double step_cap = 10;                    ///< elite: most one step costs
    std::vector<std::string> forbids_kinds;  ///< equipment kinds these troops never carry
    std::string needs_kind;                  ///< an equipment kind every model must carry
    std::vector<std::string> armour_only;    ///< when set, the only armour, shield or barding allowed
    int max_foot = 0, max_mounted = 0;       ///< most models in a unit (0: no limit)
    int team = 0;                            ///< fielded in teams of this many (the unit minimum then does not apply)
    double hide_share = 0;                   ///< may hide among a unit's models, up to this share of it (0: never)
    int max_weapons = 0;                     ///< most weapons a model carries (0: no limit)
    std::vector<std::string> weapon_kinds;   ///< the equipment kinds max_weapons counts
    std::vector<std::string> races;          ///< the only creatures these troops may be (none: any), beside creatures marked for it
    std::string source;
    LocalisedName reading;
};

/// A character with a special role: a character of his type plus a surcharge (assassin, engineer).
struct CharacterRole {
    std::string id;
    LocalisedName name;
    double surcharge = 0;
    int min_level = 5;
    bool hides = false;  ///< hidden among a unit's models
    std::string source;
    LocalisedName reading;
};

/// A chariot type: how many animals draw it and how many human-sized crew it holds.
struct ChariotType {
    std::string id;
    LocalisedName name;
    double capacity = 2;
    int min_animals = 1, max_animals = 4;
    std::string source;
};

/// A war machine priced by its crew.
struct WarMachine {
    std::string id;
    LocalisedName name;
    double per_crew = 5;
    int min_crew = 1, max_crew = 1;
    int tournament_max_crew = 0;  ///< most crew in a tournament (0: as max_crew)
    LocalisedName reading;
};

/// Every number of the WFB3 points system, from lists/warhammer-fantasy-3/points.xml.
struct PointsRules : DataHeader {
    std::vector<std::pair<std::optional<double>, double>> bands;  ///< (below / up to, multiplier); first band uses "below"
    double half_below = 5;
    double beyond_width = 10;
    LocalisedName multiplier_reading;
    std::vector<Equipment> equipment;
    std::vector<std::pair<std::string, LocalisedName>> kind_names;  ///< equipment kinds as a player reads them (polearm / arme d'hast)
    std::vector<KindLimit> kind_limits;
    std::vector<Exclusion> exclusions;
    double riding_factor = 2, fighting_share = 0.5;
    LocalisedName mount_reading;
    double musician_factor = 2, standard_factor = 2;
    bool leader_free = false;
    LocalisedName command_reading;
    bool round_entries_up = false;
    LocalisedName rounding_reading;
    bool general_standard_last_resort = false, standard_per_contingent = false;
    LocalisedName army_standard_reading;
    std::vector<CharacterRole> roles;
    std::vector<std::string> characteristics;  ///< M WS BS S T W I A Ld Int Cl WP
    int leadership_index = -1;                 ///< where Leadership is in a profile
    double characteristic_cap = 10;
    std::vector<std::pair<int, std::vector<double>>> level_bonuses, wizard_bonuses;  ///< (level, bonus per characteristic)
    std::vector<std::pair<int, std::vector<double>>> elite_shock, elite_shooter;     ///< (steps, bonus per characteristic)
    std::vector<double> levy_bonus;
    std::string profile_source;
    LocalisedName profile_reading;
    /// Each characteristic's abbreviation with its translations (M WS BS … / M CC CT F E PV I A Cd Int Cl FM).
    std::vector<LocalisedName> characteristic_labels;
    double general_radius = 12;    ///< inches within which the general lends his Leadership
    int second_radius_dice = 2;    ///< a second-in-command's radius: this many D6 inches, rolled before the battle
    bool second_same_race = true;  ///< a second-in-command only commands units of his own race
    std::string command_source;
    LocalisedName command_radius_reading;
    int level_step = 5, max_level = 25;
    double low_base_limit = 10, high_base_per_level = 10;
    LocalisedName character_reading;
    std::vector<std::pair<std::string, double>> character_mounts;
    std::vector<std::pair<int, double>> wizard_surcharges;
    LocalisedName wizard_reading;
    std::vector<SpecialTroop> special_troops;
    double chariot_factor = 2, chariot_scythes = 20;
    int chariot_min_animals = 1, chariot_max_animals = 4;
    LocalisedName chariot_reading;
    std::vector<ChariotType> chariot_types;
    double crew_surcharge = 5;
    bool crew_surcharge_multiplied = false;
    LocalisedName crew_reading;
    std::vector<WarMachine> machines;
    double howdah_per_crew = 1;
    int altar_min_guards = 2, altar_max_guards = 5;
    double altar_points = 0;
    std::string altar_source;
    LocalisedName altar_reading;
    std::vector<std::pair<double, int>> level_caps;  ///< (up to points, max level)
    LocalisedName level_cap_reading;
    std::string level_cap_sources;  ///< where the book says so, for --explain and JSON
    double train_min_points = 1000, train_per_points = 1000;
    int train_wagons = 1, train_civilians = 5;
    double train_width = 6, train_base_length = 4, train_length_per_block = 2;
    LocalisedName train_reading;  ///< how the train is sized (from the game's points limit)
    int minimum_unit_size = 5;
    bool tournament_bundled_animals_only = false;
    LocalisedName tournament_reading;
    std::string tournament_sources;  ///< where the book says so, for --explain and JSON
    std::vector<Creature> creatures;
    std::vector<ReferenceTable> tables;

    /// The creature with this id, or null (found by its id's hash once indexed).
    const Creature* creature(const std::string& creature_id) const;
    /// Adds a creature unless one with its id exists; false (and nothing added) when it does.
    bool add_creature(Creature creature);
    /// Up to three creature ids close to a mistyped one, best first (work bounded by NearMatcher).
    std::vector<std::string> creatures_near(const std::string& typed) const;
    /// Rebuilds the creature lookups after `creatures` was changed by hand (the loaders keep them).
    void index();
    /// The equipment with this id, or null.
    const Equipment* item(const std::string& item_id) const;
    /// The special troop type with this id, or null.
    const SpecialTroop* special(const std::string& special_id) const;
    /// The war machine with this id, or null.
    const WarMachine* machine(const std::string& machine_id) const;
    /// The character role with this id, or null.
    const CharacterRole* role(const std::string& role_id) const;
    /// The chariot type with this id, or null.
    const ChariotType* chariot_type(const std::string& type_id) const;
    /// An equipment kind's name in both languages (its id when the data names none).
    LocalisedName kind_name(const std::string& kind) const;
    /// The reference table with this id, or null.
    const ReferenceTable* table(const std::string& table_id) const;

private:
    IdSet creature_ids_;                    ///< the ids of creatures[0, creatures_indexed_), first definitions only
    std::vector<std::size_t> creature_at_;  ///< the creature of each id in creature_ids_, by its place there
    std::size_t creatures_indexed_ = 0;
    std::shared_ptr<const NearMatcher> creature_matcher_;  ///< over every creature id, or null until index()
};

/// Loads the points rules; nothing when the file has errors (all reported with positions).
std::optional<PointsRules> load_points_rules(const std::filesystem::path& file, Report& report);
/// Adds the creatures of a user's bestiary file (<wfb3-bestiary><creature …/></wfb3-bestiary>); false on errors.
bool load_bestiary(const std::filesystem::path& file, PointsRules& rules, Report& report);
/// The same for bestiary XML held in memory (display_name names it in messages).
bool parse_bestiary(std::string text, const std::string& display_name, PointsRules& rules, Report& report);

}  // namespace muster::wfb3

namespace muster {
/// The bundled rules: bundled<wfb3::PointsRules>().
template <>
struct BundledFile<wfb3::PointsRules> : BundledAt<"warhammer-fantasy-3/points.xml", &wfb3::load_points_rules> {};
}  // namespace muster
