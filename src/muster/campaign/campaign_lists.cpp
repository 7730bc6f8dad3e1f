#include "muster/campaign/campaign_lists.hpp"

#include <algorithm>

#include "muster/lists/list_library.hpp"
#include "muster/util/error.hpp"

namespace muster {

bool list_fits_campaign(const std::string& campaign_system, const Faction& faction, const ListLibrary& lists) {
    if (campaign_system.empty() || faction.system_id == campaign_system) return true;
    const GameSystem* played = lists.system(campaign_system);
    return played && std::find(played->plays_with.begin(), played->plays_with.end(), faction.system_id) != played->plays_with.end();
}

void check_list_fits_campaign(const std::string& campaign_system, const Faction& faction, const ListLibrary& lists) {
    if (list_fits_campaign(campaign_system, faction, lists)) return;
    auto system_name = [&](const std::string& id) {
        const GameSystem* system = lists.system(id);
        return system ? system->name : LocalisedName{id, {}};
    };
    throw Error(message(MUSTER_MESSAGE("campaign.lists.other-system",
                                       "the campaign plays {campaign_system}; {list} is a list of {list_system}: choose a list of {campaign_system}"))
                    .with("campaign_system", system_name(campaign_system))
                    .with("list", faction.name)
                    .with("list_system", system_name(faction.system_id)));
}

}  // namespace muster
