#include "muster/text/language_choice.hpp"

#include <cstdlib>
#include <string>

namespace muster {

std::optional<Language> language_named(std::string_view name) {
    std::string code;
    for (char c : name) {
        if (c == '_' || c == '.' || c == '@' || c == '-') break;
        code += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    if (code == "en" || code == "english") return Language::english;
    if (code == "fr" || code == "french" || code == "francais" || code == "français") return Language::french;
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

const char* language_code(Language language) { return language == Language::french ? "fr" : "en"; }

}  // namespace muster
