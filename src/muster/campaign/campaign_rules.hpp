#pragma once
// Who may write what in a campaign on a server: the organiser everything, a player their own
// armies' versions and losses and the battles they fought. The server enforces the same with
// row-level security (campaign_server.cpp); these checks say which rule refused, before anything
// is written.
#include <cstdint>

#include "muster/campaign/campaign_store.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// Throws Error saying `rule` unless the store's user is the organiser.
void require_organiser(CampaignStore& store, const MessageText& rule);
/// Throws Error saying `rule` unless the store's user leads the army.
void require_leads(CampaignStore& store, std::int64_t army_id, const MessageText& rule);

}  // namespace muster
