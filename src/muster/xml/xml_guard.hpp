#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

/// Something in XML text that Muster refuses before parsing, and where it starts.
struct RefusedMarkup {
    std::size_t offset = 0;  ///< byte offset in the text
    std::string rule_id;     ///< xml.doctype, xml.control-character, xml.bad-reference, xml.undefined-entity, xml.bare-ampersand
    std::string message;     ///< one sentence for the user
};

/// The first DOCTYPE (or other <!…> declaration), control character, reference to a character XML forbids
/// (&#0;, &#27;), undefined entity (&f;) or bare '&' — or nothing when the text holds none.
/// Comments, CDATA sections and processing instructions are skipped as XML reads them.
std::optional<RefusedMarkup> first_refused_markup(std::string_view text);

}  // namespace muster
