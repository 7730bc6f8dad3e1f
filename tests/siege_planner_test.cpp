// The siege planner: the seed's worked example, every item kind and limit at its boundary,
// schedules that fit and that do not, reproducible dice, plan files.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace siege_planner_test {

namespace {

const SiegeKit& kit() { return bundled<SiegeKit>(); }

SiegePlan plan_for(double defender_points, int months, std::initializer_list<std::pair<const char*, double>> buys) {
    SiegePlan plan = new_siege_plan(kit(), defender_points, "test siege");
    plan.duration.months = months;
    for (const auto& [item, quantity] : buys) add_purchase(plan, kit(), item, quantity);
    return plan;
}

bool has_error(const SiegeVerdict& verdict, const std::string& rule) {
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.rule_id == rule && d.severity == Severity::error) return true;
    return false;
}

const Diagnostic& siege_finding(const SiegeVerdict& verdict, const std::string& rule) {
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.rule_id == rule) return d;
    FAIL("no finding " << rule << " in:\n" << format_human(verdict.report));
    throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("siege: the seed's worked example — 3000 pts, 3 engineers, 5 months: 15 EM, 775 pts, 2225 left") {
    SiegePlan plan = plan_for(2000, 5, {{"siege-tower", 4}, {"trenches", 600}, {"mine", 1}, {"ram", 4}, {"bombard", 2}, {"ladders", 30}});
    plan.gunpowder_override = "the attacker's list fields heavy cannon";
    const SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.attacker_points == doctest::Approx(3000));
    CHECK(v.engineers == 3);
    CHECK(v.em_available == doctest::Approx(15));
    CHECK(v.em_used == doctest::Approx(15));
    CHECK(v.attacker_siege_points == doctest::Approx(775));
    CHECK(v.attacker_troop_points == doctest::Approx(2225));
    CHECK(v.break_point_change == -3);
    CHECK(v.schedule.complete());
    std::map<std::string, double> em, points;
    for (const SiegePurchaseLine& line : v.attacker_lines) {
        em[line.item_id] = line.cost.engineer_months;
        points[line.item_id] = line.cost.points;
    }
    CHECK(em == std::map<std::string, double>{{"bombard", 2}, {"ladders", 1}, {"mine", 3}, {"ram", 4}, {"siege-tower", 4}, {"trenches", 1}});
    CHECK(points["trenches"] == doctest::Approx(225));
    CHECK(points["ladders"] == doctest::Approx(150));
}

TEST_CASE("siege: engineers — one free per full or partial 1000 pts, extra ones at 50 pts") {
    CHECK(evaluate_siege(plan_for(1000, 1, {}), kit()).free_engineers == 2);  // attacker 1500
    CHECK(evaluate_siege(plan_for(2000, 1, {}), kit()).free_engineers == 3);  // attacker 3000
    SiegePlan plan = plan_for(2000, 1, {});
    plan.extra_engineers = 2;
    const SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(v.engineers == 5);
    CHECK(v.attacker_troop_points == doctest::Approx(2900));  // the seed: 2 extra for 100 pts
}

TEST_CASE("siege: each batch costs at least one engineer-month — 3 and 30 ladders are 1 EM, 31 are 2") {
    const SiegeItem& ladders = *kit().item("ladders");
    CHECK(cost_of(ladders, 3, {}).engineer_months == doctest::Approx(1));
    CHECK(cost_of(ladders, 30, {}).engineer_months == doctest::Approx(1));
    CHECK(cost_of(ladders, 31, {}).engineer_months == doctest::Approx(2));
    const SiegeItem& trenches = *kit().item("trenches");
    CHECK(cost_of(trenches, 1200, {}).engineer_months == doctest::Approx(1));
    CHECK(cost_of(trenches, 1201, {}).engineer_months == doctest::Approx(2));
    CHECK(cost_of(trenches, 600, {}).points == doctest::Approx(225));
    CHECK(cost_of(trenches, 601, {}).points == doctest::Approx(240));  // a started 40 mm counts whole
    const SiegeItem& light = *kit().item("light-artillery");
    CHECK(cost_of(light, 4, {}).engineer_months == doctest::Approx(1));
    CHECK(cost_of(light, 5, {}).engineer_months == doctest::Approx(2));
}

