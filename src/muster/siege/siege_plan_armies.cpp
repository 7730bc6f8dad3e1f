// A plan evaluated with the rosters it points at.
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_verdict.hpp"

namespace muster {

namespace {

std::optional<Roster> load_attached(const std::filesystem::path& plan_file, const std::string& roster_path, Report& report) {
    if (roster_path.empty()) return std::nullopt;
    std::filesystem::path path = roster_path;
    if (path.is_relative()) path = plan_file.parent_path() / path;
    return load_roster(path, report);
}

}  // namespace

SiegeVerdict evaluate_siege_with_rosters(const SiegePlan& plan, const std::filesystem::path& plan_file, const SiegeKit& kit,
                                         const ListLibrary& lists) {
    Report read_report;
    const std::optional<Roster> attacker = load_attached(plan_file, plan.attacker_roster, read_report);
    const std::optional<Roster> defender = load_attached(plan_file, plan.defender_roster, read_report);
    SiegeArmies armies;
    armies.attacker = attacker ? &*attacker : nullptr;
    armies.defender = defender ? &*defender : nullptr;
    armies.lists = (attacker || defender) ? &lists : nullptr;
    SiegeVerdict verdict = evaluate_siege(plan, kit, armies);
    if (!read_report.empty()) {
        verdict.report.merge(read_report);
        verdict.legal = false;
    }
    return verdict;
}

}  // namespace muster
