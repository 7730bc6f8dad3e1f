// Each composition rule kind alone, on a synthetic list, at its boundaries.
#include <doctest/doctest.h>

#include <algorithm>

#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace rule_kinds_test {

namespace {
bool has(const std::vector<std::string>& ids, const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }
}  // namespace

TEST_CASE("points limit: exactly at the limit is legal, one point over is not") {
    const ListLibrary lists = test_library("");
    // knight 30 + archer 10 + gun 15 + foot-knight 20 = 75 pts, commander's division: no general cost
    Roster roster = test_roster({{"knight", "archer", "gun", "foot-knight"}}, 75);
    CHECK(validate_roster(roster, lists).legal);
    roster.points_limit = 74;
    const RosterVerdict verdict = validate_roster(roster, lists);
    CHECK_FALSE(verdict.legal);
    const Diagnostic& d = finding(verdict, "points-limit");
    CHECK(d.actual == doctest::Approx(75));
    CHECK(d.allowed == doctest::Approx(74));
    CHECK(d.message.find("1 pts over") != std::string::npos);
    CHECK(d.fix.find("remove at least 1 pts") != std::string::npos);
}

TEST_CASE("generals: every division but the commander's pays the general cost") {
    const ListLibrary lists = test_library("");
    const Roster roster = test_roster({{"archer"}, {"archer"}, {"archer"}}, 1000);
    const RosterVerdict verdict = validate_roster(roster, lists);
    CHECK(verdict.points_used == doctest::Approx(30 + 2 * 25));
    REQUIRE(verdict.divisions.size() == 3);
    CHECK(verdict.divisions[0].general_points == doctest::Approx(0));
    CHECK(verdict.divisions[1].general_points == doctest::Approx(25));
}

TEST_CASE("options add their cost to the unit") {
    const ListLibrary lists = test_library("");
    Roster roster = test_roster({{"archer", "archer"}}, 1000);
    roster.divisions[0].units[0].options = {"pavise"};
    const RosterVerdict verdict = validate_roster(roster, lists);
    CHECK(verdict.points_used == doctest::Approx(22));
    REQUIRE(verdict.entry_points.size() == 2);
    CHECK(verdict.entry_points[0] == doctest::Approx(12));
}

TEST_CASE("share of the army, at least, inclusive: 50 % exactly passes, below fails with a fix") {
    const ListLibrary lists = test_library(R"(<share id="r-knights" name="Knights half" group="knights" min="50"/>)");
    // 30 knight of 60 = 50 %
    CHECK(validate_roster(test_roster({{"knight", "archer", "archer", "archer"}}), lists).legal);
    // 30 of 70 = 42.8 %
    const RosterVerdict verdict = validate_roster(test_roster({{"knight", "archer", "archer", "archer", "archer"}}), lists);
    CHECK_FALSE(verdict.legal);
    const Diagnostic& d = finding(verdict, "r-knights");
    CHECK(d.message == "Knights are 42.9 % of the army's 70 pts (30 pts); the Testers list requires at least 50.0 %");
    CHECK(d.actual == doctest::Approx(300.0 / 7.0));
    CHECK(d.allowed == doctest::Approx(50));
    CHECK(d.entries == std::vector<std::string>{"u1"});
    CHECK(d.fix == "add at least 10 pts of Knights, or remove at least 10 pts of other units");
}

TEST_CASE("share of the army, strict: exactly the bound fails") {
    const ListLibrary lists = test_library(R"(<share id="r" group="knights" min="50" strict="true"/>)");
    CHECK_FALSE(validate_roster(test_roster({{"knight", "archer", "archer", "archer"}}), lists).legal);
    CHECK(validate_roster(test_roster({{"knight", "archer", "archer"}}), lists).legal);
}

