#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "muster/text/message.hpp"

namespace muster {

/// Something in XML text that Muster refuses before parsing, and where it starts.
struct RefusedMarkup {
    std::size_t offset = 0;  ///< byte offset in the text
    std::string rule_id;     ///< xml.doctype, xml.control-character, xml.bad-reference, xml.undefined-entity, xml.bare-ampersand
    Message meaning;         ///< one sentence for the user, in any language
};

/// The first DOCTYPE (or other <!…> declaration), control character, reference to a character XML forbids
/// (&#0;, &#27;), undefined entity (&f;) or bare '&' — or nothing when the text holds none.
/// Comments, CDATA sections and processing instructions are skipped as XML reads them.
std::optional<RefusedMarkup> first_refused_markup(std::string_view text);

}  // namespace muster
