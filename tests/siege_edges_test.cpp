// Issue 29: the siege planner at its edges — limits on an item's total, the list's allowances
// counted on the army's points with its works, recorded rolls that agree with their months, and a
// refused siege side named by its first error. Seed lines as cat -n of seeds/000_*.txt.
#include <doctest/doctest.h>

#include <string>

#include "campaign_test_fixtures.hpp"
#include "muster/import/list_import.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/util/error.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace siege_edges_test {

namespace {

const SiegeKit& kit() { return bundled<SiegeKit>(); }

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

// A plan whose sides hold the same item on several lines, as a hand-written file can.
SiegePlan plan_with_lines(double defender_points, std::vector<SiegePurchase> attacker, std::vector<SiegePurchase> defender) {
    SiegePlan plan = new_siege_plan(kit(), defender_points, "edges");
    plan.duration.months = 6;
    plan.attacker_purchases = std::move(attacker);
    plan.defender_purchases = std::move(defender);
    return plan;
}

// The March Host's units, as a roster file holds them.
std::string march_host_roster(double limit, const std::string& units) {
    return "<roster format=\"1\" name=\"Host\" system=\"warmaster-medieval\" faction=\"wmm-march-host\" list-revision=\"1\" points-limit=\"" +
           std::to_string(static_cast<int>(limit)) + "\"><division id=\"d1\" name=\"Army\" commander=\"true\">" + units + "</division></roster>";
}

std::string units_of(const char* ref, int count, int& next_id, const std::string& option = "") {
    std::string out;
    for (int i = 0; i < count; ++i)
        out += "<unit id=\"u" + std::to_string(next_id++) + "\" ref=\"" + ref + "\">" + (option.empty() ? "" : "<option ref=\"" + option + "\"/>") + "</unit>";
    return out;
}

Roster parsed_roster(const std::string& text) {
    Report report;
    std::optional<Roster> roster = parse_roster(text, "host.roster.xml", report);
    REQUIRE_MESSAGE(roster, format_human(report));
    return *roster;
}

}  // namespace

TEST_CASE("siege 000-196, 278, 284, 289: an item bought on several lines is held to its limit as a total") {
    // 1,000 pts defend, 1,500 attack: heavy artillery at most 2 (1 per full or partial 1,000 pts).
    SiegePlan plan = plan_with_lines(1000, {{"heavy-artillery", 2}, {"heavy-artillery", 1}},
                                     {{"hoardings", 1}, {"hoardings", 1}, {"counter-mine", 1}, {"counter-mine", 1}, {"barricade", 1}, {"barricade", 1}});
    plan.sections.push_back({"s1", "wall", 100, 4, false, 0});
    plan.sections.push_back({"s2", "gate", 20, 3, false, 0});
    const SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(has_error(v, "siege.limit.heavy-artillery"));
    CHECK(has_error(v, "siege.limit.hoardings"));
    CHECK(has_error(v, "siege.limit.counter-mine"));
    CHECK(has_error(v, "siege.limit.barricade"));
    REQUIRE(finding_of(v, "siege.limit.heavy-artillery"));
    CHECK(finding_of(v, "siege.limit.heavy-artillery")->actual == doctest::Approx(3));
    CHECK(finding_of(v, "siege.limit.heavy-artillery")->allowed == doctest::Approx(2));
    CHECK_FALSE(v.legal);

    // Within the limit on two lines it holds.
    SiegePlan within = plan_with_lines(1000, {{"heavy-artillery", 1}, {"heavy-artillery", 1}}, {});
    const SiegeVerdict held = evaluate_siege(within, kit());
    CHECK_FALSE(finding_of(held, "siege.limit.heavy-artillery"));
}

TEST_CASE("siege plan file: the same item on two <buy> lines of a side is refused with both positions") {
    const std::string text =
        "<siege-plan format=\"1\" kit=\"warmaster-medieval-siege\" kit-revision=\"1\">\n"
        "  <defender points=\"1000\"/>\n"
        "  <attacker>\n"
        "    <buy item=\"heavy-artillery\" quantity=\"2\"/>\n"
        "    <buy item=\"ram\" quantity=\"1\"/>\n"
        "    <buy item=\"heavy-artillery\" quantity=\"1\"/>\n"
        "  </attacker>\n"
        "  <duration months=\"6\"/>\n"
        "</siege-plan>\n";
    Report report;
    CHECK_FALSE(parse_siege_plan(text, "twice.siege.xml", report));
    bool named = false;
    for (const Diagnostic& d : report.diagnostics())
        if (d.rule_id == "siege.duplicate-buy") {
            named = true;
            CHECK(d.severity == Severity::error);
            REQUIRE(d.location);
            CHECK(d.location->line == 6);
            CHECK(contains(d.message, "heavy-artillery"));
            CHECK(contains(d.message, "line 4"));
        }
    CHECK_MESSAGE(named, format_human(report));
}

