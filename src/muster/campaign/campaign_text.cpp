#include "muster/campaign/campaign_text.hpp"

#include "muster/campaign/campaign_messages.hpp"
#include "muster/util/error.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

struct TextRole {
    const char* subject;  ///< "the player's name"
    bool plural;          ///< "the notes are"
    bool multiline;
    std::size_t longest;  ///< bytes
};

constexpr std::size_t longest_name = 400;

TextRole role(CampaignText what) {
    switch (what) {
        case CampaignText::campaign: return {"the campaign's name", false, false, longest_name};
        case CampaignText::player: return {"the player's name", false, false, longest_name};
        case CampaignText::army: return {"the army's name", false, false, longest_name};
        case CampaignText::siege: return {"the siege's name", false, false, longest_name};
        case CampaignText::actor: return {"the actor's name", false, false, longest_name};
        case CampaignText::faction: return {"the faction id", false, false, longest_name};
        case CampaignText::game_system: return {"the game system id", false, false, longest_name};
        case CampaignText::start_date: return {"the start date", false, false, longest_name};
        case CampaignText::scenario: return {"the scenario", false, false, longest_name};
        case CampaignText::reason: return {"the reason", false, false, 4000};
        case CampaignText::lost_unit: return {"a lost unit's id", false, false, longest_name};
        case CampaignText::notes: return {"the notes", true, true, 100000};
    }
    return {"the text", false, false, longest_name};
}

}  // namespace

std::string checked_text(std::string_view text, CampaignText what) {
    const TextRole r = role(what);
    const TextCheck check = check_plain_text(text, r.multiline);
    const std::string at = std::to_string(check.offset);
    if (check.fault == TextFault::invalid_utf8)
        throw Error(r.plural ? fill("{what} are not valid UTF-8 (at byte {at}); write them in UTF-8", {{"what", r.subject}, {"at", at}})
                             : fill("{what} is not valid UTF-8 (at byte {at}); write it in UTF-8", {{"what", r.subject}, {"at", at}}));
    if (check.fault == TextFault::control_character)
        throw Error(fill(r.plural ? "{what} hold a control character (at byte {at}), such as a terminal escape or a NUL; "
                                    "only plain text is kept"
                                  : "{what} holds a control character (at byte {at}), such as a terminal escape or a NUL; "
                                    "only plain text is kept",
                         {{"what", r.subject}, {"at", at}}));
    if (text.size() > r.longest)
        throw Error(fill(r.plural ? "{what} are too long ({length} bytes; at most {longest})"
                                  : "{what} is too long ({length} bytes; at most {longest})",
                         {{"what", r.subject}, {"length", std::to_string(text.size())}, {"longest", std::to_string(r.longest)}}));
    return to_nfc(text);
}

std::string stored_line(const Statement& row, int column) { return printable_text(row.text(column), false); }

std::string stored_text(const Statement& row, int column) { return printable_text(row.text(column), true); }

}  // namespace muster
