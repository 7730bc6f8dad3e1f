#pragma once
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "muster/text/message.hpp"

namespace muster {

/// Fills the named holes of a message ("the army '{army}' …"), so each message stays one
/// whole sentence, ready for a translation catalogue.
std::string fill(std::string_view message, std::initializer_list<std::pair<std::string_view, std::string_view>> holes);

/// A catalogue message of the campaign module with its named holes filled as they are written
/// (ids "campaign.*": the sentence is translated, the values shown as given).
Message campaign_message(MessageText text, std::initializer_list<std::pair<std::string_view, std::string_view>> holes);

}  // namespace muster
