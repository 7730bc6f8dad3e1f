#include "muster/siege/siege_prerequisite.hpp"

namespace muster {

bool list_meets_prerequisite(const Roster* roster, const ListLibrary* lists, const SiegeItem& item) {
    if (!roster || !lists) return false;
    const Faction* faction = lists->faction(roster->faction_id);
    if (!faction) return false;
    if (!item.requires_capability.empty()) return faction->has_capability(item.requires_capability);
    const int g = faction->group_index(item.requires_group);
    return g >= 0 && !faction->groups[static_cast<std::size_t>(g)].unit_ids.empty();
}

namespace {

// Mid-sentence: "a list that has gunpowder artillery" (only an ASCII capital is lowered).
std::string lowered_first(std::string name) {
    if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z') name[0] = static_cast<char>(name[0] - 'A' + 'a');
    return name;
}

}  // namespace

LocalisedName prerequisite_name(const Roster* roster, const ListLibrary* lists, const SiegeItem& item) {
    if (item.requires_capability.empty()) return LocalisedName{item.requires_group, {}};
    const Faction* faction = roster && lists ? lists->faction(roster->faction_id) : nullptr;
    const GameSystem* system = faction ? lists->system(faction->system_id) : nullptr;
    const Capability* capability = system ? system->capability(item.requires_capability) : nullptr;
    if (!capability) return LocalisedName{item.requires_capability, {}};
    return capability->name.transformed(lowered_first);
}

}  // namespace muster
