#include "muster/lists/list_library.hpp"

#include <algorithm>

#include "muster/util/suggest.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
std::vector<fs::path> sorted_entries(const fs::path& folder, bool want_directories) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
        if (want_directories ? entry.is_directory() : (entry.is_regular_file() && entry.path().extension() == ".xml"))
            out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}
}  // namespace

ListLibrary ListLibrary::load(const fs::path& lists_folder, Report& report) {
    ListLibrary library;
    library.folder_ = lists_folder;
    if (!fs::is_directory(lists_folder)) {
        report.error_at({lists_folder.string(), 0, 0}, "lists.missing-folder", "no lists folder here");
        return library;
    }
    const std::vector<fs::path> system_folders = sorted_entries(lists_folder, true);
    for (const fs::path& folder : system_folders) {
        const fs::path system_file = folder / "system.xml";
        if (!fs::exists(system_file)) continue;
        if (std::optional<GameSystem> system = load_game_system(system_file, report)) {
            if (library.system(system->id))
                report.error_at(system->defined_at, "list.duplicate-id",
                                "game system '" + system->id + "' is defined twice");
            else
                library.add(std::move(*system));
        }
    }
    for (const fs::path& folder : system_folders)
        for (const fs::path& file : sorted_entries(folder / "factions", false))
            if (std::optional<Faction> faction = load_faction(file, library, report)) {
                if (library.faction(faction->id))
                    report.error_at({file.string(), 1, 1}, "list.duplicate-id",
                                    "faction '" + faction->id + "' is defined twice");
                else
                    library.add(std::move(*faction));
            }
    return library;
}

void ListLibrary::add(GameSystem system) { systems_.push_back(std::make_unique<GameSystem>(std::move(system))); }
void ListLibrary::add(Faction faction) { factions_.push_back(std::make_unique<Faction>(std::move(faction))); }

const GameSystem* ListLibrary::system(const std::string& system_id) const {
    for (const auto& s : systems_)
        if (s->id == system_id) return s.get();
    return nullptr;
}

const Faction* ListLibrary::faction(const std::string& faction_id) const {
    for (const auto& f : factions_)
        if (f->id == faction_id) return f.get();
    return nullptr;
}

std::vector<const GameSystem*> ListLibrary::systems() const {
    std::vector<const GameSystem*> out;
    for (const auto& s : systems_) out.push_back(s.get());
    std::sort(out.begin(), out.end(), [](auto* a, auto* b) { return a->id < b->id; });
    return out;
}

std::vector<const Faction*> ListLibrary::factions(const std::string& system_id) const {
    std::vector<const Faction*> out;
    for (const auto& f : factions_)
        if (system_id.empty() || f->system_id == system_id) out.push_back(f.get());
    std::sort(out.begin(), out.end(), [](auto* a, auto* b) { return a->id < b->id; });
    return out;
}

std::vector<std::string> ListLibrary::suggest_faction(const std::string& typed) const {
    std::vector<std::string> ids;
    for (const auto& f : factions_) {
        ids.push_back(f->id);
    }
    std::vector<std::string> close = near_matches(typed, ids);
    if (close.empty())  // try the display names: "french" → hyw-french
        for (const auto& f : factions_)
            if (!near_matches(typed, {f->name.en, f->name.fr}).empty()) close.push_back(f->id);
    return close;
}

}  // namespace muster
