#pragma once
// What an undo label says of one edit of a roster, after the window's "Undo": "delete Bataille",
// "la suppression d'Arbalétriers". Filled like any message, so the language's elision applies.
#include "muster/text/message.hpp"

namespace muster::edit_labels {

/// {what}: the unit or division as the player calls it.
inline constexpr MessageText delete_entry = MUSTER_MESSAGE("undo.delete", "delete {what}");
/// {what}: the unit as the player calls it.
inline constexpr MessageText duplicate_entry = MUSTER_MESSAGE("undo.duplicate", "duplicate {what}");
/// {what}: the unit; {to}: the division it goes to.
inline constexpr MessageText move_entry = MUSTER_MESSAGE("undo.move", "move {what} to {to}");

}  // namespace muster::edit_labels
