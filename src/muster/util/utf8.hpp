#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

/// Byte offset of the first byte that breaks UTF-8, or nothing when the text is valid.
std::optional<std::size_t> first_invalid_utf8(std::string_view text);
/// The text in Unicode normalisation form C (composed accents), as PDFs and comparisons need.
std::string to_nfc(std::string_view text);
/// Lower-cased, accent-stripped text for forgiving searches ("Écorcheurs" ~ "ecorcheurs").
std::string search_key(std::string_view text);

/// True for the control characters (Unicode Cc: U+0000–U+001F and U+007F–U+009F), which can drive a terminal.
bool is_control_character(char32_t code_point);
/// The text safe to print on a terminal: control characters and bytes that break UTF-8 become \x1B, \u{9B}.
std::string printable(std::string_view text);

/// The longest name or id Muster takes, in characters.
inline constexpr std::size_t max_name_characters = 200;

/// Why a text cannot be a name or an id.
enum class NameFault { none, not_utf8, control_character, too_long };
/// What is wrong with a name or id: not UTF-8, a control character (a NUL, a terminal escape, a line break),
/// more than max_characters characters.
NameFault name_fault(std::string_view text, std::size_t max_characters = max_name_characters);
/// The sentence that tells the user about a fault: `what` names the value ("the army name", "--name").
std::string name_fault_message(NameFault fault, std::string_view what, std::string_view text);
/// A name or id from a user, in NFC; throws Error with the fault's message when it cannot be one.
std::string checked_name(std::string_view text, std::string_view what);

}  // namespace muster
