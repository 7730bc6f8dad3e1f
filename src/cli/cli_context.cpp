#include "cli_context.hpp"

#include <algorithm>
#include <cstring>
#include <exception>
#include <iostream>

#include <nlohmann/json.hpp>

#include "help_text.hpp"
#include "json_contract.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/text/quoted_ids.hpp"
#include "muster/util/error.hpp"
#include "muster/util/output_target.hpp"
#include "muster/util/utf8.hpp"

namespace muster::cli {

namespace {

struct RegisteredCommand {
    int order;
    const char* name;
    CommandDescription describe;
    CommandSetup setup;
};

std::vector<RegisteredCommand>& registry() {
    static std::vector<RegisteredCommand> commands;
    return commands;
}

// Whether the command line names this command (or asks for every command's help).
bool named(const char* command, int argc, const char* const* argv) {
    if (argv == nullptr) return true;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], command) == 0 || std::strcmp(argv[i], "--help-all") == 0) return true;
    return false;
}

}  // namespace

CommandRegistration::CommandRegistration(int order, const char* name, CommandDescription describe, CommandSetup setup) {
    registry().push_back({order, name, describe, setup});
}

void add_commands(CLI::App& app, CliContext& context, int argc, const char* const* argv) {
    std::vector<RegisteredCommand> commands = registry();
    std::stable_sort(commands.begin(), commands.end(), [](const auto& a, const auto& b) { return a.order < b.order; });
    for (const RegisteredCommand& command : commands) {
        CLI::App* added = app.add_subcommand(command.name, help_text(command.describe()));
        if (named(command.name, argc, argv)) command.setup(*added, context);
    }
}

Language CliContext::language() const {
    if (!lang.empty())
        if (const std::optional<Language> chosen = language_named(lang)) return *chosen;
    return language_from_environment();
}

void CliContext::lock_for_edit(const std::filesystem::path& file) { locks_.push_back(std::make_unique<DocumentLock>(file)); }

std::unique_ptr<ListLibrary> CliContext::load_lists(ListDetail detail) const {
    std::vector<FolderReport> reports;
    auto lists = std::make_unique<ListLibrary>(load_standard_lists(reports, detail));
    for (const FolderReport& folder : reports)
        if (!folder.report.empty()) std::cerr << folder_problems_heading(folder.folder) << "\n" << format_human(folder.report, language());
    return lists;
}

const ListLibrary& CliContext::library() {
    if (!library_) library_ = load_lists(ListDetail::whole);
    return *library_;
}

const ListLibrary& CliContext::list_summaries() {
    if (library_) return *library_;
    if (!summaries_) summaries_ = load_lists(ListDetail::summary);
    return *summaries_;
}

const ListLibrary& CliContext::library_for(const std::string& faction_id) {
    if (library_) return *library_;
    if (roster_library_ && roster_library_->faction(faction_id)) return *roster_library_;
    if (!roster_library_)
        if (std::optional<ListLibrary> needed = ListLibrary::load_for_faction(standard_list_folders(), faction_id)) {
            roster_library_ = std::make_unique<ListLibrary>(std::move(*needed));
            return *roster_library_;
        }
    return library();
}

const Faction& CliContext::faction(const std::string& id_or_name) {
    const ListLibrary& lists = library();
    if (const Faction* f = lists.faction(id_or_name)) return *f;
    for (const Faction* f : lists.factions())
        for (const std::string& name : f->name.texts())
            if (search_key(name) == search_key(id_or_name)) return *f;
    const std::vector<std::string> close = lists.suggest_faction(id_or_name);
    if (close.empty())
        throw Error(message(MUSTER_MESSAGE("cli.no-faction", "no installed faction '{faction}'; 'muster-cli lists' shows them all"))
                        .with("faction", VerbatimValue{id_or_name}));
    throw Error(message(MUSTER_MESSAGE("cli.no-faction-near", "no installed faction '{faction}' (did you mean {near}?); 'muster-cli lists' shows them all"))
                    .with("faction", VerbatimValue{id_or_name})
                    .with("near", quoted_ids(close)));
}

void refuse_existing_without_force(const std::string& file, bool force) {
    if (!force && std::filesystem::exists(file))
        throw Error(message(MUSTER_MESSAGE("cli.file-exists", "{file} already exists; use --force to overwrite it"), {{"file", file}}));
}

void CliContext::check_output(const std::filesystem::path& out, std::vector<std::filesystem::path> inputs) const {
    std::vector<std::filesystem::path> folders;
    try {
        for (const ListFolder& lists : standard_list_folders()) folders.push_back(lists.path);  // installed, the user's, --lists
        for (const char* name : {"templates", "schema"}) folders.push_back(data_folder() / name);
    } catch (const Error&) {
        // no installed data: nothing of it can be overwritten
        folders = {user_lists_folder()};
        for (const std::filesystem::path& added : added_list_folders()) folders.push_back(added);
    }
    for (const auto& folder : folders) {
        std::error_code ec;
        for (auto it = std::filesystem::recursive_directory_iterator(folder, ec); !ec && it != std::filesystem::end(it); it.increment(ec)) {
            // example rosters and plans are documents a user may edit, not data every command reads
            if (it->path().filename() == "examples") it.disable_recursion_pending();
            else if (std::error_code type; it->is_regular_file(type)) inputs.push_back(it->path());
        }
    }
    checked_output_target(out, inputs);
}

std::filesystem::path attached_roster_path(const std::filesystem::path& plan_file, const std::string& roster) {
    if (roster.empty()) return {};
    const std::filesystem::path path = roster;
    return path.is_relative() ? plan_file.parent_path() / path : path;
}

void print_json(nlohmann::json value) {
    write_whole_numbers_as_integers(value);
    if (value.is_object()) value["format"] = json_format;
    std::cout << value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

void JsonArrayPrinter::add(const nlohmann::json& element) {
    std::cout << (started_ ? ",\n    " : "{\n  \"" + key_ + "\": [\n    ");
    started_ = true;
    nlohmann::json shown = element;
    write_whole_numbers_as_integers(shown);
    // Newlines in a dump are its layout only (those inside strings are escaped): indent each line.
    const std::string text = shown.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    std::size_t from = 0;
    for (std::size_t newline; (newline = text.find('\n', from)) != std::string::npos; from = newline + 1)
        std::cout.write(text.data() + from, static_cast<std::streamsize>(newline + 1 - from)) << "    ";
    std::cout.write(text.data() + from, static_cast<std::streamsize>(text.size() - from));
}

JsonArrayPrinter::~JsonArrayPrinter() {
    if (std::uncaught_exceptions() > 0) return;  // cut short by an error: never closed as if whole
    std::cout << (started_ ? "\n  ],\n" : "{\n  \"" + key_ + "\": [],\n") << "  \"format\": " << json_format << "\n}\n";
}

}  // namespace muster::cli
