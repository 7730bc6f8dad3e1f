#pragma once
// WFB3 armies and bestiaries written inline by the tests, priced with the bundled rules.
#include <doctest/doctest.h>

#include <string>

#include "muster/wfb3/wfb3_army.hpp"
#include "test_support.hpp"

namespace muster::test {

/// An army of these entries, 3,000 pts, priced with the bundled points rules.
inline wfb3::ArmyVerdict wfb3_army_of(const std::string& entries) {
    return wfb3::evaluate_army_text("<wfb3-army name=\"T\" points-limit=\"3000\">\n" + entries + "</wfb3-army>\n", "t.wfb3.xml", bundled<wfb3::PointsRules>());
}

/// The bundled points rules with these creatures added, as a player's bestiary adds them.
inline wfb3::PointsRules wfb3_rules_with(const std::string& creatures) {
    wfb3::PointsRules mine = bundled<wfb3::PointsRules>();
    Report report;
    REQUIRE(wfb3::parse_bestiary("<wfb3-bestiary>" + creatures + "</wfb3-bestiary>", "mine.xml", mine, report));
    return mine;
}

}  // namespace muster::test
