#pragma once
// Where the source says what a built-in message says: the line references that used to end the
// sentence ("(seed 002 l.600)") and now stand behind it, for --explain and JSON.
#include <string>
#include <string_view>

#include "muster/text/message.hpp"

namespace muster {

/// The places of the source behind a message ("002:600"): from the table of built-in messages,
/// else its "source" argument (a reference from the list data), else empty.
std::string message_sources(const Message& said);

}  // namespace muster
