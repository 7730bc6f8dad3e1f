#pragma once
#include <string_view>

#include "muster/text/message.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

/// What is wrong with a name or id, as a catalogue message: `what` names the value ("the army name").
Message name_fault_meaning(NameFault fault, Message what, std::string_view text);

}  // namespace muster
