#pragma once
#include <string>
#include <string_view>

#include "muster/campaign/campaign_store.hpp"

namespace muster {

/// Which text given to a campaign is being checked, for the message about it.
/// `reason` is what a user types (4,000 bytes); `recorded` is a reason or log line Muster wrote
/// itself, which may list every unit lost in a battle, and which an import must take back.
enum class CampaignText { campaign, player, army, siege, actor, faction, game_system, start_date, scenario, reason, recorded, lost_unit, notes };

/// A text given to the campaign, checked (valid UTF-8, no control characters, not huge) and
/// composed (NFC) so that "Élise" typed either way is one name; throws Error saying what is
/// wrong and at which byte, without echoing the text.
std::string checked_text(std::string_view text, CampaignText what);

/// A one-line text read from the file, printable whatever the file holds (U+FFFD for broken
/// bytes and control characters).
std::string stored_line(const Query& row, int column);
/// A text of several lines read from the file (notes, documents), printable likewise.
std::string stored_text(const Query& row, int column);

}  // namespace muster
