#pragma once
#include <stdexcept>
#include <string>

#include "muster/text/message.hpp"

namespace muster {

/// The one exception type of the core: an operation that cannot be done, with a message
/// for the user. Problems inside a user's file are not thrown: they are collected in a Report.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    /// An error that means `meaning`: what() is its English sentence, in() renders any language.
    explicit Error(Message meaning);

    /// The sentence in a language (what() when the error was built from English text alone).
    std::string in(Language language) const;
    /// What it means, when it was built from a catalogue message.
    const std::optional<Message>& meaning() const { return meaning_; }

private:
    std::optional<Message> meaning_;
};

}  // namespace muster
