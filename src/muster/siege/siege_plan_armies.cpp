// A plan evaluated with the rosters it points at, saying which game system each side's
// roster belongs to and warning when it is not the one the siege is planned with.
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace {

std::optional<Roster> load_attached(const std::filesystem::path& plan_file, const std::string& roster_path, Report& report) {
    if (roster_path.empty()) return std::nullopt;
    std::filesystem::path path = roster_path;
    if (path.is_relative()) path = plan_file.parent_path() / path;
    return load_roster(path, report);
}

constexpr MessageText attacker_same_kit = MUSTER_MESSAGE(
    "siege.attacker-system", "The attacker's roster is a {system} army ({list}): its points, its gunpowder and its list's siege relaxations apply");
constexpr MessageText defender_same_kit = MUSTER_MESSAGE(
    "siege.defender-system", "The defender's roster is a {system} army ({list}): its points, its gunpowder and its list's siege relaxations apply");
constexpr MessageText attacker_other_kit = MUSTER_MESSAGE(
    "siege.attacker-system.other-kit",
    "The attacker's roster is a {system} army ({list}), but this siege follows {kit}: its points and its per-1,000-pts limits are counted on another game's scale");
constexpr MessageText defender_other_kit = MUSTER_MESSAGE(
    "siege.defender-system.other-kit",
    "The defender's roster is a {system} army ({list}), but this siege follows {kit}: its points and its per-1,000-pts limits are counted on another game's scale");
constexpr MessageText other_kit_fix = MUSTER_MESSAGE("siege.system.other-kit.fix", "attach a roster of a game system that plays its sieges with this kit");

// "The attacker's roster is a Warmaster Medieval army (…)"; a warning when its game system
// plays its sieges with another kit than the plan's.
void note_game_system(const char* side, const Roster& roster, const SiegeKit& kit, const ListLibrary& lists, Report& report) {
    const Faction* faction = lists.faction(roster.faction_id);
    const GameSystem* system = faction ? lists.system(faction->system_id) : nullptr;
    if (!system) return;  // the roster's own verdict already says its list is unknown
    Diagnostic d;
    d.rule_id = std::string("siege.") + side + "-system";
    const bool attacker = std::string(side) == "attacker";
    if (system->siege_kit == kit.id) {
        d.severity = Severity::info;
        d.says(message(attacker ? attacker_same_kit : defender_same_kit).with("system", system->name).with("list", faction->name));
    } else {
        d.severity = Severity::warning;
        d.says(message(attacker ? attacker_other_kit : defender_other_kit).with("system", system->name).with("list", faction->name).with("kit", kit.name));
        d.fix_by(message(other_kit_fix));
    }
    report.add(std::move(d));
}

}  // namespace

SiegeVerdict evaluate_siege_with_rosters(const SiegePlan& plan, const std::filesystem::path& plan_file, const SiegeKit& kit, const ListLibrary& lists) {
    Report read_report;
    const std::optional<Roster> attacker = load_attached(plan_file, plan.attacker_roster, read_report);
    const std::optional<Roster> defender = load_attached(plan_file, plan.defender_roster, read_report);
    SiegeArmies armies;
    armies.attacker = attacker ? &*attacker : nullptr;
    armies.defender = defender ? &*defender : nullptr;
    armies.lists = (attacker || defender) ? &lists : nullptr;
    SiegeVerdict verdict = evaluate_siege(plan, kit, armies);
    if (attacker) note_game_system("attacker", *attacker, kit, lists, verdict.report);
    if (defender) note_game_system("defender", *defender, kit, lists, verdict.report);
    if (!read_report.empty()) {
        verdict.report.merge(read_report);
        verdict.legal = false;
    }
    return verdict;
}

}  // namespace muster
