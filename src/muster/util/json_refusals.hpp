#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

/// What a JSON text holds that the parser would take but Muster refuses, found in one pass
/// before parsing: a number beyond a double (1e400: the library's own out-of-range error, with
/// no position), or a control character written as an escape (\u0000 would cut a name at the
/// NUL, \u001b drive the terminal). Tab, newline and carriage return are ordinary text.
struct JsonRefusal {
    enum class Kind { number_too_large, control_character };
    Kind kind;
    std::size_t offset;  ///< byte where the number or the escape starts
    std::string token;   ///< as written (at most 40 bytes)
};
/// `control_characters` false: numbers only (a reader that refuses control characters itself,
/// naming the field that holds one).
std::optional<JsonRefusal> first_refused_json_token(std::string_view text, bool control_characters = true);

/// The line and column (in code points, both from 1) of a byte offset of a text.
struct TextPosition {
    int line = 1;
    int column = 1;
};
TextPosition text_position(std::string_view text, std::size_t offset);

}  // namespace muster
