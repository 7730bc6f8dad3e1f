#pragma once
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "muster/lists/list_library.hpp"
#include "muster/report/report.hpp"
#include "muster/roster/roster.hpp"
#include "muster/rules/composition_rule.hpp"

namespace muster {

/// A group's current share against the bound a rule puts on it (for live gauges).
struct ShareGauge {
    std::string rule_id;     ///< the share rule
    LocalisedName group;     ///< "Knights (Chevaliers)": the group whose share it is
    LocalisedName of_group;  ///< the group it is a share of; empty English when of the whole army
    double percent = 0;      ///< the current share
    ShareBound bound;        ///< what the rule asks
    bool met = true;         ///< whether the bound holds now
};

/// What a share gauge measures, in a language: "Knights", or "Mounted knights of Knights"
/// ("Chevaliers montés parmi les Chevaliers") when the share is of another group.
std::string share_group_name(const ShareGauge& gauge, Language language);

/// A division's points and size.
struct DivisionPoints {
    std::string id;
    std::string name;
    double unit_points = 0;
    double general_points = 0;
    int units = 0;
};

/// The outcome of validating a roster: legal or not, points, and every finding.
struct RosterVerdict {
    bool legal = false;
    double points_used = 0;
    double points_limit = 0;
    const GameSystem* system = nullptr;  ///< null when the roster's system is unknown
    const Faction* faction = nullptr;    ///< null when the roster's faction is unknown
    std::vector<DivisionPoints> divisions;
    std::vector<ShareGauge> shares;
    std::vector<double> entry_points;  ///< each unit's cost, in roster order (flattened)
    Report report;
};

/// Checks a roster against its list: points limit, unknown units and options, and every
/// composition rule of its game system and faction.
RosterVerdict validate_roster(const Roster& roster, const ListLibrary& library, const ValidationContext& context = {});

/// The verdict as JSON: legal, points, limit, divisions, shares, messages; given the roster it was
/// made of, each division also lists its "entries": the units with id, unit, name, options and points.
nlohmann::json verdict_to_json(const RosterVerdict& verdict, const Roster* roster = nullptr, Language language = Language::english);

/// What a roster holds: each division (general and Command) and its units with ids, options and points.
std::string format_roster(const Roster& roster, const RosterVerdict& verdict, const std::string& file, Language language = Language::english);

/// The human report: a header line, then one line per finding.
std::string format_verdict(const Roster& roster, const RosterVerdict& verdict, const std::string& file, Language language = Language::english);

}  // namespace muster
