#pragma once
#include <string_view>

#include "muster/text/message.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

/// What is wrong with a name or id, as a catalogue message: `what` names the value ("the army name").
Message name_fault_meaning(NameFault fault, Message what, std::string_view text);
/// A name or id from a user, in NFC; throws Error saying, in any language, what is wrong with `what`.
std::string checked_name(std::string_view text, const Message& what);

}  // namespace muster
