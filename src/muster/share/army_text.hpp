#pragma once
// An army as text to share: a forum post or a chat message that a player reads and Muster reads back.
#include <string>

#include "muster/lists/list_library.hpp"
#include "muster/roster/roster.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/share/share_format.hpp"

namespace muster {

/// The army as text in a language: its name, system, faction and list revision; the points
/// against the limit, the break point and the verdict (each error on a line); then each division
/// with its leader and points, and its units, alike ones in a row grouped ("3 × Mounted knights");
/// the notes last, quoted. read_army_text() turns it back into the same roster.
std::string army_text(const Roster& roster, const RosterVerdict& verdict, ShareFormat format, Language language);

/// "list revision 3" in a language: the mark the reader knows a shared army's language by.
extern const MessageText share_list_revision;
/// The leaders' words, which the reader knows a division line by.
extern const MessageText share_commander;
extern const MessageText share_general;
/// The army has no name.
extern const MessageText share_unnamed;

}  // namespace muster
