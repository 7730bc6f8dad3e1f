// ListLibrary::load_for_faction: the two list files one roster needs, found by their heads, so a
// command on one roster does not read every list.
#include <algorithm>

#include "muster/lists/list_head.hpp"
#include "muster/lists/list_library.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

struct FoundFile {
    fs::path file;
    std::size_t folder = 0;
    std::string system;  // a faction's game system
};

// The sorted entries of a folder, or nothing when it cannot be read (load() reports that). A
// folder that does not exist has none, as for load().
std::optional<std::vector<fs::path>> sorted_entries(const fs::path& folder, bool want_directories) {
    std::vector<fs::path> out;
    std::error_code ec;
    fs::directory_iterator entries(folder, ec);
    if (ec) {
        if (ec == std::errc::no_such_file_or_directory || ec == std::errc::not_a_directory) return out;
        return std::nullopt;
    }
    for (; entries != fs::directory_iterator(); entries.increment(ec)) {
        if (ec) return std::nullopt;
        const fs::directory_entry& entry = *entries;
        std::error_code kind;
        if (want_directories ? entry.is_directory(kind) : (entry.is_regular_file(kind) && entry.path().extension() == ".xml")) out.push_back(entry.path());
    }
    if (ec) return std::nullopt;
    std::sort(out.begin(), out.end());
    return out;
}

enum class Search { found, absent, unsure };

// The file of a folder whose head is `root` with this id, as load() would take it: unsure when a
// head cannot be read or two files give the id (load() reports the second).
Search find_in_folder(const fs::path& folder, std::size_t index, const char* root, const std::string& id, FoundFile& found) {
    const std::optional<std::vector<fs::path>> games = sorted_entries(folder, true);
    if (!games) return Search::unsure;
    bool here = false;
    for (const fs::path& game : *games) {
        std::vector<fs::path> files;
        if (std::string_view(root) == "faction") {
            std::optional<std::vector<fs::path>> factions = sorted_entries(game / "factions", false);
            if (!factions) return Search::unsure;
            files = std::move(*factions);
        } else {
            std::error_code looked;
            if (fs::exists(game / "system.xml", looked)) files.push_back(game / "system.xml");
            else if (looked && looked != std::errc::no_such_file_or_directory) return Search::unsure;
        }
        for (const fs::path& file : files) {
            const std::optional<ListHead> head = read_list_head(file);
            if (!head || head->root != root) return Search::unsure;  // load() reports a wrong document element
            if (head->id != id) continue;
            if (here) return Search::unsure;
            here = true;
            found = {file, index, head->system};
        }
    }
    return here ? Search::found : Search::absent;
}

// The highest-precedence folder's file, as load() keeps it (a later folder replaces an earlier).
std::optional<FoundFile> find_list(const std::vector<ListFolder>& folders, const char* root, const std::string& id) {
    for (std::size_t i = folders.size(); i-- > 0;) {
        FoundFile found;
        switch (find_in_folder(folders[i].path, i, root, id, found)) {
            case Search::found:
                return found;
            case Search::unsure:
                return std::nullopt;
            case Search::absent:
                break;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<ListLibrary> ListLibrary::load_for_faction(const std::vector<ListFolder>& folders, const std::string& faction_id) {
    if (folders.empty() || faction_id.empty()) return std::nullopt;
    for (const ListFolder& folder : folders) {
        std::error_code looked;
        if (!fs::is_directory(folder.path, looked)) return std::nullopt;  // load() reports a missing folder
    }
    const std::optional<FoundFile> faction_file = find_list(folders, "faction", faction_id);
    if (!faction_file || faction_file->system.empty()) return std::nullopt;
    const std::optional<FoundFile> system_file = find_list(folders, "game-system", faction_file->system);
    if (!system_file) return std::nullopt;

    ListLibrary library;
    library.folders_ = folders;
    library.folder_ = folders.front().path;
    Report report;
    std::optional<GameSystem> system = load_game_system(system_file->file, report);
    if (!system || !report.empty() || system->id != faction_file->system) return std::nullopt;
    system->origin = folders[system_file->folder].origin;
    system->file = system_file->file.string();
    library.put(std::move(*system));
    std::optional<Faction> faction = load_faction(faction_file->file, library, report);
    if (!faction || !report.empty() || faction->id != faction_id) return std::nullopt;
    faction->origin = folders[faction_file->folder].origin;
    library.put(std::move(*faction));
    return library;
}

}  // namespace muster
