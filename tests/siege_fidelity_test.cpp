// Issue 15, Warmaster Medieval siege (seed 000): verdicts, numbers and texts held to the letter
// of the source. Each case names the seed lines it checks (cat -n of seeds/000_*.txt).
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "muster/print/printing.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/util/error.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace siege_fidelity_test {

namespace {

const SiegeKit& kit() { return bundled<SiegeKit>(); }

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

std::filesystem::path out(const std::string& name) {
    static const TempFolder dir{"siege-fidelity"};
    return dir / name;
}

std::string text_of(const std::filesystem::path& pdf) { return run_command("pdftotext " + pdf.string() + " - 2>/dev/null").output; }

// pdftotext breaks lines where the layout does: compare texts with every run of spaces as one space.
std::string squeezed(const std::string& text) {
    std::string out;
    for (char c : text) {
        const char d = c == '\n' ? ' ' : c;
        if (d == ' ' && !out.empty() && out.back() == ' ') continue;
        out += d;
    }
    return out;
}

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
    for (int bad : {-5, 0, 7, 9}) CHECK_THROWS_WITH_AS(add_section(plan, kit(), "wall", 12, bad, 0), doctest::Contains("1 to 6"), Error);
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

TEST_CASE("siege 000-308-312: hoardings need the fortification length, with no section they are refused, not free") {
    SiegePlan plan = plan_for(1000, 3);
    add_purchase(plan, kit(), "hoardings", 1);
    SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(has_error(v, "siege.needs-fortifications.hoardings"));
    add_section(plan, kit(), "wall", 12, 3, 0);
    v = evaluate_siege(plan, kit());
    CHECK_FALSE(has_error(v, "siege.needs-fortifications.hoardings"));
    CHECK(v.defender_defence_points == doctest::Approx(50));  // 12 cm: one started 100 cm
}

TEST_CASE("siege 000-60-64: an attacker that is not 1.5 times the defender is named with both armies' points") {
    SiegePlan plan = plan_for(2000, 5);
    SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(finding_of(v, "siege.forces-ratio") == nullptr);
    plan.attacker_points = 3000;  // entered, and as the source says
    CHECK(finding_of(evaluate_siege(plan, kit()), "siege.forces-ratio") == nullptr);
    plan.attacker_points = 2500;
    v = evaluate_siege(plan, kit());
    const Diagnostic* d = finding_of(v, "siege.forces-ratio");
    REQUIRE_MESSAGE(d, format_human(v.report));
    CHECK(d->severity == Severity::warning);
    CHECK(contains(d->message, "2,500 pts"));
    CHECK(contains(d->message, "2,000 pts"));
    CHECK(contains(d->message, "3,000 pts"));
    CHECK(v.legal);  // players may agree on other forces: a warning, not a refusal
}

TEST_CASE("siege 000-1296-1299 and 000-102-105: 'tranches de 1000 pts' read one way for the break point and the limits") {
    // One reading: every full or partial 1000 pts, as the source spells out for engineers (1500 pts: 2).
    SiegePlan plan = plan_for(1000, 3);  // attacker 1500
    add_purchase(plan, kit(), "heavy-artillery", 2);
    SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(v.free_engineers == 2);
    CHECK(v.break_point_change == -2);
    CHECK_MESSAGE(v.legal, format_human(v.report));
    CHECK(evaluate_siege(plan_for(2000, 3), kit()).break_point_change == -3);  // the source's example: 3000 pts, −3
    const Diagnostic* d = finding_of(v, "siege.break-point");
    REQUIRE(d);
    CHECK(contains(d->message, "full or partial"));
    CHECK(contains(kit().item("heavy-artillery")->reading.en, "full or partial"));
}

TEST_CASE("siege 000-1322-1330: the first round of combat — rows 5 and 7 as the source prints them") {
    const ReferenceTable* table = kit().table("first-round-combat");
    REQUIRE(table);
    REQUIRE(table->rows.size() == 7);
    CHECK(table->rows[4] == std::vector<std::string>{"On a tower or barbican", "On the ramparts", "In the open", "In the open"});
    CHECK(table->rows[6] == std::vector<std::string>{"Inside the fortress", "On a tower or barbican", "In the open", "Defended"});
}

TEST_CASE("siege 000-1606-1771: treachery results as the source gives them, each with its D6 sub-table") {
    const ReferenceTable* table = kit().table("treachery");
    REQUIRE(table);
    REQUIRE(table->rows.size() == 6);
    const std::string traitors = table->rows[1][2], spies = table->rows[4][2], allies = table->rows[5][2];
    CHECK_FALSE(contains(traitors, "gate"));
    CHECK(contains(traitors, "surrenders"));
    CHECK(contains(traitors, "changes sides"));
    CHECK(contains(spies, "structure"));
    CHECK(contains(allies, "defender"));
    for (const ReferenceTable& t : kit().tables) CHECK_FALSE(contains(t.note, "sub-table in the source"));
    const struct {
        const char* id;
        std::size_t rows;
    } subtables[] = {{"treachery-bought", 3}, {"treachery-traitors", 3}, {"treachery-secret-entrance", 3},
                     {"treachery-spies", 4},  {"treachery-sabotage", 6}, {"treachery-hidden-allies", 3}};
    for (const auto& sub : subtables) {
        const ReferenceTable* t = kit().table(sub.id);
        REQUIRE_MESSAGE(t, sub.id);
        CHECK_MESSAGE(t->rows.size() == sub.rows, sub.id);
    }
    CHECK(kit().table("treachery-bought")->rows[2][0] == "5–6");
    CHECK(contains(kit().table("treachery-spies")->rows[2][1], "structure"));
    CHECK(contains(kit().table("treachery-hidden-allies")->rows[2][1], "defender"));
}

TEST_CASE("siege 000-1463-1469: the events table says it is the Fantasy chapter's replacement") {
    const ReferenceTable* table = kit().table("siege-events");
    REQUIRE(table);
    CHECK(contains(table->title.en + table->note, "Fantasy"));
}

TEST_CASE("siege 000-533-543: the collapse table's lowest row is '3 or less' (a tower's −2 can take a roll to 0)") {
    const ReferenceTable* table = kit().table("structural-collapse");
    REQUIRE(table);
    CHECK(table->rows.at(0).at(0) == "3 or less");
}

TEST_CASE("siege 000-185-198 and 000-277-291: every item carries its profile, effect and break-point status") {
    for (const SiegeItem& item : kit().items) {
        CHECK_MESSAGE(!item.note.en.empty(), item.id);
        CHECK_MESSAGE(!item.category.empty(), item.id);
    }
    CHECK(kit().item("siege-tower")->profile.hits.en == "3");
    CHECK(kit().item("siege-tower")->profile.save.en == "4+");
    CHECK(kit().item("ram")->profile.range.en == "D3");            // the Tir column (000:187)
    CHECK(kit().item("heavy-artillery")->profile.save.en == "-");  // the source prints no save (000:196)
    CHECK(kit().item("heavy-artillery")->counts_toward_break_point);
    CHECK_FALSE(kit().item("siege-tower")->counts_toward_break_point);
}

TEST_CASE("siege cli: 'siege items' shows each item's profile, effect, break point, limits, price step, prerequisite and structure bonus") {
    const CommandResult text = run_command(cli() + " siege items");
    CHECK(text.status == 0);
    for (const char* part :
         {"3 hits", "save 4+", "does not count towards the break point", "counts towards the break point", "Troops behind trenches count as defended",
          "15 pts per 40 mm", "at most 1 per full or partial 1000 pts", "needs a list with gunpowder artillery", "+2 structure points", "whole numbers"})
        CHECK_MESSAGE(contains(text.output, part), part);
    const nlohmann::json j = nlohmann::json::parse(run_command(cli() + " --json siege items").output);
    std::map<std::string, nlohmann::json> items;
    for (const auto& item : j["items"]) items[item["id"]] = item;
    CHECK(items["siege-tower"]["profile"]["hits"] == "3");
    CHECK(items["siege-tower"]["break_point"] == false);
    CHECK(items["heavy-artillery"]["break_point"] == true);
    CHECK(items["siege-tower"]["effect"] != "");
    CHECK(items["trenches"]["price"]["step"] == 40);
    CHECK(items["trenches"]["price"]["per"] == "length");
    CHECK(items["heavy-artillery"]["limit"]["max"] == 1);
    CHECK(items["heavy-artillery"]["limit"]["per"] == "1000-points");
    CHECK(items["heavy-artillery"]["limit"]["rounding"] == "up");
    CHECK(items["bombard"]["prerequisite"] == "gunpowder-artillery");
    CHECK(items["barricade"]["structure_bonus"] == 2);
    CHECK(items["mine"]["limit"]["per"] == "mineable-section");
    CHECK(items["trenches"]["whole"] == false);
}

TEST_CASE("siege: the plan sheet and the card show the items' profile, effect and break point") {
    SiegePlan plan = plan_for(2000, 5);
    add_purchase(plan, kit(), "siege-tower", 2);
    add_purchase(plan, kit(), "heavy-artillery", 1);
    const SiegeVerdict v = evaluate_siege(plan, kit());
    const std::filesystem::path sheet = out("plan.pdf");
    print_siege_plan(plan, v, kit(), {}, sheet);
    const std::string text = squeezed(text_of(sheet));
    CHECK(contains(text, kit().item("siege-tower")->note.en.substr(0, 30)));
    CHECK(contains(text, "3 hits"));
    CHECK(contains(text, "does not count towards the break point"));
    CHECK(contains(text, "counts towards the break point"));
    const std::filesystem::path card = out("card.pdf");
    print_card("warmaster-siege", bundled_lists(), {}, card);
    const std::string card_text = squeezed(text_of(card));
    CHECK(contains(card_text, "3 hits"));
    CHECK(contains(card_text, "not in the break point"));
    CHECK(contains(card_text, "Troops behind trenches count as defended"));
}

TEST_CASE("siege 000-1290-1313 and 000-442-449: the end of the battle and the deployment distances are in the data and on the card") {
    const ReferenceTable* end = kit().table("end-of-battle");
    REQUIRE(end);
    std::string all;
    for (const auto& row : end->rows)
        for (const auto& cell : row) all += cell + " ";
    CHECK(contains(all, "turn 2"));
    CHECK(contains(all, "surrenders"));
    const ReferenceTable* deployment = kit().table("deployment");
    REQUIRE(deployment);
    all.clear();
    for (const auto& row : deployment->rows)
        for (const auto& cell : row) all += cell + " ";
    CHECK(contains(all, "than 20 cm"));
    CHECK(contains(all, "40 cm or more"));
    const std::filesystem::path card = out("card-tables.pdf");
    print_card("warmaster-siege-assault", bundled_lists(), {}, card);
    const std::string text = text_of(card);
    CHECK(contains(text, end->title.en));
    CHECK(contains(text, deployment->title.en));
}

TEST_CASE("siege 000-370-372: sections measure about 12 cm — a 500 cm section gets a warning") {
    SiegePlan plan = plan_for(1000, 3);
    add_section(plan, kit(), "wall", 12, 3, 0);
    SiegeVerdict v = evaluate_siege(plan, kit());
    CHECK(finding_of(v, "siege.section-length") == nullptr);
    add_section(plan, kit(), "wall", 500, 3, 0);
    v = evaluate_siege(plan, kit());
    const Diagnostic* d = finding_of(v, "siege.section-length");
    REQUIRE(d);
    CHECK(d->severity == Severity::warning);
    CHECK(contains(d->message, "s2"));
    CHECK(contains(d->message, "12 cm"));
    CHECK(v.legal);
}

TEST_CASE("siege: the schedule's text names every item it could not place, and offers no fix that cannot help") {
    SiegePlan plan = plan_for(2000, 5);
    add_purchase(plan, kit(), "mine", 4);  // 12 EM of 15, but only 3 mines fit 5 months on 3 engineers
    for (int i = 0; i < 4; ++i) add_section(plan, kit(), "wall", 12, 3, 0);
    SiegeVerdict v = evaluate_siege(plan, kit());
    REQUIRE_FALSE(v.schedule.complete());
    const std::string text = format_siege_verdict(plan, v);
    REQUIRE_FALSE(v.schedule.complete());
    for (const std::string& label : v.schedule.unplaced_labels()) CHECK_MESSAGE(contains(text, label), label);
    CHECK(contains(text, "Not placed"));

    SiegePlan short_siege = plan_for(2000, 2);  // a mine needs 3 consecutive months: no engineer can help
    add_purchase(short_siege, kit(), "mine", 1);
    add_section(short_siege, kit(), "wall", 12, 3, 0);
    v = evaluate_siege(short_siege, kit());
    CHECK_FALSE(v.legal);
    for (const Diagnostic& d : v.report.diagnostics()) CHECK_MESSAGE(!contains(d.fix, "engineer"), d.message, " — fix: ", d.fix);
}

TEST_CASE("siege: the text and the JSON agree on the siege points") {
    SiegePlan plan = plan_for(2000, 5);
    plan.extra_engineers = 2;
    add_purchase(plan, kit(), "siege-tower", 4);
    const SiegeVerdict v = evaluate_siege(plan, kit());
    const nlohmann::json j = siege_verdict_to_json(v);
    const std::string text = format_siege_verdict(plan, v);
    CHECK(j["attacker"]["siege_points"] == 100);
    CHECK(j["engineers"]["extra_points"] == 100);
    CHECK(contains(text, "siege works and engines 100 pts"));
    CHECK(contains(text, "extra engineers 100 pts"));
    CHECK(contains(text, "2,800 pts left for troops"));
    CHECK(j["attacker"]["troop_points"] == 2800);
}

}  // namespace siege_fidelity_test
