#pragma once
#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <pugixml.hpp>

#include "muster/text/localised_name.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster {

/// Reads one element's attributes, reporting every missing or malformed value with its
/// position instead of stopping at the first. It holds the attributes as the element writes them
/// when it is made, so the element is not changed while it reads. Internal to the core.
class ElementReader {
public:
    ElementReader(const XmlSource& source, pugi::xml_node node, Report& report);

    /// The element itself.
    pugi::xml_node node() const { return node_; }
    /// Where the element starts.
    SourceLocation where() const { return source_.location_of(node_); }
    /// Where an attribute is written.
    SourceLocation where(const char* attribute) const { return source_.location_of(node_, attribute); }

    /// A text attribute that must be present and non-empty; in NFC, refused when it holds a control character.
    std::string required_text(const char* attribute);
    /// The same text as a view, valid until the reader is next asked for a value or dropped: for
    /// an id looked up rather than kept.
    std::string_view required_text_view(const char* attribute);
    /// A text attribute in NFC, or the fallback when absent or refused (a control character).
    std::string text(const char* attribute, std::string fallback = {});
    /// A text and its translations: `attribute` in English and each `attribute-<code>` ("name-fr",
    /// "name-pt_BR"), every one checked as text() checks it. The English falls back to `fallback`.
    LocalisedName localised(const char* attribute, std::string fallback = {});
    /// The same, the English one required.
    LocalisedName required_localised(const char* attribute);
    /// The same into a name read before, whose room is kept (a unit read in place).
    void required_localised(const char* attribute, LocalisedName& name);
    /// A name or id that must be present and non-empty: one line of at most max_name_characters, in NFC.
    std::string required_name(const char* attribute);
    /// A name or id that may be absent (then empty): one line of at most max_name_characters, in NFC.
    std::string name(const char* attribute);
    /// A file path written in the document: refused when it holds a control character, kept byte for byte.
    std::string path(const char* attribute);
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
    /// One of the allowed values of an enumeration, written as its choice_word() (found beside the enumeration);
    /// absent: the fallback. Any other word is reported with its position, and gives the fallback.
    template <class Enum>
    requires std::is_enum_v<Enum> Enum choice(const char* attribute, std::initializer_list<Enum> allowed, Enum fallback) {
        std::vector<std::string> words;
        for (const Enum value : allowed) words.emplace_back(choice_word(value));
        const std::string chosen = choice(attribute, words, choice_word(fallback));
        for (const Enum value : allowed)
            if (chosen == choice_word(value)) return value;
        return fallback;
    }
    /// A space-separated list of words (each in NFC; none when the attribute holds a control character).
    std::vector<std::string> words(const char* attribute);

    /// Reports an error at the attribute (or the element when attribute is null).
    Diagnostic& error(const char* attribute, std::string rule_id, std::string message);

private:
    // The attribute's value as written, or null when the element does not write it.
    const char* value_of(const char* attribute) const;
    // Calls each(name, value) for every attribute the element writes, in order.
    template <class Each>
    void for_each_attribute(Each&& each) const;
    // Adds each `attribute-<code>` of the element to the name as its translation.
    void add_translations(LocalisedName& name, const char* attribute);
    std::optional<double> parse_number(const char* written, const char* attribute, double min, double max, bool whole);
    // The attribute's value checked as text of at most max_characters; `ok` false and the text empty
    // when the element does not write it or it is refused (then reported). The view is of the
    // document or, when the value had to be put in NFC, of normalised_.
    std::string_view checked(const char* value, const char* attribute, std::size_t max_characters, bool normalise, bool& ok);
    // checked() past its first pass: text of other characters than printable ASCII and two-byte letters, or too long.
    std::string_view checked_further(const char* value, std::size_t plain_length, const char* attribute, std::size_t max_characters, bool normalise, bool& ok);
    // The same, empty when absent or refused.
    std::string checked_or_empty(const char* attribute, std::size_t max_characters, bool normalise);

    const XmlSource& source_;
    pugi::xml_node node_;
    Report& report_;
    // The element's attributes, read in one walk, so that a lookup compares a few names in place of
    // a call into pugixml per attribute; an element of more than these looks the rest up in pugixml.
    static constexpr std::size_t held_attributes = 8;
    std::array<const char*, held_attributes> names_, values_;
    std::size_t written_count_ = 0;
    bool holds_every_attribute_ = true;
    std::string normalised_;  // the last value checked() had to put in NFC
};

/// An attribute and its translations read as they are (`reading`, `reading-fr` …), unchecked.
LocalisedName localised_attribute(pugi::xml_node node, const char* attribute);
/// A child element's text and its translations: `<text>` and each `<text-<code>>` beside it.
LocalisedName localised_child(pugi::xml_node node, const char* child);

/// Splits text on ASCII white space.
std::vector<std::string> split_words(const std::string& text);

}  // namespace muster
