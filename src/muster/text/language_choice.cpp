#include "muster/text/language_choice.hpp"

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <set>
#include <string>

#include "muster/text/catalogue.hpp"

namespace muster {
namespace {

bool speaks(Language language) {
    if (language == Language::english) return true;
    const auto& translated = translated_languages();
    return std::find(translated.begin(), translated.end(), language) != translated.end();
}

}  // namespace

std::optional<Language> language_named(std::string_view name) {
    // "fr_FR.UTF-8@euro": the code is what comes before the encoding and the modifier.
    name = name.substr(0, name.find_first_of(".@"));
    if (name == "C" || name == "POSIX") return Language::english;
    std::string code(name);
    std::replace(code.begin(), code.end(), '-', '_');  // "pt-BR" as BCP 47 writes it
    const auto underscore = code.find('_');
    for (std::size_t i = 0; i < code.size(); ++i) {
        const char c = code[i];
        const bool region = underscore != std::string::npos && i > underscore;
        if (region && c >= 'a' && c <= 'z') code[i] = static_cast<char>(c - 'a' + 'A');
        if (!region && c >= 'A' && c <= 'Z') code[i] = static_cast<char>(c - 'A' + 'a');
    }
    if (Language::is_code(code) && speaks(Language(code))) return Language(code);
    const std::string language = code.substr(0, underscore);
    if (Language::is_code(language) && speaks(Language(language))) return Language(language);
    return std::nullopt;
}

Language language_from_environment() {
    // LANGUAGE may list several, "fr:en"; the first one Muster has wins.
    if (const char* list = std::getenv("LANGUAGE"); list != nullptr && *list != '\0') {
        std::string_view rest = list;
        while (!rest.empty()) {
            const auto colon = rest.find(':');
            if (auto language = language_named(rest.substr(0, colon))) return *language;
            if (colon == std::string_view::npos) break;
            rest.remove_prefix(colon + 1);
        }
    }
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(variable);
        if (value == nullptr || *value == '\0') continue;
        // The first variable that is set decides, as in POSIX: LC_ALL=C means English.
        return language_named(value).value_or(Language::english);
    }
    return Language::english;
}

const char* language_code(Language language) {
    // A Language is a value; the C string handed out must outlive it, so each code is kept once.
    static std::mutex mutex;
    static std::set<std::string> codes;
    const std::lock_guard lock(mutex);
    return codes.insert(std::string(language.code())).first->c_str();
}

std::vector<Language> spoken_languages() {
    std::vector<Language> languages{Language::english};
    for (Language language : translated_languages())
        if (language != Language::english) languages.push_back(language);
    return languages;
}

std::string spoken_language_codes() {
    std::string codes;
    for (Language language : spoken_languages()) codes += (codes.empty() ? "" : ", ") + std::string(language.code());
    return codes;
}

LocalisedName in_every_language(const std::function<std::string(Language)>& text_in) {
    LocalisedName text{text_in(Language::english), {}};
    for (Language language : translated_languages())
        if (language != Language::english)
            if (std::string translated = text_in(language); translated != text.en) text.set(language, std::move(translated));
    return text;
}

std::string language_own_name(Language language) { return catalogue_text(MUSTER_MESSAGE("language.own-name", "English"), language); }

}  // namespace muster
