#include "muster/siege/siege_prerequisite.hpp"

#include <algorithm>
#include <set>

#include "muster/roster/army_count.hpp"
#include "muster/rules/composition_rule.hpp"
#include "muster/text/language_choice.hpp"

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

std::optional<ListAllowance> list_allowance(const Roster* roster, const ListLibrary* lists, const SiegeItem& item, double works_points) {
    if (!roster || !lists || item.max_follows.empty()) return std::nullopt;
    const Faction* faction = lists->faction(roster->faction_id);
    const GameSystem* system = faction ? lists->system(faction->system_id) : nullptr;
    if (!system) return std::nullopt;
    ArmyTally tally = count_army(*roster, *system, *faction);
    tally.siege_side = true;
    tally.siege_works_points = works_points;
    ListAllowance allowance;
    std::set<std::size_t> capped_groups;
    for (const UnitProfile& unit : faction->units) {
        if (std::find(unit.capabilities.begin(), unit.capabilities.end(), item.max_follows) == unit.capabilities.end()) continue;
        // The unit's tightest cap among its groups; a group already counted is not counted twice.
        std::optional<double> tightest;
        std::size_t tightest_group = 0;
        for (std::size_t g : unit.groups)
            for (const auto* rules : {&system->rules, &faction->rules})
                for (const auto& rule : *rules)
                    if (std::optional<double> most = rule->most_allowed(tally, faction->groups[g].id); most && (!tightest || *most < *tightest)) {
                        tightest = most;
                        tightest_group = g;
                    }
        if (!tightest) return std::nullopt;
        if (!capped_groups.insert(tightest_group).second) continue;
        allowance.most += static_cast<int>(*tightest);
        allowance.units = allowance.units.en.empty()
                              ? unit.name
                              : in_every_language([&](Language language) { return allowance.units.in(language) + ", " + unit.name.in(language); });
    }
    if (capped_groups.empty()) return std::nullopt;
    return allowance;
}

}  // namespace muster
