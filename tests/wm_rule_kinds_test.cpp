// The rule kinds the Warmaster lists brought, each alone on a small invented list, and the
// loader's new pieces: profile layouts, capabilities, a faction's own special rules, options
// that change the profile.
#include <doctest/doctest.h>

#include <algorithm>

#include "muster/lists/unit_profile_view.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wm_rule_kinds_test {

namespace {

const char* const kinds_system = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-system id="kinds" revision="1" name="Kinds">
  <stats><stat id="type" name="Type"/><stat id="hits" name="Hits"/><stat id="armour" name="Armour"/><stat id="command" name="Command"/></stats>
  <layouts>
    <layout id="unit" name="Units" stats="type hits armour"/>
    <layout id="character" name="Characters" stats="type command"/>
  </layouts>
  <capabilities><capability id="gunpowder-artillery" name="Gunpowder artillery"><text>Cannons.</text></capability></capabilities>
  <organisation divisions="false"/>
</game-system>
)";

// Archers (10) with stakes +5, skirmish -2 (a new profile), pavise +1; knights (30) with barding +3;
// cannon (20, gunpowder); captain (character, 40) with a banner +5.
std::string kinds_faction(const std::string& rules) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<faction id="kinds-f" system="kinds" revision="1" name="Kinds army">
  <special-rules><special-rule id="volley" name="Volley"><text>Our own rule: shoot twice when stationary.</text></special-rule></special-rules>
  <units>
    <unit id="archer" name="Archers" points="10" layout="unit">
      <stat ref="type" value="Infantry"/><stat ref="hits" value="3"/><stat ref="armour" value="-"/>
      <special rule="volley"/>
      <option id="stakes" name="Stakes" points="5"/>
      <option id="skirmish" name="Skirmishers" points="-2" rules="replace"><stat ref="type" value="Skirmishers"/><stat ref="armour" value="6+"/></option>
      <option id="pavise" name="Pavise" points="1"/>
    </unit>
    <unit id="knight" name="Knights" points="30" layout="unit">
      <stat ref="type" value="Cavalry"/><stat ref="hits" value="3"/><stat ref="armour" value="4+"/>
      <option id="barding" name="Barding" points="3"><stat ref="armour" value="3+"/></option>
    </unit>
    <unit id="cannon" name="Cannon" points="20" layout="unit">
      <stat ref="type" value="Artillery"/><stat ref="hits" value="2"/><stat ref="armour" value="-"/>
      <capability ref="gunpowder-artillery"/>
    </unit>
    <unit id="captain" name="Captain" points="40" layout="character">
      <stat ref="type" value="Leader"/><stat ref="command" value="8"/>
      <option id="banner" name="Banner" points="5"/>
    </unit>
  </units>
  <groups>
    <group id="archers" name="Archers" units="archer"/>
    <group id="knights" name="Knights" units="knight"/>
    <group id="cannons" name="Cannons" units="cannon"/>
    <group id="captains" name="Captains" units="captain"/>
  </groups>
  <rules>)" +
           rules + R"(</rules>
</faction>
)";
}

ListLibrary kinds_library(const std::string& rules) {
    ListLibrary library;
    Report report;
    auto system = parse_game_system(kinds_system, "kinds.xml", report);
    REQUIRE_MESSAGE(system, format_human(report));
    library.add(std::move(*system));
    auto faction = parse_faction(kinds_faction(rules), "kinds-f.xml", library, report);
    REQUIRE_MESSAGE(faction, format_human(report));
    library.add(std::move(*faction));
    return library;
}