TEST_CASE("siege: works beyond the engineer-months are refused with the shortfall and a fix") {
    const SiegeVerdict v = evaluate_siege(plan_for(2000, 5, {{"siege-tower", 16}}), kit());
    CHECK_FALSE(v.legal);
    const Diagnostic& d = siege_finding(v, "siege.engineer-months");
    CHECK(d.actual == doctest::Approx(16));
    CHECK(d.allowed == doctest::Approx(15));
    CHECK(d.fix == "buy 1 more engineer (50 pts), or drop 1 EM of works");
    SiegePlan plan = plan_for(2000, 5, {{"siege-tower", 16}});
    plan.extra_engineers = 1;
    CHECK(evaluate_siege(plan, kit()).legal);
}

TEST_CASE("siege: a plan within the budget that cannot be scheduled is refused with the reason") {
    // 4 mines are 12 EM of 15, but 5 months hold one 3-month mine per engineer: 3 at most.
    const SiegeVerdict v = evaluate_siege(plan_for(2000, 5, {{"mine", 4}}), kit());
    CHECK_FALSE(v.legal);
    CHECK_FALSE(v.schedule.complete());
    const Diagnostic& d = siege_finding(v, "siege.schedule");
    CHECK(d.message.find("3 engineers can do at most 3") != std::string::npos);
    CHECK(evaluate_siege(plan_for(2000, 5, {{"mine", 3}, {"ram", 6}}), kit()).legal);
    CHECK(evaluate_siege(plan_for(2000, 6, {{"mine", 6}}), kit()).legal);  // two mines back to back each
}

TEST_CASE("siege: a mine needs three months of siege") {
    CHECK(has_error(evaluate_siege(plan_for(2000, 2, {{"mine", 1}}), kit()), "siege.too-short.mine"));
    CHECK(evaluate_siege(plan_for(2000, 3, {{"mine", 1}}), kit()).legal);
}

TEST_CASE("siege: the schedule puts a mine on one engineer for three consecutive months") {
    const SiegeVerdict v = evaluate_siege(plan_for(1000, 4, {{"mine", 1}, {"ram", 3}}), kit());
    REQUIRE(v.legal);
    const auto grid = v.schedule.grid();
    REQUIRE(grid.size() == 4);
    REQUIRE(grid[0].size() == 2);
    CHECK(grid[0][0] == "Mine (1/3)");
    CHECK(grid[1][0] == "Mine (2/3)");
    CHECK(grid[2][0] == "Mine (3/3)");
    const auto done_by_2 = builds_complete_by(v, 2);
    CHECK(done_by_2.size() == 2);  // two rams on the second engineer
    const auto done_by_3 = builds_complete_by(v, 3);
    CHECK(done_by_3.size() == 4);
    CHECK(std::any_of(done_by_3.begin(), done_by_3.end(), [](const ScheduledBuild& b) { return b.job.item_id == "mine"; }));
}

TEST_CASE("siege: heavy artillery and bombards at most 1 per full or partial 1000 pts of the attacker") {
    CHECK(evaluate_siege(plan_for(2000, 6, {{"heavy-artillery", 3}}), kit()).legal);
    const SiegeVerdict v = evaluate_siege(plan_for(2000, 6, {{"heavy-artillery", 4}}), kit());
    const Diagnostic& d = siege_finding(v, "siege.limit.heavy-artillery");
    CHECK(d.allowed == doctest::Approx(3));
    CHECK(d.message.find("reading: at most 1 per full or partial 1000 pts") != std::string::npos);
    SiegePlan plan = plan_for(1000, 6, {{"heavy-artillery", 2}});  // attacker 1500: 2 allowed
    CHECK(evaluate_siege(plan, kit()).legal);
}

TEST_CASE("siege: bombards need gunpowder artillery in the attacker's list, or a recorded agreement") {
    const SiegePlan without = plan_for(2000, 2, {{"bombard", 1}});
    const SiegeVerdict refused = evaluate_siege(without, kit());
    CHECK(has_error(refused, "siege.prerequisite.bombard"));
    CHECK(siege_finding(refused, "siege.prerequisite.bombard").fix.find("attach the attacker's roster") == 0);

    // A siege side meets the knights' minimum with dismounted knights (000:75-77): the garrison roster, not the field army.
    Report report;
    std::optional<Roster> french = load_roster(source_path("lists/hail-caesar-hyw/examples/french-garrison.roster.xml"), report);
    REQUIRE(french);
    french->points_limit = 3000;
    SiegeArmies armies;
    armies.attacker = &*french;
    armies.lists = &bundled_lists();
    const SiegeVerdict with_roster = evaluate_siege(without, kit(), armies);
    CHECK_MESSAGE(with_roster.legal, format_human(with_roster.report));
    CHECK(with_roster.attacker_points == doctest::Approx(3000));

    const ListLibrary no_gunpowder = test_library("");
    Roster testers = test_roster({{"knight"}}, 3000);
    armies.attacker = &testers;
    armies.lists = &no_gunpowder;
    CHECK(has_error(evaluate_siege(without, kit(), armies), "siege.prerequisite.bombard"));
    SiegePlan agreed = without;
    agreed.gunpowder_override = "historical: Orléans 1429";
    armies = {};
    CHECK(evaluate_siege(agreed, kit(), armies).legal);
}

