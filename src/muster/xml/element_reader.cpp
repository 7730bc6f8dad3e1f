#include "muster/xml/element_reader.hpp"

#include <charconv>
#include <cmath>
#include <sstream>

namespace muster {

std::vector<std::string> split_words(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

Diagnostic& ElementReader::error(const char* attribute, std::string rule_id, std::string message) {
    return report_.error_at(attribute ? where(attribute) : where(), std::move(rule_id), std::move(message));
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
    return a.value();
}

std::string ElementReader::text(const char* attribute, std::string fallback) const {
    const pugi::xml_attribute a = node_.attribute(attribute);
    return a ? std::string(a.value()) : std::move(fallback);
}

std::optional<double> ElementReader::parse_number(const char* attribute, double min, double max, bool whole) {
    const std::string value = node_.attribute(attribute).value();
    double parsed = 0;
    const char* begin = value.data();
    const char* end = value.data() + value.size();
    const auto [stop, ec] = std::from_chars(begin, end, parsed);
    const char* kind = whole ? "a whole number" : "a number";
    if (value.empty() || ec != std::errc() || stop != end || !std::isfinite(parsed)) {
        error(attribute, "xml.not-a-number",
              std::string(attribute) + "=\"" + value + "\" of <" + node_.name() + "> is not " + kind);
        return std::nullopt;
    }
    if (whole && parsed != std::floor(parsed)) {
        error(attribute, "xml.not-a-number",
              std::string(attribute) + "=\"" + value + "\" of <" + node_.name() + "> must be a whole number");
        return std::nullopt;
    }
    if (parsed < min || parsed > max) {
        std::ostringstream bounds;
        bounds << min << " to " << max;
        error(attribute, "xml.out-of-range",
              std::string(attribute) + "=\"" + value + "\" of <" + node_.name() + "> must be from " + bounds.str());
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
          std::string(attribute) + "=\"" + value + "\" of <" + node_.name() + "> must be true or false");
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
          std::string(attribute) + "=\"" + value + "\" of <" + node_.name() + "> must be one of: " + expected);
    return fallback;
}

std::vector<std::string> ElementReader::words(const char* attribute) const {
    return split_words(node_.attribute(attribute).value());
}

}  // namespace muster
