#pragma once
#include <cstdint>
#include <string_view>

#include "muster/campaign/campaign_store.hpp"

namespace muster {

/// Which number is read from a campaign file, for its bounds and the message about it.
enum class CampaignNumber {
    record_id,
    current_month,
    event_month,
    battle_month,
    starting_month,
    months_elapsed,
    roster_version,
    list_revision,
    legal,
    points,
    victory_points,
};

/// A whole number read from the file, checked to be one and within its bounds; throws Error
/// naming it ("an impossible current month: 1e+308") otherwise.
std::int64_t stored_whole(const Query& row, int column, CampaignNumber what);
/// The same for an int-sized number (months, versions, revisions).
int stored_int(const Query& row, int column, CampaignNumber what);
/// A number (points) read from the file, checked to be finite and within its bounds.
double stored_number(const Query& row, int column, CampaignNumber what);

/// The months one 'advance' moves, read from the user's text; throws Error unless it is a
/// whole number the rules allow.
int months_to_advance(std::string_view text);
/// Throws Error unless `months` is a count one 'advance' may move.
void check_months_to_advance(long long months);

}  // namespace muster
