#include "muster/rules/army_tally.hpp"

#include <algorithm>

namespace muster {

ArmyTally ArmyTally::begin(const GameSystem& system, const Faction& faction, double points_limit) {
    ArmyTally tally;
    tally.system = &system;
    tally.faction = &faction;
    tally.points_limit = points_limit;
    tally.groups.resize(faction.groups.size());
    return tally;
}

void ArmyTally::add_division(std::string id, std::string name, bool commander) {
    const ArmyOrganisation& organisation = system->organisation;
    DivisionTally& d = divisions.emplace_back();
    d.id = std::move(id);
    d.name = std::move(name);
    d.commander = commander;
    d.general_points = commander ? organisation.commander_cost : organisation.general_cost;
    d.group_count.assign(faction->groups.size(), 0);
    d.first_entry = entries.size();
}

void ArmyTally::add_entry(std::string id, const std::string& unit_ref, std::vector<std::string> options) {
    DivisionTally& d = divisions.back();
    EntryTally e;
    e.id = std::move(id);
    e.options = std::move(options);
    e.division = divisions.size() - 1;
    e.profile = faction->unit(unit_ref);
    if (e.profile) {
        e.points = e.profile->points;
        for (auto option_id = e.options.begin(); option_id != e.options.end(); ++option_id)
            if (std::find(e.options.begin(), option_id, *option_id) == option_id)  // a duplicate counts once
                if (const UnitOption* option = e.profile->option(*option_id)) e.points += option->points;
        const std::size_t index = entries.size();
        for (std::size_t g : e.profile->groups) {
            GroupTally& group = groups[g];
            group.points += e.points;
            ++group.count;
            group.entries.push_back(index);
            ++d.group_count[g];
        }
    }
    d.unit_points += e.points;
    ++d.unit_count;
    entries.push_back(std::move(e));
}

void ArmyTally::finish() {
    unit_points = general_points = 0;
    unit_count = 0;
    for (const DivisionTally& d : divisions) {
        unit_points += d.unit_points;
        general_points += d.general_points;
        unit_count += d.unit_count;
    }
    total_points = unit_points + general_points;
    share_basis = system->organisation.generals_count_in_shares ? total_points : unit_points;
}

const GroupTally& ArmyTally::group(const std::string& group_id) const {
    static const GroupTally empty;
    const int index = faction ? faction->group_index(group_id) : -1;
    return index < 0 ? empty : groups[static_cast<std::size_t>(index)];
}

std::string ArmyTally::group_name(const std::string& group_id) const {
    const int index = faction ? faction->group_index(group_id) : -1;
    return index < 0 ? group_id : faction->groups[static_cast<std::size_t>(index)].name.en;
}

LocalisedName ArmyTally::group_names(const std::string& group_id) const {
    const int index = faction ? faction->group_index(group_id) : -1;
    return index < 0 ? LocalisedName{group_id, {}} : faction->groups[static_cast<std::size_t>(index)].name;
}

std::vector<std::string> ArmyTally::entry_ids(const GroupTally& group) const {
    std::vector<std::string> ids;
    for (std::size_t i : group.entries) ids.push_back(entries[i].id);
    return ids;
}

std::vector<std::string> ArmyTally::entry_ids_in_division(const std::string& group_id, std::size_t division) const {
    std::vector<std::string> ids;
    const int group = faction ? faction->group_index(group_id) : -1;
    if (group < 0) return ids;
    const DivisionTally& d = divisions[division];
    for (std::size_t i = d.first_entry; i < d.first_entry + static_cast<std::size_t>(d.unit_count); ++i) {
        const UnitProfile* profile = entries[i].profile;
        if (!profile) continue;
        for (std::size_t g : profile->groups)
            if (g == static_cast<std::size_t>(group)) ids.push_back(entries[i].id);
    }
    return ids;
}

}  // namespace muster
