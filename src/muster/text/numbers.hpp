#pragma once
#include <string>

#include "muster/lists/localised_name.hpp"

namespace muster {

/// A whole number with the language's grouping: "12,500" / "12 500" (a no-break space in French).
std::string write_integer(long long value, Language language);
/// A number rounded (never cut) to `decimals` places: "52.4" / "52,4".
std::string write_decimal(double value, int decimals, Language language);
/// An amount of points without its unit, whole when it is: "1,000" / "1 000", "12.5" / "12,5".
std::string write_amount(double value, Language language);
/// Army points, whole when they are: "1,000 pts" / "1 000 pts", "12.5 pts" / "12,5 pts".
std::string write_points(double value, Language language);
/// A share as a percentage (0.5 → "50.0 %" / "50,0 %").
std::string write_percent(double share, int decimals, Language language);

/// The fewest decimals (at least `minimum`, at most 6) that make `actual` and `bound` read
/// differently once rounded, so a message never calls "33.0 %" broken against "at most 33.0 %".
int decimals_to_tell_apart(double actual, double bound, int minimum = 1);

}  // namespace muster
