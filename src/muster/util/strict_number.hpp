#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace muster {

/// The number the whole text spells ("12", "-3.5", "1e3"), or nothing for a partial parse ("2x"), an empty
/// text, NaN, infinity or a value beyond a double's range. No leading or trailing space, no '+'.
std::optional<double> parse_number(std::string_view text);
/// The whole number the whole text spells, or nothing (also for "2.5", "1e3" and anything beyond ±2^53).
std::optional<long long> parse_whole_number(std::string_view text);

}  // namespace muster
