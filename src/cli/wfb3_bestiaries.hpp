#pragma once
// The WFB3 points rules with the player's own bestiaries added (wfb3 --bestiary, print … --bestiary).
#include <string>
#include <vector>

#include "muster/text/message.hpp"
#include "muster/wfb3/wfb3_rules.hpp"

namespace muster::cli {

/// The bundled points rules and the creatures of each bestiary file; throws Error naming a file that cannot be read.
wfb3::PointsRules wfb3_rules_with_bestiaries(const std::vector<std::string>& bestiaries, Language language);

}  // namespace muster::cli
