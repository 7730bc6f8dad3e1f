#pragma once
#include <string>

#include "muster/text/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// The catalogue's wording of a message in a language (English when it has no translation),
/// choosing the plural form for `count`. The catalogues are compiled from src/muster/text/po
/// into the library, so no file has to be found at run time.
std::string catalogue_text(const MessageText& text, Language language, long long count = 1);

/// Whether a language writes a word in the singular after this count ("1 stand", "0 socle",
/// "1,5 socle" but "1.5 stands"): its catalogue's plural rule decides, for fractions too.
bool takes_singular(double count, Language language);

/// Every language Muster's messages are translated into, besides English.
const std::vector<Language>& translated_languages();

}  // namespace muster
