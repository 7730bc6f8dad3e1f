#include "muster/rules/army_tally.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace muster {

ArmyTally ArmyTally::count(const Roster& roster, const GameSystem& system, const Faction& faction) {
    ArmyTally tally;
    tally.system = &system;
    tally.faction = &faction;
    tally.roster = &roster;
    tally.groups.resize(faction.groups.size());
    tally.divisions.reserve(roster.divisions.size());
    tally.entries.reserve(roster.unit_count());

    const ArmyOrganisation& organisation = system.organisation;
    for (const Division& division : roster.divisions) {
        DivisionTally& d = tally.divisions.emplace_back();
        d.division = &division;
        d.general_points = division.commander ? organisation.commander_cost : organisation.general_cost;
        d.group_count.assign(faction.groups.size(), 0);
        d.first_entry = tally.entries.size();
        const std::size_t division_index = tally.divisions.size() - 1;
        for (const UnitEntry& entry : division.units) {
            EntryTally e;
            e.entry = &entry;
            e.division = division_index;
            e.profile = faction.unit(entry.unit_ref);
            if (e.profile) {
                e.points = e.profile->points;
                for (auto option_id = entry.options.begin(); option_id != entry.options.end(); ++option_id)
                    if (std::find(entry.options.begin(), option_id, *option_id) == option_id)  // a duplicate counts once
                        if (const UnitOption* option = e.profile->option(*option_id)) e.points += option->points;
                const std::size_t index = tally.entries.size();
                for (std::size_t g : e.profile->groups) {
                    GroupTally& group = tally.groups[g];
                    group.points += e.points;
                    ++group.count;
                    group.entries.push_back(index);
                    ++d.group_count[g];
                }
            }
            d.unit_points += e.points;
            ++d.unit_count;
            tally.entries.push_back(e);
        }
        tally.unit_points += d.unit_points;
        tally.general_points += d.general_points;
        tally.unit_count += d.unit_count;
    }
    tally.total_points = tally.unit_points + tally.general_points;
    tally.share_basis = organisation.generals_count_in_shares ? tally.total_points : tally.unit_points;
    return tally;
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
    for (std::size_t i : group.entries) ids.push_back(entries[i].entry->id);
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
            if (g == static_cast<std::size_t>(group)) ids.push_back(entries[i].entry->id);
    }
    return ids;
}

std::string format_points(double points) {
    const double rounded = std::round(points * 100.0) / 100.0;
    // Beyond 1e15 (and for infinities) a whole number no longer fits a long long safely: "1e+300".
    if (rounded == std::floor(rounded) && std::fabs(rounded) < 1e15) {
        const long long whole = static_cast<long long>(rounded);
        const std::string digits = std::to_string(whole < 0 ? -whole : whole);
        std::string grouped = whole < 0 ? "-" : "";
        for (std::size_t i = 0; i < digits.size(); ++i) {
            if (i > 0 && (digits.size() - i) % 3 == 0) grouped += ',';
            grouped += digits[i];
        }
        return grouped;
    }
    return fmt::format("{:g}", rounded);  // not printf: a French desktop's locale writes a decimal comma
}

std::string format_percent(double percent) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", percent);  // rounded, never cut: 52.38 → 52.4
    return buffer;
}

}  // namespace muster
