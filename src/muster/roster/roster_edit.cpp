#include "muster/roster/roster_edit.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/suggest.hpp"
#include "muster/util/name_fault_text.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/text/quoted_ids.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

constexpr MessageText no_division = MUSTER_MESSAGE("roster.edit.no-division", "the roster has no division '{division}'");
constexpr MessageText no_division_near = MUSTER_MESSAGE("roster.edit.no-division-near", "the roster has no division '{division}' (did you mean {near}?)");
constexpr MessageText no_list_unit = MUSTER_MESSAGE("roster.edit.no-list-unit", "the {faction} list has no unit '{unit}'");
constexpr MessageText no_list_unit_near = MUSTER_MESSAGE("roster.edit.no-list-unit-near", "the {faction} list has no unit '{unit}' (did you mean {near}?)");
constexpr MessageText no_option = MUSTER_MESSAGE("roster.edit.no-option", "{unit} has no option '{option}'");
constexpr MessageText no_option_near = MUSTER_MESSAGE("roster.edit.no-option-near", "{unit} has no option '{option}' (did you mean {near}?)");
constexpr MessageText no_options_at_all = MUSTER_MESSAGE("roster.edit.no-options-at-all", "{unit} has no option '{option}' (it has no options)");
constexpr MessageText option_twice = MUSTER_MESSAGE("roster.edit.option-twice", "option '{option}' is given twice");
constexpr MessageText no_entry = MUSTER_MESSAGE("roster.edit.no-entry", "the roster has no unit or division '{id}'");
constexpr MessageText no_unit = MUSTER_MESSAGE("roster.edit.no-unit", "the roster has no unit '{unit}'");
constexpr MessageText bad_points_limit = MUSTER_MESSAGE("roster.edit.points-limit", "the points limit must be a positive number of points, not {points}");

Division& division_or_throw(Roster& roster, const std::string& division_id) {
    if (Division* d = roster.division(division_id)) return *d;
    std::vector<std::string> ids;
    for (const Division& d : roster.divisions) ids.push_back(d.id);
    const std::vector<std::string> close = near_matches(division_id, ids);
    if (close.empty()) throw Error(message(no_division).with("division", typed(division_id)));
    throw Error(message(no_division_near).with("division", typed(division_id)).with("near", quoted_ids(close)));
}

const UnitProfile& profile_or_throw(const Faction& faction, const std::string& unit_ref) {
    if (const UnitProfile* p = faction.unit(unit_ref)) return *p;
    std::vector<std::string> ids, names;
    for (const UnitProfile& u : faction.units) ids.push_back(u.id);
    std::vector<std::string> close = near_matches(unit_ref, ids);
    for (const UnitProfile& u : faction.units)  // a French or English name typed instead of the id
        if (close.empty() && !near_matches(unit_ref, u.name.texts()).empty()) close.push_back(u.id);
    if (close.size() > 3) close.resize(3);
    if (close.empty()) throw Error(message(no_list_unit).with("faction", faction.name).with("unit", typed(unit_ref)));
    throw Error(message(no_list_unit_near).with("faction", faction.name).with("unit", typed(unit_ref)).with("near", quoted_ids(close)));
}

void check_options(const UnitProfile& profile, const std::vector<std::string>& options) {
    std::vector<std::string> ids;
    for (const UnitOption& o : profile.options) ids.push_back(o.id);
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (!profile.option(options[i])) {
            const std::vector<std::string> close = near_matches(options[i], ids);
            if (ids.empty()) throw Error(message(no_options_at_all).with("unit", profile.name).with("option", typed(options[i])));
            if (close.empty()) throw Error(message(no_option).with("unit", profile.name).with("option", typed(options[i])));
            throw Error(message(no_option_near).with("unit", profile.name).with("option", typed(options[i])).with("near", quoted_ids(close)));
        }
        if (std::find(options.begin(), options.begin() + static_cast<long>(i), options[i]) != options.begin() + static_cast<long>(i))
            throw Error(message(option_twice).with("option", typed(options[i])));
    }
}

}  // namespace

// cppcheck-suppress passedByValue ; the name is checked, then kept in the document
Roster new_roster(const Faction& faction, double points_limit, std::string name) {
    Roster roster;
    roster.name =
        checked_name(name, message(MUSTER_MESSAGE("roster.edit.army-name", "the army name")));  // what the roster file reader would refuse is refused here
    roster.system_id = faction.system_id;
    roster.faction_id = faction.id;
    roster.list_revision = faction.revision;
    set_points_limit(roster, points_limit);
    return roster;
}

