// muster-cli lists: the game systems and factions read (installed, the user's, --lists), with
// their revisions, which list replaces which, and `lists import` for community list files.
#include <iostream>

#include "cli_context.hpp"
#include "list_import_command.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/fill_message.hpp"

namespace muster::cli {

namespace {

// Where a list comes from, for a player: nothing for the installed ones.
std::string origin_note(ListOrigin origin, const std::string& file) {
    switch (origin) {
    case ListOrigin::installed: return "";
    case ListOrigin::user: return fill_message(" — your list ({file})", {{"file", file}});
    case ListOrigin::added: break;
    }
    return fill_message(" — from --lists ({file})", {{"file", file}});
}

std::string precedence_line(const ShadowedList& s) {
    return fill_message("{used_origin} {kind} '{id}' ({used_file}) takes precedence over the {hidden_origin} one ({hidden_file})",
                        {{"used_origin", s.used_origin == ListOrigin::user ? "your" : origin_name(s.used_origin)},
                         {"kind", s.kind},
                         {"id", s.id},
                         {"used_file", s.used_file},
                         {"hidden_origin", origin_name(s.hidden_origin)},
                         {"hidden_file", s.hidden_file}});
}

void print_lists(CliContext& context) {
    const ListLibrary& lists = context.library();
    if (context.json) {
        nlohmann::json systems = nlohmann::json::array();
        for (const GameSystem* system : lists.systems()) {
            nlohmann::json factions = nlohmann::json::array();
            for (const Faction* f : lists.factions(system->id))
                factions.push_back({{"id", f->id}, {"name", f->name.en}, {"name_fr", f->name.fr},
                                    {"revision", f->revision}, {"units", f->units.size()},
                                    {"origin", origin_name(f->origin)}, {"file", f->file}});
            systems.push_back({{"id", system->id}, {"name", system->name.en}, {"name_fr", system->name.fr},
                               {"revision", system->revision}, {"origin", origin_name(system->origin)},
                               {"factions", factions}});
        }
        nlohmann::json folders = nlohmann::json::array();
        for (const ListFolder& f : lists.folders()) folders.push_back({{"path", f.path.string()}, {"origin", origin_name(f.origin)}});
        nlohmann::json shadowed = nlohmann::json::array();
        for (const ShadowedList& s : lists.shadowed())
            shadowed.push_back({{"kind", s.kind}, {"id", s.id}, {"used_file", s.used_file},
                                {"used_origin", origin_name(s.used_origin)}, {"hidden_file", s.hidden_file},
                                {"hidden_origin", origin_name(s.hidden_origin)}});
        print_json({{"folder", lists.folder().string()}, {"folders", folders}, {"systems", systems}, {"shadowed", shadowed}});
        return;
    }
    for (const GameSystem* system : lists.systems()) {
        std::cout << system->id << "  " << system->name.both() << "  (revision " << system->revision << ")"
                  << origin_note(system->origin, system->file) << "\n";
        for (const Faction* f : lists.factions(system->id))
            std::cout << "  " << f->id << "  " << f->name.both() << "  revision " << f->revision << ", "
                      << f->units.size() << " units" << origin_note(f->origin, f->file) << "\n";
    }
    for (const ShadowedList& s : lists.shadowed()) std::cout << "note: " << precedence_line(s) << "\n";
}

void setup(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "lists", "Game systems and factions: installed, yours (" + user_lists_folder().string() + ") and --lists folders");
    add_list_import_command(*command, context);
    command->callback([&context, command] {
        if (!command->get_subcommands().empty()) return;  // `lists import` did the work
        print_lists(context);
    });
}

const CommandRegistration registration(10, &setup);

}  // namespace

}  // namespace muster::cli
