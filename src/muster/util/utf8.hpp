#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

/// Byte offset of the first byte that breaks UTF-8, or nothing when the text is valid.
std::optional<std::size_t> first_invalid_utf8(std::string_view text);
/// The text in Unicode normalisation form C (composed accents), as PDFs and comparisons need.
std::string to_nfc(std::string_view text);
/// Lower-cased, accent-stripped text for forgiving searches ("Écorcheurs" ~ "ecorcheurs").
std::string search_key(std::string_view text);

}  // namespace muster
