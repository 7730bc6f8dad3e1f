#pragma once
#include <string>
#include <string_view>

#include <initializer_list>
#include <utility>

#include "muster/text/message.hpp"

namespace muster::onus {

/// A named hole of a message and the text that fills it.
using MessageHole = std::pair<std::string_view, std::string>;

/// The catalogue message of an ONUS! finding with its {holes} filled: every ONUS! message is written once, in
/// onus_messages.cpp, keyed by its rule id.
Message onus_message(std::string_view rule_id, std::initializer_list<MessageHole> holes = {});

}  // namespace muster::onus
