#pragma once
#include "muster/campaign/campaign.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// How far a campaign's siege has gone, counted as players count the months of works: "month 1
/// of 5, preparing" on the month it started, "5 of 5 months, assault due" when they are done,
/// never "month 0". A plan that cannot be read gives the months elapsed alone.
Message siege_progress_message(const SiegeRecord& siege);

}  // namespace muster
