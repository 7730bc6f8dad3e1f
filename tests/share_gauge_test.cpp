// A share's gauge (the window's composition pane, the army summary's shares, the JSON's "group")
// names its groups in the reader's language, from the list's own translations.
#include <doctest/doctest.h>

#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "test_support.hpp"

namespace share_gauge_test {

namespace {

using namespace muster;

// The gauge of a rule of the French list in a small French army.
ShareGauge french_gauge(const std::string& rule_id) {
    const ListLibrary& lists = muster::test::bundled_lists();
    const Faction& faction = *lists.faction("hyw-french");
    Roster roster = new_roster(faction, 1000, "gauges");
    const std::string division = add_division(roster, "");
    add_unit(roster, faction, division, "mounted-knights");
    add_unit(roster, faction, division, "dismounted-knights");
    const RosterVerdict verdict = validate_roster(roster, lists);
    for (const ShareGauge& gauge : verdict.shares)
        if (gauge.rule_id == rule_id) return gauge;
    FAIL("no gauge for the rule " << rule_id);
    return {};
}

}  // namespace

TEST_CASE("share gauge: a share of another group is named in the reader's language") {
    const ShareGauge gauge = french_gauge("fr-mounted-knights");
    CHECK(share_group_name(gauge, Language::english) == "Mounted knights of Knights");
    CHECK(share_group_name(gauge, Language::french) == "Chevaliers montés parmi les Chevaliers");
}

TEST_CASE("share gauge: a share of the whole army names its one group in the reader's language") {
    const RosterVerdict verdict = [] {
        const ListLibrary& lists = muster::test::bundled_lists();
        const Faction& faction = *lists.faction("hyw-french");
        Roster roster = new_roster(faction, 1000, "gauges");
        add_unit(roster, faction, add_division(roster, ""), "mounted-knights");
        return validate_roster(roster, lists);
    }();
    bool seen = false;
    for (const ShareGauge& gauge : verdict.shares) {
        if (!gauge.of_group.en.empty()) continue;
        seen = true;
        CAPTURE(gauge.rule_id);
        CHECK(share_group_name(gauge, Language::english) == gauge.group.en);
        REQUIRE(gauge.group.translation(Language::french) != nullptr);
        CHECK(share_group_name(gauge, Language::french) == *gauge.group.translation(Language::french));
        CHECK(share_group_name(gauge, Language::french) != share_group_name(gauge, Language::english));
    }
    CHECK(seen);
}

}  // namespace share_gauge_test
