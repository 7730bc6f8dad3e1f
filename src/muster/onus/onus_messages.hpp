#pragma once
#include <string>
#include <string_view>

#include "muster/util/fill_message.hpp"

namespace muster::onus {

/// The sentence of an ONUS! finding with its {holes} filled: every ONUS! message is written once, in
/// onus_messages.cpp, keyed by its rule id.
std::string onus_message(std::string_view rule_id, std::initializer_list<MessageHole> holes = {});

}  // namespace muster::onus
