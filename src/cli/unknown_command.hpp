#pragma once
// A first word that names no command ("muster-cli valdate"): named back, with the nearest command.
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "muster/text/message.hpp"

namespace muster::cli {

/// The word the user put where a command goes, when it is no command of `app`: the first argument
/// that is neither an option of muster-cli's own nor the value of one. Nothing when the line has a
/// command, or no word at all.
std::optional<std::string> unknown_command(const CLI::App& app, int argc, const char* const* argv);

/// "unknown command 'valdate' (did you mean 'validate'?)", or with the list of commands when none is near.
Message unknown_command_message(const CLI::App& app, const std::string& typed);

}  // namespace muster::cli
