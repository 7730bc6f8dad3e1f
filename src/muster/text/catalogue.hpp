#pragma once
#include <string>

#include "muster/lists/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// The catalogue's wording of a message in a language (English when it has no translation),
/// choosing the plural form for `count`. The catalogues are compiled from src/muster/text/po
/// into the library, so no file has to be found at run time.
std::string catalogue_text(const MessageText& text, Language language, long long count = 1);

/// Every language Muster's messages are translated into, besides English.
const std::vector<Language>& translated_languages();

}  // namespace muster
