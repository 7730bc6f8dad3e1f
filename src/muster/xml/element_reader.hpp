#pragma once
#include <optional>
#include <string>
#include <vector>

#include <pugixml.hpp>

#include "muster/xml/xml_source.hpp"

namespace muster {

/// Reads one element's attributes, reporting every missing or malformed value with its
/// position instead of stopping at the first. Internal to the core.
class ElementReader {
public:
    ElementReader(const XmlSource& source, pugi::xml_node node, Report& report)
        : source_(source), node_(node), report_(report) {}

    /// The element itself.
    pugi::xml_node node() const { return node_; }
    /// Where the element starts.
    SourceLocation where() const { return source_.location_of(node_); }
    /// Where an attribute is written.
    SourceLocation where(const char* attribute) const { return source_.location_of(node_, attribute); }

    /// A text attribute that must be present and non-empty.
    std::string required_text(const char* attribute);
    /// A text attribute, or the fallback when absent.
    std::string text(const char* attribute, std::string fallback = {}) const;
    /// A number that must be present.
    std::optional<double> required_number(const char* attribute, double min = -1e9, double max = 1e9);
    /// A number that may be absent; reported when present but not a number.
    std::optional<double> number(const char* attribute, double min = -1e9, double max = 1e9);
    /// A whole number that must be present.
    std::optional<int> required_integer(const char* attribute, int min = -1000000000, int max = 1000000000);
    /// A whole number that may be absent.
    std::optional<int> integer(const char* attribute, int min = -1000000000, int max = 1000000000);
    /// "true"/"false" (or absent: the fallback).
    bool flag(const char* attribute, bool fallback);
    /// One of a fixed set of words (or absent: the fallback).
    std::string choice(const char* attribute, const std::vector<std::string>& allowed, std::string fallback);
    /// A space-separated list of words.
    std::vector<std::string> words(const char* attribute) const;

    /// Reports an error at the attribute (or the element when attribute is null).
    Diagnostic& error(const char* attribute, std::string rule_id, std::string message);

private:
    std::optional<double> parse_number(const char* attribute, double min, double max, bool whole);

    const XmlSource& source_;
    pugi::xml_node node_;
    Report& report_;
};

/// Splits text on ASCII white space.
std::vector<std::string> split_words(const std::string& text);

}  // namespace muster
