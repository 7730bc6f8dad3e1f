#include "muster/text/render.hpp"

#include <fmt/args.h>
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <mutex>
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
    std::string operator()(const NestedMessage& value) const { return value.message ? render_message(*value.message, language) : std::string(); }
};

// A language's elision, as its catalogue says: which words lose their last letter for an
// apostrophe ("de" → "d'", "que" → "qu'") before a value that starts with one of the starts
// ("3 unités d'Artillerie lourde", never "de Artillerie"). "-" in both means none (English).
struct Elision {
    std::vector<std::string> words;
    std::vector<std::string> starts;
};

std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> words;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        if (end > at && text.compare(at, end - at, "-") != 0) words.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    return words;
}

const Elision& elision(Language language) {
    static std::mutex mutex;
    static std::map<Language, Elision> known;
    const std::lock_guard lock(mutex);
    auto found = known.find(language);
    if (found == known.end()) {
        // TRANSLATORS: the words of your language that elide before a vowel, separated by spaces
        // ("de De que Que le Le la La" in French), or - when it has none.
        const std::string words = catalogue_text(MUSTER_MESSAGE("grammar.elided-words", "-"), language);
        // TRANSLATORS: how a name starts for those words to elide, separated by spaces: its
        // vowels, and the first letters of words with a mute h ("a e i o u é … homm hab" in
        // French: "d'Hommes d'armes", yet "de Hallebardiers"), or - when none.
        const std::string starts = catalogue_text(MUSTER_MESSAGE("grammar.elision-starts", "-"), language);
        found = known.emplace(language, Elision{words_of(words), words_of(starts)}).first;
    }
    return found->second;
}

bool starts_with_any(const std::string& text, const std::vector<std::string>& starts) {
    return std::any_of(starts.begin(), starts.end(), [&](const std::string& start) { return text.starts_with(start); });
}

// The wording with each elided word before a {placeholder} whose value starts so.
std::string elided(const std::string& wording, const std::vector<std::pair<std::string, std::string>>& values, const Elision& rules) {
    std::string out = wording;
    for (const std::string& word : rules.words) {
        if (word.size() < 2) continue;
        const std::string before_hole = word + " {";
        for (std::size_t at = out.find(before_hole); at != std::string::npos; at = out.find(before_hole, at + 1)) {
            const bool starts_word = at == 0 || out[at - 1] == ' ' || out[at - 1] == '(';
            const std::size_t hole = at + word.size() + 2;
            const std::size_t close = out.find('}', hole);
            if (!starts_word || close == std::string::npos) continue;
            const std::string name = out.substr(hole, close - hole);
            for (const auto& [key, value] : values)
                if (key == name && starts_with_any(value, rules.starts)) {
                    // "de {name}" → "d'{name}": the last letter and the space give way to an apostrophe.
                    const std::size_t last_letter = at + word.size() - 1;
                    out.erase(last_letter, 2);
                    out.insert(out.begin() + static_cast<std::ptrdiff_t>(last_letter), '\'');
                    break;
                }
        }
    }
    return out;
}

std::string fill(const std::string& wording, const Message& message, Language language) {
    fmt::dynamic_format_arg_store<fmt::format_context> store;
    std::vector<std::pair<std::string, std::string>> values;
    // The store is given views of the written values, which outlive it (no copy of each into it).
    values.reserve(message.arguments.size());
    store.reserve(message.arguments.size(), message.arguments.size());
    for (const auto& argument : message.arguments) {
        values.emplace_back(argument.name, write_value(argument.value, language));
        store.push_back(fmt::arg(argument.name.c_str(), std::string_view(values.back().second)));
    }
    const Elision& rules = elision(language);
    return fmt::vformat(rules.words.empty() ? wording : elided(wording, values, rules), store);
}

}  // namespace

std::string write_value(const MessageValue& value, Language language) { return std::visit(ValueWriter{language}, value); }

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
        } catch (const fmt::format_error&) { return catalogue_text(message.text, Language::english, count); }
    }
}

}  // namespace muster
