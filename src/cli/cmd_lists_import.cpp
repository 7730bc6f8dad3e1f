// muster-cli lists import FILE...: wm-selector army files (with their special-rules and
// magic-items files) written as Muster faction files into the user's lists folder. Every
// construct that could not be carried over is printed with its JSON path and why.
#include <iostream>

#include <nlohmann/json.hpp>

#include "list_import_command.hpp"
#include "argument_checks.hpp"
#include "help_text.hpp"
#include "muster/import/list_import.hpp"
#include "muster/report/report_json.hpp"
#include "muster/text/render.hpp"
#include "muster/util/data_paths.hpp"

namespace muster::cli {

namespace {

struct ImportOptions {
    std::vector<std::string> files;
    std::string to;
    std::string system;  // empty: the system that names each file's version
};

nlohmann::json to_json(const ListImport& result, Language language) {
    nlohmann::json lists = nlohmann::json::array();
    for (const ImportedList& list : result.lists) {
        nlohmann::json unmapped = nlohmann::json::array();
        for (const UnmappedConstruct& u : list.unmapped) {
            nlohmann::json entry = message_json(u.why);
            entry.update({{"file", u.file}, {"path", u.json_path}, {"why", render_message(u.why, language)}});
            unmapped.push_back(std::move(entry));
        }
        // Each reading as text in the language asked, with its message id and arguments beside it.
        nlohmann::json readings = nlohmann::json::array();
        for (const Message& reading : list.readings) {
            nlohmann::json entry = message_json(reading);
            entry["text"] = render_message(reading, language);
            readings.push_back(std::move(entry));
        }
        lists.push_back({{"source", list.source_file},
                         {"faction", list.faction_id},
                         {"name", list.name},
                         {"file", list.written.string()},
                         {"revision", list.revision},
                         {"changed", list.changed},
                         {"units", list.units},
                         {"rules", list.rules},
                         {"unmapped", unmapped},
                         {"readings", readings}});
    }
    return {{"lists", lists}, {"problems", muster::to_json(result.problems, language)}, {"exit", result.exit_code()}};
}

void print_text(const ListImport& result, Language language) {
    std::cout << format_list_import(result, language);
    if (!result.problems.empty()) std::cerr << format_human(result.problems, language);
}

}  // namespace

void add_list_import_command(CLI::App& lists, CliContext& context) {
    static ImportOptions o;
    CLI::App* command = lists.add_subcommand(
        "import", help_text(MUSTER_MESSAGE("cli.help.lists.import",
                                           "Import wm-selector army lists (JSON) into your lists folder; give their special-rules and magic-items "
                                           "files too, for the rules' texts. Exit 0: all mapped, 1: something not mapped (printed), 2: a file unreadable")));
    command
        ->add_option("files", o.files,
                     help_text(MUSTER_MESSAGE("cli.help.lists.import.files",
                                              "Army files, special-rules files and magic-items files (told apart by content), or folders of them")))
        ->required()
        ->check(existing_file_or_folder());
    command->add_option("--to", o.to,
                        help_text(message(MUSTER_MESSAGE("cli.help.lists.import.to", "Lists folder to write into (default: yours, {folder})"))
                                      .with("folder", VerbatimValue{user_lists_folder().string()})));
    command->add_option("--system", o.system, help_text(MUSTER_MESSAGE("cli.help.lists.import.system", "Game system the lists are written for")));
    command->callback([&context] {
        ListImportOptions options;
        options.lists_folder = o.to.empty() ? user_data_folder_to_write() / "lists" : std::filesystem::path(o.to);
        options.system_id = o.system;
        options.language = context.language();
        const std::vector<std::filesystem::path> files(o.files.begin(), o.files.end());
        const ListImport result = import_wm_selector_files(files, context.library(), options);
        if (context.json) print_json(to_json(result, context.language()));
        else print_text(result, context.language());
        context.exit_code = result.exit_code();
    });
}

}  // namespace muster::cli
