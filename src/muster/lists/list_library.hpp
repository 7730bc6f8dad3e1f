#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/lists/faction.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/lists/list_origin.hpp"
#include "muster/report/report.hpp"

namespace muster {

/// The problems found in one folder of lists, reported under that folder's own path.
struct FolderReport {
    ListFolder folder;
    Report report;
};

/// A list hidden by a list of the same id in a folder of higher precedence.
struct ShadowedList {
    std::string kind;       ///< "game system" or "faction"
    std::string id;         ///< the id both files give
    std::string used_file;  ///< the file that is read
    ListOrigin used_origin = ListOrigin::user;
    std::string hidden_file;  ///< the file it replaces
    ListOrigin hidden_origin = ListOrigin::installed;
};

/// What faction lists are read for.
enum class ListDetail {
    whole,    ///< everything a roster, a print or an edit needs
    summary,  ///< what `lists` prints: each list's header and unit count; every check runs, no unit or group is kept
};

/// Every game system and faction list found under a lists folder; immutable once loaded.
class ListLibrary {
public:
    /// Loads lists/<system>/system.xml and lists/<system>/factions/*.xml, reporting every
    /// problem of every file; files with errors are left out, the rest load.
    static ListLibrary load(const std::filesystem::path& lists_folder, Report& report);
    /// Loads several folders, lowest precedence first: a list whose id an earlier folder already
    /// gave replaces it (and is recorded in shadowed()). Each folder's problems go to its own report.
    static ListLibrary load(const std::vector<ListFolder>& folders, std::vector<FolderReport>& reports, ListDetail detail = ListDetail::whole);
    /// Only what a roster of this faction needs: the faction's list and the game system it names,
    /// found by their files' heads, each as load() would choose it. Nothing when that cannot be told
    /// for certain, or when a folder or a file it reads has any problem: load() then reads every
    /// list and reports every problem. Problems in list files it does not read are not looked for.
    static std::optional<ListLibrary> load_for_faction(const std::vector<ListFolder>& folders, const std::string& faction_id);

    /// The game system with this id, or null.
    const GameSystem* system(const std::string& system_id) const;
    /// The faction with this id, or null.
    const Faction* faction(const std::string& faction_id) const;
    /// All game systems, sorted by id.
    std::vector<const GameSystem*> systems() const;
    /// All factions of a system (or of every system when empty), sorted by id.
    std::vector<const Faction*> factions(const std::string& system_id = {}) const;
    /// Faction ids closest to a mistyped one, best first.
    std::vector<std::string> suggest_faction(const std::string& typed) const;
    /// The folder the lists came from (the installed one when there are several).
    const std::filesystem::path& folder() const { return folder_; }
    /// Whether the factions keep their units (whole) or only their count (summary).
    ListDetail detail() const { return detail_; }
    /// Every folder read, lowest precedence first.
    const std::vector<ListFolder>& folders() const { return folders_; }
    /// The lists replaced by a list of the same id from a folder of higher precedence.
    const std::vector<ShadowedList>& shadowed() const { return shadowed_; }

    /// Adds a loaded system (tests and tools).
    void add(GameSystem system);
    /// Adds a loaded faction (tests and tools).
    void add(Faction faction);

private:
    void put(GameSystem system);  // adds, or replaces the one with its id
    void put(Faction faction);
    std::filesystem::path folder_;
    ListDetail detail_ = ListDetail::whole;
    std::vector<ListFolder> folders_;
    std::vector<ShadowedList> shadowed_;
    std::vector<std::unique_ptr<GameSystem>> systems_;
    std::vector<std::unique_ptr<Faction>> factions_;
};

/// The folders Muster reads lists from, lowest precedence first: the installed lists, the
/// user's lists folder (when it exists), then each added folder (--lists, see set_added_list_folders).
std::vector<ListFolder> standard_list_folders();
/// The lists of standard_list_folders(), each folder's problems in its own report.
ListLibrary load_standard_lists(std::vector<FolderReport>& reports, ListDetail detail = ListDetail::whole);
/// The heading a folder's problems are printed under ("problems in your lists in …").
std::string folder_problems_heading(const ListFolder& folder);

/// Loads one game system file; nothing when it has errors (all of them reported).
std::optional<GameSystem> load_game_system(const std::filesystem::path& file, Report& report);
/// Loads one faction file against its game system; nothing when it has errors.
std::optional<Faction> load_faction(const std::filesystem::path& file, const ListLibrary& library, Report& report);
/// Parses faction XML held in memory (display_name names it in messages).
std::optional<Faction> parse_faction(std::string text, const std::string& display_name, const ListLibrary& library, Report& report);
/// Parses game system XML held in memory.
std::optional<GameSystem> parse_game_system(std::string text, const std::string& display_name, Report& report);

}  // namespace muster
