#pragma once
#include <optional>
#include <string_view>

#include "muster/lists/localised_name.hpp"

namespace muster {

/// The language named by "en"/"fr" (and "english"/"french", "fr_FR.UTF-8" …), or nothing.
std::optional<Language> language_named(std::string_view name);
/// The language of the environment: LANGUAGE, LC_ALL, LC_MESSAGES, then LANG; English when
/// none names a language Muster has.
Language language_from_environment();
/// "en" or "fr".
const char* language_code(Language language);

}  // namespace muster
