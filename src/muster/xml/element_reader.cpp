#include "muster/xml/element_reader.hpp"

#include <cmath>
#include <cstdint>
#include <sstream>

#include "muster/rules/army_tally.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {
// A value as a message may show it: escaped, and cut after 40 bytes.
std::string shown_value(std::string_view value) {
    return value.size() <= 40 ? printable(value) : printable(value.substr(0, 40)) + "…";
}
}  // namespace

std::vector<std::string> split_words(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

Diagnostic& ElementReader::error(const char* attribute, std::string rule_id, std::string message) {
    return report_.error_at(attribute ? where(attribute) : where(), std::move(rule_id), std::move(message));
}

std::optional<std::string> ElementReader::checked(const char* attribute, std::size_t max_characters, bool normalise) {
    const pugi::xml_attribute a = node_.attribute(attribute);
    if (!a) return std::nullopt;
    const std::string_view value = a.value();
    const NameFault fault = name_fault(value, max_characters);
    if (fault != NameFault::none) {
        const std::string what = std::string(attribute) + " of <" + node_.name() + ">";
        error(attribute, "xml.bad-text", name_fault_message(fault, what, value));
        return std::nullopt;
    }
    return normalise ? to_nfc(value) : std::string(value);
}

std::string ElementReader::required_text(const char* attribute) {
    const pugi::xml_attribute a = node_.attribute(attribute);
    if (!a) {
        error(nullptr, "xml.missing-attribute",
              std::string("<") + node_.name() + "> needs the attribute " + attribute + "=\"…\"");
        return {};
    }
    if (*a.value() == '\0') {
        error(attribute, "xml.empty-attribute", std::string("the attribute ") + attribute + " of <" +
                                                    node_.name() + "> must not be empty");
    }
    return checked(attribute, SIZE_MAX, true).value_or(std::string());
}

std::string ElementReader::text(const char* attribute, std::string fallback) {
    return checked(attribute, SIZE_MAX, true).value_or(std::move(fallback));
}

std::string ElementReader::required_name(const char* attribute) {
    const pugi::xml_attribute a = node_.attribute(attribute);
    if (!a || *a.value() == '\0') return required_text(attribute);
    return checked(attribute, max_name_characters, true).value_or(std::string());
}

std::string ElementReader::name(const char* attribute) {
    return checked(attribute, max_name_characters, true).value_or(std::string());
}

std::string ElementReader::path(const char* attribute) { return checked(attribute, SIZE_MAX, false).value_or(std::string()); }

std::optional<double> ElementReader::parse_number(const char* attribute, double min, double max, bool whole) {
    const std::string value = shown_value(node_.attribute(attribute).value());
    const std::optional<double> number = muster::parse_number(node_.attribute(attribute).value());
    const char* kind = whole ? "a whole number" : "a number";
    if (!number) {
        error(attribute, "xml.not-a-number",
              std::string(attribute) + "=\"" + value + "\" of <" + node_.name() + "> is not " + kind);
        return std::nullopt;
    }
    const double parsed = *number;
    if (whole && parsed != std::floor(parsed)) {
        error(attribute, "xml.not-a-number",
              std::string(attribute) + "=\"" + value + "\" of <" + node_.name() + "> must be a whole number");
        return std::nullopt;
    }
    if (parsed < min || parsed > max) {
        error(attribute, "xml.out-of-range", std::string(attribute) + "=\"" + value + "\" of <" + node_.name() +
                                                 "> must be from " + format_points(min) + " to " + format_points(max));
        return std::nullopt;
    }
    return parsed;
}

std::optional<double> ElementReader::required_number(const char* attribute, double min, double max) {
    if (!node_.attribute(attribute)) {
        error(nullptr, "xml.missing-attribute",
              std::string("<") + node_.name() + "> needs the attribute " + attribute + "=\"…\" (a number)");
        return std::nullopt;
    }
    return parse_number(attribute, min, max, false);
}

std::optional<double> ElementReader::number(const char* attribute, double min, double max) {
    if (!node_.attribute(attribute)) return std::nullopt;
    return parse_number(attribute, min, max, false);
}

std::optional<int> ElementReader::required_integer(const char* attribute, int min, int max) {
    if (!node_.attribute(attribute)) {
        error(nullptr, "xml.missing-attribute",
              std::string("<") + node_.name() + "> needs the attribute " + attribute + "=\"…\" (a whole number)");
        return std::nullopt;
    }
    if (auto n = parse_number(attribute, min, max, true)) return static_cast<int>(*n);
    return std::nullopt;
}

std::optional<int> ElementReader::integer(const char* attribute, int min, int max) {
    if (!node_.attribute(attribute)) return std::nullopt;
    if (auto n = parse_number(attribute, min, max, true)) return static_cast<int>(*n);
    return std::nullopt;
}

bool ElementReader::flag(const char* attribute, bool fallback) {
    const pugi::xml_attribute a = node_.attribute(attribute);
    if (!a) return fallback;
    const std::string value = a.value();
    if (value == "true" || value == "1") return true;
    if (value == "false" || value == "0") return false;
    error(attribute, "xml.not-a-flag",
          std::string(attribute) + "=\"" + shown_value(value) + "\" of <" + node_.name() + "> must be true or false");
    return fallback;
}

std::string ElementReader::choice(const char* attribute, const std::vector<std::string>& allowed,
                                  std::string fallback) {
    const pugi::xml_attribute a = node_.attribute(attribute);
    if (!a) return fallback;
    const std::string value = a.value();
    for (const std::string& option : allowed)
        if (option == value) return value;
    std::string expected;
    for (const std::string& option : allowed) expected += (expected.empty() ? "" : ", ") + option;
    error(attribute, "xml.bad-choice",
          std::string(attribute) + "=\"" + shown_value(value) + "\" of <" + node_.name() + "> must be one of: " + expected);
    return fallback;
}

std::vector<std::string> ElementReader::words(const char* attribute) {
    return split_words(checked(attribute, SIZE_MAX, true).value_or(std::string()));
}

}  // namespace muster
