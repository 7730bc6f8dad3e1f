#include "muster/util/json_refusals.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace muster {

namespace {

bool is_number_byte(char c) { return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'; }

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The code of a \uXXXX escape starting at text[at] ('\\'), or -1 when it is not one.
int escaped_code(std::string_view text, std::size_t at) {
    if (at + 6 > text.size() || text[at + 1] != 'u') return -1;
    int code = 0;
    for (std::size_t i = at + 2; i < at + 6; ++i) {
        const int digit = hex_digit(text[i]);
        if (digit < 0) return -1;
        code = code * 16 + digit;
    }
    return code;
}

}  // namespace

std::optional<JsonRefusal> first_refused_json_token(std::string_view text, bool control_characters) {
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (in_string) {
            if (ch == '"') {
                in_string = false;
            } else if (ch == '\\') {
                const int code = escaped_code(text, i);
                if (control_characters && code >= 0 &&
                    ((code < 0x20 && code != '\t' && code != '\n' && code != '\r') || code == 0x7F || (code >= 0x80 && code <= 0x9F)))
                    return JsonRefusal{JsonRefusal::Kind::control_character, i, std::string(text.substr(i, 6))};
                ++i;  // the escaped character (a quote or backslash among them) is never the string's end
            }
        } else if (ch == '"') {
            in_string = true;
        } else if ((ch >= '0' && ch <= '9') || ch == '-') {
            std::size_t end = i;
            while (end < text.size() && is_number_byte(text[end])) ++end;
            const std::string token(text.substr(i, end - i));
            const double value = std::strtod(token.c_str(), nullptr);
            if (std::isinf(value)) return JsonRefusal{JsonRefusal::Kind::number_too_large, i, token.substr(0, 40)};
            i = end - 1;
        }
    }
    return std::nullopt;
}

TextPosition text_position(std::string_view text, std::size_t offset) {
    TextPosition at;
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++at.column;
        }
    }
    return at;
}

}  // namespace muster
