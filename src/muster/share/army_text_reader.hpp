#pragma once
// A shared army read back: the text army_text() writes (any of its formats, any language Muster
// speaks) becomes a roster again, when every line names what the list has.
#include <optional>
#include <string>
#include <string_view>

#include "muster/lists/list_library.hpp"
#include "muster/report/report.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

/// The most a shared army may hold: past these the text is refused, not read.
inline constexpr std::size_t max_army_text_bytes = 1'000'000;
inline constexpr std::size_t max_army_text_lines = 10'000;
inline constexpr std::size_t max_army_text_line_bytes = 2'000;
inline constexpr int max_army_text_units = 10'000;

/// Reads a shared army. Each line it cannot read goes to the report as an error at its
/// line:column (display_name names the text); then there is no roster, for nothing is guessed.
/// `language` is the one tried first for numbers when the text does not tell its own.
std::optional<Roster> read_army_text(std::string_view text, const std::string& display_name, const ListLibrary& lists, Language language, Report& report);

}  // namespace muster
