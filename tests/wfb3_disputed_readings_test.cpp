// WFB3 points the book leaves open, decided from its text (issue 31) and said wherever the cost is shown:
// mounted troops' two-handed weapons, pikes and halberds are improvised and so free (003:6285-6299); a chariot unit
// and a sapper team have no free unit leader (003:8079-8083, 11429-11430); the supply train follows the game's size.
#include <doctest/doctest.h>

#include "muster/wfb3/wfb3_army.hpp"
#include "test_support.hpp"

using namespace muster;
using namespace muster::wfb3;
using namespace muster::test;

// One namespace per test file: its helpers stay its own when the suite is built in one unit.
namespace wfb3_disputed_readings_test {

TEST_CASE("wfb3 readings: a mounted model's two-handed weapon, pike or halberd is improvised, so free") {
    const PointsRules& rules = bundled<PointsRules>();
    const double rider = trooper_cost(rules, {"human", {}, "horse", "", 0}).total;
    for (const char* weapon : {"two-handed-weapon", "halberd", "pike"}) {
        CHECK_MESSAGE(trooper_cost(rules, {"human", {weapon}, "horse", "", 0}).total == doctest::Approx(rider), weapon);
        CHECK_MESSAGE(trooper_cost(rules, {"human", {weapon}, "", "", 0}).total > 5, weapon);  // on foot it is paid for
    }
    const CommandResult shown = run_command(cli() + " wfb3 unit human --mount horse -e halberd");
    CHECK_MESSAGE(shown.output.find("improvised when used by mounted models") != std::string::npos, shown.output);
}

TEST_CASE("wfb3 readings: a chariot unit and a sapper team say they have no free unit leader") {
    const CommandResult chariots = run_command(cli() + " wfb3 chariot --animals horse --animals horse --crew 2 --chariots 2");
    CHECK_MESSAGE(chariots.output.find("a unit of chariots has no free unit leader") != std::string::npos, chariots.output);
    const CommandResult sappers = run_command(cli() + " wfb3 unit human --special sapper -n 2");
    CHECK_MESSAGE(sappers.output.find("a team has no free unit leader") != std::string::npos, sappers.output);
    CHECK(sappers.output.find("= 16 pts") != std::string::npos);  // 2 × (5 + 3)
}

TEST_CASE("wfb3 readings: the supply train says it follows the game's size") {
    const CommandResult shown = run_command(cli() + " wfb3 army " + source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml").string());
    CHECK_MESSAGE(shown.output.find("the supply train follows the game's size (points-limit), not the army's total") != std::string::npos, shown.output);
    const CommandResult french =
        run_command(cli() + " --lang fr wfb3 army " + source_path("lists/warhammer-fantasy-3/examples/border-patrol.wfb3.xml").string());
    CHECK(french.output.find("le train de ravitaillement suit la taille de la partie") != std::string::npos);
}

}  // namespace wfb3_disputed_readings_test
