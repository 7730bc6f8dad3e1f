#pragma once
// muster-cli lists import: the subcommand, set up under `lists`.
#include "cli_context.hpp"

namespace muster::cli {

/// Adds `import FILE...` to the lists command.
void add_list_import_command(CLI::App& lists, CliContext& context);

}  // namespace muster::cli
