// Every composition rule of every Hail Caesar HYW faction at its boundary: just legal, just not.
#include <doctest/doctest.h>

#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace hyw_factions_test {

namespace {

// Builds a roster of a bundled faction: one division per list of unit ids (first is the commander's).
Roster army(const std::string& faction_id, std::initializer_list<std::vector<std::string>> divisions, double limit = 2000) {
    const Faction& faction = *bundled_lists().faction(faction_id);
    Roster roster = new_roster(faction, limit, "boundary");
    for (const auto& units : divisions) {
        const std::string division = add_division(roster, "");
        for (const std::string& unit : units) {
            const auto plus = unit.find('+');  // "crossbowmen+pavise"
            if (plus == std::string::npos) add_unit(roster, faction, division, unit);
            else add_unit(roster, faction, division, unit.substr(0, plus), {unit.substr(plus + 1)});
        }
    }
    return roster;
}

RosterVerdict check(const Roster& roster) { return validate_roster(roster, bundled_lists()); }

// The verdict is exactly these errors (none: legal).
void expect_errors(const Roster& roster, std::vector<std::string> expected, double points) {
    const RosterVerdict verdict = check(roster);
    CHECK_MESSAGE(verdict.points_used == doctest::Approx(points), format_human(verdict.report));
    CHECK_MESSAGE(error_rules(verdict) == expected, format_human(verdict.report));
}

}  // namespace

TEST_CASE("hyw: the bundled lists load without a single problem and hold every unit of the source") {
    const ListLibrary& lists = bundled_lists();
    CHECK(lists.factions("hail-caesar-hyw").size() == 4);
    CHECK(lists.faction("hyw-french")->units.size() == 13);
    CHECK(lists.faction("hyw-burgundian")->units.size() == 10);
    CHECK(lists.faction("hyw-english")->units.size() == 9);
    CHECK(lists.faction("hyw-free-companies")->units.size() == 10);
    const UnitProfile* crossbowmen = lists.faction("hyw-french")->unit("crossbowmen");
    REQUIRE(crossbowmen);
    REQUIRE(crossbowmen->option("pavise"));
    CHECK(crossbowmen->option("pavise")->points == doctest::Approx(2));
    CHECK(lists.faction("hyw-free-companies")->unit("crossbowmen")->options.empty());
    CHECK(lists.faction("hyw-french")->unit("genoese-crossbowmen")->name.in(Language::french) == "Arbalétriers génois");
    const GameSystem& system = *lists.system("hail-caesar-hyw");
    CHECK(system.stats.size() == 6);
    CHECK(system.special_rule("montjoie")->text.en.find("double") != std::string::npos);
    CHECK(system.table("movement-and-ranges") != nullptr);
}

TEST_CASE("hyw: every bundled example roster gets the verdict its name promises") {
    for (const char* name : {"french-legal", "burgundian-legal", "english-legal", "free-companies-legal"}) {
        Report report;
        const auto roster = load_roster(source_path(std::string("lists/hail-caesar-hyw/examples/") + name + ".roster.xml"), report);
        REQUIRE(roster);
        CHECK_MESSAGE(check(*roster).legal, name, format_human(check(*roster).report));
    }
    Report report;
    const auto roster = load_roster(source_path("lists/hail-caesar-hyw/examples/french-too-few-knights.roster.xml"), report);
    REQUIRE(roster);
    CHECK(error_rules(check(*roster)) == std::vector<std::string>{"fr-knights"});
}

TEST_CASE("hyw: generals — 25 pts per division but the commander-in-chief's, 4 to 9 units") {
    expect_errors(army("hyw-french", {{"mounted-knights", "mounted-knights", "mounted-knights", "mounted-knights"},
                                      {"mounted-knights", "mounted-knights", "mounted-knights", "mounted-knights"}}),
                  {}, 8 * 32 + 25);
    expect_errors(army("hyw-french", {{"mounted-knights", "mounted-knights", "mounted-knights"}}), {"division-size"}, 96);
    expect_errors(army("hyw-french", {std::vector<std::string>(10, "mounted-knights")}), {"division-size"}, 320);
    expect_errors(army("hyw-french", {std::vector<std::string>(9, "mounted-knights")}, 288), {}, 288);
    expect_errors(army("hyw-french", {std::vector<std::string>(9, "mounted-knights")}, 287), {"points-limit"}, 288);
}

TEST_CASE("hyw french: knights at least 50 % of the army") {
    expect_errors(army("hyw-french", {{"mounted-knights", "mounted-knights", "pavisiers", "ribauds", "francs-archers", "peasants"}}), {},
                  128);  // 64 of 128: exactly half
    expect_errors(army("hyw-french", {{"mounted-knights", "mounted-knights", "pavisiers", "crossbowmen", "francs-archers", "peasants"}}), {"fr-knights"},
                  129);  // 64 of 129: 49.6 %
}