TEST_CASE("siege 000-66-70 and 000-143-145: a side's list allowances count its army's points, works included") {
    // The seed's 3,000-pt attacker buys 775 pts of works and fields 2,225 pts of troops with 9 Lances (3 per 1,000 pts).
    int id = 1;
    const std::string units = units_of("marshal", 1, id) + units_of("lances", 9, id) + units_of("billmen", 6, id) + units_of("bowmen", 6, id) +
                              units_of("bowmen", 6, id, "stakes") + units_of("captain", 2, id) + units_of("great-engine", 1, id);
    const Roster host = parsed_roster(march_host_roster(3000, units));
    SiegePlan plan = new_siege_plan(kit(), 2000, "worked example");
    plan.duration.months = 5;
    for (const auto& [item, quantity] :
         std::vector<std::pair<const char*, double>>{{"siege-tower", 4}, {"trenches", 600}, {"mine", 1}, {"ram", 4}, {"bombard", 2}, {"ladders", 30}})
        add_purchase(plan, kit(), item, quantity);
    const SiegeArmies armies{&host, nullptr, &bundled_lists()};
    const SiegeVerdict v = evaluate_siege(plan, kit(), armies);
    REQUIRE(v.attacker_army);
    CHECK(v.attacker_army->points_used == doctest::Approx(2225));
    CHECK(v.attacker_siege_points == doctest::Approx(775));
    CHECK_MESSAGE(v.attacker_army->legal, format_human(v.attacker_army->report));
    CHECK_FALSE(has_error(v, "siege.attacker-roster"));

    // A tenth Lance is one too many for 3,000 pts.
    id = 100;
    const Roster over = parsed_roster(march_host_roster(3000, units + units_of("lances", 1, id)));
    const SiegeVerdict too_many = evaluate_siege(plan, kit(), {&over, nullptr, &bundled_lists()});
    CHECK(has_error(too_many, "siege.attacker-roster"));
}

TEST_CASE("siege 000-269-271: bombards follow the list's own count of its heavy cannons") {
    // 1,500 pts: the March Host's list allows 1 Great Engine (1 per full 1,000 pts spent), so 1 bombard, not 2.
    int id = 1;
    const std::string units =
        units_of("marshal", 1, id) + units_of("lances", 3, id) + units_of("billmen", 4, id) + units_of("bowmen", 2, id) + units_of("great-engine", 1, id);
    const Roster host = parsed_roster(march_host_roster(1500, units));
    SiegePlan plan = new_siege_plan(kit(), 1000, "bombards");
    plan.duration.months = 6;
    add_purchase(plan, kit(), "bombard", 2);
    const SiegeVerdict v = evaluate_siege(plan, kit(), {&host, nullptr, &bundled_lists()});
    REQUIRE(finding_of(v, "siege.limit.bombard"));
    CHECK(finding_of(v, "siege.limit.bombard")->allowed == doctest::Approx(1));
    CHECK(contains(finding_of(v, "siege.limit.bombard")->message, "Great Engine"));

    set_purchase(plan, kit(), "bombard", 1);
    CHECK_FALSE(finding_of(evaluate_siege(plan, kit(), {&host, nullptr, &bundled_lists()}), "siege.limit.bombard"));
}

TEST_CASE("siege: a recorded roll that contradicts its months is refused") {
    SiegePlan plan = new_siege_plan(kit(), 1000, "dice");
    plan.duration = {12, true, 7, {1}};  // a 1 on the table gives 1 month, not 12
    CHECK(has_error(evaluate_siege(plan, kit()), "siege.roll-contradicts"));
    plan.duration = {12, true, 7, {4, 6, 6}};  // 4: 2D6, 6 + 6 = 12
    CHECK_FALSE(finding_of(evaluate_siege(plan, kit()), "siege.roll-contradicts"));
    plan.duration = {11, true, 7, {4, 6, 6}};
    CHECK(has_error(evaluate_siege(plan, kit()), "siege.roll-contradicts"));
    plan.duration = {1, true, 7, {1}};
    CHECK_FALSE(finding_of(evaluate_siege(plan, kit()), "siege.roll-contradicts"));
}

