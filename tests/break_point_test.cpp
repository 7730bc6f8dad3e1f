// The Warmaster break point as the lists' source counts it: characters aside, skirmishers without
// armour are left out unless they are most of the army (issue 29), on the army summary too.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "muster/import/list_import.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/break_point.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;
namespace fs = std::filesystem;

namespace break_point_test {

namespace {

// A wm-selector army written for this test: spearmen in armour, javelinmen skirmishing without
// it, peltasts skirmishing in light armour.
constexpr const char* skirmishing_army = R"({
  "name": "Hill Tribes", "version": "Warmaster Ancient Armies", "group": 1, "order": 0,
  "units": {
    "Chieftain": {"order": 0, "type": "General", "attack": "+2", "command": 9, "size": 1, "points": 125, "min": 1, "max": 1},
    "Spearmen": {"order": 1, "type": "Infantry", "attack": 3, "hits": 3, "armour": "6+", "size": 3, "points": 45},
    "Javelinmen": {"order": 2, "type": "Infantry", "attack": 3, "range": 15, "hits": 3, "size": 3, "points": 35, "specialRules": ["Skirmish"]},
    "Peltasts": {"order": 3, "type": "Infantry", "attack": 3, "range": 15, "hits": 3, "armour": "6+", "size": 3, "points": 40, "specialRules": ["Skirmish"]}
  },
  "specialRules": {"Skirmish": {"order": 0, "text": ["Fixture text: skirmishers fight in open order."]}}
})";

struct Imported {
    ListLibrary lists;
    std::string faction_id;
};

const Imported& imported() {
    static const TempFolder folder{"break-point"};
    static const Imported result = [] {
        const fs::path json = folder / "hill-tribes.json";
        std::ofstream(json) << skirmishing_army;
        const ListImport import = import_wm_selector_files({json}, bundled_lists(), {folder / "lists", ""});
        REQUIRE_MESSAGE(import.lists.size() == 1, format_human(import.problems));
        std::vector<FolderReport> reports;
        Imported out{ListLibrary::load({{source_path("lists"), ListOrigin::installed}, {folder / "lists", ListOrigin::user}}, reports),
                     import.lists.front().faction_id};
        for (const FolderReport& r : reports) REQUIRE_MESSAGE(r.report.empty(), format_human(r.report));
        return out;
    }();
    return result;
}

Roster army_of(int spearmen, int javelinmen, int peltasts) {
    const Faction* faction = imported().lists.faction(imported().faction_id);
    REQUIRE(faction);
    std::string units = R"(<unit id="u0" ref="chieftain"/>)";
    int id = 1;
    auto add = [&](const char* ref, int n) {
        for (int i = 0; i < n; ++i) units += "<unit id=\"u" + std::to_string(id++) + "\" ref=\"" + ref + "\"/>";
    };
    add("spearmen", spearmen);
    add("javelinmen", javelinmen);
    add("peltasts", peltasts);
    Report report;
    const std::optional<Roster> roster =
        parse_roster("<roster format=\"1\" name=\"Hill Tribes\" system=\"" + faction->system_id + "\" faction=\"" + faction->id +
                         "\" list-revision=\"1\" points-limit=\"2000\"><division id=\"d1\" name=\"Army\" "
                         "commander=\"true\">" +
                         units + "</division></roster>",
                     "hill-tribes.roster.xml", report);
    REQUIRE_MESSAGE(roster, format_human(report));
    return *roster;
}

BreakPoint break_point_for(const Roster& roster, Language language = Language::english) {
    const RosterVerdict verdict = validate_roster(roster, imported().lists);
    REQUIRE(verdict.faction);
    const std::optional<BreakPoint> point = break_point_of(roster, verdict, language);
    REQUIRE(point);
    REQUIRE(point->thresholds.size() == 1);
    return *point;
}

}  // namespace

TEST_CASE("break point: 19 units of which 3 are skirmishers without armour break at 8, as wm-selector counts them") {
    const BreakPoint point = break_point_for(army_of(14, 3, 2));
    CHECK(point.thresholds.front().units == 16);  // the chieftain is a character; the peltasts wear armour
    CHECK(point.left_out == 3);
    CHECK(point.thresholds.front().broken_at == 8);
    CHECK(point.rule.find("skirmishers without armour") != std::string::npos);
    CHECK(break_point_for(army_of(14, 3, 2), Language::french).rule.find("tirailleurs sans armure") != std::string::npos);
}

TEST_CASE("break point: an army of more skirmishers than other units counts every unit") {
    const BreakPoint point = break_point_for(army_of(4, 4, 1));  // 5 skirmishers against 4 spearmen
    CHECK(point.left_out == 0);
    CHECK(point.thresholds.front().units == 9);
    CHECK(point.thresholds.front().broken_at == 5);
    const BreakPoint even = break_point_for(army_of(4, 4, 0));  // as many as the others: not most
    CHECK(even.left_out == 4);
    CHECK(even.thresholds.front().broken_at == 2);
}

TEST_CASE("break point: the army summary prints the units left out beside the count") {
    const TempFolder folder{"break-point-print"};
    PrintOptions options;
    print_army_summary(army_of(14, 3, 2), imported().lists, options, folder / "summary.pdf");
    std::string text = run_command("pdftotext " + (folder / "summary.pdf").string() + " - 2>/dev/null").output;
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK_MESSAGE(text.find("Army: 16 units (+3 not counted), broken at 8 units lost") != std::string::npos, text);
    options.language = Language::french;
    print_army_summary(army_of(14, 3, 2), imported().lists, options, folder / "resume.pdf");
    text = run_command("pdftotext " + (folder / "resume.pdf").string() + " - 2>/dev/null").output;
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK_MESSAGE(text.find("Armée : 16 unités (+3 non comptées), rompu à 8 unités perdues") != std::string::npos, text);
}

TEST_CASE("break point: the siege plan prints the attacker's break point itself, and after the siege's change") {
    const Roster attacker = army_of(14, 3, 2);
    const SiegeKit& kit = siege_kit_named("warmaster-medieval-siege");
    SiegePlan plan = new_siege_plan(kit, 1000, "Hill fort");
    plan.duration.months = 3;
    const SiegeVerdict v = evaluate_siege(plan, kit, {&attacker, nullptr, &imported().lists});
    REQUIRE(v.attacker_break_point);
    CHECK(*v.attacker_break_point == 8);
    CHECK(v.attacker_break_point_units == 16);
    REQUIRE(v.break_point_change == -2);  // the attacker's 1,500 pts: one full and one partial block of 1,000
    const TempFolder folder{"break-point-siege"};
    print_siege_plan(plan, v, kit, {}, folder / "plan.pdf");
    std::string text = run_command("pdftotext " + (folder / "plan.pdf").string() + " - 2>/dev/null").output;
    std::replace(text.begin(), text.end(), '\n', ' ');
    CHECK_MESSAGE(text.find("broken at 6 units lost (16 units, 8 before the siege's change of -2)") != std::string::npos, text);
    CHECK(format_siege_verdict(plan, v).find("Attacker's break point: broken at 6 units lost (16 units, 8 before the siege's change)") != std::string::npos);
    const nlohmann::json json = siege_verdict_to_json(v);
    CHECK(json["attacker"]["broken_at"] == 6);
    CHECK(json["attacker"]["break_point_units"] == 16);
    // without the attacker's roster, the sheet gives the change alone, as before
    const SiegeVerdict alone = evaluate_siege(plan, kit, {nullptr, nullptr, &imported().lists});
    CHECK_FALSE(alone.attacker_break_point);
}

}  // namespace break_point_test
