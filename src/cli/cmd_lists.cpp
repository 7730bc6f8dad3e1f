// muster-cli lists: the installed game systems and factions with their revisions.
#include <iostream>

#include "cli_context.hpp"

namespace muster::cli {

namespace {

void setup(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand("lists", "Installed game systems and factions, with their revisions");
    command->callback([&context] {
        const ListLibrary& lists = context.library();
        if (context.json) {
            nlohmann::json systems = nlohmann::json::array();
            for (const GameSystem* system : lists.systems()) {
                nlohmann::json factions = nlohmann::json::array();
                for (const Faction* f : lists.factions(system->id))
                    factions.push_back({{"id", f->id}, {"name", f->name.en}, {"name_fr", f->name.fr},
                                        {"revision", f->revision}, {"units", f->units.size()}});
                systems.push_back({{"id", system->id}, {"name", system->name.en}, {"name_fr", system->name.fr},
                                   {"revision", system->revision}, {"factions", factions}});
            }
            print_json({{"folder", lists.folder().string()}, {"systems", systems}});
            return;
        }
        for (const GameSystem* system : lists.systems()) {
            std::cout << system->id << "  " << system->name.both() << "  (revision " << system->revision << ")\n";
            for (const Faction* f : lists.factions(system->id))
                std::cout << "  " << f->id << "  " << f->name.both() << "  revision " << f->revision << ", "
                          << f->units.size() << " units\n";
        }
    });
}

const CommandRegistration registration(10, &setup);

}  // namespace

}  // namespace muster::cli
