// A campaign's siege counts its months as players do: the month it started is its first, never "month 0".
#include <doctest/doctest.h>

#include "campaign_test_fixtures.hpp"
#include "muster/campaign/siege_progress.hpp"
#include "muster/siege/siege_kit.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/text/render.hpp"

using namespace muster;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace siege_progress_test {

TEST_CASE("siege progress: a siege started this month is in month 1 of its plan, then counts up to the assault") {
    const auto file = campaign_scratch("siege-progress") / "c.muster-campaign";
    make_two_army_campaign(file);
    Campaign c = Campaign::open(file);
    SiegePlan plan = new_siege_plan(bundled<SiegeKit>(), 1000, "Harfleur");
    plan.duration.months = 2;
    c.start_siege("Harfleur", c.army("Host").id, c.army("Ost").id, siege_plan_to_xml(plan), "test");
    auto progress = [&](Language language) { return render_message(siege_progress_message(c.sieges().at(0)), language); };
    CHECK(progress(Language::english) == "month 1 of 2, preparing");
    CHECK(progress(Language::french) == "mois 1 sur 2, en préparation");
    c.advance_month("test");
    CHECK(progress(Language::english) == "month 2 of 2, preparing");
    c.advance_month("test");
    CHECK(progress(Language::english) == "2 of 2 months, assault due");
    CHECK(progress(Language::french) == "2 mois sur 2, assaut à donner");
}

}  // namespace siege_progress_test
