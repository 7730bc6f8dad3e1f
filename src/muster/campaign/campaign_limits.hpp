#pragma once
#include <cstddef>
#include <cstdint>

namespace muster {

// The bounds of every number a campaign holds: what the rules allow, and what a hostile file
// or export is refused beyond.

/// The last month a campaign may reach: a thousand years of campaigning.
inline constexpr int last_campaign_month = 12000;
/// The most months one 'advance' may move: the longest siege the rules roll (24 months).
inline constexpr int most_months_per_advance = 24;
/// The most months a siege plan may last (as siege plan files allow).
inline constexpr int longest_siege_months = 1000;
/// The most points (army, victory) any record may hold.
inline constexpr double most_points = 1e9;
/// The most roster versions of one army, and the highest list revision.
inline constexpr int most_roster_versions = 1000000;
inline constexpr int highest_list_revision = 1000000000;
/// The largest record id: exact in JSON (2^53 - 1).
inline constexpr std::int64_t largest_record_id = (std::int64_t{1} << 53) - 1;
/// The longest notes a campaign takes (bytes); longer notes in a file are shown cut there.
inline constexpr std::size_t longest_notes_bytes = 100000;
/// The largest export file imported, and the longest document (roster, plan, verdict) in it.
inline constexpr std::size_t largest_export_bytes = 64u * 1024 * 1024;
inline constexpr std::size_t longest_document_bytes = 64u * 1024 * 1024;
/// The most languages a name stored in a campaign may give ({"en": …, "fr": …}).
inline constexpr std::size_t most_stored_languages = 16;
/// The deepest nesting of an export (Muster writes 5 levels).
inline constexpr int deepest_export_nesting = 32;
/// The most objects and arrays, and items, of an export. Muster writes two containers and about
/// a dozen items per log line, of 150 bytes or more: 64 MB holds under a million containers.
/// Parsed, a container costs about 80 bytes and an item about 50: the bounds keep an export's
/// tree under 1 GB however its bytes are spent.
inline constexpr std::size_t most_export_containers = 2'000'000;
inline constexpr std::size_t most_export_items = 12'000'000;

}  // namespace muster
