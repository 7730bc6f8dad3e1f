#include "muster/text/render.hpp"

#include <fmt/args.h>
#include <fmt/format.h>

#include <string>
#include <utility>
#include <vector>

#include "muster/text/catalogue.hpp"
#include "muster/text/numbers.hpp"

namespace muster {
namespace {

struct ValueWriter {
    Language language;
    std::string operator()(const VerbatimValue& value) const { return value.text; }
    std::string operator()(const IntegerValue& value) const { return write_integer(value.value, language); }
    std::string operator()(const DecimalValue& value) const { return write_decimal(value.value, value.decimals, language); }
    std::string operator()(const PointsValue& value) const { return write_points(value.value, language); }
    std::string operator()(const PercentValue& value) const { return write_percent(value.value, value.decimals, language); }
    std::string operator()(const LocalisedName& value) const { return value.in(language); }
    std::string operator()(const NestedMessage& value) const {
        return value.message ? render_message(*value.message, language) : std::string();
    }
};

// Whether French elides "de" before this text: it starts with a vowel (h and y are left alone,
// their names are as often aspirated as not).
bool starts_with_french_vowel(const std::string& text) {
    static const char* const vowels[] = {"a", "e", "i", "o", "u", "A", "E", "I", "O", "U", "à", "â", "é", "è", "ê", "î",
                                         "ô", "û", "À", "Â", "É", "È", "Ê", "Î", "Ô", "Û", "œ", "Œ"};
    for (const char* vowel : vowels)
        if (text.rfind(vowel, 0) == 0) return true;
    return false;
}

// French wording with "de {name}" turned to "d'{name}" (and "que {name}" to "qu'{name}") where the
// value of name starts with a vowel: "3 unités d'Artillerie lourde", never "de Artillerie".
std::string elided(const std::string& wording, const std::vector<std::pair<std::string, std::string>>& values) {
    std::string out;
    std::size_t at = 0;
    while (at < wording.size()) {
        const std::size_t hole = wording.find("e {", at);
        if (hole == std::string::npos) break;
        // "de {name}" or "que {name}", each a whole word.
        const bool is_que = hole >= 2 && wording.compare(hole - 2, 2, "qu") == 0;
        const std::size_t word = is_que ? hole - 2 : (hole > 0 ? hole - 1 : 0);
        const bool starts_word = word == 0 || wording[word - 1] == ' ' || wording[word - 1] == '(';
        const bool de = hole > 0 && starts_word && (is_que || wording[word] == 'd' || wording[word] == 'D');
        const std::size_t close = wording.find('}', hole);
        out.append(wording, at, hole + 1 - at);  // up to and with the "e"
        at = hole + 1;
        if (!de || close == std::string::npos) continue;
        const std::string name = wording.substr(hole + 3, close - hole - 3);
        for (const auto& [key, value] : values)
            if (key == name && starts_with_french_vowel(value)) {
                out.back() = '\'';
                ++at;  // drop the space
                break;
            }
    }
    out.append(wording, at, std::string::npos);
    return out;
}

std::string fill(const std::string& wording, const Message& message, Language language) {
    fmt::dynamic_format_arg_store<fmt::format_context> store;
    std::vector<std::pair<std::string, std::string>> values;
    for (const auto& argument : message.arguments) {
        values.emplace_back(argument.name, write_value(argument.value, language));
        store.push_back(fmt::arg(argument.name.c_str(), values.back().second));
    }
    return fmt::vformat(language == Language::french ? elided(wording, values) : wording, store);
}

}  // namespace

std::string write_value(const MessageValue& value, Language language) {
    return std::visit(ValueWriter{language}, value);
}

std::string render_message(const Message& message, Language language) {
    const long long count = message.count.value_or(1);
    try {
        return fill(catalogue_text(message.text, language, count), message, language);
    } catch (const fmt::format_error&) {
        // A translation that names a placeholder the message lacks: msgfmt --check refuses
        // that at build time, so this is a message built with a missing argument. English
        // with the same arguments is the best left to show; failing that, the raw wording.
        try {
            return fill(catalogue_text(message.text, Language::english, count), message, language);
        } catch (const fmt::format_error&) {
            return catalogue_text(message.text, Language::english, count);
        }
    }
}

}  // namespace muster
