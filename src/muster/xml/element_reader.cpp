#include "muster/xml/element_reader.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>

#include "muster/util/name_fault_text.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/util/utf8.hpp"
#include "muster/xml/pugi_handle.hpp"

namespace muster {

namespace {
// A value as a message may show it: escaped, and cut after 40 bytes.
std::string shown_value(std::string_view value) { return value.size() <= 40 ? printable(value) : printable(value.substr(0, 40)) + "…"; }

// A bound as the language writes numbers, with the decimals it has (at most two).
MessageValue bound_value(double value) {
    const double rounded = std::round(value * 100.0) / 100.0;
    if (rounded == std::floor(rounded) && std::fabs(rounded) < 1e15) return IntegerValue{static_cast<long long>(rounded)};
    return DecimalValue{rounded, rounded * 10 == std::floor(rounded * 10) ? 1 : 2};
}

Message missing_attribute(const MessageText& text, const pugi::xml_node& node, const char* attribute) {
    return message(text).with("element", VerbatimValue{node.name()}).with("attribute", VerbatimValue{attribute});
}

Message bad_value(const MessageText& text, const pugi::xml_node& node, const char* attribute, const std::string& value) {
    return message(text).with("element", VerbatimValue{node.name()}).with("attribute", VerbatimValue{attribute}).with("value", VerbatimValue{value});
}
}  // namespace

std::vector<std::string> split_words(const std::string& text) {
    // The white space of the "C" locale, as a stream reading words sees it.
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !space(text[i])) ++i;
        if (i > start) out.emplace_back(text, start, i - start);
    }
    return out;
}

ElementReader::ElementReader(const XmlSource& source, pugi::xml_node node, Report& report) : source_(source), node_(node), report_(report) {
    pugi::xml_attribute a = node.first_attribute();
    for (; points_at_something(a) && written_count_ < held_attributes; a = a.next_attribute(), ++written_count_) {
        names_[written_count_] = a.name();
        values_[written_count_] = a.value();
    }
    holds_every_attribute_ = !points_at_something(a);
    source.check_attributes(node, names_.data(), written_count_, holds_every_attribute_);
}

// Read for every value: in line where the reader calls it (the file's own functions).
[[gnu::always_inline]] inline const char* ElementReader::value_of(const char* attribute) const {
    for (std::size_t i = 0; i < written_count_; ++i) {
        const char* name = names_[i];
        if (name[0] != attribute[0]) continue;  // most names, at a glance
        std::size_t at = 1;
        while (name[at] == attribute[at] && name[at] != '\0') ++at;
        if (name[at] == attribute[at]) return values_[i];
    }
    if (holds_every_attribute_) return nullptr;
    const pugi::xml_attribute a = node_.attribute(attribute);
    return a ? a.value() : nullptr;
}

template <class Each>
void ElementReader::for_each_attribute(Each&& each) const {
    if (holds_every_attribute_) {
        for (std::size_t i = 0; i < written_count_; ++i) each(names_[i], values_[i]);
        return;
    }
    for (const pugi::xml_attribute a : node_.attributes()) each(a.name(), a.value());
}

Diagnostic& ElementReader::error(const char* attribute, std::string rule_id, std::string message) {
    return report_.error_at(attribute ? where(attribute) : where(), std::move(rule_id), std::move(message));
}

std::string ElementReader::checked_or_empty(const char* attribute, std::size_t max_characters, bool normalise) {
    bool ok = false;
    return std::string(checked(value_of(attribute), attribute, max_characters, normalise, ok));
}

[[gnu::always_inline]] inline std::string_view ElementReader::checked(const char* value, const char* attribute, std::size_t max_characters, bool normalise,
                                                                      bool& ok) {
    ok = false;
    if (!value) return {};
    // Most values are printable ASCII, and letters of U+00A0 to U+02FF (two bytes each: the accented
    // letters of French, Latin-1 and Latin Extended): printable and already NFC, one pass is enough.
    std::size_t length = 0, two_byte_letters = 0;
    for (;;) {
        while (static_cast<unsigned char>(value[length]) - 0x20u < 0x5Fu) ++length;
        const auto byte = static_cast<unsigned char>(value[length]);
        if (byte - 0xC2u > 0xCBu - 0xC2u) break;  // the end, or another character
        const auto next = static_cast<unsigned char>(value[length + 1]);
        if ((next & 0xC0u) != 0x80u || (byte == 0xC2 && next < 0xA0)) break;  // U+0080 to U+009F are controls
        length += 2;
        ++two_byte_letters;
    }
    if (value[length] == '\0' && length - two_byte_letters <= max_characters) {
        ok = true;
        return {value, length};
    }
    return checked_further(value, length, attribute, max_characters, normalise, ok);
}

