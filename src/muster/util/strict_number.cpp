#include "muster/util/strict_number.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace muster {

std::optional<double> parse_number(std::string_view text) {
    if (text.empty()) return std::nullopt;
    if (text.size() <= 9) {  // most numbers in a file are a few digits: read at once, exactly as from_chars would
        std::uint32_t digits = 0;
        std::size_t i = 0;
        for (; i < text.size() && static_cast<unsigned char>(text[i] - '0') < 10; ++i) digits = digits * 10 + static_cast<std::uint32_t>(text[i] - '0');
        if (i == text.size()) return static_cast<double>(digits);
    }
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, ec] = std::from_chars(text.data(), end, value, std::chars_format::general);
    if (ec != std::errc() || stop != end || !std::isfinite(value)) return std::nullopt;
    return value;
}

std::optional<long long> parse_whole_number(std::string_view text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, ec] = std::from_chars(text.data(), end, value);
    constexpr long long exact_in_double = 1LL << 53;
    if (text.empty() || ec != std::errc() || stop != end || value > exact_in_double || value < -exact_in_double) return std::nullopt;
    return value;
}

}  // namespace muster
