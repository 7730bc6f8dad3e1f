#include "muster/lists/list_library.hpp"

#include <algorithm>

#include "muster/util/data_paths.hpp"
#include "muster/util/output_messages.hpp"
#include "muster/util/suggest.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
// A folder of the lists that cannot be read is skipped with a problem, as an unreadable file is;
// one that does not exist is simply not there.
void report_unreadable_folder(const fs::path& folder, const std::error_code& ec, Report& report) {
    if (!ec || ec == std::errc::no_such_file_or_directory || ec == std::errc::not_a_directory) return;
    report.error_at({folder.string(), 0, 0}, "file.unreadable",
                    message(MUSTER_MESSAGE("lists.unreadable-folder", "cannot read this folder ({reason}); it was skipped"))
                        .with("reason", nested(system_reason_message(ec.value()))));
}

std::vector<fs::path> sorted_entries(const fs::path& folder, bool want_directories, Report& report) {
    std::vector<fs::path> out;
    std::error_code ec;
    fs::directory_iterator entries(folder, ec);
    report_unreadable_folder(folder, ec, report);
    for (; !ec && entries != fs::directory_iterator(); entries.increment(ec)) {
        const fs::directory_entry& entry = *entries;
        std::error_code kind;
        if (want_directories ? entry.is_directory(kind) : (entry.is_regular_file(kind) && entry.path().extension() == ".xml")) out.push_back(entry.path());
    }
    report_unreadable_folder(folder, ec, report);
    std::sort(out.begin(), out.end());
    return out;
}
}  // namespace

ListLibrary ListLibrary::load(const fs::path& lists_folder, Report& report) {
    std::vector<FolderReport> reports;
    ListLibrary library = load({{lists_folder, ListOrigin::installed}}, reports);
    for (const FolderReport& folder : reports) report.merge(folder.report);
    return library;
}

ListLibrary ListLibrary::load(const std::vector<ListFolder>& folders, std::vector<FolderReport>& reports, ListDetail detail) {
    ListLibrary library;
    library.detail_ = detail;
    library.folders_ = folders;
    if (!folders.empty()) library.folder_ = folders.front().path;
    const std::size_t first_report = reports.size();
    for (const ListFolder& folder : folders) {
        reports.push_back({folder, {}});
        std::error_code looked;
        if (!fs::is_directory(folder.path, looked))
            reports.back().report.error_at({folder.path.string(), 0, 0}, "lists.missing-folder",
                                           message(MUSTER_MESSAGE("lists.missing-folder", "no lists folder here")));
    }
    auto report_of = [&](std::size_t i) -> Report& { return reports[first_report + i].report; };

    // Game systems first, from every folder, so a faction may use a system another folder holds.
    std::vector<fs::path> unreadable;  // game folders that could not be looked into
    for (std::size_t i = 0; i < folders.size(); ++i) {
        std::vector<std::string> seen_here;
        for (const fs::path& folder : sorted_entries(folders[i].path, true, report_of(i))) {
            const fs::path system_file = folder / "system.xml";
            std::error_code looked;
            if (!fs::exists(system_file, looked)) {
                if (looked && looked != std::errc::no_such_file_or_directory) unreadable.push_back(folder);
                report_unreadable_folder(folder, looked, report_of(i));
                continue;
            }
            std::optional<GameSystem> system = load_game_system(system_file, report_of(i));
            if (!system) continue;
            system->origin = folders[i].origin;
            system->file = system_file.string();
            if (std::find(seen_here.begin(), seen_here.end(), system->id) != seen_here.end()) {
                report_of(i).error_at(
                    system->defined_at, "list.duplicate-id",
                    message(MUSTER_MESSAGE("list.system-defined-twice", "game system '{id}' is defined twice")).with("id", VerbatimValue{system->id}));
                continue;
            }
            seen_here.push_back(system->id);
            library.put(std::move(*system));
        }
    }
    for (std::size_t i = 0; i < folders.size(); ++i) {
        std::vector<std::string> seen_here;
        Report listed_again;  // the folder's own problems were reported with its game systems
        for (const fs::path& folder : sorted_entries(folders[i].path, true, listed_again)) {
            if (std::find(unreadable.begin(), unreadable.end(), folder) != unreadable.end()) continue;
            for (const fs::path& file : sorted_entries(folder / "factions", false, report_of(i))) {
                std::optional<Faction> faction = load_faction(file, library, report_of(i));
                if (!faction) continue;
                faction->origin = folders[i].origin;
                if (std::find(seen_here.begin(), seen_here.end(), faction->id) != seen_here.end()) {
                    report_of(i).error_at(
                        {file.string(), 1, 1}, "list.duplicate-id",
                        message(MUSTER_MESSAGE("list.faction-defined-twice", "faction '{id}' is defined twice")).with("id", VerbatimValue{faction->id}));
                    continue;
                }
                seen_here.push_back(faction->id);
                library.put(std::move(*faction));
            }
        }
    }
    return library;
}

void ListLibrary::put(GameSystem system) {
    for (auto& existing : systems_)
        if (existing->id == system.id) {
            shadowed_.push_back({"game system", system.id, system.file, system.origin, existing->file, existing->origin});
            *existing = std::move(system);
            return;
        }
    add(std::move(system));
}

void ListLibrary::put(Faction faction) {
    for (auto& existing : factions_)
        if (existing->id == faction.id) {
            shadowed_.push_back({"faction", faction.id, faction.file, faction.origin, existing->file, existing->origin});
            *existing = std::move(faction);
            return;
        }
    add(std::move(faction));
}

std::vector<ListFolder> standard_list_folders() {
    std::vector<ListFolder> folders{{lists_folder(), ListOrigin::installed}};
    const std::vector<fs::path> shared = shared_lists_folders();  // the first of highest precedence: read last
    for (auto folder = shared.rbegin(); folder != shared.rend(); ++folder) folders.push_back({*folder, ListOrigin::shared});
    const fs::path user = user_lists_folder();
    std::error_code ec;
    if (fs::is_directory(user, ec)) folders.push_back({user, ListOrigin::user});
    for (const fs::path& folder : added_list_folders()) folders.push_back({folder, ListOrigin::added});
    return folders;
}

ListLibrary load_standard_lists(std::vector<FolderReport>& reports, ListDetail detail) { return ListLibrary::load(standard_list_folders(), reports, detail); }

std::string folder_problems_heading(const ListFolder& folder) {
    switch (folder.origin) {
        case ListOrigin::installed:
            return "problems in the installed lists (those files were skipped):";
        case ListOrigin::user:
            return "problems in your lists in " + folder.path.string() + " (those files were skipped):";
        case ListOrigin::shared:
        case ListOrigin::added:
            break;
    }
    return "problems in the lists in " + folder.path.string() + " (those files were skipped):";
}

const char* origin_name(ListOrigin origin) {
    switch (origin) {
        case ListOrigin::installed:
            return "installed";
        case ListOrigin::shared:
            return "shared";
        case ListOrigin::user:
            return "user";
        case ListOrigin::added:
            break;
    }
    return "added";
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
    for (const auto& f : factions_) { ids.push_back(f->id); }
    std::vector<std::string> close = near_matches(typed, ids);
    if (close.empty())  // try the display names: "french" → hyw-french
        for (const auto& f : factions_)
            if (!near_matches(typed, f->name.texts()).empty()) close.push_back(f->id);
    return close;
}

}  // namespace muster
