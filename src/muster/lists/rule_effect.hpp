#pragma once
#include <string>

#include "muster/lists/game_system.hpp"

namespace muster {

/// A special rule's effect as a reader of `language` sees it: in the reader's language where the
/// list gives it, English otherwise (a player's imported list may have no French).
inline const std::string& effect_in(const SpecialRule& rule, Language language) { return rule.text.in(language); }

}  // namespace muster
