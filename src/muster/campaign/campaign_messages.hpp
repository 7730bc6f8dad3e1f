#pragma once
#include "muster/text/message.hpp"

namespace muster::campaign_words {

// Words the campaign's refusals share, each said once: what a stored or imported value is, or should be.
inline constexpr MessageText an_object = MUSTER_MESSAGE("campaign.an-object", "an object");
inline constexpr MessageText a_list = MUSTER_MESSAGE("campaign.a-list", "a list");
inline constexpr MessageText a_text = MUSTER_MESSAGE("campaign.a-text", "a text");
inline constexpr MessageText a_number = MUSTER_MESSAGE("campaign.a-number", "a number");
inline constexpr MessageText a_whole_number = MUSTER_MESSAGE("campaign.a-whole-number", "a whole number");
inline constexpr MessageText true_or_false = MUSTER_MESSAGE("campaign.true-or-false", "true or false");
inline constexpr MessageText whole_number_range = MUSTER_MESSAGE("campaign.whole-number-range", "a whole number from {least} to {most}");
inline constexpr MessageText number_range = MUSTER_MESSAGE("campaign.number-range", "a number from {least} to {most}");

/// A rule of the campaign, refused to anyone but its organiser.
inline constexpr MessageText organiser_adds_players = MUSTER_MESSAGE("campaign.rule.organiser-adds-players", "only the organiser adds players");

}  // namespace muster::campaign_words
