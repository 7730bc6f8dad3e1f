#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "muster/campaign/campaign.hpp"
#include "muster/text/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster {

/// The catalogue message of a log line: `id` selects one of the campaign log's own messages
/// (never any other), and each of its placeholders is filled from the argument of that name
/// when it is of the right kind. Nothing when the id is unknown or an argument is missing,
/// of the wrong kind or too long: a campaign file is data, never code.
std::optional<Message> event_message(std::string_view id, const nlohmann::json& args);

/// A log line in a language: its message rendered from its arguments; the stored English text
/// for lines of older files (no id) and for lines whose message cannot be read; failing both,
/// a sentence saying that the line cannot be shown.
std::string event_text(const CampaignEvent& event, Language language);
/// Who did it, as the log shows them: their name, or "someone" in the reader's language when
/// nobody was named (stored as "someone", the word files have always held for it).
std::string event_actor(const CampaignEvent& event, Language language);

/// A log line's arguments as outputs show them: the placeholders of its message only, or null
/// when its message cannot be read.
nlohmann::json event_arguments(const CampaignEvent& event);

/// The arguments stored with a log line, read with bounds (size, nesting): an object, or null
/// when the stored text is not a small flat JSON object.
nlohmann::json read_event_arguments(std::string_view stored);

/// Items joined by ", " for a log line's argument, cut with "…" before a log line's argument
/// grows too long (a siege may finish thousands of batches in a month).
std::string listed_for_log(const std::vector<std::string>& items);

/// A siege's state in words ("preparing" → "en préparation"); an unknown state as it is.
Message siege_status_message(const std::string& status);

/// The reason a battle's losses give their roster version, as stored (English): "losses at battle 3: Archers".
std::string losses_reason(long long battle, const std::string& units);

/// A stored losses reason read back: the battle's number (as written) and the units it names.
struct LossesReason {
    std::string battle;
    std::string units;
};
/// The battle and units a reason written by losses_reason names; nothing for any other reason
/// (a player's own).
std::optional<LossesReason> read_losses_reason(std::string_view reason);

/// A version's reason in words: the losses of a battle in the catalogue's wording, the lost units
/// named in the reader's language (in its stored English for a version of an older file), any
/// other reason (a player's own) as it was typed.
Message version_reason_message(const RosterVersionRecord& version);

}  // namespace muster
