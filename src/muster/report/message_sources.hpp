#pragma once
// Where the source says what a built-in message says: the line references that used to end the
// sentence ("(seed 002 l.600)") and now stand behind it, for --explain and JSON.
#include <string>
#include <string_view>

#include "muster/text/message.hpp"

namespace muster {

/// The places of the source behind a built-in message ("002:600"), else empty: the places behind a
/// finding from list data come with the data (a `sources="…"` attribute) and are set by its reader.
std::string message_sources(const Message& said);

}  // namespace muster