TEST_CASE("hyw french: more than half of the knights mounted, by points (004:318)") {
    expect_errors(army("hyw-french", {{"mounted-knights", "mounted-knights", "mounted-knights", "dismounted-knights", "dismounted-knights"}}), {}, 3 * 32 + 72);
    expect_errors(army("hyw-french", {{"mounted-knights", "mounted-knights", "dismounted-knights", "dismounted-knights"}}), {"fr-mounted-knights"},
                  2 * 32 + 72);  // 2 of 4 is half, not more
}

TEST_CASE("hyw french and free companies: one artillery piece and one culverineer unit per division") {
    const std::vector<std::string> knights{"mounted-knights", "mounted-knights", "mounted-knights", "dismounted-knights"};
    auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> units = knights;
        units.insert(units.end(), extra.begin(), extra.end());
        return units;
    };
    expect_errors(army("hyw-french", {with({"bombard", "culverineers"}), with({"ribaudequin", "culverineers"})}), {}, 2 * 132 + 23 + 15 + 2 * 15 + 25);
    expect_errors(army("hyw-french", {with({"bombard", "ribaudequin"}), knights}), {"fr-artillery-per-division"}, 132 * 2 + 38 + 25);
    expect_errors(army("hyw-french", {with({"culverineers", "culverineers"}), knights}), {"fr-culverineers-per-division"}, 132 * 2 + 30 + 25);
    const std::vector<std::string> fc{"mounted-knights", "mounted-sergeants", "mounted-sergeants", "vougiers", "ribauds"};
    auto fc_with = [&](std::vector<std::string> extra) {
        std::vector<std::string> units = fc;
        units.insert(units.end(), extra.begin(), extra.end());
        return units;
    };
    expect_errors(army("hyw-free-companies", {fc_with({"bombard", "culverineers"})}), {}, 36 + 54 + 28 + 17 + 38);
    expect_errors(army("hyw-free-companies", {fc_with({"bombard", "ribaudequin"})}), {"fc-artillery-per-division"}, 36 + 54 + 28 + 17 + 38);
    expect_errors(army("hyw-free-companies", {fc_with({"culverineers", "culverineers"})}), {"fc-culverineers-per-division"}, 36 + 54 + 28 + 17 + 30);
}

TEST_CASE("hyw burgundian: knights at least 25 %") {
    expect_errors(army("hyw-burgundian", {{"mounted-knights", "vougiers", "vougiers", "pavisiers", "crossbowmen"}}), {}, 128);
    expect_errors(army("hyw-burgundian", {{"mounted-knights", "vougiers", "vougiers", "pavisiers", "crossbowmen+pavise"}}), {"bg-knights"}, 130);
}

TEST_CASE("hyw burgundian: English archers at most 20 %") {
    expect_errors(army("hyw-burgundian", {{"mounted-knights", "mounted-knights", "dismounted-knights", "english-archers", "peasants", "peasants"}}), {},
                  150);  // 30 of 150: exactly 20 %
    const RosterVerdict verdict = check(army("hyw-burgundian", {{"mounted-knights", "mounted-knights", "dismounted-knights", "english-archers", "peasants"}}));
    CHECK(error_rules(verdict) == std::vector<std::string>{"bg-english-archers"});  // 30 of 140: 21.4 %
    const Diagnostic& d = finding(verdict, "bg-english-archers");
    CHECK(d.message.find("English archers are 21.4 % of the army's 140 pts (30 pts); the Burgundian list allows at most 20.0 %") == 0);
    CHECK(d.entries == std::vector<std::string>{"u4"});
}

TEST_CASE("hyw burgundian and english: one artillery piece per two divisions, rounded down") {
    const std::vector<std::string> four{"mounted-knights", "mounted-knights", "mounted-knights", "dismounted-knights"};
    auto plus = [&](const char* piece) {
        std::vector<std::string> units = four;
        units.push_back(piece);
        return units;
    };
    const double base = 4 * 32 + 36;  // Burgundian division of four knights
    expect_errors(army("hyw-burgundian", {plus("bombard")}), {"bg-artillery"}, base - 32 + 23);
    expect_errors(army("hyw-burgundian", {plus("bombard"), four}), {}, 2 * (base - 32) + 23 + 25);
    expect_errors(army("hyw-burgundian", {plus("bombard"), plus("ribaudequin"), four}), {"bg-artillery"}, 3 * (base - 32) + 23 + 15 + 50);
    expect_errors(army("hyw-burgundian", {plus("bombard"), plus("ribaudequin"), four, four}), {}, 4 * (base - 32) + 23 + 15 + 75);
    const RosterVerdict english = check(army("hyw-english", {{"english-archers", "english-archers", "english-archers", "dismounted-knights", "bombard"}}));
    const Diagnostic& d = finding(english, "en-artillery");
    CHECK(d.message.find("rounded down, so at most 0") != std::string::npos);
    CHECK(d.message.find("reading: '1 piece per two divisions' is rounded down") != std::string::npos);
}

