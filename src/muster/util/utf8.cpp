#include "muster/util/utf8.hpp"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <memory>

#include <utf8proc.h>

#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/util/name_fault_text.hpp"

namespace muster {

namespace {

// The code point starting at text[i] and its length in bytes, or a length <= 0 when the bytes break UTF-8.
utf8proc_ssize_t next_code_point(std::string_view text, std::size_t i, utf8proc_int32_t& code_point) {
    return utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + i), static_cast<utf8proc_ssize_t>(text.size() - i), &code_point);
}

// True when every code point is below U+0300, where the combining marks begin: such text is
// already in NFC (nothing below U+0300 decomposes to anything but itself or composes with what
// precedes it), so the common Latin text costs one pass. Bytes that break UTF-8 are left as they
// are, as utf8proc leaves them.
bool below_combining_marks(std::string_view text) {
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0xCC) return false;  // a lead byte of U+0300 or above (or no UTF-8 at all)
    }
    return true;
}

std::string map_with(std::string_view text, int options) {
    utf8proc_uint8_t* mapped = nullptr;
    const auto length = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()), static_cast<utf8proc_ssize_t>(text.size()), &mapped,
                                     static_cast<utf8proc_option_t>(options));
    if (length < 0) return std::string(text);
    std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owner(mapped, &std::free);
    return std::string(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(length));
}

}  // namespace

std::optional<std::size_t> first_invalid_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        if (i + 32 <= text.size()) {  // thirty-two ASCII bytes at once need no decoding
            std::uint64_t blocks[4];
            std::memcpy(blocks, text.data() + i, 32);
            if (((blocks[0] | blocks[1] | blocks[2] | blocks[3]) & 0x8080808080808080ULL) == 0) {
                i += 32;
                continue;
            }
        }
        if (i + 8 <= text.size()) {  // eight at once
            std::uint64_t block = 0;
            std::memcpy(&block, text.data() + i, 8);
            if ((block & 0x8080808080808080ULL) == 0) {
                i += 8;
                continue;
            }
        }
        if (static_cast<unsigned char>(text[i]) < 0x80) {  // ASCII needs no decoding
            ++i;
            continue;
        }
        utf8proc_int32_t code_point = 0;
        const auto length = next_code_point(text, i, code_point);
        if (length <= 0) return i;
        i += static_cast<std::size_t>(length);
    }
    return std::nullopt;
}

// Ends with STABLE | COMPOSE (NFC).
std::string to_nfc(std::string_view text) {
    if (below_combining_marks(text)) return std::string(text);
    return map_with(text, UTF8PROC_STABLE | UTF8PROC_COMPOSE);
}

std::string search_key(std::string_view text) { return map_with(text, UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_STRIPMARK | UTF8PROC_CASEFOLD); }

bool is_control_character(char32_t code_point) { return code_point < 0x20 || (code_point >= 0x7F && code_point <= 0x9F); }

std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    char escape[16];
    while (i < text.size()) {
        utf8proc_int32_t code_point = 0;
        const auto length = next_code_point(text, i, code_point);
        if (length <= 0) {
            std::snprintf(escape, sizeof escape, "\\x%02X", static_cast<unsigned>(static_cast<unsigned char>(text[i])));
            out += escape;
            ++i;
            continue;
        }
        if (is_control_character(static_cast<char32_t>(code_point))) {
            if (code_point < 0x80) std::snprintf(escape, sizeof escape, "\\x%02X", static_cast<unsigned>(code_point));
            else std::snprintf(escape, sizeof escape, "\\u{%X}", static_cast<unsigned>(code_point));
            out += escape;
        } else {
            out.append(text.substr(i, static_cast<std::size_t>(length)));
        }
        i += static_cast<std::size_t>(length);
    }
    return out;
}

NameFault name_fault(std::string_view text, std::size_t max_characters) {
    std::size_t i = 0, characters = 0;
    while (i < text.size()) {
        if (const auto byte = static_cast<unsigned char>(text[i]); byte < 0x80) {  // ASCII needs no decoding
            if (byte < 0x20 || byte == 0x7F) return NameFault::control_character;
            ++i;
            ++characters;
            continue;
        }
        utf8proc_int32_t code_point = 0;
        const auto length = next_code_point(text, i, code_point);
        if (length <= 0) return NameFault::not_utf8;
        if (is_control_character(static_cast<char32_t>(code_point))) return NameFault::control_character;
        i += static_cast<std::size_t>(length);
        ++characters;
    }
    return characters > max_characters ? NameFault::too_long : NameFault::none;
}

Message name_fault_meaning(NameFault fault, Message what, std::string_view text) {
    const std::string shown = printable(text.substr(0, 4 * max_name_characters));
    Message said;
    switch (fault) {
        case NameFault::none:
            return said;
        case NameFault::not_utf8:
            said = message(MUSTER_MESSAGE("names.not-utf8", "{what} \"{text}\" is not valid UTF-8 text"));
            break;
        case NameFault::control_character:
            said = message(
                MUSTER_MESSAGE("names.control-character", "{what} \"{text}\" holds a control character (shown escaped); a name is one line of printable text"));
            break;
        case NameFault::too_long:
            return message(MUSTER_MESSAGE("names.too-long", "{what} is longer than {most} characters"))
                .with("what", nested(std::move(what)))
                .with("most", IntegerValue{static_cast<long long>(max_name_characters)});
    }
    return said.with("what", nested(std::move(what))).with("text", VerbatimValue{shown});
}

std::string name_fault_message(NameFault fault, std::string_view what, std::string_view text) {
    if (fault == NameFault::none) return {};
    // `what` is English text from the caller, shown as it is.
    constexpr MessageText as_written{"message.verbatim", "{text}", nullptr};
    return render_message(name_fault_meaning(fault, message(as_written).with("text", VerbatimValue{std::string(what)}), text), Language::english);
}

std::string checked_name(std::string_view text, const Message& what) {
    const NameFault fault = name_fault(text);
    if (fault != NameFault::none) throw Error(name_fault_meaning(fault, what, text));
    return to_nfc(text);
}

std::string checked_name(std::string_view text, std::string_view what) {
    const NameFault fault = name_fault(text);
    if (fault != NameFault::none) throw Error(name_fault_message(fault, what, text));
    return to_nfc(text);
}

}  // namespace muster
