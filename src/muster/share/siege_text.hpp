#pragma once
// A siege plan as text to share: both sides' points, the months, the engineers, each side's purchases and the budget.
#include <string>

#include "muster/share/share_format.hpp"
#include "muster/siege/siege_verdict.hpp"

namespace muster {

/// The plan as text in a language: its name; the months, engineers and engineer-months against
/// those available; each side's points, what it spends on the siege and what is left for troops;
/// each side's purchases with their points; whether the plan holds (each error on a line).
std::string siege_text(const SiegePlan& plan, const SiegeVerdict& verdict, ShareFormat format, Language language);

}  // namespace muster
