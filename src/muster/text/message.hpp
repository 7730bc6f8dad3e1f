#pragma once
#include <cmath>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "muster/text/localised_name.hpp"
#include "muster/util/text_checks.hpp"

namespace muster {

/// A message of the catalogue: a stable id (the gettext context, also what JSON output and
/// scripts see), the English text with named {placeholders}, and its English plural when the
/// sentence depends on a count. Write them with MUSTER_MESSAGE so xgettext gathers them.
struct MessageText {
    const char* id;                ///< "share.above-max": stable, never shown
    const char* text;              ///< English, with {named} placeholders
    const char* plural = nullptr;  ///< English plural form, when the message counts something
};

/// A catalogue message (xgettext keyword MUSTER_MESSAGE:1c,2).
#define MUSTER_MESSAGE(id, text) \
    ::muster::MessageText { id, text, nullptr }
/// A catalogue message whose wording follows the count argument (keyword MUSTER_MESSAGE_PLURAL:1c,2,3).
#define MUSTER_MESSAGE_PLURAL(id, one, many) \
    ::muster::MessageText { id, one, many }

/// A whole number, written with the language's digit grouping.
struct IntegerValue {
    long long value = 0;
};
/// A decimal number with a fixed number of decimals, written the language's way.
struct DecimalValue {
    double value = 0;
    int decimals = 1;
};
/// Army points: "1,000 pts" / "1 000 pts".
struct PointsValue {
    double value = 0;
};
/// A share: "50.0 %" / "50,0 %" (value 0.5 is 50 %).
struct PercentValue {
    double value = 0;
    int decimals = 1;
};
/// Text shown as it is (an id the user typed, a file name).
struct VerbatimValue {
    std::string text;
};

/// A number with the decimals it needs, two at most: 120, 1.5, 37.25.
inline DecimalValue decimal_as_needed(double value) {
    const double rounded = std::round(value * 100.0) / 100.0;
    return DecimalValue{rounded, rounded == std::floor(rounded) ? 0 : std::round(rounded * 10.0) == rounded * 10.0 ? 1 : 2};
}
/// Text shown as it is.
inline VerbatimValue verbatim(std::string text) { return VerbatimValue{std::move(text)}; }
/// Text a user typed, shown on one line with its control characters escaped.
inline VerbatimValue typed(const std::string& text) { return VerbatimValue{printable_text(text, false)}; }

struct Message;
/// A whole clause rendered in the same language as the sentence that holds it.
struct NestedMessage {
    std::shared_ptr<const Message> message;
};

/// What a placeholder holds; names are localised, numbers written per language.
using MessageValue = std::variant<VerbatimValue, IntegerValue, DecimalValue, PointsValue, PercentValue, LocalisedName, NestedMessage>;

/// One named placeholder and its value.
struct MessageArgument {
    std::string name;
    MessageValue value;
};

/// A sentence to show: which catalogue message, with what values. Rendered per language by
/// render_message(); kept whole in JSON output so scripts never parse prose.
struct Message {
    MessageText text{"", ""};
    std::vector<MessageArgument> arguments;
    std::optional<long long> count;  ///< picks the plural form, when text.plural is set

    /// Adds a placeholder value and returns the message for chaining.
    Message& with(std::string name, MessageValue value) {
        arguments.push_back({std::move(name), std::move(value)});
        return *this;
    }
    /// Sets the count that chooses the plural form, and the placeholder that shows it.
    Message& counting(std::string name, long long value) {
        count = value;
        return with(std::move(name), IntegerValue{value});
    }
};

/// A message with no placeholder yet.
inline Message message(MessageText text) { return Message{text, {}, std::nullopt}; }
/// A message as the value of another's placeholder.
inline NestedMessage nested(Message clause) { return NestedMessage{std::make_shared<const Message>(std::move(clause))}; }

/// One named hole of a message and what fills it: text shown as it is, a name in every
/// language, a clause rendered in the sentence's language, or a number written the language's way.
struct MessageHole {
    // Implicit on purpose: a hole is written {"name", value} in a list.
    MessageHole(std::string_view hole, std::string text) : name(hole), value(VerbatimValue{std::move(text)}) {}
    MessageHole(std::string_view hole, const char* text) : name(hole), value(VerbatimValue{text}) {}
    MessageHole(std::string_view hole, std::string_view text) : name(hole), value(VerbatimValue{std::string(text)}) {}
    MessageHole(std::string_view hole, LocalisedName localised) : name(hole), value(std::move(localised)) {}
    MessageHole(std::string_view hole, const Message& clause) : name(hole), value(nested(clause)) {}
    MessageHole(std::string_view hole, MessageValue filling) : name(hole), value(std::move(filling)) {}
    std::string name;
    MessageValue value;
};

/// The one way to fill a message: the catalogue message with each hole's value. Rendering
/// (render_message) writes the values in the reader's language, numbers and elision included.
inline Message message(const MessageText& text, std::initializer_list<MessageHole> holes) {
    Message said = message(text);
    for (const MessageHole& hole : holes) said.with(hole.name, hole.value);
    return said;
}

}  // namespace muster
