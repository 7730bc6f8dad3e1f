#pragma once
#include "muster/text/message.hpp"

namespace muster {

/// How a list rounds a ratio, read once from its data file (rounding="down|up|nearest|down-at-least-one").
enum class Rounding { down, up, nearest, down_at_least_one };

/// The word a data file writes for a rounding ("down-at-least-one").
const char* choice_word(Rounding rounding);
/// Rounds a ratio the way the list says (down-at-least-one: down, but never below 1).
double apply_rounding(double value, Rounding rounding);
/// "down", "up", "to the nearest" in the player's language, as a message value.
NestedMessage rounding_word(Rounding rounding);

}  // namespace muster