TEST_CASE("siege: the siege items come out of the attached attacker's army points") {
    // A siege side meets the knights' minimum with dismounted knights (000:75-77): the garrison roster, not the field army.
    Report report;
    std::optional<Roster> french = load_roster(source_path("lists/hail-caesar-hyw/examples/french-garrison.roster.xml"), report);
    REQUIRE(french);  // 456 pts of troops
    french->points_limit = 481;
    SiegePlan plan = plan_for(500, 3, {{"siege-tower", 1}});  // 25 pts: 481 of 481
    SiegeArmies armies{&*french, nullptr, &bundled_lists()};
    CHECK_MESSAGE(evaluate_siege(plan, kit(), armies).legal, format_human(evaluate_siege(plan, kit(), armies).report));
    add_purchase(plan, kit(), "ram", 1);  // 506 of 481
    const SiegeVerdict v = evaluate_siege(plan, kit(), armies);
    const Diagnostic& d = siege_finding(v, "siege.points.attacker");
    CHECK(d.message == "The attacker spends 50 pts on the siege and 456 pts on troops; its army has 481 pts");
    CHECK(d.fix == "free 25 pts");
}

TEST_CASE("siege: defences — barricades per gate, boiling oil per wall section, hoardings once by length") {
    SiegePlan plan = plan_for(2000, 1, {});
    add_section(plan, kit(), "wall", 100, 4, 0);
    add_section(plan, kit(), "gate", 50, std::nullopt, 7);
    add_section(plan, kit(), "wall", 150, 2, 0);
    add_section(plan, kit(), "gate", 50, std::nullopt, 8);
    set_purchase(plan, kit(), "barricade", 1);
    set_purchase(plan, kit(), "boiling-oil", 2);
    set_purchase(plan, kit(), "hoardings", 1);
    SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(v.sections[1].structure == 5);  // gate 3 + barricade 2
    CHECK(v.sections[3].structure == 3);
    CHECK(v.defender_defence_points == doctest::Approx(10 + 40 + 200));  // 350 cm of walls: 4 started 100 cm
    set_purchase(plan, kit(), "barricade", 3);
    set_purchase(plan, kit(), "boiling-oil", 3);
    set_purchase(plan, kit(), "hoardings", 2);
    v = evaluate_siege(plan, kit());
    CHECK(has_error(v, "siege.limit.barricade"));
    CHECK(has_error(v, "siege.limit.boiling-oil"));
    CHECK(has_error(v, "siege.limit.hoardings"));
}

TEST_CASE("siege: hoardings are priced per started 100 cm — 300 cm of walls cost 150 pts") {
    const SiegeItem& hoardings = *kit().item("hoardings");
    CHECK(cost_of(hoardings, 1, {300, 0, 0}).points == doctest::Approx(150));
    CHECK(cost_of(hoardings, 1, {301, 0, 0}).points == doctest::Approx(200));
}

TEST_CASE("siege: counter-mines and repairs at most 1 per 1000 pts of the defender") {
    CHECK(evaluate_siege(plan_for(2000, 1, {{"counter-mine", 2}, {"repairs", 2}}), kit()).legal);
    const SiegeVerdict v = evaluate_siege(plan_for(2000, 1, {{"counter-mine", 3}, {"repairs", 3}}), kit());
    CHECK(has_error(v, "siege.limit.counter-mine"));
    CHECK(has_error(v, "siege.limit.repairs"));
}

TEST_CASE("siege: the fortification length guideline (75–100 cm per 1000 pts) warns, never forbids") {
    SiegePlan plan = plan_for(1000, 1, {});
    add_section(plan, kit(), "wall", 50, 3, 0);
    SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(v.legal);
    CHECK(siege_finding(v, "siege.fortification-length").severity == Severity::warning);
    add_section(plan, kit(), "tower", 30, 3, 0);
    v = evaluate_siege(plan, kit());
    for (const Diagnostic& d : v.report.diagnostics()) CHECK(d.rule_id != "siege.fortification-length");
}

