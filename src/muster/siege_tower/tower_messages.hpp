#pragma once
#include <string_view>

#include "muster/text/message.hpp"

namespace muster::siege_tower {

/// The catalogue text of a siege tower finding, keyed by its rule id: every message of the tower is written
/// once, in tower_messages.cpp, and filled like any other: message(tower_text("tower.levels"), {{"count", …}}).
MessageText tower_text(std::string_view rule_id);

}  // namespace muster::siege_tower
