#pragma once
#include <filesystem>
#include <optional>
#include <string>

#include "muster/report/report.hpp"
#include "muster/roster/roster.hpp"

namespace muster {

/// The newest roster file format this Muster reads and writes.
inline constexpr int roster_format_version = 1;

/// Reads a roster file; every problem goes to the report, nothing when it cannot be read.
std::optional<Roster> load_roster(const std::filesystem::path& file, Report& report);
/// Parses roster XML held in memory (display_name names it in messages).
std::optional<Roster> parse_roster(std::string text, const std::string& display_name, Report& report);
/// The roster as XML text; the same roster always gives the same bytes.
std::string roster_to_xml(const Roster& roster);
/// Writes the roster atomically (throws Error on failure).
void save_roster(const Roster& roster, const std::filesystem::path& file);

}  // namespace muster
