#pragma once
// The error a roster printout stops with when the roster's list is not known.
#include "muster/roster/roster_verdict.hpp"
#include "muster/util/error.hpp"

namespace muster {

/// "cannot print: " and why the roster's list is not known (its first finding), in any language.
Error unprintable_roster(const RosterVerdict& verdict);

}  // namespace muster
