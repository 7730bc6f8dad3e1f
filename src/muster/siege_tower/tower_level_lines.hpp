#pragma once
#include <vector>

#include "muster/siege_tower/siege_tower.hpp"
#include "muster/text/message.hpp"

namespace muster::siege_tower {

/// Each level of the tower against the rampart attacked, a line each as `muster-cli tower check`
/// prints them: unused, or its height, the heights it spans, the ladder's MP, the drawbridge.
std::vector<Message> level_lines(const TowerVerdict& verdict);

}  // namespace muster::siege_tower
