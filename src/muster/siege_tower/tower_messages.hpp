#pragma once
#include <string>
#include <string_view>

#include <initializer_list>
#include <utility>

#include "muster/onus/onus_messages.hpp"
#include "muster/text/message.hpp"

namespace muster::siege_tower {

/// A named hole of a message and what fills it: text as it is, or a reading with its French.
using MessageHole = onus::MessageHole;

/// The catalogue message of a siege tower finding with its {holes} filled: every message of the tower is
/// written once, in tower_messages.cpp, keyed by its rule id.
Message tower_message(std::string_view rule_id, std::initializer_list<MessageHole> holes = {});

}  // namespace muster::siege_tower