std::string_view ElementReader::checked_further(const char* value, std::size_t plain_length, const char* attribute, std::size_t max_characters, bool normalise,
                                                bool& ok) {
    const std::string_view text(value, plain_length + std::strlen(value + plain_length));
    const NameFault fault = name_fault(text, max_characters);
    if (fault != NameFault::none) {
        const Message what = message(MUSTER_MESSAGE("xml.attribute-of", "{attribute} of <{element}>"))
                                 .with("attribute", VerbatimValue{attribute})
                                 .with("element", VerbatimValue{node_.name()});
        report_.error_at(where(attribute), "xml.bad-text", name_fault_meaning(fault, what, text));
        return {};
    }
    ok = true;
    if (!normalise) return text;
    normalised_ = to_nfc(text);
    return normalised_;
}

std::string ElementReader::required_text(const char* attribute) { return std::string(required_text_view(attribute)); }

std::string_view ElementReader::required_text_view(const char* attribute) {
    const char* value = value_of(attribute);
    if (!value) {
        report_.error_at(where(), "xml.missing-attribute",
                         missing_attribute(MUSTER_MESSAGE("xml.missing-attribute", "<{element}> needs the attribute {attribute}=\"…\""), node_, attribute));
        return {};
    }
    if (*value == '\0') {
        report_.error_at(
            where(attribute), "xml.empty-attribute",
            missing_attribute(MUSTER_MESSAGE("xml.empty-attribute", "the attribute {attribute} of <{element}> must not be empty"), node_, attribute));
    }
    bool ok = false;
    return checked(value, attribute, SIZE_MAX, true, ok);
}

std::string ElementReader::text(const char* attribute, std::string fallback) {
    bool ok = false;
    const std::string_view written = checked(value_of(attribute), attribute, SIZE_MAX, true, ok);
    return ok ? std::string(written) : fallback;
}

namespace {

// The language an attribute or element name gives after `base` and a dash ("name-fr" → fr), or
// nothing when it is not base's translation (English is base itself, never "name-en").
std::optional<Language> translation_language(std::string_view name, std::string_view base) {
    if (name.size() <= base.size() + 1 || name[base.size()] != '-' || name.compare(0, base.size(), base) != 0) return std::nullopt;
    const std::string_view code = name.substr(base.size() + 1);
    if (!Language::is_code(code) || code == Language::english.code()) return std::nullopt;
    return Language(code);
}

}  // namespace

LocalisedName ElementReader::localised(const char* attribute, std::string fallback) {
    LocalisedName name{text(attribute, std::move(fallback)), {}};
    add_translations(name, attribute);
    return name;
}

LocalisedName ElementReader::required_localised(const char* attribute) {
    LocalisedName name;
    required_localised(attribute, name);
    return name;
}

void ElementReader::required_localised(const char* attribute, LocalisedName& name) {
    name.en.assign(required_text_view(attribute));
    name.translations.clear();
    add_translations(name, attribute);
}

void ElementReader::add_translations(LocalisedName& name, const char* attribute) {
    const std::string_view base = attribute;
    for_each_attribute([&](const char* written_name, const char* value) {
        if (written_name[0] != attribute[0]) return;  // most attributes, at a glance
        if (const auto language = translation_language(written_name, base)) {
            bool ok = false;
            name.set(*language, std::string(checked(value, written_name, SIZE_MAX, true, ok)));
        }
    });
}

LocalisedName localised_attribute(pugi::xml_node node, const char* attribute) {
    LocalisedName text{node.attribute(attribute).value(), {}};
    for (const pugi::xml_attribute a : node.attributes())
        if (const auto language = translation_language(a.name(), attribute)) text.set(*language, a.value());
    return text;
}

LocalisedName localised_child(pugi::xml_node node, const char* child) {
    LocalisedName text{node.child(child).text().get(), {}};
    for (const pugi::xml_node element : node.children())
        if (const auto language = translation_language(element.name(), child)) text.set(*language, element.text().get());
    return text;
}

std::string ElementReader::required_name(const char* attribute) {
    const char* value = value_of(attribute);
    if (!value || *value == '\0') return required_text(attribute);
    return checked_or_empty(attribute, max_name_characters, true);
}

std::string ElementReader::name(const char* attribute) { return checked_or_empty(attribute, max_name_characters, true); }

