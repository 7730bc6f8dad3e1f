#include "muster/text/numbers.hpp"

#include <fmt/format.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>

#include "muster/text/catalogue.hpp"
#include "muster/util/strict_number.hpp"

namespace muster {
namespace {

// How a language writes numbers, as its catalogue says: a translator sets them like any message.
struct NumberMarks {
    std::string group;    // between groups of three digits: "," / no-break space
    std::string decimal;  // "." / ","
    std::string points;   // "{amount} pts"
    std::string percent;  // "{value} %"
};

NumberMarks marks_from_catalogue(Language language) {
    return {catalogue_text(MUSTER_MESSAGE("number.group-separator", ","), language), catalogue_text(MUSTER_MESSAGE("number.decimal-mark", "."), language),
            catalogue_text(MUSTER_MESSAGE("number.points", "{amount} pts"), language), catalogue_text(MUSTER_MESSAGE("number.percent", "{value} %"), language)};
}

const NumberMarks& marks(Language language) {
    static std::mutex mutex;
    static std::map<Language, NumberMarks> known;
    const std::lock_guard lock(mutex);
    auto found = known.find(language);
    if (found == known.end()) found = known.emplace(language, marks_from_catalogue(language)).first;
    return found->second;
}

// Rounds to nearest (never cuts), which is what a player expects of 52.38 → 52.4.
// fmt, not printf: printf writes the C library's locale, and a French desktop's decimal comma
// would then be taken for digits ("5 2,4 %").
std::string fixed(double value, int decimals) { return fmt::format("{:.{}f}", value, decimals); }

std::string group_digits(const std::string& digits, const NumberMarks& written) {
    std::string grouped;
    const std::size_t length = digits.size();
    for (std::size_t i = 0; i < length; ++i) {
        if (i > 0 && (length - i) % 3 == 0) grouped += written.group;
        grouped += digits[i];
    }
    return grouped;
}

// "-1234.50" written with the language's grouping and decimal mark.
std::string localise(const std::string& plain, Language language) {
    const NumberMarks& written = marks(language);
    std::string sign;
    std::string body = plain;
    if (!body.empty() && body.front() == '-') {
        sign = "\u2212";  // a real minus sign, not a hyphen
        body.erase(0, 1);
    }
    const auto point = body.find('.');
    const std::string whole = body.substr(0, point);
    std::string written_number = sign + group_digits(whole, written);
    if (point != std::string::npos) written_number += written.decimal + body.substr(point + 1);
    return written_number;
}

// A number put in its unit's pattern; a pattern that lost its hole (a translation msgfmt let
// through) still shows the number.
std::string in_pattern(const std::string& pattern, const char* hole, const std::string& number) {
    try {
        return fmt::format(fmt::runtime(pattern), fmt::arg(hole, number));
    } catch (const fmt::format_error&) { return number; }
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The length of the space text starts with: spaces of every width group digits in any language
// (" ", no-break, narrow no-break); 0 when it starts with none.
std::size_t space_at(std::string_view text) {
    for (std::string_view space : {std::string_view(" "), std::string_view("\u00A0"), std::string_view("\u202F")})
        if (text.starts_with(space)) return space.size();
    return 0;
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
        written = fmt::format("{:g}", rounded);
    } else {
        std::string plain = fixed(rounded, rounded == std::floor(rounded) ? 0 : 2);
        if (plain.find('.') != std::string::npos) plain.erase(plain.find_last_not_of('0') + 1);
        if (plain == "-0") plain = "0";
        written = localise(plain, language);
    }
    return written;
}

std::string write_points(double value, Language language) { return in_pattern(marks(language).points, "amount", write_amount(value, language)); }

std::string write_percent(double share, int decimals, Language language) {
    return in_pattern(marks(language).percent, "value", write_decimal(share * 100.0, decimals, language));
}

std::optional<double> read_number(std::string_view typed, Language language) {
    const NumberMarks& written = marks(language);
    const std::string_view group = written.group;
    const std::string_view decimal = written.decimal;
    std::string plain;
    for (std::size_t i = 0; i < typed.size();) {
        const std::string_view rest = typed.substr(i);
        if (const std::size_t space = space_at(rest); space > 0) {
            i += space;
            continue;
        }
        if (!decimal.empty() && rest.starts_with(decimal)) {
            plain += '.';
            i += decimal.size();
            continue;
        }
        // A grouping mark that is not a space ("," in English, "." in German) groups only when
        // three digits follow it and no fourth: "1,200", never "1,5".
        if (!group.empty() && rest.starts_with(group)) {
            const std::string_view after = rest.substr(group.size());
            if (after.size() >= 3 && is_digit(after[0]) && is_digit(after[1]) && is_digit(after[2]) && (after.size() == 3 || !is_digit(after[3]))) {
                i += group.size();
                continue;
            }
        }
        plain += typed[i];
        ++i;
    }
    return parse_number(plain);
}

int decimals_to_tell_apart(double actual, double bound, int minimum) {
    for (int decimals = minimum; decimals < 6; ++decimals)
        if (fixed(actual, decimals) != fixed(bound, decimals)) return decimals;
    return 6;
}

}  // namespace muster
