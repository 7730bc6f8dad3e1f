#pragma once
#include <string>

namespace muster {

/// The language a player reads Muster in.
enum class Language { english, french };

/// A name kept in English with the French original beside it.
struct LocalisedName {
    std::string en;  ///< English name
    std::string fr;  ///< French original (may be empty)

    /// The name in a language, falling back to English.
    const std::string& in(Language language) const { return language == Language::french && !fr.empty() ? fr : en; }
    /// "Mounted knights (Chevaliers montés)"; English alone when both are the same.
    std::string both() const {
        if (fr.empty() || fr == en) return en;
        return en.find('(') == std::string::npos ? en + " (" + fr + ")" : en + " — " + fr;
    }
    /// As a list's name is shown to a reader: both names in English, the reader's own otherwise.
    std::string shown_in(Language language) const { return language == Language::english ? both() : in(language); }
};

}  // namespace muster