std::string ElementReader::path(const char* attribute) { return checked_or_empty(attribute, SIZE_MAX, false); }

std::optional<double> ElementReader::parse_number(const char* written, const char* attribute, double min, double max, bool whole) {
    const std::optional<double> number = muster::parse_number(written);
    const auto value = [written] { return shown_value(written); };  // for a message only
    if (!number) {
        report_.error_at(where(attribute), "xml.not-a-number",
                         bad_value(whole ? MUSTER_MESSAGE("xml.not-a-whole-number", "{attribute}=\"{value}\" of <{element}> is not a whole number")
                                         : MUSTER_MESSAGE("xml.not-a-number", "{attribute}=\"{value}\" of <{element}> is not a number"),
                                   node_, attribute, value()));
        return std::nullopt;
    }
    const double parsed = *number;
    if (whole && parsed != std::floor(parsed)) {
        report_.error_at(
            where(attribute), "xml.not-a-number",
            bad_value(MUSTER_MESSAGE("xml.must-be-whole", "{attribute}=\"{value}\" of <{element}> must be a whole number"), node_, attribute, value()));
        return std::nullopt;
    }
    if (parsed < min || parsed > max) {
        report_.error_at(
            where(attribute), "xml.out-of-range",
            bad_value(MUSTER_MESSAGE("xml.out-of-range", "{attribute}=\"{value}\" of <{element}> must be from {min} to {max}"), node_, attribute, value())
                .with("min", bound_value(min))
                .with("max", bound_value(max)));
        return std::nullopt;
    }
    return parsed;
}

std::optional<double> ElementReader::required_number(const char* attribute, double min, double max) {
    const char* written = value_of(attribute);
    if (!written) {
        report_.error_at(
            where(), "xml.missing-attribute",
            missing_attribute(MUSTER_MESSAGE("xml.missing-number", "<{element}> needs the attribute {attribute}=\"…\" (a number)"), node_, attribute));
        return std::nullopt;
    }
    return parse_number(written, attribute, min, max, false);
}

std::optional<double> ElementReader::number(const char* attribute, double min, double max) {
    const char* written = value_of(attribute);
    if (!written) return std::nullopt;
    return parse_number(written, attribute, min, max, false);
}

std::optional<int> ElementReader::required_integer(const char* attribute, int min, int max) {
    const char* written = value_of(attribute);
    if (!written) {
        report_.error_at(where(), "xml.missing-attribute",
                         missing_attribute(MUSTER_MESSAGE("xml.missing-whole-number", "<{element}> needs the attribute {attribute}=\"…\" (a whole number)"),
                                           node_, attribute));
        return std::nullopt;
    }
    if (auto n = parse_number(written, attribute, min, max, true)) return static_cast<int>(*n);
    return std::nullopt;
}

std::optional<int> ElementReader::integer(const char* attribute, int min, int max) {
    const char* written = value_of(attribute);
    if (!written) return std::nullopt;
    if (auto n = parse_number(written, attribute, min, max, true)) return static_cast<int>(*n);
    return std::nullopt;
}

bool ElementReader::flag(const char* attribute, bool fallback) {
    const char* written = value_of(attribute);
    if (!written) return fallback;
    const std::string_view value = written;
    if (value == "true" || value == "1") return true;
    if (value == "false" || value == "0") return false;
    report_.error_at(
        where(attribute), "xml.not-a-flag",
        bad_value(MUSTER_MESSAGE("xml.not-a-flag", "{attribute}=\"{value}\" of <{element}> must be true or false"), node_, attribute, shown_value(value)));
    return fallback;
}

std::string ElementReader::choice(const char* attribute, const std::vector<std::string>& allowed, std::string fallback) {
    const char* written = value_of(attribute);
    if (!written) return fallback;
    const std::string value = written;
    for (const std::string& option : allowed)
        if (option == value) return value;
    std::string expected;  // the XML words themselves, never translated
    for (const std::string& option : allowed) expected += (expected.empty() ? "" : ", ") + option;
    report_.error_at(
        where(attribute), "xml.bad-choice",
        bad_value(MUSTER_MESSAGE("xml.bad-choice", "{attribute}=\"{value}\" of <{element}> must be one of: {choices}"), node_, attribute, shown_value(value))
            .with("choices", VerbatimValue{expected}));
    return fallback;
}

std::vector<std::string> ElementReader::words(const char* attribute) { return split_words(checked_or_empty(attribute, SIZE_MAX, true)); }

}  // namespace muster