TEST_CASE("siege: rolls come from the recorded seed and follow the D6 table") {
    std::set<int> months_seen;
    for (std::uint32_t seed = 1; seed <= 400; ++seed) {
        const SiegeDuration a = roll_siege_duration(kit(), seed);
        const SiegeDuration b = roll_siege_duration(kit(), seed);
        CHECK(a == b);
        REQUIRE(!a.dice.empty());
        const int table = a.dice[0];
        int rest = 0;
        for (std::size_t i = 1; i < a.dice.size(); ++i) rest += a.dice[i];
        const std::size_t expected_dice = table == 1 ? 0 : table <= 3 ? 1 : table <= 5 ? 2 : 4;
        CHECK(a.dice.size() - 1 == expected_dice);
        CHECK(a.months == (table == 1 ? 1 : rest));
        CHECK(a.months >= 1);
        CHECK(a.months <= 24);
        months_seen.insert(a.months);
    }
    CHECK(months_seen.size() > 12);  // the table reaches far: 1 to 24 months
}

TEST_CASE("siege: plan files round-trip byte for byte and keep unknown items") {
    SiegePlan plan = plan_for(1500, 0, {{"siege-tower", 2}, {"trenches", 240}});
    plan.duration = roll_siege_duration(kit(), 42);
    plan.name = "Siège d'Orléans — « les Tourelles »";
    plan.attacker_roster = "english.roster.xml";
    plan.attacker_purchases.push_back({"greek-fire", 2});
    add_section(plan, kit(), "barbican", 12, std::nullopt, 3);
    const std::string xml = siege_plan_to_xml(plan);
    Report report;
    const auto loaded = parse_siege_plan(xml, "p.siege.xml", report);
    REQUIRE_MESSAGE(loaded, format_human(report));
    CHECK(*loaded == plan);
    CHECK(siege_plan_to_xml(*loaded) == xml);
    CHECK(has_error(evaluate_siege(*loaded, kit()), "siege.unknown-item"));
}

TEST_CASE("siege: broken plan files are answered with line and column") {
    Report report;
    CHECK_FALSE(
        parse_siege_plan("<siege-plan kit=\"warmaster-medieval-siege\">\n"
                         "  <duration months=\"many\"/>\n"
                         "  <defender points=\"1000\"><buy item=\"ram\"/></defender>\n"
                         "  <fortifications><section id=\"s1\" kind=\"moat\" length-cm=\"5\" structure=\"2\"/></fortifications>\n"
                         "</siege-plan>\n",
                         "bad.siege.xml", report));
    const std::string text = format_human(report);
    CHECK(text.find("bad.siege.xml:2:13: error: months=\"many\" of <duration> is not a whole number") != std::string::npos);
    CHECK(text.find("bad.siege.xml:3:27: error: <buy> needs the attribute quantity") != std::string::npos);
    CHECK(text.find("bad.siege.xml:4:36: error: kind=\"moat\" of <section> must be one of: wall, tower, barbican, gate") != std::string::npos);
    report = Report();
    CHECK_FALSE(parse_siege_plan("<siege-plan format=\"7\" kit=\"x\"><defender points=\"1\"/></siege-plan>", "new.siege.xml", report));
    CHECK(report.diagnostics().at(0).rule_id == "siege.newer-format");
}

TEST_CASE("siege: editing refuses unknown items with a suggestion, and selling more than held") {
    SiegePlan plan = plan_for(1000, 3, {{"ram", 2}});
    CHECK_THROWS_WITH_AS(add_purchase(plan, kit(), "siege-towr", 1), doctest::Contains("did you mean 'siege-tower'"), Error);
    CHECK_THROWS_AS(add_purchase(plan, kit(), "ram", -3), Error);
    add_purchase(plan, kit(), "ram", -2);
    CHECK(plan.attacker_purchases.empty());
    CHECK_THROWS_AS(add_section(plan, kit(), "moat", 10, 1, 0), Error);
}

TEST_CASE("siege: the kit carries the reference tables for the card") {
    for (const char* id : {"siege-duration", "structural-collapse", "first-round-combat", "siege-events", "treachery"})
        CHECK_MESSAGE(kit().table(id) != nullptr, id);
    CHECK(kit().table("structural-collapse")->rows.size() == 4);
}

}  // namespace siege_planner_test
