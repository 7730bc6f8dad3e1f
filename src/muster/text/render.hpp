#pragma once
#include <string>

#include "muster/text/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// The sentence a player reads: the catalogue's wording in the language, its placeholders
/// filled with values written that language's way. Never throws for a bad translation: the
/// English wording is used instead.
std::string render_message(const Message& message, Language language);

/// A value as it is written in a language (what a placeholder shows).
std::string write_value(const MessageValue& value, Language language);

}  // namespace muster
