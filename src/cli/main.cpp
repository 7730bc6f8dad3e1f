// muster-cli: every capability of Muster's core, scriptable from the shell.
#include <cstring>
#include <filesystem>
#include <iostream>
#include <new>
#include <optional>

#include <nlohmann/json.hpp>

#include "argument_checks.hpp"
#include "cli_context.hpp"
#include "completion.hpp"
#include "help_formatter.hpp"
#include "help_text.hpp"
#include "json_contract.hpp"
#include "unknown_command.hpp"
#include "muster/util/file_size_quota.hpp"
#include "muster/report/report.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/output_messages.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/util/version.hpp"

namespace {

// The codes --lang accepts: every language Muster has a catalogue for.
std::vector<std::string> spoken_codes() {
    std::vector<std::string> codes;
    for (muster::Language language : muster::spoken_languages()) codes.emplace_back(language.code());
    return codes;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace muster::cli;
    muster::survive_file_size_quota();
    // The language is known before the commands are set up, so that their help reads in it. Which
    // --lang is muster-cli's own (print has one of its own, for the sheet) the commands tell: they
    // are set up once more, never parsed, to find out.
    CliContext context;
    if (mentions_lang(argc, argv)) {
        CLI::App commands;
        CliContext unused;
        add_commands(commands, unused, 0, nullptr);
        context.lang = lang_argument(commands, argc, argv);
    }
    set_help_language(context.language());
    // An argument that is not UTF-8, or holds a terminal escape, is refused before any command echoes it.
    if (const std::string refused = refused_argument_message(argc, argv); !refused.empty()) {
        std::cerr << "muster-cli: " << refused << '\n';
        return exit_unreadable;
    }
    // Named, so that "Usage:" shows the program's name and not the path it was started with.
    CLI::App app{help_text(MUSTER_MESSAGE("cli.help.muster", "Muster — army lists, sieges, campaigns and reference sheets for tabletop wargames")),
                 "muster-cli"};
    app.set_version_flag("--version", std::string("muster-cli ") + muster::version(),
                         help_text(MUSTER_MESSAGE("cli.help.version", "Print the version and exit")));
    app.require_subcommand(1);
    app.fallthrough();
    app.set_help_all_flag("--help-all");
    app.add_option("--lists", context.added_lists,
                   help_text(muster::message(MUSTER_MESSAGE("cli.help.lists-option",
                                                            "Also read lists from this folder (repeatable); its lists take precedence "
                                                            "over the installed ones and the user's ({folder})"))
                                 .with("folder", muster::VerbatimValue{muster::user_lists_folder().string()})))
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)  // --lists A --lists B
        ->check(existing_folder())
        ->each([](const std::string& folder) {  // as parsed, so every command (and the siege kit) sees them
            std::vector<std::filesystem::path> folders = muster::added_list_folders();
            folders.emplace_back(folder);
            muster::set_added_list_folders(std::move(folders));
        });
    app.add_flag("--json", context.json, help_text(MUSTER_MESSAGE("cli.help.json", "Machine-readable output")));
    app.add_flag_callback(
        "--explain", [] { muster::set_findings_explained(true); },
        help_text(MUSTER_MESSAGE("cli.help.explain", "Explain each finding: the reading of the rules behind it and its rule id")));
    app.add_option(
           "--lang", context.lang,
           help_text(muster::message(MUSTER_MESSAGE("cli.help.lang", "Language of messages: {languages} (default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"))
                         .with("languages", muster::VerbatimValue{muster::spoken_language_codes()})))
        ->check(one_of(spoken_codes()));
    // Completion sets every command up, to offer their options; it runs none.
    if (argc > 1 && std::strcmp(argv[1], complete_command) == 0) {
        add_commands(app, context, 0, nullptr);
        for (const std::string& candidate : completions(app, std::vector<std::string>(argv + 2, argv + argc))) std::cout << candidate << '\n';
        return exit_ok;
    }
    add_commands(app, context, argc, argv);
    translate_help(app);
    const bool json = json_asked(argc, argv);
    const auto refuse = [&](const muster::Message& meaning, bool usage) {
        if (json) {
            print_json(error_json(meaning, context.language()));
        } else {
            std::cerr << "muster-cli: " << muster::render_message(meaning, context.language()) << '\n';
            if (usage) std::cerr << help_hint_text(context.language());
        }
        return exit_unreadable;
    };
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) { return app.exit(e); } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) { return app.exit(e); } catch (const CLI::ParseError& e) {
        if (app.get_subcommands().empty())
            if (const std::optional<std::string> typed = unknown_command(app, argc, argv)) return refuse(unknown_command_message(app, *typed), true);
        if (!json) {
            app.exit(e);
            return exit_unreadable;
        }
        return refuse(parse_error_meaning(e), true);
    } catch (const muster::Error& e) {
        return refuse(
            e.meaning() ? *e.meaning() : muster::message(MUSTER_MESSAGE("cli.cannot-use-reason", "{reason}")).with("reason", muster::VerbatimValue{e.what()}),
            false);
    } catch (const std::filesystem::filesystem_error& e) {  // anything else is a message and exit 2, never an abort
        const muster::Message reason =
            e.code().category() == std::generic_category() || e.code().category() == std::system_category()
                ? muster::system_reason_message(e.code().value())
                : muster::message(MUSTER_MESSAGE("cli.cannot-use-reason", "{reason}")).with("reason", muster::VerbatimValue{e.code().message()});
        return refuse(muster::message(MUSTER_MESSAGE("cli.cannot-use", "cannot use {path}: {reason}"))
                          .with("path", muster::VerbatimValue{muster::printable_text(e.path1().string(), false)})
                          .with("reason", muster::nested(reason)),
                      false);
    } catch (const std::bad_alloc&) {
        return refuse(muster::message(MUSTER_MESSAGE("cli.out-of-memory", "not enough memory to finish the command; nothing was changed")), false);
    } catch (const std::exception& e) {
        return refuse(muster::message(MUSTER_MESSAGE("cli.not-done", "the command could not be done ({reason})"))
                          .with("reason", muster::VerbatimValue{muster::printable_text(e.what(), false)}),
                      false);
    }
    return context.exit_code;
}
