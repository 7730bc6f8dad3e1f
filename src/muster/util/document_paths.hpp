#pragma once
#include <string>
#include <string_view>

namespace muster {

/// The file name a document of a kind is saved under: `extension` (".roster.xml") added when
/// the name lacks it, replacing a lone ".xml" ("azincourt.xml" → "azincourt.roster.xml"), so
/// that File > Open, which looks for the double extension, finds what Save wrote.
std::string with_document_extension(std::string_view path, std::string_view extension);

}  // namespace muster