TEST_CASE("siege: a roster refused as a siege side is named by its first error, not an info line") {
    // No Lances (a minimum lifted for a siege side: an info line first), and 5 Bowmen over the 4 of 1,000 pts.
    int id = 1;
    const Roster host = parsed_roster(march_host_roster(1000, units_of("marshal", 1, id) + units_of("billmen", 2, id) + units_of("bowmen", 5, id)));
    SiegePlan plan = new_siege_plan(kit(), 667, "refused");
    plan.duration.months = 6;
    const SiegeVerdict v = evaluate_siege(plan, kit(), {&host, nullptr, &bundled_lists()});
    const Diagnostic* refused = finding_of(v, "siege.attacker-roster");
    REQUIRE(refused);
    CHECK(contains(refused->message, "Bowmen"));
    CHECK_FALSE(contains(refused->message, "lifted"));
}

TEST_CASE("siege in a campaign: the campaign plays the plan's own engineers, not the defender's points times 1.5") {
    // A 2,500-pt attacker roster: 3 engineers, 12 towers in 4 months, 12 of 12 engineer-months.
    int id = 1;
    const Roster host =
        parsed_roster(march_host_roster(2500, units_of("marshal", 1, id) + units_of("lances", 2, id) + units_of("billmen", 4, id) + units_of("bowmen", 2, id)));
    SiegePlan plan = new_siege_plan(kit(), 1000, "Dale");
    plan.duration.months = 4;
    add_purchase(plan, kit(), "siege-tower", 12);
    const SiegeVerdict planned = evaluate_siege(plan, kit(), {&host, nullptr, &bundled_lists()});
    REQUIRE_MESSAGE(planned.legal, format_human(planned.report));
    CHECK(planned.engineers == 3);
    CHECK(planned.schedule.complete());

    const auto dir = campaign_scratch("siege-edges");
    Campaign c = Campaign::create(dir / "dale.muster-campaign", "Dale", "warmaster-medieval", "", "test");
    const auto attacker = c.add_army(c.add_player("A", "test"), "Host", "wmm-march-host", "test");
    const auto defender = c.add_army(c.add_player("D", "test"), "Garrison", "wmm-dale-garrison", "test");
    c.start_siege("Dale", attacker, defender, siege_plan_to_xml(plan_as_judged(plan, planned)), "test");
    std::string log;
    for (const std::string& line : c.advance_months(4, "test").log_lines) log += line + "\n";
    CHECK_MESSAGE(contains(log, "the assault is due"), log);
    CHECK_MESSAGE(!contains(log, "never built"), log);
    CHECK(contains(log, "12/12"));
}

TEST_CASE("siege in a campaign: a plan that does not hold is refused, 60 months with no agreement among them") {
    const auto dir = campaign_scratch("siege-edges-refused");
    Campaign c = Campaign::create(dir / "refused.muster-campaign", "Refused", "warmaster-medieval", "", "test");
    const auto attacker = c.add_army(c.add_player("A", "test"), "Host", "wmm-march-host", "test");
    const auto defender = c.add_army(c.add_player("D", "test"), "Garrison", "wmm-dale-garrison", "test");
    SiegePlan plan = new_siege_plan(kit(), 1000, "Long");
    plan.duration.months = 60;
    CHECK_THROWS_WITH_AS(c.start_siege("Long", attacker, defender, siege_plan_to_xml(plan), "test"), doctest::Contains("does not hold"), Error);
    CHECK(c.sieges().empty());
    plan.months_agreement = "a generation-long blockade, agreed";
    CHECK_NOTHROW(c.start_siege("Long", attacker, defender, siege_plan_to_xml(plan), "test"));
}

TEST_CASE("siege card 000-263-274 and 000-499-516: the bombard's condition and how walls are damaged") {
    const TempFolder dir{"siege-edges-card"};
    const std::filesystem::path card = dir / "card.pdf";
    print_card("warmaster-siege-equipment", bundled_lists(), {}, card);
    std::string text;
    for (char c : run_command("pdftotext " + card.string() + " - 2>/dev/null").output) {
        const char d = c == '\n' ? ' ' : c;
        if (!(d == ' ' && !text.empty() && text.back() == ' ')) text += d;
    }
    CHECK_MESSAGE(contains(text, "needs a list with gunpowder artillery, or the players' recorded agreement"), text);
    const std::filesystem::path defences = dir / "defences.pdf";
    print_card("warmaster-siege-defences", bundled_lists(), {}, defences);
    text.clear();
    for (char c : run_command("pdftotext " + defences.string() + " - 2>/dev/null").output) {
        const char d = c == '\n' ? ' ' : c;
        if (!(d == ' ' && !text.empty() && text.back() == ' ')) text += d;
    }
    CHECK_MESSAGE(contains(text, "hits on 4, 5 or 6"), text);
    CHECK(contains(text, "removes 1 structure point"));
}

