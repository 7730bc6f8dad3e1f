// Issue 15, Warmaster Medieval siege (seed 000): verdicts, numbers and texts held to the letter
// of the source. Each case names the seed lines it checks (cat -n of seeds/000_*.txt).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "muster/siege/siege_verdict.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

namespace {

const SiegeKit& kit() { return bundled_siege_kit(); }

SiegePlan plan_for(double defender_points, int months) {
    SiegePlan plan = new_siege_plan(kit(), defender_points, "fidelity");
    plan.duration.months = months;
    return plan;
}

const Diagnostic* finding_of(const SiegeVerdict& verdict, const std::string& rule) {
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.rule_id == rule) return &d;
    return nullptr;
}

bool has_error(const SiegeVerdict& verdict, const std::string& rule) {
    const Diagnostic* d = finding_of(verdict, rule);
    return d && d->severity == Severity::error;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("siege 000-230-233: each wall section can be mined only once") {
    SiegePlan plan = plan_for(2000, 6);
    add_purchase(plan, kit(), "mine", 2);
    add_section(plan, kit(), "wall", 12, 3, 0);
    add_section(plan, kit(), "gate", 4, std::nullopt, 0);
    SiegeVerdict v = evaluate_siege(plan, kit());
    REQUIRE(has_error(v, "siege.limit.mine"));
    CHECK(finding_of(v, "siege.limit.mine")->allowed == doctest::Approx(1));  // a gate cannot be mined
    add_section(plan, kit(), "tower", 12, 4, 0);
    v = evaluate_siege(plan, kit());
    CHECK_MESSAGE(v.legal, format_human(v.report));
}

TEST_CASE("siege 000-230-233: with no section entered the mines cannot be checked, and the plan says so") {
    SiegePlan plan = plan_for(2000, 6);
    add_purchase(plan, kit(), "mine", 1);
    const SiegeVerdict v = evaluate_siege(plan, kit());
    const Diagnostic* d = finding_of(v, "siege.limit-unchecked.mine");
    REQUIRE_MESSAGE(d, format_human(v.report));
    CHECK(d->severity == Severity::warning);
    CHECK(contains(d->message, "cannot be checked"));
}

TEST_CASE("siege: items bought by the unit, the gate, the section or the stand come in whole numbers") {
    SiegePlan plan = plan_for(2000, 3);
    CHECK_THROWS_WITH_AS(add_purchase(plan, kit(), "siege-tower", 0.5), doctest::Contains("whole number"), Error);
    plan.attacker_purchases.push_back({"siege-tower", 0.5});  // as a hand-edited file may hold
    plan.defender_purchases.push_back({"barricade", 0.5});
    add_section(plan, kit(), "gate", 4, std::nullopt, 0);
    const SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(has_error(v, "siege.whole-number.siege-tower"));
    CHECK(has_error(v, "siege.whole-number.barricade"));
    CHECK(v.sections[0].structure == 3);  // half a barricade adds nothing, and is not sold as if it did
    SiegePlan trenches = plan_for(2000, 3);
    add_purchase(trenches, kit(), "trenches", 612.5);  // a length, in mm: any amount
    CHECK(evaluate_siege(trenches, kit()).legal);
}

TEST_CASE("siege 000-388-393 and 000-400-406: structure points are what the dice allow") {
    SiegePlan plan = plan_for(1000, 3);
    for (int bad : {-5, 0, 7, 9})
        CHECK_THROWS_WITH_AS(add_section(plan, kit(), "wall", 12, bad, 0), doctest::Contains("1 to 6"), Error);
    CHECK_THROWS_WITH_AS(add_section(plan, kit(), "gate", 4, 2, 0), doctest::Contains("3 or more"), Error);
    add_section(plan, kit(), "gate", 4, 5, 0);  // a strong barbican gate (000:403-406)
    add_section(plan, kit(), "tower", 12, 6, 0);
    CHECK(evaluate_siege(plan, kit()).legal);
    plan.sections.push_back({"s9", "wall", 12, 9, false, 0});  // as a hand-edited file may hold
    plan.sections.push_back({"s10", "gate", 4, 1, false, 0});
    const SiegeVerdict v = evaluate_siege(plan, kit());
    int refused = 0;
    for (const Diagnostic& d : v.report.diagnostics())
        if (d.rule_id == "siege.structure" && d.severity == Severity::error) ++refused;
    CHECK_MESSAGE(refused == 2, format_human(v.report));
}

TEST_CASE("siege 000-37-41: months come from the duration table, at most 24, unless the players' agreement is recorded") {
    CHECK(kit().max_months() == 24);
    SiegePlan plan = plan_for(1000, 24);
    CHECK(evaluate_siege(plan, kit()).legal);
    plan.duration.months = 25;
    SiegeVerdict v = evaluate_siege(plan, kit());
    REQUIRE(has_error(v, "siege.months"));
    CHECK(contains(finding_of(v, "siege.months")->message, "24"));
    plan.months_agreement = "a campaign siege that has already lasted two years";
    v = evaluate_siege(plan, kit());
    CHECK_MESSAGE(v.legal, format_human(v.report));
    REQUIRE(finding_of(v, "siege.months"));
    CHECK(contains(finding_of(v, "siege.months")->message, plan.months_agreement));
}

TEST_CASE("siege 000-37-41: the duration table does not say the players may choose the months") {
    const ReferenceTable* table = kit().table("siege-duration");
    REQUIRE(table);
    CHECK_FALSE(contains(table->note, "choose"));
}
