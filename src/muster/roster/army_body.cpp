#include "muster/roster/army_body.hpp"

#include "muster/roster/roster_edit.hpp"
#include "muster/text/message.hpp"
#include "muster/util/error.hpp"

namespace muster {

namespace {
const GameSystem* system_of(const Roster& roster, const ListLibrary& lists) {
    const Faction* faction = lists.faction(roster.faction_id);
    return lists.system(faction ? faction->system_id : roster.system_id);
}
}  // namespace

bool uses_divisions(const Roster& roster, const ListLibrary& lists) {
    const GameSystem* system = system_of(roster, lists);
    return !system || system->organisation.divisions;
}

std::string division_for_new_units(Roster& roster, const ListLibrary& lists) {
    if (roster.divisions.empty()) return add_division(roster, uses_divisions(roster, lists) ? "" : "Army");
    return roster.divisions.back().id;
}

std::string add_division_if_allowed(Roster& roster, const ListLibrary& lists, std::string name, bool commander) {
    if (!uses_divisions(roster, lists)) {
        const GameSystem* system = system_of(roster, lists);
        throw Error(message(MUSTER_MESSAGE("roster.no-divisions", "{system} armies have no divisions: add the units to the army itself"),
                            {{"system", system ? system->name : LocalisedName{roster.system_id, {}}}}));
    }
    return add_division(roster, std::move(name), commander);
}

}  // namespace muster
