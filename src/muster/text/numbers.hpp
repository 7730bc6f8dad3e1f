#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "muster/text/localised_name.hpp"

namespace muster {

/// A whole number with the language's grouping: "12,500" / "12 500": the marks are the catalogue's, per language.
std::string write_integer(long long value, Language language);
/// A number rounded (never cut) to `decimals` places: "52.4" / "52,4".
std::string write_decimal(double value, int decimals, Language language);
/// An amount of points without its unit, whole when it is: "1,000" / "1 000", "12.5" / "12,5".
std::string write_amount(double value, Language language);
/// Army points, whole when they are: "1,000 pts" / "1 000 pts", "12.5 pts" / "12,5 pts".
std::string write_points(double value, Language language);
/// A share as a percentage (0.5 → "50.0 %" / "50,0 %").
std::string write_percent(double share, int decimals, Language language);

/// A number as a player types it in a language: "1 000,5" in French, "1,000.5" in English (a
/// comma groups only when three digits follow it where the comma is not the decimal mark);
/// nothing when it is not a number.
std::optional<double> read_number(std::string_view typed, Language language);

/// The fewest decimals (at least `minimum`, at most 6) that make `actual` and `bound` read
/// differently once rounded, so a message never calls "33.0 %" broken against "at most 33.0 %".
int decimals_to_tell_apart(double actual, double bound, int minimum = 1);

}  // namespace muster
