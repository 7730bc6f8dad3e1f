#include "muster/util/strict_number.hpp"

#include <charconv>
#include <cmath>

namespace muster {

std::optional<double> parse_number(std::string_view text) {
    if (text.empty()) return std::nullopt;
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
