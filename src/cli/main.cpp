// muster-cli: every capability of Muster's core, scriptable from the shell.
#include <filesystem>
#include <iostream>
#include <new>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"

int main(int argc, char** argv) {
    using namespace muster::cli;
    CLI::App app{"Muster — army lists, sieges, campaigns and reference sheets for tabletop wargames"};
    app.require_subcommand(1);
    app.fallthrough();
    app.set_help_all_flag("--help-all", "Show help for every command");
    // An argument that is not UTF-8, or holds a terminal escape, is refused before any command echoes it.
    if (const std::string refused = refused_argument_message(argc, argv); !refused.empty()) {
        std::cerr << "muster-cli: " << refused << '\n';
        return exit_unreadable;
    }
    CliContext context;
    app.add_option("--lists", context.added_lists,
                   "Also read lists from this folder (repeatable); its lists take precedence over the installed "
                   "ones and the user's (" + muster::user_lists_folder().string() + ")")
        ->expected(1)
        ->check(CLI::ExistingDirectory)
        ->each([](const std::string& folder) {  // as parsed, so every command (and the siege kit) sees them
            std::vector<std::filesystem::path> folders = muster::added_list_folders();
            folders.emplace_back(folder);
            muster::set_added_list_folders(std::move(folders));
        });
    app.add_flag("--json", context.json, "Machine-readable output");
    app.add_option("--lang", context.lang, "Language of messages: en or fr (default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)")
        ->check(CLI::IsMember({"en", "fr"}));
    for (CommandSetup setup : registered_commands()) setup(app, context);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return exit_unreadable;
    } catch (const muster::Error& e) {
        std::cerr << "muster-cli: " << e.in(context.language()) << '\n';
        return exit_unreadable;
    } catch (const std::filesystem::filesystem_error& e) {  // anything else is a message and exit 2, never an abort
        std::cerr << "muster-cli: cannot use " << muster::printable_text(e.path1().string(), false) << ": " << e.code().message() << '\n';
        return exit_unreadable;
    } catch (const std::bad_alloc&) {
        std::cerr << "muster-cli: not enough memory to finish the command; nothing was changed\n";
        return exit_unreadable;
    } catch (const std::exception& e) {
        std::cerr << "muster-cli: the command could not be done (" << muster::printable_text(e.what(), false) << ")\n";
        return exit_unreadable;
    }
    return context.exit_code;
}
