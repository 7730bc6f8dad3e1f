#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/list_origin.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/report/diagnostic.hpp"
#include "muster/xml/data_header.hpp"

namespace muster {

class CompositionRule;

/// One column of a unit profile (Clash, Sustained, …).
struct StatColumn {
    std::string id;          ///< "clash"
    LocalisedName name;      ///< "Clash"
    std::string short_name;  ///< header in narrow tables: "Cl"
};

/// The columns one kind of unit prints (units, characters), in print order.
struct ProfileLayout {
    std::string id;                    ///< "character"
    LocalisedName name;                ///< "Characters"
    std::vector<std::size_t> columns;  ///< indexes into GameSystem::stats
};

/// Something a unit can be that rules outside its list ask about ("gunpowder artillery" for sieges).
struct Capability {
    std::string id;      ///< "gunpowder-artillery"
    LocalisedName name;  ///< "Gunpowder artillery"
    std::string text;    ///< what having it means, and who asks
    /// Units of imported lists that have it: {army name (empty: any army), unit name}, compared as search keys.
    std::vector<std::pair<std::string, std::string>> imported_units;
};

/// A named special rule with its effect text.
struct SpecialRule {
    std::string id;      ///< "tough-fighter"
    LocalisedName name;  ///< "Tough fighter"
    LocalisedName text;  ///< effect, in English and the source's French (text, text-fr)
};

/// A reference table for cards and the show command (movement, ranges, sequence of play …).
struct ReferenceTable {
    std::string id;                              ///< "movement-and-ranges"
    LocalisedName title;                         ///< "Movement and weapon ranges"
    std::vector<LocalisedName> columns;          ///< column headings
    std::vector<std::vector<std::string>> rows;  ///< cell texts, one vector per row
    std::string note;                            ///< a line printed under the table
    std::string sources;                         ///< places of the source behind it ("002:343-392; 002:604"), for --sources
};

/// How divisions are led and paid for.
struct ArmyOrganisation {
    double general_cost = 0;               ///< each division's general
    double commander_cost = 0;             ///< the commander-in-chief, who leads one division
    bool generals_count_in_shares = true;  ///< whether generals' points are part of percentage totals
    int general_command = 0;               ///< a division general's Command value (0: the system has none)
    int commander_command = 0;             ///< the commander-in-chief's Command value
    bool divisions = true;                 ///< false: an army is one body of units, with no divisions
    LocalisedName reading;                 ///< the reading chosen for the above, shown in messages
};

/// How an army of the system breaks (<break-point> in system.xml), read with the system.
struct BreakPointRule {
    enum class Kind {
        division_more_than_share,  ///< a division breaks when more than the share of its units are lost
        army_share_rounded_up,     ///< the army breaks when it has lost the share of its units, rounded up
    };
    Kind kind = Kind::army_share_rounded_up;
    double share = 0.5;                     ///< above 0, at most 1
    std::vector<std::string> not_counting;  ///< layouts whose units never count (characters)
    LocalisedName text;                     ///< the rule in words
    // Units left out of the count (<leave-out special-rule="skirmish" without="armour" unless-most="true"/>):
    // those with the special rule and no value in the column, unless the units with the rule are more than the others.
    std::string leave_out_rule;                   ///< empty: none is left out
    std::optional<std::size_t> leave_out_column;  ///< index into the system's stats
    bool leave_out_unless_most = false;
};
/// The word system.xml writes for a kind of break point (kind="army-share-rounded-up").
const char* choice_word(BreakPointRule::Kind kind);

/// A game system: profile columns, special rules, tables and army-wide rules.
struct GameSystem : DataHeader {  // id "hail-caesar-hyw", name "Hail Caesar — Hundred Years' War"
    std::string source;           ///< where the rules come from
    std::string points_unit = "pts";
    std::vector<StatColumn> stats;
    std::vector<ProfileLayout> layouts;    ///< empty: every unit prints every column
    std::vector<Capability> capabilities;  ///< what units of its lists may declare
    std::vector<SpecialRule> special_rules;
    std::vector<ReferenceTable> tables;
    ArmyOrganisation organisation;
    std::string siege_kit;                                      ///< the siege kit its sieges are planned with (may be empty)
    std::optional<BreakPointRule> break_point;                  ///< none: the system declares none
    std::vector<std::string> imported_versions;                 ///< wm-selector "version"s whose lists are written for this system
    std::vector<std::string> plays_with;                        ///< other systems whose armies take the field with this one's (one campaign, one table)
    LocalisedName plays_with_reading;                           ///< why they do
    std::vector<std::shared_ptr<const CompositionRule>> rules;  ///< apply to every faction
    SourceLocation defined_at;
    std::string file;                           ///< the system file it was loaded from
    ListOrigin origin = ListOrigin::installed;  ///< which folder it came from

    /// The special rule with this id, or null.
    const SpecialRule* special_rule(const std::string& rule_id) const;
    /// The table with this id, or null.
    const ReferenceTable* table(const std::string& table_id) const;
    /// The layout with this id, or null.
    const ProfileLayout* layout(const std::string& layout_id) const;
    /// The columns a unit of this layout prints: the layout's, or every column when the system
    /// has no layouts or the id is empty and the system's first layout is meant.
    std::vector<std::size_t> columns_of(const std::string& layout_id) const;
    /// The capability with this id, or null.
    const Capability* capability(const std::string& capability_id) const;
};

struct Faction;

/// A special rule by id: the faction's own first, then the game system's; null when neither has it.
const SpecialRule* find_special_rule(const GameSystem& system, const Faction* faction, const std::string& rule_id);

}  // namespace muster
