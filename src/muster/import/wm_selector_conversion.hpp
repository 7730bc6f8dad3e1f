#pragma once
// Internal to the importer: one wm-selector army turned into a Muster faction document. The
// steps live in files of their own (units and options, limits, texts, sieges); they share this.
#include <map>
#include <unordered_map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>
#include <pugixml.hpp>

#include "muster/import/list_import.hpp"
#include "muster/import/wm_selector_sources.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// The wm-selector types that are magic items, not units or upgrades.
inline const std::set<std::string> wm_magic_item_types = {"Device of Power", "Magic Standard", "Magic Weapon", "Holy Item", "Other Item"};

/// A unit of the army as the importer sees it.
struct WmUnit {
    std::string name;  ///< the source's name (its key)
    std::string id;    ///< the Muster unit id
    std::string path;  ///< $.units['Name']
    const nlohmann::json* data = nullptr;
    bool character = false;             ///< prints with the character layout
    std::vector<std::string> upgrades;  ///< upgrade names it may take (own, constraints, add-ons)
    pugi::xml_node node;                ///< its <unit>
    std::string note;                   ///< words for what its layout has no column for
};

/// An upgrade (option) of the army.
struct WmUpgrade {
    std::string name;
    std::string id;
    std::string path;  ///< $.upgrades['Name'] (or the magic-items file's)
    const nlohmann::json* data = nullptr;
    std::vector<std::string> users;  ///< names of the units offering it
};

/// The conversion of one army: its source, what is written, and what could not be.
class WmConversion {
public:
    WmConversion(const WmArmyFile& file, const WmSources& sources, const GameSystem& system);

    /// Runs every step; the faction XML is then in document().
    void run();

    const pugi::xml_document& document() const { return doc_; }
    const std::string& faction_id() const { return faction_id_; }
    const std::string& name() const { return name_; }
    const std::vector<UnmappedConstruct>& unmapped() const { return unmapped_; }
    const std::vector<Message>& readings() const { return readings_; }
    int unit_count() const { return static_cast<int>(units_.size()); }
    int rule_count() const;

    // --- shared by the steps -------------------------------------------------------------
    const nlohmann::json& army() const { return file_.army; }
    const WmSources& sources() const { return sources_; }
    const GameSystem& system() const { return system_; }
    /// Records a construct that could not be carried over.
    void unmapped(const std::string& json_path, Message why);
    /// Records a reading the importer chose, as a message the summary renders in the reader's language.
    void reading(Message text) { readings_.push_back(std::move(text)); }
    /// A new rule element of this kind with a unique id built from `subject`, named in every language.
    pugi::xml_node add_rule(const char* kind, const std::string& subject, const Message& name);
    /// The id of a group holding exactly these units (created on first use).
    std::string group_of(const std::vector<std::string>& unit_names);
    /// Defines a group with a chosen id (later group_of() calls for the same units return it).
    void define_group(const std::string& id, const std::vector<std::string>& unit_names, const Message& name, const Message& reading);
    /// Unit and upgrade lookups by the source's names.
    WmUnit* unit(const std::string& name);
    WmUpgrade* upgrade(const std::string& name);
    std::vector<WmUnit>& units() { return units_; }
    std::vector<WmUpgrade>& upgrades() { return upgrades_; }
    /// Names given in a key's array, each checked to be a unit (resp. an upgrade); unknown ones are reported.
    std::vector<std::string> unit_names_at(const nlohmann::json& list, const std::string& json_path);
    std::vector<std::string> upgrade_ids_at(const nlohmann::json& list, const std::string& json_path);
    /// Special rule ids the units and options use, and the source's name for each.
    std::map<std::string, std::string>& special_rule_names() { return special_rule_names_; }
    /// The special rule id for a source name (recorded as used).
    std::string special_rule_id(const std::string& name);

    pugi::xml_node faction_node() { return faction_; }
    pugi::xml_node units_node() { return units_node_; }
    pugi::xml_node special_rules_node() { return special_rules_node_; }
    pugi::xml_node tables_node() { return tables_node_; }
    pugi::xml_node army_rules_node() { return army_rules_node_; }

    /// "A", "A and B", "A, B and C" (the joining words in the language the sentence is rendered in).
    static MessageValue joined_names(const std::vector<std::string>& names);

private:
    void read_army_keys();
    void finish();

    const WmArmyFile& file_;
    const WmSources& sources_;
    const GameSystem& system_;
    std::string system_id_;
    std::string faction_id_;
    std::string name_;
    pugi::xml_document doc_;
    pugi::xml_node faction_, army_rules_node_, special_rules_node_, tables_node_, units_node_, groups_node_, rules_node_;
    std::vector<WmUnit> units_;
    std::vector<WmUpgrade> upgrades_;
    std::unordered_map<std::string, std::size_t> unit_by_name_, upgrade_by_name_;  ///< first of each name
    std::size_t units_indexed_ = 0, upgrades_indexed_ = 0;
    std::map<std::string, std::string> group_by_members_;
    std::set<std::string> group_ids_, rule_ids_;
    std::map<std::string, std::string> special_rule_names_;
    std::vector<UnmappedConstruct> unmapped_;
    std::vector<Message> readings_;
};

/// Writes `attribute` (English) and `attribute-<code>` for every language Muster speaks whose
/// rendering of the message differs, as list data carries its translations.
void write_localised(pugi::xml_node node, const char* attribute, const Message& text);
/// Appends a <child> element holding the message in English and a <child-<code>> for every other
/// language Muster speaks, as list data carries translated texts.
void append_localised_child(pugi::xml_node node, const char* child, const Message& text);
/// The same for a value (names joined in the language's way).
void write_localised(pugi::xml_node node, const char* attribute, const MessageValue& text);

// The steps, in the order run() calls them.
void map_units_and_options(WmConversion& conversion);
void map_limits(WmConversion& conversion);
void map_siege_capabilities(WmConversion& conversion);
void map_texts(WmConversion& conversion);

/// A string member of a JSON object, or "" when absent or not a string.
std::string text_member(const nlohmann::json& object, const char* key);
/// A boolean member, or false when absent or not a boolean.
bool flag_member(const nlohmann::json& object, const char* key);
/// A whole-number member, or the fallback when absent or not a whole number.
long long integer_member(const nlohmann::json& object, const char* key, long long fallback);

/// A Muster id from a source name: "Men-at-Arms" → "men-at-arms", "Arbalétriers" → "arbaletriers".
std::string id_from_name(const std::string& name);
/// $.units['Name'] style path element.
std::string json_key_path(const std::string& parent, const std::string& key);
/// A value printed as a profile cell: numbers as written, ranges with "cm".
std::string stat_text(const nlohmann::json& value, bool is_range);

}  // namespace muster
