#pragma once
#include <span>
#include <string_view>

#include "muster/text/message.hpp"

namespace muster {

/// The message with this id in a module's table, where every message of the module is written once
/// (onus_text, tower_text): message(message_in(catalogue, "onus.gap"), {{"gap", …}}). An id the table
/// lacks gives "(a finding Muster has no words for)".
MessageText message_in(std::span<const MessageText> table, std::string_view id);

}  // namespace muster