// cppcheck-suppress passedByValue ; the name is checked, then kept in the document
std::string add_division(Roster& roster, std::string name, bool commander) {
    Division division;
    division.id = roster.next_id("d");
    division.name = name.empty() ? "Division " + std::to_string(roster.divisions.size() + 1)
                                 : checked_name(name, message(MUSTER_MESSAGE("roster.edit.division-name", "the division name")));
    division.commander = commander || roster.divisions.empty();
    if (division.commander)
        for (Division& other : roster.divisions) other.commander = false;
    roster.divisions.push_back(std::move(division));
    return roster.divisions.back().id;
}

std::string add_unit(Roster& roster, const Faction& faction, const std::string& division_id, const std::string& unit_ref,
                     const std::vector<std::string>& options) {
    return add_units(roster, faction, division_id, {unit_ref}, options).front();
}

std::vector<std::string> add_units(Roster& roster, const Faction& faction, const std::string& division_id, const std::vector<std::string>& unit_refs,
                                   const std::vector<std::string>& options) {
    Division& division = division_or_throw(roster, division_id);
    std::vector<const UnitProfile*> profiles;
    for (const std::string& unit_ref : unit_refs) {
        profiles.push_back(&profile_or_throw(faction, unit_ref));
        check_options(*profiles.back(), options);
    }
    // The roster is searched once for the highest id; the new units count on from it (a search
    // per unit made adding n units cost n × the roster).
    const std::string first_id = roster.next_id("u");
    long long number = 0;  // next_id counts past the largest id in the file, which may be above an int
    std::from_chars(first_id.data() + 1, first_id.data() + first_id.size(), number);
    std::vector<std::string> ids;
    division.units.reserve(division.units.size() + profiles.size());
    for (const UnitProfile* profile : profiles) {
        UnitEntry entry;
        entry.id = "u" + std::to_string(number++);
        entry.unit_ref = profile->id;
        entry.options = options;
        ids.push_back(entry.id);
        division.units.push_back(std::move(entry));
    }
    return ids;
}

void remove_entry(Roster& roster, const std::string& id) {
    for (auto d = roster.divisions.begin(); d != roster.divisions.end(); ++d) {
        if (d->id == id) {
            const bool was_commander = d->commander;
            roster.divisions.erase(d);
            if (was_commander && !roster.divisions.empty()) roster.divisions.front().commander = true;
            return;
        }
        for (auto u = d->units.begin(); u != d->units.end(); ++u)
            if (u->id == id) {
                d->units.erase(u);
                return;
            }
    }
    throw Error(message(no_entry).with("id", typed(id)));
}

void move_unit(Roster& roster, const std::string& entry_id, const std::string& division_id, int index) {
    Division& target = division_or_throw(roster, division_id);
    auto [from, entry] = roster.find_entry(entry_id);
    if (!entry) throw Error(message(no_unit).with("unit", typed(entry_id)));
    UnitEntry moving = *entry;
    const auto at = std::find_if(from->units.begin(), from->units.end(), [&](const UnitEntry& u) { return u.id == entry_id; });
    const long old_index = at - from->units.begin();
    from->units.erase(at);
    if (from == &target && index > old_index) --index;
    if (index < 0 || index > static_cast<int>(target.units.size())) index = static_cast<int>(target.units.size());
    target.units.insert(target.units.begin() + index, std::move(moving));
}

std::string duplicate_unit(Roster& roster, const std::string& entry_id) {
    auto [division, entry] = roster.find_entry(entry_id);
    if (!entry) throw Error(message(no_unit).with("unit", typed(entry_id)));
    UnitEntry copy = *entry;
    copy.id = roster.next_id("u");
    const auto at = std::find_if(division->units.begin(), division->units.end(), [&](const UnitEntry& u) { return u.id == entry_id; });
    division->units.insert(at + 1, copy);
    return copy.id;
}

void set_options(Roster& roster, const Faction& faction, const std::string& entry_id, const std::vector<std::string>& options) {
    auto [division, entry] = roster.find_entry(entry_id);
    if (!entry) throw Error(message(no_unit).with("unit", typed(entry_id)));
    check_options(profile_or_throw(faction, entry->unit_ref), options);
    entry->options = options;
}

void set_commander(Roster& roster, const std::string& division_id) {
    division_or_throw(roster, division_id);
    for (Division& d : roster.divisions) d.commander = d.id == division_id;
}

// cppcheck-suppress passedByValue ; the name is checked, then kept in the document
void rename_division(Roster& roster, const std::string& division_id, std::string name) {
    division_or_throw(roster, division_id).name = checked_name(name, message(MUSTER_MESSAGE("roster.edit.division-name", "the division name")));
}

void set_points_limit(Roster& roster, double points_limit) {
    if (!(points_limit > 0) || points_limit > max_army_points)
        throw Error(message(bad_points_limit).with("points", DecimalValue{points_limit, points_limit == std::floor(points_limit) ? 0 : 2}));
    roster.points_limit = points_limit;
}

}  // namespace muster