TEST_CASE("hyw english: knights at least 20 %") {
    expect_errors(army("hyw-english", {{"dismounted-knights", "dismounted-knights", "english-archers", "english-archers", "english-archers", "billmen"},
                                       {"english-archers", "english-archers", "english-archers", "billmen", "hobilars"}}),
                  {}, 360);  // 72 of 360
    expect_errors(army("hyw-english", {{"dismounted-knights", "dismounted-knights", "english-archers", "english-archers", "english-archers", "mounted-archers"},
                                       {"english-archers", "english-archers", "english-archers", "billmen", "hobilars"}}),
                  {"en-knights"}, 365);
}

TEST_CASE("hyw english: archers at least 40 %, mounted archers counting as archers") {
    expect_errors(army("hyw-english", {{"english-archers", "english-archers", "dismounted-knights", "dismounted-knights", "billmen"},
                                       {"english-archers", "english-archers", "billmen", "hobilars"}}),
                  {}, 300);  // 120 of 300
    expect_errors(army("hyw-english", {{"english-archers", "english-archers", "dismounted-knights", "dismounted-knights", "billmen"},
                                       {"english-archers", "english-archers", "billmen", "billmen"}}),
                  {"en-archers"}, 301);
    expect_errors(army("hyw-english", {{"english-archers", "english-archers", "dismounted-knights", "dismounted-knights", "billmen"},
                                       {"english-archers", "mounted-archers", "billmen", "billmen"}}),
                  {}, 304);  // 123 of 304 = 40.5 %
}

TEST_CASE("hyw english: cavalry at most 33 %, one Kerns unit per division") {
    expect_errors(army("hyw-english", {{"mounted-knights", "mounted-knights", "hobilars", "english-archers", "english-archers"},
                                       {"english-archers", "english-archers", "billmen", "billmen"}}),
                  {}, 300);  // 99 of 300
    expect_errors(army("hyw-english", {{"mounted-knights", "mounted-knights", "mounted-archers", "english-archers", "english-archers"},
                                       {"english-archers", "english-archers", "billmen", "billmen"}}),
                  {"en-cavalry"}, 306);
    expect_errors(army("hyw-english", {{"dismounted-knights", "english-archers", "english-archers", "kerns", "kerns"}}), {"en-kerns-per-division"},
                  36 + 60 + 30);
}

TEST_CASE("hyw free companies: knights between 20 % and 50 %, cavalry at least 33 %") {
    expect_errors(army("hyw-free-companies", {{"mounted-knights", "mounted-knights", "mounted-sergeants", "vougiers", "ribauds"}}), {}, 144);
    expect_errors(army("hyw-free-companies", {{"mounted-knights", "mounted-knights", "mounted-sergeants", "vougiers", "francs-archers"}}), {"fc-knights"},
                  142);  // 72 of 142: over half
    expect_errors(army("hyw-free-companies", {{"mounted-knights", "mounted-sergeants", "mounted-sergeants", "vougiers", "vougiers", "ribauds", "ribauds"}}), {},
                  180);  // 36 of 180: exactly a fifth
    expect_errors(army("hyw-free-companies", {{"mounted-knights", "mounted-sergeants", "mounted-sergeants", "vougiers", "vougiers", "ribauds", "crossbowmen"}}),
                  {"fc-knights"}, 181);
    // '33 %' is read as one third (004:931, issue 15): 99 of 300 pts fell short of it all along;
    // exactly a third (99 of 297) is in hyw_fidelity_test.cpp.
    expect_errors(army("hyw-free-companies", {{"mounted-knights", "mounted-knights", "mounted-sergeants", "vougiers", "vougiers", "ribauds"},
                                              {"vougiers", "vougiers", "ribauds", "francs-archers", "francs-archers"}}),
                  {"fc-cavalry"}, 300);  // cavalry 99 of 300
    expect_errors(army("hyw-free-companies", {{"mounted-knights", "mounted-knights", "mounted-sergeants", "vougiers", "vougiers", "ribauds"},
                                              {"vougiers", "vougiers", "crossbowmen", "francs-archers", "francs-archers"}}),
                  {"fc-cavalry"}, 301);
}

}  // namespace hyw_factions_test
