#pragma once
#include <string>
#include <string_view>

#include "muster/util/fill_message.hpp"

namespace muster::siege_tower {

/// The sentence of a siege tower finding with its {holes} filled: every message of the tower is
/// written once, in tower_messages.cpp, keyed by its rule id.
std::string tower_message(std::string_view rule_id, std::initializer_list<MessageHole> holes = {});

}  // namespace muster::siege_tower