// One body of units (the system has no divisions); each unit "ref" or "ref+option+option".
Roster kinds_roster(const std::vector<std::string>& units, double limit = 10000, int divisions = 1) {
    Roster roster;
    roster.system_id = "kinds";
    roster.faction_id = "kinds-f";
    roster.list_revision = 1;
    roster.points_limit = limit;
    for (int d = 0; d < divisions; ++d) roster.divisions.push_back({"d" + std::to_string(d + 1), "Army " + std::to_string(d + 1), d == 0, {}});
    int n = 0;
    for (const std::string& spec : units) {
        std::vector<std::string> parts;
        std::size_t start = 0;
        for (std::size_t plus; (plus = spec.find('+', start)) != std::string::npos; start = plus + 1) parts.push_back(spec.substr(start, plus - start));
        parts.push_back(spec.substr(start));
        UnitEntry entry{"u" + std::to_string(++n), parts.front(), "", {parts.begin() + 1, parts.end()}};
        roster.divisions[static_cast<std::size_t>((n - 1) % divisions)].units.push_back(entry);
    }
    return roster;
}

bool breaks(const RosterVerdict& verdict, const std::string& rule) {
    const std::vector<std::string> ids = error_rules(verdict);
    return std::find(ids.begin(), ids.end(), rule) != ids.end();
}

Report faction_problems(const std::string& faction_xml) {
    ListLibrary library;
    Report report;
    library.add(*parse_game_system(kinds_system, "kinds.xml", report));
    CHECK_FALSE(parse_faction(faction_xml, "bad.xml", library, report).has_value());
    return report;
}

