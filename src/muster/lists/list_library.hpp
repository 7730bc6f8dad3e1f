#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "muster/lists/faction.hpp"
#include "muster/lists/game_system.hpp"
#include "muster/report/report.hpp"

namespace muster {

/// Every game system and faction list found under a lists folder; immutable once loaded.
class ListLibrary {
public:
    /// Loads lists/<system>/system.xml and lists/<system>/factions/*.xml, reporting every
    /// problem of every file; files with errors are left out, the rest load.
    static ListLibrary load(const std::filesystem::path& lists_folder, Report& report);

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
    /// The folder the lists came from.
    const std::filesystem::path& folder() const { return folder_; }

    /// Adds a loaded system (tests and tools).
    void add(GameSystem system);
    /// Adds a loaded faction (tests and tools).
    void add(Faction faction);

private:
    std::filesystem::path folder_;
    std::vector<std::unique_ptr<GameSystem>> systems_;
    std::vector<std::unique_ptr<Faction>> factions_;
};

/// Loads one game system file; nothing when it has errors (all of them reported).
std::optional<GameSystem> load_game_system(const std::filesystem::path& file, Report& report);
/// Loads one faction file against its game system; nothing when it has errors.
std::optional<Faction> load_faction(const std::filesystem::path& file, const ListLibrary& library, Report& report);
/// Parses faction XML held in memory (display_name names it in messages).
std::optional<Faction> parse_faction(std::string text, const std::string& display_name, const ListLibrary& library,
                                     Report& report);
/// Parses game system XML held in memory.
std::optional<GameSystem> parse_game_system(std::string text, const std::string& display_name, Report& report);

}  // namespace muster
