// Issue 15, Hail Caesar Hundred Years' War (seed 004): readings chosen in the list data and shown
// in the messages. Each case names the seed lines it checks (cat -n of seeds/004_*.txt).
#include <doctest/doctest.h>

#include <string>

#include "muster/roster/roster_edit.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::test;

namespace {

Roster army(const std::string& faction_id, std::initializer_list<std::vector<std::string>> divisions, double limit = 2000) {
    const Faction& faction = *bundled_lists().faction(faction_id);
    Roster roster = new_roster(faction, limit, "fidelity");
    for (const auto& units : divisions) {
        const std::string division = add_division(roster, "");
        for (const std::string& unit : units) add_unit(roster, faction, division, unit);
    }
    return roster;
}

RosterVerdict check(const Roster& roster) { return validate_roster(roster, bundled_lists()); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("hyw 004-755: English cavalry 'at most 33 %' is read as one third — exactly a third is legal") {
    // 3 mounted archers (99 pts) of 297 pts: a third to the point.
    const RosterVerdict third = check(army("hyw-english", {{"mounted-archers", "mounted-archers", "mounted-archers",
                                                            "dismounted-knights", "dismounted-knights", "dismounted-knights",
                                                            "english-archers", "english-archers", "english-archers"}}));
    CHECK(third.points_used == doctest::Approx(297));
    CHECK_MESSAGE(third.legal, format_human(third.report));
    const Faction& english = *bundled_lists().faction("hyw-english");
    for (const auto& rule : english.rules)
        if (rule->id == "en-cavalry") CHECK(contains(rule->reading, "one third"));
}

TEST_CASE("hyw 004-931: Free Companies cavalry 'at least 33 %' is one third — 99 of 300 pts is short, 99 of 297 is enough") {
    const RosterVerdict third = check(army("hyw-free-companies", {{"mounted-knights", "mounted-knights", "mounted-sergeants", "vougiers", "vougiers"},
                                                                  {"vougiers", "ribauds", "dismounted-knights", "dismounted-knights"}}));
    CHECK(third.points_used == doctest::Approx(297));
    CHECK_MESSAGE(third.legal, format_human(third.report));
    const RosterVerdict short_of_third =
        check(army("hyw-free-companies", {{"mounted-knights", "mounted-knights", "mounted-sergeants", "vougiers", "vougiers", "ribauds"},
                                          {"vougiers", "vougiers", "ribauds", "francs-archers", "francs-archers"}}));
    CHECK(short_of_third.points_used == doctest::Approx(300));
    CHECK(error_rules(short_of_third) == std::vector<std::string>{"fc-cavalry"});
    CHECK(contains(finding(short_of_third, "fc-cavalry").message, "one third"));
}

TEST_CASE("hyw 004-318: 'more than half of the knights mounted' is measured in points, as the same sentence's 50 %") {
    // 9 mounted (288 pts) and 8 dismounted knights (288 pts): more than half by number, exactly half by points.
    const RosterVerdict half = check(army("hyw-french", {std::vector<std::string>(9, "mounted-knights"),
                                                         std::vector<std::string>(8, "dismounted-knights")}, 1000));
    CHECK(half.points_used == doctest::Approx(601));
    CHECK(error_rules(half) == std::vector<std::string>{"fr-mounted-knights"});
    CHECK(contains(finding(half, "fr-mounted-knights").message, "pts"));
    CHECK(contains(finding(half, "fr-mounted-knights").message, "004:318"));
}
