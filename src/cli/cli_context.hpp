#pragma once
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json_fwd.hpp>

#include "muster/lists/list_library.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/util/document_lock.hpp"

namespace muster::cli {

/// Exit codes shared by every command.
enum ExitCode { exit_ok = 0, exit_illegal = 1, exit_unreadable = 2 };

/// What every command shares: global options, the loaded lists, the exit code.
struct CliContext {
    std::vector<std::string> added_lists;  ///< --lists DIR (repeatable): folders read after the user's
    bool json = false;                     ///< --json
    std::string lang;                      ///< --lang en|fr; empty: LANGUAGE, LC_ALL, LC_MESSAGES, LANG
    int exit_code = exit_ok;

    /// The language messages are written in: --lang, else the environment's.
    Language language() const;
    /// The installed lists, the user's and the added folders', loaded on first use; each folder's
    /// problems are printed to stderr under that folder's own path.
    const ListLibrary& library();
    /// The same lists read for a summary (ListDetail::summary: every check, no unit or group kept), unless library() was loaded.
    const ListLibrary& list_summaries();
    /// Enough of the lists for a roster of this faction: its list and its game system only, read
    /// alone when their files can be told by their heads (problems in the other list files are then
    /// not printed: they do not touch the roster); else, or once every list is loaded, library().
    const ListLibrary& library_for(const std::string& faction_id);
    /// The faction with this id or name, or throws Error with suggestions.
    const Faction& faction(const std::string& id_or_name);
    /// Throws Error when a command must not write `out` (see checked_output_target): among the
    /// files it reads are `inputs` and always the lists, templates and schemas.
    void check_output(const std::filesystem::path& out, std::vector<std::filesystem::path> inputs = {}) const;
    /// Locks a document the command is about to read, change and save, until the command ends
    /// (see DocumentLock): another muster-cli editing it waits its turn, then reads this one's result.
    void lock_for_edit(const std::filesystem::path& file);

private:
    // Loads the standard lists, printing each folder's problems.
    std::unique_ptr<ListLibrary> load_lists(ListDetail detail) const;

    std::unique_ptr<ListLibrary> library_;
    std::unique_ptr<ListLibrary> summaries_;
    std::unique_ptr<ListLibrary> roster_library_;  ///< library_for()'s, for one faction
    std::vector<std::unique_ptr<DocumentLock>> locks_;
};

/// Fills a command (its options, its own subcommands, its callback).
/// Refuses to create `file` over an existing one unless the player gave --force.
void refuse_existing_without_force(const std::string& file, bool force);

using CommandSetup = void (*)(CLI::App& command, CliContext& context);
/// What `muster-cli --help` says of a command, in a line.
using CommandDescription = Message (*)();

/// A command file registers its command: `order` sorts the help listing.
struct CommandRegistration {
    CommandRegistration(int order, const char* name, CommandDescription describe, CommandSetup setup);
};

/// Adds every registered command to the app, in order. Only the commands the command line names
/// are filled with their options (all of them when `argv` is null, or for --help-all), so that a
/// command pays at start for itself alone.
void add_commands(CLI::App& app, CliContext& context, int argc, const char* const* argv);

/// Where a siege plan's attached roster is read from (relative to the plan's folder); empty when none.
std::filesystem::path attached_roster_path(const std::filesystem::path& plan_file, const std::string& roster);

/// Prints a command's JSON object to stdout with two-space indentation, with the "format" of the
/// JSON contract (json_contract.hpp) put in.
void print_json(nlohmann::json value);

/// Prints a JSON array to stdout one element at a time, byte for byte as print_json would print
/// the whole array: a long array is never held whole.
class JsonArrayPrinter {
public:
    /// Prints {"<key>": [ … ], "format": N} as print_json would, one element at a time.
    explicit JsonArrayPrinter(std::string key) : key_(std::move(key)) {}
    ~JsonArrayPrinter();
    JsonArrayPrinter(const JsonArrayPrinter&) = delete;
    JsonArrayPrinter& operator=(const JsonArrayPrinter&) = delete;
    void add(const nlohmann::json& element);

private:
    std::string key_;
    bool started_ = false;
};

}  // namespace muster::cli
