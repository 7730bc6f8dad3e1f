#pragma once
// CLI11's own words in the reader's language: the help's headings, type names and "REQUIRED",
// and its parse errors ("--out is required", "The following argument was not expected: …").
#include <string>

#include <CLI/CLI.hpp>

#include "muster/text/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster::cli {

/// Puts the app and every subcommand under a formatter whose labels, group headings and help
/// flags read in the help language, with argument errors explained in that language.
void translate_help(CLI::App& app);

/// An argument error in a language, with the hint to --help: CLI11's error recognised by kind
/// and said again by the catalogue; CLI11's own text for a kind Muster never raises.
std::string parse_error_message(const CLI::Error& error, Language language);
/// What an argument error means: CLI11's error said by the catalogue (its own text for a kind Muster never raises).
Message parse_error_meaning(const CLI::Error& error);
/// "Run with --help for more information.", and a new line.
std::string help_hint_text(Language language);

}  // namespace muster::cli