TEST_CASE("siege 000-75-77: a siege side meets a minimum of foot and mounted units with its foot, in imported lists") {
    const TempFolder dir{"siege-edges-mixed"};
    const ListImport imported = import_wm_selector_files({test_data("wm-selector-fixtures/sieges/the-mixed-host.json")}, bundled_lists(), {dir.path(), ""});
    REQUIRE_MESSAGE(imported.lists.size() == 1, format_human(imported.problems));
    std::vector<FolderReport> reports;
    const ListLibrary lists = ListLibrary::load({{source_path("lists"), ListOrigin::installed}, {dir.path(), ListOrigin::user}}, reports);
    for (const FolderReport& r : reports) REQUIRE_MESSAGE(r.report.empty(), format_human(r.report));
    const std::string id = imported.lists.front().faction_id;
    auto roster_of = [&](const std::vector<std::string>& refs) {
        std::string units;
        int n = 1;
        for (const std::string& ref : refs) {
            const std::size_t colon = ref.find(':');  // "unit:option"
            units += "<unit id=\"u" + std::to_string(n++) + "\" ref=\"" + ref.substr(0, colon) + "\">" +
                     (colon == std::string::npos ? "" : "<option ref=\"" + ref.substr(colon + 1) + "\"/>") + "</unit>";
        }
        return parsed_roster("<roster format=\"1\" name=\"m\" system=\"warmaster-medieval\" faction=\"" + id +
                             "\" list-revision=\"1\" points-limit=\"1000\"><division id=\"d1\" name=\"Army\" commander=\"true\">" + units +
                             "</division></roster>");
    };
    const Roster riders = roster_of({"lord", "mounted-men-at-arms", "levy", "levy", "archers"});
    CHECK(validate_roster(riders, lists).legal);  // in the field the riders meet it
    const RosterVerdict besieging = validate_roster(riders, lists, {true});
    CHECK_FALSE(besieging.legal);  // in a siege the foot must be taken
    bool named = false;
    for (const Diagnostic& d : besieging.report.diagnostics())
        named = named || (d.severity == Severity::error && contains(d.message, "Men-at-Arms") && !contains(d.message, "Mounted"));
    CHECK_MESSAGE(named, format_human(besieging.report));
    CHECK(validate_roster(roster_of({"lord", "men-at-arms", "levy", "archers"}), lists, {true}).legal);

    // An infantry minimum met by units that took the mounted option: legal in the field, not in a siege.
    const Roster mounted_archers = roster_of({"lord", "men-at-arms", "levy", "archers:mounted-archers"});
    CHECK(validate_roster(mounted_archers, lists).legal);
    const RosterVerdict mounted_in_siege = validate_roster(mounted_archers, lists, {true});
    CHECK_FALSE(mounted_in_siege.legal);
    bool archers_named = false;
    for (const Diagnostic& d : mounted_in_siege.report.diagnostics())
        archers_named = archers_named || (d.severity == Severity::error && contains(d.message, "Archers"));
    CHECK_MESSAGE(archers_named, format_human(mounted_in_siege.report));
}

TEST_CASE("siege 000-75-77: the English archers' minimum is met by the archers on foot in a siege, as the knights' is") {
    Report report;
    std::optional<Roster> english = load_roster(source_path("lists/hail-caesar-hyw/examples/english-legal.roster.xml"), report);
    REQUIRE(english);
    const ListLibrary& lists = bundled_lists();
    const Faction* faction = lists.faction("hyw-english");
    REQUIRE(faction);
    // Every English archer made a mounted archer: the field army still has its 40 % of archers …
    Roster mounted = *english;
    bool changed = false;
    for (Division& division : mounted.divisions)
        for (UnitEntry& unit : division.units)
            if (unit.unit_ref == "english-archers") {
                unit.unit_ref = "mounted-archers";
                unit.options.clear();
                changed = true;
            }
    REQUIRE(changed);
    mounted.points_limit = 100000;
    const RosterVerdict field = validate_roster(mounted, lists);
    bool archers_in_field = false;
    for (const Diagnostic& d : field.report.diagnostics()) archers_in_field = archers_in_field || d.rule_id == "en-archers";
    CHECK_FALSE(archers_in_field);
    // … but not as a siege side: the mounted archers do not count.
    const RosterVerdict siege = validate_roster(mounted, lists, {true});
    bool archers_in_siege = false;
    for (const Diagnostic& d : siege.report.diagnostics()) archers_in_siege = archers_in_siege || (d.rule_id == "en-archers" && d.severity == Severity::error);
    CHECK_MESSAGE(archers_in_siege, format_human(siege.report));
}

}  // namespace siege_edges_test
