#pragma once
#include <string>
#include <string_view>

#include <initializer_list>
#include <utility>

#include "muster/text/message.hpp"

namespace muster::onus {

/// What fills a hole: text shown as it is, a name with its translations, a clause or a figure.
struct HoleValue {
    MessageValue value;
    HoleValue(std::string text) : value(VerbatimValue{std::move(text)}) {}      // NOLINT: implicit on purpose
    HoleValue(const char* text) : value(VerbatimValue{std::string(text)}) {}    // NOLINT: implicit on purpose
    HoleValue(LocalisedName name) : value(std::move(name)) {}                   // NOLINT: implicit on purpose
    HoleValue(NestedMessage clause) : value(std::move(clause)) {}              // NOLINT: a clause in the sentence's language
    HoleValue(DecimalValue number) : value(number) {}                           // NOLINT: a figure written the language's way
};

/// A named hole of a message and what fills it.
using MessageHole = std::pair<std::string_view, HoleValue>;

/// "seed 002 l.84" in every language ("source 002 l.84" in French): a reference to a seed's lines.
LocalisedName seed_reference(const std::string& reference);

/// The catalogue message of an ONUS! finding with its {holes} filled: every ONUS! message is written once, in
/// onus_messages.cpp, keyed by its rule id.
Message onus_message(std::string_view rule_id, std::initializer_list<MessageHole> holes = {});

}  // namespace muster::onus
