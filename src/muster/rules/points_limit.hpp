#pragma once
#include "muster/report/report.hpp"

namespace muster {

struct ArmyTally;

/// The army's points limit: everything bought, generals included, must fit in it.
void check_points_limit(const ArmyTally& tally, Report& report);

}  // namespace muster
