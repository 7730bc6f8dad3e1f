// muster-cli lists: the game systems and factions read (installed, the user's, --lists), with
// their revisions, which list replaces which, and `lists import` for community list files.
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli_context.hpp"
#include "help_text.hpp"
#include "list_import_command.hpp"
#include "muster/report/report_json.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/text/render.hpp"

namespace muster::cli {

namespace {

constexpr MessageText system_line = MUSTER_MESSAGE("lists.system", "{id}  {name}  (revision {revision}){origin}");
constexpr MessageText faction_line = MUSTER_MESSAGE_PLURAL("lists.faction", "  {id}  {name}  revision {revision}, {count} unit{origin}",
                                                           "  {id}  {name}  revision {revision}, {count} units{origin}");
constexpr MessageText from_user = MUSTER_MESSAGE("lists.origin.user", " — your list ({file})");
constexpr MessageText from_added = MUSTER_MESSAGE("lists.origin.added", " — from --lists ({file})");
constexpr MessageText from_shared = MUSTER_MESSAGE("lists.origin.shared", " — shared list ({file})");
constexpr MessageText precedence =
    MUSTER_MESSAGE("lists.precedence", "note: {used_origin} {kind} '{id}' ({used_file}) takes precedence over the {hidden_origin} one ({hidden_file})");
constexpr MessageText origin_user = MUSTER_MESSAGE("lists.origin-word.user", "your");
constexpr MessageText origin_installed = MUSTER_MESSAGE("lists.origin-word.installed", "installed");
constexpr MessageText origin_added = MUSTER_MESSAGE("lists.origin-word.added", "added");
constexpr MessageText origin_shared = MUSTER_MESSAGE("lists.origin-word.shared", "shared");
constexpr MessageText kind_system = MUSTER_MESSAGE("lists.kind.system", "game system");
constexpr MessageText kind_faction = MUSTER_MESSAGE("lists.kind.faction", "faction");

// Where a list comes from, for a player: nothing for the installed ones.
MessageValue origin_note(ListOrigin origin, const std::string& file) {
    switch (origin) {
        case ListOrigin::installed:
            return VerbatimValue{};
        case ListOrigin::shared:
            return nested(message(from_shared).with("file", VerbatimValue{file}));
        case ListOrigin::user:
            return nested(message(from_user).with("file", VerbatimValue{file}));
        case ListOrigin::added:
            break;
    }
    return nested(message(from_added).with("file", VerbatimValue{file}));
}

MessageValue origin_word(ListOrigin origin) {
    switch (origin) {
        case ListOrigin::installed:
            return nested(message(origin_installed));
        case ListOrigin::shared:
            return nested(message(origin_shared));
        case ListOrigin::user:
            return nested(message(origin_user));
        case ListOrigin::added:
            break;
    }
    return nested(message(origin_added));
}

std::string precedence_line(const ShadowedList& s, Language language) {
    Message said = message(precedence);
    said.with("used_origin", origin_word(s.used_origin))
        .with("kind", nested(message(s.kind == "faction" ? kind_faction : kind_system)))
        .with("id", VerbatimValue{s.id})
        .with("used_file", VerbatimValue{s.used_file})
        .with("hidden_origin", origin_word(s.hidden_origin))
        .with("hidden_file", VerbatimValue{s.hidden_file});
    return render_message(said, language);
}

void print_lists(CliContext& context) {
    const ListLibrary& lists = context.list_summaries();
    if (context.json) {
        nlohmann::json systems = nlohmann::json::array();
        for (const GameSystem* system : lists.systems()) {
            nlohmann::json factions = nlohmann::json::array();
            for (const Faction* f : lists.factions(system->id))
                factions.push_back(
                    with_localised({{"id", f->id}, {"revision", f->revision}, {"units", f->unit_count}, {"origin", origin_name(f->origin)}, {"file", f->file}},
                                   "name", f->name));
            systems.push_back(with_localised(
                {{"id", system->id}, {"revision", system->revision}, {"origin", origin_name(system->origin)}, {"factions", factions}}, "name", system->name));
        }
        nlohmann::json folders = nlohmann::json::array();
        for (const ListFolder& f : lists.folders()) folders.push_back({{"path", f.path.string()}, {"origin", origin_name(f.origin)}});
        nlohmann::json shadowed = nlohmann::json::array();
        for (const ShadowedList& s : lists.shadowed())
            shadowed.push_back({{"kind", s.kind},
                                {"id", s.id},
                                {"used_file", s.used_file},
                                {"used_origin", origin_name(s.used_origin)},
                                {"hidden_file", s.hidden_file},
                                {"hidden_origin", origin_name(s.hidden_origin)}});
        print_json({{"folder", lists.folder().string()}, {"folders", folders}, {"systems", systems}, {"shadowed", shadowed}});
        return;
    }
    const Language language = context.language();
    for (const GameSystem* system : lists.systems()) {
        Message line = message(system_line);
        line.with("id", VerbatimValue{system->id})
            .with("name", VerbatimValue{system->name.shown_in(language)})
            .with("revision", IntegerValue{system->revision})
            .with("origin", origin_note(system->origin, system->file));
        std::cout << render_message(line, language) << "\n";
        for (const Faction* f : lists.factions(system->id)) {
            Message faction = message(faction_line);
            faction.with("id", VerbatimValue{f->id})
                .with("name", VerbatimValue{f->name.shown_in(language)})
                .with("revision", IntegerValue{f->revision})
                .with("origin", origin_note(f->origin, f->file))
                .counting("count", static_cast<long long>(f->unit_count));
            std::cout << render_message(faction, language) << "\n";
        }
    }
    for (const ShadowedList& s : lists.shadowed()) std::cout << precedence_line(s, language) << "\n";
}

Message describe_lists_command() {
    return message(MUSTER_MESSAGE("cli.help.lists", "Game systems and factions: installed, yours ({folder}) and --lists folders"))
        .with("folder", VerbatimValue{user_lists_folder().string()});
}

void setup_lists_command(CLI::App& command_app, CliContext& context) {
    CLI::App* command = &command_app;
    add_list_import_command(*command, context);
    command->callback([&context, command] {
        if (!command->get_subcommands().empty()) return;  // `lists import` did the work
        print_lists(context);
    });
}

const CommandRegistration lists_command(10, "lists", &describe_lists_command, &setup_lists_command);

}  // namespace

}  // namespace muster::cli