TEST_CASE("share of the army, at most, inclusive: exactly 30 % passes, above fails with a fix") {
    const ListLibrary lists = test_library(R"(<share id="r-cap" group="archers" max="30"/>)");
    std::vector<std::string> units(7, "knight");  // 210 pts
    units.insert(units.end(), 9, "archer");       // 90 pts: 90 / 300 = 30 %
    Roster roster = test_roster({units});
    CHECK(validate_roster(roster, lists).legal);
    roster.divisions[0].units.push_back({"u99", "archer", "", {}});  // 100 / 310 = 32.3 %
    const RosterVerdict verdict = validate_roster(roster, lists);
    CHECK_FALSE(verdict.legal);
    const Diagnostic& d = finding(verdict, "r-cap");
    CHECK(d.message == "Archers are 32.3 % of the army's 310 pts (100 pts); the Testers list allows at most 30.0 %");
    CHECK(d.fix == "remove at least 10 pts of Archers, or add other units");
}

TEST_CASE("share of another group, by count: more than half of the knights mounted") {
    const ListLibrary lists =
        test_library(R"(<share id="r-mounted" group="mounted" of="knights" min="50" strict="true" measure="count" reading="by number of units"/>)");
    CHECK_FALSE(validate_roster(test_roster({{"knight", "foot-knight"}}), lists).legal);  // 1 of 2 = 50 %: not more
    CHECK(validate_roster(test_roster({{"knight", "knight", "foot-knight"}}), lists).legal);
    CHECK(validate_roster(test_roster({{"archer"}}), lists).legal);  // no knights at all: nothing to measure
    const RosterVerdict verdict = validate_roster(test_roster({{"knight", "foot-knight", "foot-knight"}}), lists);
    const Diagnostic& d = finding(verdict, "r-mounted");
    CHECK(d.message.find("1 of the 3 units of Knights are Mounted knights (33.3 %)") == 0);
    CHECK(d.message.find("(reading: by number of units)") != std::string::npos);
}

TEST_CASE("per-division cap: one gun per division") {
    const ListLibrary lists = test_library(R"(<per-division-cap id="r-gun" group="artillery" max="1"/>)");
    CHECK(validate_roster(test_roster({{"gun", "archer"}, {"gun", "archer"}}), lists).legal);
    const RosterVerdict verdict = validate_roster(test_roster({{"gun", "gun", "archer"}, {"archer"}}), lists);
    const Diagnostic& d = finding(verdict, "r-gun");
    CHECK(d.message == "Division 'Division 1' has 2 units of Artillery; the Testers list allows at most 1 per division");
    CHECK(d.entries == std::vector<std::string>{"u1", "u2"});
}

TEST_CASE("cap per N divisions with explicit rounding") {
    SUBCASE("rounded down: 1 division allows none, 2 allow 1, 3 allow 1") {
        const ListLibrary lists = test_library(R"(<per-divisions-cap id="r-art" group="artillery" max="1" per="2" rounding="down"/>)");
        CHECK_FALSE(validate_roster(test_roster({{"gun"}}), lists).legal);
        CHECK(validate_roster(test_roster({{"gun"}, {"archer"}}), lists).legal);
        CHECK_FALSE(validate_roster(test_roster({{"gun"}, {"gun"}, {"archer"}}), lists).legal);
        const RosterVerdict verdict = validate_roster(test_roster({{"gun"}, {"gun"}, {"archer"}}), lists);
        const Diagnostic& d = finding(verdict, "r-art");
        CHECK(d.message.find("rounded down, so at most 1") != std::string::npos);
        CHECK(d.fix.find("or field 4 divisions") != std::string::npos);
    }
    SUBCASE("rounded up: 1 division allows 1, 3 allow 2") {
        const ListLibrary lists = test_library(R"(<per-divisions-cap id="r-art" group="artillery" max="1" per="2" rounding="up"/>)");
        CHECK(validate_roster(test_roster({{"gun"}}), lists).legal);
        CHECK(validate_roster(test_roster({{"gun"}, {"gun"}, {"archer"}}), lists).legal);
        CHECK_FALSE(validate_roster(test_roster({{"gun"}, {"gun"}, {"gun"}}), lists).legal);
    }
}

