// Taking back a campaign month: the window's Undo after "Advance the month" (issue 19).
#include <doctest/doctest.h>

#include "campaign_engines.hpp"
#include "campaign_test_fixtures.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace campaign_month_undo_test {

namespace {
std::int64_t start_rouen(Campaign& c, int months) {
    const auto a = c.add_army(c.add_player("A", "test"), "Attackers", "hyw-english", "test");
    const auto d = c.add_army(c.add_player("D", "test"), "Defenders", "hyw-french", "test");
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 1000, "Rouen");
    plan.duration.months = months;
    add_purchase(plan, bundled<SiegeKit>(), "siege-tower", 1);  // a plan that holds for 2 months: a mine needs 3
    return c.start_siege("Rouen", a, d, siege_plan_to_xml(plan), "test");
}
}  // namespace

CAMPAIGN_CASE("campaign month undo: the month and every siege it moved go back, and the log says so") {
    Campaign c = place.create("Undo", "hail-caesar-hyw", "");
    start_rouen(c, 2);
    CHECK_FALSE(c.can_take_back_month());  // month 1 was never advanced to
    c.advance_month("test");
    c.advance_month("test");
    REQUIRE(c.sieges().at(0).status == "assault-due");
    REQUIRE(c.can_take_back_month());
    CHECK(c.take_back_month("test") == 2);
    CHECK(c.info().current_month == 2);
    CHECK(c.sieges().at(0).months_elapsed == 1);
    CHECK(c.sieges().at(0).status == "preparing");
    CHECK(c.log().back().kind == "month-undone");
    CHECK(c.log().back().text == "Month 3 taken back: month 2 again");
    // Twice: back to the first month, where the siege started.
    CHECK(c.take_back_month("test") == 1);
    CHECK(c.sieges().at(0).months_elapsed == 0);
    CHECK_FALSE(c.can_take_back_month());
    CHECK_THROWS_WITH_AS(c.take_back_month("test"), doctest::Contains("month 1 cannot be taken back"), Error);
    // Advancing again gives the same campaign as before the take-backs.
    c.advance_month("test");
    c.advance_month("test");
    CHECK(c.info().current_month == 3);
    CHECK(c.sieges().at(0).status == "assault-due");
}

CAMPAIGN_CASE("campaign month undo: refused once something else was recorded in the month, and nothing changes") {
    Campaign c = place.create("Undo", "hail-caesar-hyw", "");
    start_rouen(c, 3);
    c.advance_month("test");
    c.add_player("Latecomer", "test");
    CHECK_FALSE(c.can_take_back_month());
    CHECK_THROWS_WITH_AS(c.take_back_month("test"), doctest::Contains("Player 'Latecomer' joined"), Error);
    CHECK(c.info().current_month == 2);
    CHECK(c.sieges().at(0).months_elapsed == 1);
    // A siege started in the new month keeps it too.
    c.advance_month("test");
    const auto armies = c.armies();
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 1000, "Caen");
    plan.duration.months = 2;
    c.start_siege("Caen", armies.at(1).id, armies.at(0).id, siege_plan_to_xml(plan), "test");
    CHECK_FALSE(c.can_take_back_month());
    CHECK(c.info().current_month == 3);
}

}  // namespace campaign_month_undo_test
