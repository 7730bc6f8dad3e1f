#include "muster/siege/siege_carriers.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>

#include "muster/text/language_choice.hpp"

namespace muster {

namespace {

// The column of a stat in the system's order, or -1.
int stat_column(const GameSystem& system, const char* stat_id) {
    for (std::size_t i = 0; i < system.stats.size(); ++i)
        if (system.stats[i].id == stat_id) return static_cast<int>(i);
    return -1;
}

std::string stat_of(const UnitProfile& unit, int column) {
    return column >= 0 && static_cast<std::size_t>(column) < unit.stats.size() ? unit.stats[static_cast<std::size_t>(column)] : "";
}

}  // namespace

std::optional<SiegeCarriers> siege_carriers(const Roster* roster, const ListLibrary* lists, const SiegeItem& item) {
    if (item.carried_by_types.empty() || !roster || !lists) return std::nullopt;
    const Faction* faction = lists->faction(roster->faction_id);
    const GameSystem* system = faction ? lists->system(faction->system_id) : nullptr;
    if (!system) return std::nullopt;
    const int type_column = stat_column(*system, "type"), size_column = stat_column(*system, "size");
    if (type_column < 0) return std::nullopt;
    SiegeCarriers carriers;
    std::vector<std::string> unable_ids;
    std::vector<const UnitProfile*> unable_units;
    for (const Division& division : roster->divisions)
        for (const UnitEntry& entry : division.units) {
            const UnitProfile* unit = faction->unit(entry.unit_ref);
            if (!unit) continue;
            const std::string type = stat_of(*unit, type_column);
            if (std::find(item.carried_by_types.begin(), item.carried_by_types.end(), type) == item.carried_by_types.end()) continue;
            const bool unable = !item.not_carried_by.empty() &&
                                std::find(unit->capabilities.begin(), unit->capabilities.end(), item.not_carried_by) != unit->capabilities.end();
            if (unable) {
                if (std::find(unable_ids.begin(), unable_ids.end(), unit->id) == unable_ids.end()) {
                    unable_ids.push_back(unit->id);
                    unable_units.push_back(unit);
                }
                continue;
            }
            const int size = std::atoi(stat_of(*unit, size_column).c_str());
            carriers.stands += size > 0 ? size : 1;
        }
    carriers.unable = in_every_language([&](Language language) {
        std::string names;
        for (const UnitProfile* unit : unable_units) names += (names.empty() ? "" : ", ") + unit->name.in(language);
        return names;
    });
    if (const Capability* capability = system->capability(item.not_carried_by)) carriers.unable_because = capability->name;
    return carriers;
}

}  // namespace muster
