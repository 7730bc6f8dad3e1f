#pragma once
#include <compare>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace muster {

/// The language a player reads Muster in, by its code ("en", "fr", "pt_BR"). Any code can be
/// held; which ones Muster speaks is the catalogue's business (translated_languages()), so a
/// new language is a .po file, not a change here.
class Language {
public:
    /// English: the language of the messages' own text and of list data's plain attributes.
    static const Language english;
    /// French, the sources' language. For tests: the program itself never decides by language.
    static const Language french;

    /// English.
    constexpr Language() : code_{'e', 'n', '\0', '\0', '\0', '\0', '\0', '\0'} {}
    /// The language of a code: two or three lowercase letters, maybe "_" and a region ("pt_BR").
    /// A code that is not one (too long, other characters) is English.
    constexpr explicit Language(std::string_view code) : code_{} {
        if (!is_code(code)) code = "en";
        for (std::size_t i = 0; i < code.size(); ++i) code_[i] = code[i];
    }
    /// Whether text is a language code as Language reads one.
    static constexpr bool is_code(std::string_view text) {
        const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
        const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
        std::size_t letters = 0;
        while (letters < text.size() && lower(text[letters])) ++letters;
        if (letters < 2 || letters > 3) return false;
        if (letters == text.size()) return true;
        return text.size() == letters + 3 && text[letters] == '_' && upper(text[letters + 1]) && upper(text[letters + 2]);
    }

    /// "en", "fr", "pt_BR".
    constexpr std::string_view code() const { return std::string_view(code_); }
    /// The same code as a C string.
    constexpr const char* c_str() const { return code_; }

    friend constexpr bool operator==(const Language&, const Language&) = default;
    friend constexpr auto operator<=>(const Language&, const Language&) = default;

private:
    char code_[8];  // NUL-terminated: at most "xxx_YY"; a plain array, so a Language is 8 bytes passed by value
};

inline constexpr Language Language::english{"en"};
inline constexpr Language Language::french{"fr"};

/// A name (or any text of the list data) in English with its translations, each kept in the
/// order the data gives them. Written in XML as `name` and `name-<code>` attributes.
struct LocalisedName {
    std::string en;                                              ///< English
    std::vector<std::pair<Language, std::string>> translations;  ///< never English, never empty text

    /// The text in a language, exactly as given; nullptr when the data has none for it.
    const std::string* translation(Language language) const {
        if (language == Language::english) return &en;
        for (const auto& [code, text] : translations)
            if (code == language) return &text;
        return nullptr;
    }
    /// The text in a language, falling back to English.
    const std::string& in(Language language) const {
        const std::string* text = translation(language);
        return text != nullptr && !text->empty() ? *text : en;
    }
    /// Sets (or, with empty text, removes) the text in a language; returns the name for chaining.
    LocalisedName& set(Language language, std::string text) {
        if (language == Language::english) {
            en = std::move(text);
            return *this;
        }
        std::erase_if(translations, [&](const auto& kept) { return kept.first == language; });
        if (!text.empty()) translations.emplace_back(language, std::move(text));
        return *this;
    }
    /// The name with a translation added: `LocalisedName{"Knights"}.with(Language::french, "Chevaliers")`.
    LocalisedName with(Language language, std::string text) const& {
        LocalisedName copy = *this;
        copy.set(language, std::move(text));
        return copy;
    }
    /// Every text it holds, English first: what a search by name looks through.
    std::vector<std::string> texts() const {
        std::vector<std::string> all{en};
        for (const auto& [language, text] : translations) all.push_back(text);
        return all;
    }
    /// The name with the same change made to each of its texts (e.g. a first letter lowered).
    template <class Change>
    LocalisedName transformed(Change change) const {
        LocalisedName out{change(en), {}};
        for (const auto& [language, text] : translations) out.set(language, change(text));
        return out;
    }
    /// The original beside the English: the first translation the data gives (the sources' words),
    /// or empty when there is none or it says the same.
    const std::string& original() const {
        static const std::string none;
        for (const auto& [code, text] : translations)
            if (text != en) return text;
        return none;
    }
    /// "Mounted knights (Chevaliers montés)"; English alone when there is no other original.
    std::string both() const {
        const std::string& other = original();
        if (other.empty()) return en;
        return en.find('(') == std::string::npos ? en + " (" + other + ")" : en + " — " + other;
    }
    /// As a list's name is shown to a reader: English with its original beside it, or the
    /// reader's own name; both when the data has no name in the reader's language.
    std::string shown_in(Language language) const {
        if (language == Language::english) return both();
        const std::string* own = translation(language);
        return own != nullptr && !own->empty() ? *own : both();
    }

    friend bool operator==(const LocalisedName&, const LocalisedName&) = default;
};

}  // namespace muster