TEST_CASE("division size 4 to 9") {
    const ListLibrary lists = test_library("", R"(<division-size id="size" min="4" max="9"/>)");
    CHECK(validate_roster(test_roster({{"archer", "archer", "archer", "archer"}}), lists).legal);
    CHECK_FALSE(validate_roster(test_roster({{"archer", "archer", "archer"}}), lists).legal);
    CHECK(validate_roster(test_roster({std::vector<std::string>(9, "archer")}), lists).legal);
    const RosterVerdict verdict = validate_roster(test_roster({std::vector<std::string>(10, "archer")}), lists);
    const Diagnostic& d = finding(verdict, "size");
    CHECK(d.actual == doctest::Approx(10));
    CHECK(d.allowed == doctest::Approx(9));
    CHECK(d.fix == "move 1 unit to another division");
}

TEST_CASE("commander-in-chief: exactly one division") {
    const ListLibrary lists = test_library("", R"(<commander id="cic"/>)");
    Roster roster = test_roster({{"archer"}, {"archer"}});
    CHECK(validate_roster(roster, lists).legal);
    roster.divisions[0].commander = false;
    CHECK(has(error_rules(validate_roster(roster, lists)), "cic"));
    roster.divisions[0].commander = roster.divisions[1].commander = true;
    CHECK(has(error_rules(validate_roster(roster, lists)), "cic"));
    CHECK(has(error_rules(validate_roster(test_roster({}), lists)), "cic"));
}

TEST_CASE("unit limits: absolute, and per 1000 points of the limit or of points spent") {
    SUBCASE("absolute maximum") {
        const ListLibrary lists = test_library(R"(<unit-limit id="r" group="artillery" max="2"/>)");
        CHECK(validate_roster(test_roster({{"gun", "gun"}}), lists).legal);
        CHECK_FALSE(validate_roster(test_roster({{"gun", "gun", "gun"}}), lists).legal);
    }
    SUBCASE("per 1000 pts of the limit, rounded up: 1500 pts allows 2") {
        const ListLibrary lists = test_library(R"(<unit-limit id="r" group="artillery" max="1" per-points="1000" basis="limit" rounding="up"/>)");
        CHECK(validate_roster(test_roster({{"gun", "gun"}}, 1500), lists).legal);
        CHECK_FALSE(validate_roster(test_roster({{"gun", "gun", "gun"}}, 1500), lists).legal);
    }
    SUBCASE("per 1000 pts of the limit, rounded down: 1500 pts allows 1") {
        const ListLibrary lists = test_library(R"(<unit-limit id="r" group="artillery" max="1" per-points="1000" basis="limit" rounding="down"/>)");
        CHECK(validate_roster(test_roster({{"gun"}}, 1500), lists).legal);
        const RosterVerdict verdict = validate_roster(test_roster({{"gun", "gun"}}, 1500), lists);
        CHECK(finding(verdict, "r").message.find("at most 1 (1 per 1,000 pts of the 1,500 pts limit, rounded down)") != std::string::npos);
    }
    SUBCASE("minimum per 1000 pts of points spent") {
        const ListLibrary lists = test_library(R"(<unit-limit id="r" group="archers" min="1" per-points="20" basis="spent" rounding="down"/>)");
        // 2 archers + gun = 35 spent → 1 block → needs 1 archer
        CHECK(validate_roster(test_roster({{"archer", "archer", "gun"}}), lists).legal);
        // knight + knight + archer = 70 → 3 blocks → needs 3 archers, has 1
        const RosterVerdict verdict = validate_roster(test_roster({{"knight", "knight", "archer"}}), lists);
        CHECK(finding(verdict, "r").fix == "add 2 units of Archers");
    }
}

