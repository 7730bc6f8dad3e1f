#include "muster/campaign/campaign_text.hpp"

#include "muster/campaign/campaign_limits.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

struct TextRole {
    MessageText subject;  ///< "the player's name"
    bool plural;          ///< "the notes are"
    bool multiline;
    std::size_t longest;  ///< bytes
};

constexpr std::size_t longest_name = 400;
// A log line's arguments hold at most 1 MiB (campaign_log.cpp); its wording adds little.
constexpr std::size_t longest_recorded = 2 * 1024 * 1024;

TextRole role(CampaignText what) {
    switch (what) {
        case CampaignText::campaign:
            return {MUSTER_MESSAGE("campaign.text.campaign", "the campaign's name"), false, false, longest_name};
        case CampaignText::player:
            return {MUSTER_MESSAGE("campaign.text.player", "the player's name"), false, false, longest_name};
        case CampaignText::army:
            return {MUSTER_MESSAGE("campaign.text.army", "the army's name"), false, false, longest_name};
        case CampaignText::siege:
            return {MUSTER_MESSAGE("campaign.text.siege", "the siege's name"), false, false, longest_name};
        case CampaignText::actor:
            return {MUSTER_MESSAGE("campaign.text.actor", "the actor's name"), false, false, longest_name};
        case CampaignText::faction:
            return {MUSTER_MESSAGE("campaign.text.faction", "the faction id"), false, false, longest_name};
        case CampaignText::game_system:
            return {MUSTER_MESSAGE("campaign.text.game-system", "the game system id"), false, false, longest_name};
        case CampaignText::start_date:
            return {MUSTER_MESSAGE("campaign.text.start-date", "the start date"), false, false, longest_name};
        case CampaignText::scenario:
            return {MUSTER_MESSAGE("campaign.text.scenario", "the scenario"), false, false, longest_name};
        case CampaignText::reason:
            return {MUSTER_MESSAGE("campaign.text.reason", "the reason"), false, false, 4000};
        case CampaignText::recorded:
            return {MUSTER_MESSAGE("campaign.text.recorded", "the recorded text"), false, false, longest_recorded};
        case CampaignText::lost_unit:
            return {MUSTER_MESSAGE("campaign.text.lost-unit", "a lost unit's id"), false, false, longest_name};
        case CampaignText::notes:
            return {MUSTER_MESSAGE("campaign.text.notes", "the notes"), true, true, longest_notes_bytes};
    }
    return {MUSTER_MESSAGE("campaign.text.text", "the text"), false, false, longest_name};
}

}  // namespace

std::string checked_text(std::string_view text, CampaignText what) {
    const TextRole r = role(what);
    const TextCheck check = check_plain_text(text, r.multiline);
    auto refusal = [&r](MessageText one, MessageText many) {
        Message said = message(r.plural ? many : one);
        said.with("what", nested(message(r.subject)));
        return said;
    };
    if (check.fault == TextFault::invalid_utf8)
        throw Error(refusal(MUSTER_MESSAGE("campaign.text.not-utf8", "{what} is not valid UTF-8 (at byte {at}); write it in UTF-8"),
                            MUSTER_MESSAGE("campaign.text.not-utf8-plural", "{what} are not valid UTF-8 (at byte {at}); write them in UTF-8"))
                        .with("at", VerbatimValue{std::to_string(check.offset)}));
    if (check.fault == TextFault::control_character)
        throw Error(refusal(MUSTER_MESSAGE("campaign.text.control",
                                           "{what} holds a control character (at byte {at}), such as a terminal "
                                           "escape or a NUL; only plain text is kept"),
                            MUSTER_MESSAGE("campaign.text.control-plural",
                                           "{what} hold a control character (at byte {at}), such as a "
                                           "terminal escape or a NUL; only plain text is kept"))
                        .with("at", VerbatimValue{std::to_string(check.offset)}));
    if (text.size() > r.longest)
        throw Error(refusal(MUSTER_MESSAGE("campaign.text.too-long", "{what} is too long ({length} bytes; at most {longest})"),
                            MUSTER_MESSAGE("campaign.text.too-long-plural", "{what} are too long ({length} bytes; at most {longest})"))
                        .with("length", VerbatimValue{std::to_string(text.size())})
                        .with("longest", VerbatimValue{std::to_string(r.longest)}));
    return to_nfc(text);
}

std::string stored_line(const Query& row, int column) { return printable_text(row.text(column), false); }

std::string stored_text(const Query& row, int column) { return printable_text(row.text(column), true); }

}  // namespace muster
