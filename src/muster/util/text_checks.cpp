#include "muster/util/text_checks.hpp"

#include <utf8proc.h>

namespace muster {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD

bool is_control(utf8proc_int32_t code_point, bool multiline) {
    if (multiline && (code_point == '\n' || code_point == '\t' || code_point == '\r')) return false;
    return code_point < 0x20 || (code_point >= 0x7F && code_point < 0xA0);
}

// Calls `each(offset, length, code_point)` for every code point; code_point is -1 for a broken byte (length 1).
template <typename Each>
void walk(std::string_view text, Each each) {
    std::size_t i = 0;
    while (i < text.size()) {
        utf8proc_int32_t code_point = -1;
        const auto length =
            utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + i), static_cast<utf8proc_ssize_t>(text.size() - i), &code_point);
        const std::size_t step = length > 0 ? static_cast<std::size_t>(length) : 1;
        if (!each(i, step, length > 0 ? code_point : -1)) return;
        i += step;
    }
}

}  // namespace

TextCheck check_plain_text(std::string_view text, bool multiline) {
    TextCheck check;
    walk(text, [&](std::size_t offset, std::size_t, utf8proc_int32_t code_point) {
        if (code_point < 0) check = {TextFault::invalid_utf8, offset};
        else if (is_control(code_point, multiline)) check = {TextFault::control_character, offset};
        return check.fault == TextFault::none;
    });
    return check;
}

std::string printable_text(std::string_view text, bool multiline) {
    if (check_plain_text(text, multiline).fault == TextFault::none) return std::string(text);
    std::string out;
    out.reserve(text.size() + 8);
    walk(text, [&](std::size_t offset, std::size_t length, utf8proc_int32_t code_point) {
        if (code_point < 0 || is_control(code_point, multiline)) out += replacement;
        else out.append(text.substr(offset, length));
        return true;
    });
    return out;
}

}  // namespace muster