TEST_CASE("generals' points in percentages follow the system's reading") {
    const std::string rule = R"(<share id="r" group="knights" min="50"/>)";
    // 2 divisions: knight 30 + archer 10 ; archer 10 + general 25. Units 50, total 75.
    const Roster roster = test_roster({{"knight", "archer"}, {"archer"}});
    CHECK_FALSE(validate_roster(roster, test_library(rule, "", true)).legal);  // 30 / 75 = 40 %
    CHECK(validate_roster(roster, test_library(rule, "", false)).legal);       // 30 / 50 = 60 %
}

TEST_CASE("siege-relaxed rules are lifted for a siege side only") {
    const ListLibrary lists = test_library(R"(<unit-limit id="r" group="knights" min="1" siege-relaxed="true"/>)");
    const Roster roster = test_roster({{"archer"}});
    CHECK_FALSE(validate_roster(roster, lists).legal);
    ValidationContext siege;
    siege.siege_side = true;
    CHECK(validate_roster(roster, lists, siege).legal);
}

TEST_CASE("share gauges report every share rule with its current value") {
    const ListLibrary lists = test_library(R"(<share id="r" group="knights" min="50"/>)");
    const RosterVerdict verdict = validate_roster(test_roster({{"knight", "archer", "archer", "archer", "archer"}}), lists);
    REQUIRE(verdict.shares.size() == 1);
    CHECK(share_group_name(verdict.shares[0], Language::english) == "Knights");
    CHECK(verdict.shares[0].percent == doctest::Approx(300.0 / 7.0));
    CHECK_FALSE(verdict.shares[0].met);
}

TEST_CASE("share bounds may be fractions: 1/3 is exactly a third, 33 is not") {
    // knight 30 + six archers 60 = 90 pts in the commander's division: knights exactly a third.
    const Roster roster = test_roster({{"knight", "archer", "archer", "archer", "archer", "archer", "archer"}});
    CHECK(validate_roster(roster, test_library(R"(<share id="r" group="knights" max="1/3"/>)")).legal);
    CHECK_FALSE(validate_roster(roster, test_library(R"(<share id="r" group="knights" max="33"/>)")).legal);
    CHECK(validate_roster(roster, test_library(R"(<share id="r" group="knights" min="1/3"/>)")).legal);
    Report report;
    ListLibrary broken;
    auto system = parse_game_system(test_system_xml(), "test-system.xml", report);
    REQUIRE(system);
    broken.add(std::move(*system));
    CHECK_FALSE(parse_faction(test_faction_xml(R"(<share id="r" group="knights" max="4/3"/>)"), "f.xml", broken, report));
    CHECK(format_human(report).find("must be a percentage from 0 to 100 or a fraction like 1/3") != std::string::npos);
}

TEST_CASE("share with a siege group: a siege side meets the minimum with that group, and the message says why") {
    const ListLibrary lists = test_library(R"(<share id="r" group="knights" siege-group="archers" min="50" siege-reading="the infantry must be taken"/>)");
    const Roster roster = test_roster({{"knight", "knight", "archer"}});  // knights 60 of 70
    CHECK(validate_roster(roster, lists).legal);
    ValidationContext siege;
    siege.siege_side = true;
    const RosterVerdict v = validate_roster(roster, lists, siege);
    CHECK_FALSE(v.legal);
    CHECK(finding(v, "r").message.find("Archers") != std::string::npos);
    CHECK(finding(v, "r").message.find("the infantry must be taken") != std::string::npos);
}

TEST_CASE("a siege-relaxed rule says it is lifted, with its siege reading") {
    const ListLibrary lists =
        test_library(R"(<unit-limit id="r" group="knights" min="1" siege-relaxed="true" siege-reading="cavalry minimums may be ignored"/>)");
    ValidationContext siege;
    siege.siege_side = true;
    const RosterVerdict v = validate_roster(test_roster({{"archer"}}), lists, siege);
    CHECK(v.legal);
    const Diagnostic& d = finding(v, "r");
    CHECK(d.severity == Severity::info);
    CHECK(d.message.find("cavalry minimums may be ignored") != std::string::npos);
}

}  // namespace rule_kinds_test
