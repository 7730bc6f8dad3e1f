#include "muster/util/utf8.hpp"

#include <cstdlib>
#include <memory>

#include <utf8proc.h>

namespace muster {

std::optional<std::size_t> first_invalid_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        utf8proc_int32_t code_point = 0;
        const auto length = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + i),
                                             static_cast<utf8proc_ssize_t>(text.size() - i), &code_point);
        if (length <= 0) return i;
        i += static_cast<std::size_t>(length);
    }
    return std::nullopt;
}

namespace {
std::string map_with(std::string_view text, int options) {
    utf8proc_uint8_t* mapped = nullptr;
    const auto length = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()),
                                     static_cast<utf8proc_ssize_t>(text.size()), &mapped,
                                     static_cast<utf8proc_option_t>(options));
    if (length < 0) return std::string(text);
    std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owner(mapped, &std::free);
    return std::string(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(length));
}
}  // namespace

std::string to_nfc(std::string_view text) { return map_with(text, UTF8PROC_STABLE | UTF8PROC_COMPOSE); }

std::string search_key(std::string_view text) {
    return map_with(text, UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_STRIPMARK | UTF8PROC_CASEFOLD);
}

}  // namespace muster
