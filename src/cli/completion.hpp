#pragma once
// What bash completion offers (installer/completion/muster-cli): `muster-cli __complete WORD…`
// prints the candidates for the last word, one a line, from the commands as they are set up, so
// that completion never drifts from the commands.
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace muster::cli {

/// The word that asks for completions instead of a command (hidden: no user types it).
inline constexpr const char* complete_command = "__complete";

/// The candidates for the last of `words` (the words after "muster-cli", the last one being
/// completed, maybe empty), with every command of `app` set up: the commands or options that
/// start with it, or an option's enumerated values; or a single line telling the shell to offer
/// files: "@files .roster.xml" (files of that kind; "@files .roster.xml .wfb3.xml": of any of
/// those kinds), "@files" (any file) or "@dirs" (folders).
std::vector<std::string> completions(const CLI::App& app, const std::vector<std::string>& words);

}  // namespace muster::cli
