#include "muster/campaign/campaign_rules.hpp"

#include "muster/util/error.hpp"

namespace muster {

void require_organiser(CampaignStore& store, const MessageText& rule) {
    if (!store.organiser()) throw Error(message(rule));
}

void require_leads(CampaignStore& store, std::int64_t army_id, const MessageText& rule) {
    if (!store.organiser() && !store.leads(army_id)) throw Error(message(rule));
}

}  // namespace muster