bool mentions(const Report& report, const std::string& words) {
    for (const Diagnostic& d : report.diagnostics())
        if (d.message.find(words) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("wm kinds: option limit per 1,000 pts spent, rounded down but never below one block") {
    const ListLibrary lists = kinds_library(
        R"(<option-limit id="stakes" option="stakes" max="1" per-points="100" basis="spent" rounding="down-at-least-one" reading="test reading"/>)");
    // archer+stakes 15, knight 30 = 45 pts spent: under one block of 100, still one block
    CHECK(validate_roster(kinds_roster({"archer+stakes", "knight"}), lists).legal);
    const RosterVerdict two = validate_roster(kinds_roster({"archer+stakes", "archer+stakes", "knight"}), lists);
    REQUIRE(breaks(two, "stakes"));
    const Diagnostic& d = finding(two, "stakes");
    CHECK(d.message ==
          "The army has 2 units with Stakes; the Kinds army list allows at most 1 (1 per 100 pts spent, rounded down, "
          "at least one, of 60 pts) (reading: test reading)");  // 2 × 15 + 30
    // The same sentence whole in French: the scale and the option's count are no English fragments.
    CHECK(muster::diagnostic_sentence(d, Language::french) ==
          "L'armée a 2 unités avec Stakes ; la liste « Kinds army » en permet au plus 1 (1 par tranche de 100\u00a0pts dépensés, "
          "arrondi à l'inférieur, au moins un, sur 60\u00a0pts)");
    CHECK(d.entries == std::vector<std::string>{"u1", "u2"});
    // 30 + 5 knights (150) = 180 spent: still one block (rounded down)
    CHECK(breaks(validate_roster(kinds_roster({"archer+stakes", "archer+stakes", "knight", "knight", "knight", "knight", "knight"}), lists), "stakes"));
    // 30 + 6 knights = 210 spent: two blocks
    CHECK(validate_roster(kinds_roster({"archer+stakes", "archer+stakes", "knight", "knight", "knight", "knight", "knight", "knight"}), lists).legal);
}

TEST_CASE("wm kinds: option limit for the whole army, minimum and maximum") {
    const ListLibrary lists = kinds_library(R"(<option-limit id="banner" option="banner" min="1" max="1"/>)");
    CHECK(breaks(validate_roster(kinds_roster({"captain"}), lists), "banner"));
    const RosterVerdict without = validate_roster(kinds_roster({"captain"}), lists);
    CHECK(finding(without, "banner").fix == "give Banner to 1 more unit of Captain");
    CHECK(validate_roster(kinds_roster({"captain+banner", "captain"}), lists).legal);
    const RosterVerdict too_many = validate_roster(kinds_roster({"captain+banner", "captain+banner"}), lists);
    CHECK(finding(too_many, "banner").fix == "take Banner off 1 unit of Captain");  // which option, which units (issue 28)
}

TEST_CASE("wm kinds: unit limit per 1,000 pts with the at-least-one reading holds a small army to one block") {
    const ListLibrary lists =
        kinds_library(R"(<unit-limit id="archers-min" group="archers" min="2" per-points="1000" basis="spent" rounding="down-at-least-one"/>)");
    const RosterVerdict small = validate_roster(kinds_roster({"archer", "knight"}), lists);
    REQUIRE(breaks(small, "archers-min"));
    CHECK(finding(small, "archers-min").allowed == doctest::Approx(2));
    CHECK(finding(small, "archers-min").message.find("rounded down, at least one") != std::string::npos);
    CHECK(validate_roster(kinds_roster({"archer", "archer"}), lists).legal);
}

TEST_CASE("wm kinds: one of these options per unit") {
    const ListLibrary lists = kinds_library(R"(<options-per-unit id="one-kind" options="skirmish stakes pavise" max="1"/>)");
    CHECK(validate_roster(kinds_roster({"archer+skirmish", "archer+stakes"}), lists).legal);
    const RosterVerdict both = validate_roster(kinds_roster({"archer+pavise+stakes"}), lists);
    REQUIRE(breaks(both, "one-kind"));
    CHECK(finding(both, "one-kind").message == "Unit u1 (Archers) takes Pavise and Stakes; the Kinds army list allows at most 1 of them on one unit");
}

TEST_CASE("wm kinds: a unit or an option requiring another unit, or another option on the same unit") {
    const ListLibrary army = kinds_library(R"(<requires id="guns-need-captain" group="cannons" needs-group="captains"/>)");
    const RosterVerdict alone = validate_roster(kinds_roster({"cannon"}), army);
    REQUIRE(breaks(alone, "guns-need-captain"));
    CHECK(finding(alone, "guns-need-captain").message == "The army has Cannons but no Captains; the Kinds army list allows Cannons only with Captains");
    CHECK(validate_roster(kinds_roster({"cannon", "captain"}), army).legal);
    CHECK(validate_roster(kinds_roster({"captain"}), army).legal);

    const ListLibrary option = kinds_library(R"(<requires id="stakes-need-banner" option="stakes" needs-option="banner"/>)");
    CHECK(breaks(validate_roster(kinds_roster({"archer+stakes", "captain"}), option), "stakes-need-banner"));
    CHECK(validate_roster(kinds_roster({"archer+stakes", "captain+banner"}), option).legal);

    const ListLibrary unit = kinds_library(R"(<requires id="pavise-with-stakes" option="pavise" needs-option="stakes" scope="unit"/>)");
    CHECK(breaks(validate_roster(kinds_roster({"archer+pavise", "archer+stakes"}), unit), "pavise-with-stakes"));
    CHECK(validate_roster(kinds_roster({"archer+pavise+stakes"}), unit).legal);
}

TEST_CASE("wm kinds: options that exclude each other, on one unit or in one army") {
    const ListLibrary unit = kinds_library(R"(<excludes id="no-stakes" option="skirmish" with-option="stakes" scope="unit"/>)");
    const RosterVerdict carried = validate_roster(kinds_roster({"archer+skirmish+stakes"}), unit);
    REQUIRE(breaks(carried, "no-stakes"));
    CHECK(finding(carried, "no-stakes").message ==
          "Unit u1 (Archers) is one of the units with Skirmishers and one of the units with Stakes; the Kinds army list "
          "does not allow both on one unit");
    CHECK(validate_roster(kinds_roster({"archer+skirmish", "archer+stakes"}), unit).legal);

    const ListLibrary army = kinds_library(R"(<excludes id="banner-or-barding" option="banner" with-option="barding"/>)");
    CHECK(breaks(validate_roster(kinds_roster({"captain+banner", "knight+barding"}), army), "banner-or-barding"));
    CHECK(validate_roster(kinds_roster({"captain+banner", "knight"}), army).legal);
}

TEST_CASE("wm kinds: count ratio — up to half, all or none, half or all, as many as") {
    const ListLibrary half = kinds_library(R"(<count-ratio id="half" option="skirmish" of-group="archers" max="0.5"/>)");
    CHECK(validate_roster(kinds_roster({"archer+skirmish", "archer", "archer"}), half).legal);  // 1 of 3: floor(1.5) = 1
    const RosterVerdict over = validate_roster(kinds_roster({"archer+skirmish", "archer+skirmish", "archer"}), half);
    REQUIRE(breaks(over, "half"));
    CHECK(finding(over, "half").allowed == doctest::Approx(1));
    CHECK(finding(over, "half").message.find("at most half of (rounded down)") != std::string::npos);

    const ListLibrary all_or_none = kinds_library(R"(<count-ratio id="aon" option="stakes" of-group="archers" min="1" or-none="true"/>)");
    CHECK(validate_roster(kinds_roster({"archer", "archer"}), all_or_none).legal);
    CHECK(validate_roster(kinds_roster({"archer+stakes", "archer+stakes"}), all_or_none).legal);
    CHECK(breaks(validate_roster(kinds_roster({"archer+stakes", "archer"}), all_or_none), "aon"));

    const ListLibrary half_or_all = kinds_library(
        R"(<count-ratio id="hoa" option="stakes" of-group="archers" min="0.5" min-rounding="down" max="0.5" max-rounding="up" or-none="true" or-all="true"/>)");
    const std::vector<std::string> four_with = {"archer+stakes", "archer+stakes", "archer+stakes", "archer"};
    CHECK(breaks(validate_roster(kinds_roster(four_with), half_or_all), "hoa"));  // 3 of 4: neither half nor all
    CHECK(validate_roster(kinds_roster({"archer+stakes", "archer+stakes", "archer", "archer"}), half_or_all).legal);
    CHECK(validate_roster(kinds_roster({"archer+stakes", "archer+stakes"}), half_or_all).legal);

    const ListLibrary as_many = kinds_library(R"(<count-ratio id="as" group="cannons" of-group="knights" max="1"/>)");
    CHECK(validate_roster(kinds_roster({"cannon", "knight"}), as_many).legal);
    CHECK(breaks(validate_roster(kinds_roster({"cannon", "cannon", "knight"}), as_many), "as"));
}

TEST_CASE("wm kinds: elite units are one fewer than the army's blocks of points") {
    const ListLibrary lists = kinds_library(R"(<elite-limit id="elite" group="knights" per-points="100" basis="spent"/>)");
    const RosterVerdict one = validate_roster(kinds_roster({"knight", "archer"}), lists);  // 40 pts: one block, none allowed
    REQUIRE(breaks(one, "elite"));
    CHECK(finding(one, "elite").allowed == doctest::Approx(0));
    // 30 + 10 × 17 = 200 pts: two blocks, one knight allowed
    std::vector<std::string> units{"knight"};
    for (int i = 0; i < 17; ++i) units.push_back("archer");
    CHECK(validate_roster(kinds_roster(units), lists).legal);
}

TEST_CASE("wm kinds: division size counted in one group only, with no maximum, and a group's share within each division") {
    const ListLibrary size = kinds_library(R"(<division-group-size id="two-archers" group="archers" min="2"/>)");
    CHECK(validate_roster(kinds_roster({"archer", "archer", "archer", "archer", "knight"}, 10000, 2), size).legal);
    const RosterVerdict short_one = validate_roster(kinds_roster({"archer", "archer", "archer", "knight"}, 10000, 2), size);
    REQUIRE(breaks(short_one, "two-archers"));
    CHECK(finding(short_one, "two-archers").message == "Division 'Army 2' has 1 unit of Archers; the Kinds army list asks at least 2 in each division");

    const ListLibrary share = kinds_library(R"(<division-share id="half-archers" group="archers" min="50" measure="count"/>)");
    CHECK(validate_roster(kinds_roster({"archer", "archer", "knight", "archer"}, 10000, 2), share).legal);
    const RosterVerdict low = validate_roster(kinds_roster({"archer", "knight", "archer", "knight"}, 10000, 2), share);
    REQUIRE(breaks(low, "half-archers"));
    CHECK(finding(low, "half-archers").message.find("Archers are 0.0 % of division 'Army 2'") == 0);
}

TEST_CASE("wm lists: layouts ask only their own columns, and capabilities and faction special rules are checked") {
    const ListLibrary lists = kinds_library("");
    const Faction& faction = *lists.faction("kinds-f");
    const GameSystem& system = *lists.system("kinds");
    CHECK_FALSE(system.organisation.divisions);
    CHECK(faction.unit("captain")->layout == "character");
    CHECK(system.columns_of("character") == std::vector<std::size_t>{0, 3});
    CHECK(faction.has_capability("gunpowder-artillery"));
    REQUIRE(find_special_rule(system, &faction, "volley") != nullptr);
    CHECK(find_special_rule(system, &faction, "volley")->text.en == "Our own rule: shoot twice when stationary.");

    std::string missing = kinds_faction("");
    missing.replace(missing.find("<stat ref=\"command\" value=\"8\"/>"), 31, "");
    CHECK(mentions(faction_problems(missing), "unit 'captain' gives no value for command"));
    std::string unknown = kinds_faction("");
    unknown.replace(unknown.find("gunpowder-artillery\"/>"), 19, "gunpowder-artilery");
    CHECK(mentions(faction_problems(unknown), "capability 'gunpowder-artilery' is not declared by kinds (did you mean 'gunpowder-artillery'?)"));
    CHECK(mentions(faction_problems(kinds_faction(R"(<option-limit id="x" option="stake" max="1"/>)")),
                   "rule 'x' speaks of option 'stake', which no unit of this list offers (did you mean 'stakes'?)"));
}

TEST_CASE("wm lists: an option can change the unit's profile and replace its rules") {
    const ListLibrary lists = kinds_library("");
    const Faction& faction = *lists.faction("kinds-f");
    const GameSystem& system = *lists.system("kinds");
    const UnitProfile& archer = *faction.unit("archer");
    const ProfileView plain = profile_with_options(system, faction, archer, {});
    CHECK(plain.stats == std::vector<std::string>{"Infantry", "3", "-"});
    CHECK(plain.special_rules == std::vector<std::string>{"volley"});
    const ProfileView skirmish = profile_with_options(system, faction, archer, {"skirmish"});
    CHECK(skirmish.stats == std::vector<std::string>{"Skirmishers", "3", "6+"});
    CHECK(skirmish.special_rules.empty());
    const ProfileView barded = profile_with_options(system, faction, *faction.unit("knight"), {"barding"});
    CHECK(barded.stats == std::vector<std::string>{"Cavalry", "3", "3+"});
}

TEST_CASE("wm kinds: the new rule kinds speak French from the catalogue, with the list's name") {
    const ListLibrary lists = kinds_library(R"(<options-per-unit id="one-kind" options="skirmish stakes pavise" max="1"/>)");
    const RosterVerdict both = validate_roster(kinds_roster({"archer+pavise+stakes"}), lists);
    REQUIRE(breaks(both, "one-kind"));
    const Diagnostic& d = finding(both, "one-kind");
    CHECK(d.said.text.id == std::string("options-per-unit.above-max"));
    const std::string french = diagnostic_text(d, Language::french);
    CHECK(french.find("L'unité u1") != std::string::npos);
    CHECK(french.find("la liste « Kinds army »") != std::string::npos);
    CHECK(french.find("allows") == std::string::npos);
}

}  // namespace wm_rule_kinds_test
