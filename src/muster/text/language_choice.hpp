#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/text/localised_name.hpp"

namespace muster {

/// The language Muster speaks that a code or locale names ("fr", "fr_FR.UTF-8", "pt_BR"), or
/// nothing when Muster has no catalogue for it. A region Muster lacks falls back to the language
/// ("fr_CA" is French); "C" and "POSIX" are English.
std::optional<Language> language_named(std::string_view name);
/// The language of the environment: LANGUAGE, LC_ALL, LC_MESSAGES, then LANG; English when
/// none names a language Muster has.
Language language_from_environment();
/// "en", "fr", …: the language's code.
const char* language_code(Language language);
/// Every language Muster speaks: English, then each language its catalogues translate into.
std::vector<Language> spoken_languages();
/// The codes of every language Muster speaks, for a choice in a command's help: "en, fr".
std::string spoken_language_codes();
/// A text worked out for every language Muster speaks: English, then each translation that
/// differs from it (e.g. a message rendered in each, kept for a log that is read later).
LocalisedName in_every_language(const std::function<std::string(Language)>& text_in);

/// The language's name in its own words ("Français"), from its catalogue.
std::string language_own_name(Language language);

}  // namespace muster
