// The XML door: what every Muster XML file is checked for before pugixml reads it. pugixml itself skips a
// DOCTYPE silently and keeps undefined entities literally ("&f;" as a name), so both are refused here.
#include "muster/xml/xml_guard.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <cstdio>

#include "muster/util/utf8.hpp"

namespace muster {

namespace {

bool is_xml_char(unsigned long c) {
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

std::string code_point_text(unsigned long c) {
    char text[16];
    std::snprintf(text, sizeof text, "U+%04lX", c);
    return text;
}

RefusedMarkup control_character(std::size_t offset, unsigned char byte) {
    return {offset, "xml.control-character",
            message(MUSTER_MESSAGE("xml.control-character", "the file holds the control character {code}, which XML does not allow"))
                .with("code", VerbatimValue{code_point_text(byte)})};
}

bool starts_with(std::string_view text, std::size_t at, std::string_view prefix) { return text.substr(at, prefix.size()) == prefix; }

bool is_name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == ':' ||
           static_cast<unsigned char>(c) >= 0x80;
}

// Checks the reference starting at text[at] == '&'; sets `length` to its length when it is allowed.
std::optional<RefusedMarkup> check_reference(std::string_view text, std::size_t at, std::size_t& length) {
    std::size_t i = at + 1;
    if (i < text.size() && text[i] == '#') {
        const bool hex = i + 1 < text.size() && text[i + 1] == 'x';
        i += hex ? 2 : 1;
        unsigned long value = 0;
        const std::size_t digits_start = i;
        for (; i < text.size(); ++i) {
            const char c = text[i];
            int digit = -1;
            if (c >= '0' && c <= '9') digit = c - '0';
            else if (hex && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
            else if (hex && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
            if (digit < 0) break;
            if (value <= 0x10FFFF) value = value * (hex ? 16 : 10) + static_cast<unsigned long>(digit);
        }
        const std::string written = printable(text.substr(at, std::min<std::size_t>(i + 1 - at, 24)));
        if (i == digits_start || i >= text.size() || text[i] != ';')
            return RefusedMarkup{at, "xml.bad-reference",
                                 message(MUSTER_MESSAGE("xml.bad-reference",
                                                        "the character reference {reference} is malformed; "
                                                        "write &#N; or &#xH; (or & itself as &amp;)"))
                                     .with("reference", VerbatimValue{written})};
        if (!is_xml_char(value))
            return RefusedMarkup{at, "xml.bad-reference",
                                 value > 0x10FFFF
                                     ? message(MUSTER_MESSAGE("xml.reference-beyond-unicode",
                                                              "the character reference {reference} stands for no character (Unicode ends at U+10FFFF)"))
                                           .with("reference", VerbatimValue{written})
                                     : message(MUSTER_MESSAGE("xml.reference-refused",
                                                              "the character reference {reference} stands for {code}, which XML does not allow "
                                                              "(a NUL or control character cannot be in a Muster file)"))
                                           .with("reference", VerbatimValue{written})
                                           .with("code", VerbatimValue{code_point_text(value)})};
        length = i + 1 - at;
        return std::nullopt;
    }
    while (i < text.size() && i - at <= 64 && is_name_char(text[i])) ++i;
    if (i == at + 1 || i >= text.size() || text[i] != ';')
        return RefusedMarkup{at, "xml.bare-ampersand",
                             message(MUSTER_MESSAGE("xml.bare-ampersand", "a '&' must start an entity such as &amp; (write & itself as &amp;)"))};
    const std::string_view name = text.substr(at + 1, i - at - 1);
    if (name != "amp" && name != "lt" && name != "gt" && name != "quot" && name != "apos")
        return RefusedMarkup{at, "xml.undefined-entity",
                             message(MUSTER_MESSAGE("xml.undefined-entity",
                                                    "the entity &{name}; is not defined; Muster files use only "
                                                    "&amp; &lt; &gt; &quot; &apos; and character references"))
                                 .with("name", VerbatimValue{printable(name)})};
    length = i + 1 - at;
    return std::nullopt;
}

// Whether text[at] is a place to look into: a '&', a "<!" or "<?", or a control character other
// than tab, line feed and carriage return.
bool looks_into(std::string_view text, std::size_t at) {
    const auto byte = static_cast<unsigned char>(text[at]);
    if (byte == '&') return true;
    if (byte < 0x20) return byte != '\t' && byte != '\n' && byte != '\r';
    return byte == '<' && at + 1 < text.size() && (text[at + 1] == '!' || text[at + 1] == '?');
}

// The first place to look into from `at` on (text.size() when none), thirty-two bytes at a time: most
// of a file is nothing to look into. A block is searched for '&', '!', '?' and control characters
// with vector compares (made twice: for processors with AVX2 and for any other), and a '!' or '?'
// that follows no '<' is passed.
__attribute__((target_clones("avx2", "default"))) std::size_t next_to_look_into(std::string_view text, std::size_t at) {
    const std::size_t start = at;
    using Block = unsigned char __attribute__((vector_size(32)));
    using Lanes = std::uint64_t __attribute__((vector_size(32)));
    while (at + 32 <= text.size()) {
        Block here;
        std::memcpy(&here, text.data() + at, 32);
        const auto control = ((here & 0xE0) == 0) & ~((here == '\t') | (here == '\n') | (here == '\r'));
        const auto found = reinterpret_cast<Lanes>(control | (here == '&') | (here == '!') | (here == '?'));  // all ones in each byte found
        if ((found[0] | found[1] | found[2] | found[3]) == 0) {
            at += 32;
            continue;
        }
        // The few candidates of these 32 bytes, one by one; a "<!" or "<?" may start in the block before.
        for (const std::size_t block_end = at + 32; at < block_end; ++at) {
            if (text[at] == '!' || text[at] == '?') {
                if (at > start && text[at - 1] == '<') return at - 1;
            } else if (looks_into(text, at)) {
                return at;
            }
        }
    }
    while (at < text.size() && !looks_into(text, at)) ++at;
    return at;
}

}  // namespace

std::optional<RefusedMarkup> first_refused_markup(std::string_view text) {
    // Regions read as they are: comments, CDATA sections and processing instructions (the XML declaration).
    struct Region {
        std::string_view open, close;
    };
    static constexpr Region verbatim[] = {{"<!--", "-->"}, {"<![CDATA[", "]]>"}, {"<?", "?>"}};
    std::size_t i = 0;
    while (i < text.size()) {
        i = next_to_look_into(text, i);
        if (i == text.size()) break;
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x20) return control_character(i, byte);
        if (byte == '&') {
            std::size_t length = 1;
            if (auto refused = check_reference(text, i, length)) return refused;
            i += length;
            continue;
        }
        // "<!" or "<?"
        bool skipped = false;
        for (const Region& region : verbatim) {
            if (!starts_with(text, i, region.open)) continue;
            const std::size_t end = text.find(region.close, i + region.open.size());
            const std::size_t stop = end == std::string_view::npos ? text.size() : end + region.close.size();
            for (std::size_t j = i; j < stop; ++j) {
                const auto c = static_cast<unsigned char>(text[j]);
                if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') return control_character(j, c);
            }
            i = stop;
            skipped = true;
            break;
        }
        if (skipped) continue;
        if (starts_with(text, i, "<!")) {
            std::size_t end = i + 2;
            while (end < text.size() && end - i < 20 && is_name_char(text[end])) ++end;
            const std::string keyword = printable(text.substr(i + 2, end - i - 2));
            if (keyword == "DOCTYPE" || keyword == "doctype")
                return RefusedMarkup{i, "xml.doctype",
                                     message(MUSTER_MESSAGE("xml.doctype",
                                                            "DOCTYPE declarations are not allowed in Muster files (they "
                                                            "can define entities that expand without end or read other files)"))};
            return RefusedMarkup{i, "xml.doctype",
                                 message(MUSTER_MESSAGE("xml.declaration", "<!{keyword}…> declarations are not allowed in Muster files"))
                                     .with("keyword", VerbatimValue{keyword})};
        }
        ++i;
    }
    return std::nullopt;
}

}  // namespace muster
