#include "muster/text/numbers.hpp"

#include <cmath>
#include <cstdio>

namespace muster {
namespace {

constexpr const char* no_break_space = "\u00A0";

const char* group_separator(Language language) { return language == Language::french ? no_break_space : ","; }
char decimal_mark(Language language) { return language == Language::french ? ',' : '.'; }
// French typography keeps a number and its unit on one line ("50,0 %"); English writes a plain space.
const char* unit_space(Language language) { return language == Language::french ? no_break_space : " "; }

// printf rounds to nearest (it never cuts), which is what a player expects of 52.38 → 52.4.
std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string group_digits(const std::string& digits, Language language) {
    std::string grouped;
    const std::size_t length = digits.size();
    for (std::size_t i = 0; i < length; ++i) {
        if (i > 0 && (length - i) % 3 == 0) grouped += group_separator(language);
        grouped += digits[i];
    }
    return grouped;
}

// "-1234.50" written with the language's grouping and decimal mark.
std::string localise(const std::string& plain, Language language) {
    std::string sign;
    std::string body = plain;
    if (!body.empty() && body.front() == '-') {
        sign = "\u2212";  // a real minus sign, not a hyphen
        body.erase(0, 1);
    }
    const auto point = body.find('.');
    const std::string whole = body.substr(0, point);
    std::string written = sign + group_digits(whole, language);
    if (point != std::string::npos) written += decimal_mark(language) + body.substr(point + 1);
    return written;
}

}  // namespace

std::string write_integer(long long value, Language language) { return localise(std::to_string(value), language); }

std::string write_decimal(double value, int decimals, Language language) {
    if (!std::isfinite(value)) return value > 0 ? "∞" : value < 0 ? "−∞" : "?";
    std::string plain = fixed(value, decimals);
    if (plain == "-0" || plain.find_first_not_of("-0.") == std::string::npos) plain = fixed(0.0, decimals);
    return localise(plain, language);
}

std::string write_amount(double value, Language language) {
    // Points are kept to the hundredth, trailing zeros dropped: 12.5, 12.25, 1,000.
    const double rounded = std::round(value * 100.0) / 100.0;
    std::string written;
    if (!std::isfinite(rounded) || std::fabs(rounded) >= 1e15) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%g", rounded);
        written = buffer;
    } else {
        std::string plain = fixed(rounded, rounded == std::floor(rounded) ? 0 : 2);
        if (plain.find('.') != std::string::npos) plain.erase(plain.find_last_not_of('0') + 1);
        if (plain == "-0") plain = "0";
        written = localise(plain, language);
    }
    return written;
}

std::string write_points(double value, Language language) { return write_amount(value, language) + unit_space(language) + "pts"; }

std::string write_percent(double share, int decimals, Language language) {
    return write_decimal(share * 100.0, decimals, language) + unit_space(language) + "%";
}

int decimals_to_tell_apart(double actual, double bound, int minimum) {
    for (int decimals = minimum; decimals < 6; ++decimals)
        if (fixed(actual, decimals) != fixed(bound, decimals)) return decimals;
    return 6;
}

}  // namespace muster
