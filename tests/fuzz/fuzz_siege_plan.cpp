// libFuzzer target: siege plans, parsed, evaluated against the bundled kit with the attacker's
// and defender's rosters attached, formatted as text and JSON, written back, given a new section.
// The input is the three files cut at NUL bytes: plan, attacker roster, defender roster.
#include <algorithm>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_input.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/util/error.hpp"

namespace {

// The engineering schedule grows with months × engineers and with every batch bought; plans
// beyond these bounds are read and written but not evaluated, so each run stays small.
bool small_enough_to_evaluate(const muster::SiegePlan& plan) {
    auto modest = [](const muster::SiegePurchase& p) { return p.quantity <= 1000; };
    return plan.duration.months <= 120 && plan.extra_engineers <= 200 && std::all_of(plan.attacker_purchases.begin(), plan.attacker_purchases.end(), modest) &&
           std::all_of(plan.defender_purchases.begin(), plan.defender_purchases.end(), modest);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<std::string> parts = muster::fuzz::split_at_nul(data, size, 3);
    muster::Report report;
    std::optional<muster::SiegePlan> plan = muster::parse_siege_plan(parts[0], "fuzz.siege.xml", report);
    (void)muster::format_human(report);
    if (!plan) return 0;
    (void)muster::siege_plan_to_xml(*plan);
    muster::Report roster_report;
    const std::optional<muster::Roster> attacker = muster::parse_roster(parts[1], "attacker.roster.xml", roster_report);
    const std::optional<muster::Roster> defender = muster::parse_roster(parts[2], "defender.roster.xml", roster_report);
    const muster::SiegeKit& kit = muster::bundled<muster::SiegeKit>();
    if (small_enough_to_evaluate(*plan)) {
        muster::SiegeArmies armies;
        armies.attacker = attacker ? &*attacker : nullptr;
        armies.defender = defender ? &*defender : nullptr;
        armies.lists = &muster::fuzz::bundled_lists();
        const muster::SiegeVerdict verdict = muster::evaluate_siege(*plan, kit, armies);
        (void)muster::format_siege_verdict(*plan, verdict);
        (void)muster::siege_verdict_to_json(verdict).dump();
        (void)muster::builds_complete_by(verdict, verdict.months);
    }
    try {
        (void)muster::add_section(*plan, kit, "wall", 10, std::nullopt, 1);
        (void)muster::siege_plan_to_xml(*plan);
    } catch (const muster::Error&) {
        // a clear refusal is a fine answer
    }
    return 0;
}
