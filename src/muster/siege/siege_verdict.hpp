#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "muster/lists/list_library.hpp"
#include "muster/report/report.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/siege/engineering_schedule.hpp"
#include "muster/siege/siege_item_cost.hpp"
#include "muster/siege/siege_plan.hpp"

namespace muster {

/// One purchase, priced.
struct SiegePurchaseLine {
    const SiegeItem* item = nullptr;  ///< null when the kit has no such item
    std::string item_id;
    SiegeSide side = SiegeSide::attacker;
    double quantity = 0;
    ItemCost cost;
};

/// A fortification section as it stands after barricades.
struct SectionLine {
    std::string id;
    std::string kind;
    LocalisedName name;
    double length_cm = 0;
    int structure = 0;  ///< including any barricade bonus
    int bonus = 0;      ///< structure points added by defences (barricades)
    bool rolled = false;
};

/// The armies attached to a plan (optional): their rosters and the lists to read them with.
struct SiegeArmies {
    const Roster* attacker = nullptr;
    const Roster* defender = nullptr;
    const ListLibrary* lists = nullptr;
};

/// Everything the planner works out about a plan: budget, points, schedule, sections, findings.
struct SiegeVerdict {
    bool legal = false;
    double defender_points = 0;
    double attacker_points = 0;
    int months = 0;
    int free_engineers = 0;
    int extra_engineers = 0;
    int engineers = 0;
    double em_available = 0;
    double em_used = 0;
    double attacker_siege_points = 0;  ///< siege items bought
    double extra_engineer_points = 0;
    double attacker_troop_points = 0;  ///< what is left of the attacker's army for troops
    double defender_defence_points = 0;
    double defender_troop_points = 0;
    int break_point_change = 0;
    /// Units lost that break the attacker's army before the siege changes it (its game system's
    /// break point, the siege engines that count towards it included); none without its roster.
    std::optional<int> attacker_break_point;
    int attacker_break_point_units = 0;  ///< the units it counts
    FortificationTotals fortifications;
    std::vector<SiegePurchaseLine> attacker_lines;
    std::vector<SiegePurchaseLine> defender_lines;
    std::vector<SectionLine> sections;
    EngineeringSchedule schedule;
    std::optional<RosterVerdict> attacker_army;  ///< the attacker's roster validated as a siege side
    std::optional<RosterVerdict> defender_army;
    Report report;
};

/// Checks a plan against its kit (and the attached rosters when given).
SiegeVerdict evaluate_siege(const SiegePlan& plan, const SiegeKit& kit, const SiegeArmies& armies = {});

/// True when the plan holds, or when its only errors are prerequisites an attached roster decides
/// (a campaign keeps the plan, not its rosters: it starts a siege once the planner with rosters said yes).
bool holds_but_for_its_rosters(const SiegeVerdict& verdict);
/// The plan with the points its verdict found (the rosters' limits) written in, so that it gives the
/// same engineers, schedule and limits without its rosters: what a campaign stores.
SiegePlan plan_as_judged(const SiegePlan& plan, const SiegeVerdict& verdict);

/// The builds finished by the end of a siege month (1-based), in the order they finish.
std::vector<ScheduledBuild> builds_complete_by(const SiegeVerdict& verdict, int month);

/// The verdict as JSON.
nlohmann::json siege_verdict_to_json(const SiegeVerdict& verdict, Language language = Language::english);
/// Checks a plan saved in (or to be saved in) plan_file with the rosters it names, read relative to
/// that file; a roster that cannot be read joins the report and makes the plan fail.
SiegeVerdict evaluate_siege_with_rosters(const SiegePlan& plan, const std::filesystem::path& plan_file, const SiegeKit& kit, const ListLibrary& lists);

/// The human report: budget, purchases, schedule grid, sections and findings.
std::string format_siege_verdict(const SiegePlan& plan, const SiegeVerdict& verdict, Language language = Language::english);

}  // namespace muster
