#include "unknown_command.hpp"

#include <cstring>

#include "muster/text/quoted_ids.hpp"
#include "muster/util/suggest.hpp"

namespace muster::cli {

namespace {

std::vector<std::string> command_names(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; })) names.push_back(command->get_name());
    return names;
}

// Whether an option of the app itself takes the next argument as its value ("--lists DIR", not "--lists=DIR").
bool takes_next_argument(const CLI::App& app, const char* argument) {
    if (std::strncmp(argument, "--", 2) != 0 || std::strchr(argument, '=') != nullptr) return false;
    const CLI::Option* option = app.get_option_no_throw(argument);
    return option != nullptr && option->get_items_expected_max() > 0;
}

}  // namespace

std::optional<std::string> unknown_command(const CLI::App& app, int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const char* argument = argv[i];
        if (std::strcmp(argument, "--") == 0) return std::nullopt;
        if (argument[0] == '-' && argument[1] != '\0') {
            if (takes_next_argument(app, argument)) ++i;
            continue;
        }
        for (const std::string& name : command_names(app))
            if (name == argument) return std::nullopt;
        return std::string(argument);
    }
    return std::nullopt;
}

Message unknown_command_message(const CLI::App& app, const std::string& typed) {
    const std::vector<std::string> names = command_names(app);
    const std::vector<std::string> near = near_matches(typed, names, 1);
    if (near.empty())
        return message(MUSTER_MESSAGE("cli.error.unknown-command", "unknown command '{command}'; the commands are {commands}"))
            .with("command", muster::typed(typed))
            .with("commands", quoted_ids(names));
    return message(MUSTER_MESSAGE("cli.error.unknown-command-near", "unknown command '{command}' (did you mean {near}?)"))
        .with("command", muster::typed(typed))
        .with("near", quoted_ids(near));
}

}  // namespace muster::cli
