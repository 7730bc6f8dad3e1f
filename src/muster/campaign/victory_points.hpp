#pragma once
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/bundled_data.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/report/report.hpp"

#include "muster/text/message.hpp"
#include "muster/xml/data_header.hpp"

namespace muster {

/// One way to score victory points ("each hill held: 50").
struct VictoryAward {
    std::string id;
    LocalisedName name;
    double value = 0;                            ///< points per occurrence
    LocalisedName note;                          ///< when it is scored, in English and French
    std::optional<int> max_count;                ///< most times one side scores it (8 table sections, 1 general)
    std::vector<std::string> excludes;           ///< awards that cannot be scored together with this one
    std::string source;                          ///< where the book says so
    std::optional<int> both_sides_max;           ///< most times the two sides score it together (8 table sections in all)
    std::vector<std::string> opponent_excludes;  ///< the other side's awards that contradict this one (a train safe and captured)
};

/// A game system's victory rules, from list data.
struct VictoryTable : DataHeader {
    std::vector<std::string> game_systems;  ///< the game systems whose battles it scores (list ids)
    double draw_margin_percent = 10;        ///< a difference up to this share is a draw
    LocalisedName margin_reading;           ///< of what the margin is taken
    std::string margin_sources;             ///< where the book says so: "003:11750-11753"
    double rallied_factor = 0.5;            ///< troops that rallied in the last turn count this share
    std::vector<VictoryAward> awards;

    /// The award with this id, or null.
    const VictoryAward* award(const std::string& award_id) const;
};

/// What one side scored: surviving troops and counts of each award.
struct VictoryInput {
    double surviving_points = 0;        ///< points of troops on the table, not routed
    double rallied_points = 0;          ///< troops that rallied during the last turn
    std::map<std::string, int> awards;  ///< award id → how many times
};

/// One side's total and how it was made.
struct VictoryScore {
    double total = 0;
    std::vector<std::pair<std::string, double>> lines;  ///< "Hill held × 2", 100
    std::vector<Message> line_messages;                 ///< the same lines' labels as catalogue messages, in order
};

/// The outcome of a battle by the victory points.
struct VictoryResult {
    VictoryScore a, b;
    bool draw = false;
    bool a_wins = false;
    std::string explanation;      ///< "1,250 vs 1,100: the difference is 12.0 % of 1,250, over 10 %"
    Message explanation_message;  ///< the same sentence as a catalogue message, for any language
    LocalisedName reading;        ///< how Muster reads the margin (behind --explain and Why?)
    std::string sources;          ///< the places of the source behind the margin
};

/// Adds up both sides and decides win or draw; throws Error for an award id the table lacks,
/// points that are not finite or out of 0 to 1e9, an award count out of 0 to 1000, or claims of the two sides
/// that contradict each other.
VictoryResult score_battle(const VictoryTable& table, const VictoryInput& a, const VictoryInput& b);
/// Loads a victory table; nothing when it has errors (all reported with positions).
std::optional<VictoryTable> load_victory_table(const std::filesystem::path& file, Report& report);
/// The bundled WFB3 victory rules: bundled<VictoryTable>().
template <>
struct BundledFile<VictoryTable> : BundledAt<"warhammer-fantasy-3/victory-points.xml", &load_victory_table> {};
/// The victory rules that score a campaign's battles: the bundled table for a system it names
/// (and for a campaign that names no system, as older files do); null for a system whose books
/// give no victory points, whose battles the players decide.
const VictoryTable* victory_table_for(const std::string& game_system);

}  // namespace muster
