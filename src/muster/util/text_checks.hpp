#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace muster {

/// What is wrong with a text typed or read as a name or a note.
enum class TextFault {
    none,
    invalid_utf8,       ///< a byte that breaks UTF-8
    control_character,  ///< C0 (NUL, ESC …), DEL or C1: terminal escapes, truncating NULs
};

/// The first fault of a text and the byte where it starts.
struct TextCheck {
    TextFault fault = TextFault::none;
    std::size_t offset = 0;
};

/// Checks a text: valid UTF-8 and no control characters; line breaks and tabs are allowed
/// only when `multiline`.
TextCheck check_plain_text(std::string_view text, bool multiline);
/// The text with each byte that breaks UTF-8 and each control character (but line breaks and
/// tabs when `multiline`) replaced by U+FFFD, so it can be printed and written as JSON safely.
std::string printable_text(std::string_view text, bool multiline);

}  // namespace muster
