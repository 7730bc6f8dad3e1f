#pragma once
// The break point an army's game system declares (<break-point> in its system.xml), counted for a roster.
#include <optional>
#include <string>
#include <vector>

#include "muster/roster/roster.hpp"
#include "muster/roster/roster_verdict.hpp"

namespace muster {

/// When an army (or each of its divisions) breaks, in units lost.
struct BreakPoint {
    bool per_division = false;        ///< each division breaks on its own (else the whole army)
    std::string rule_text;            ///< the system's rule, in the language asked (else English)
    int army_units = 0;               ///< the units that count, for the whole army
    int army_broken_at = 0;           ///< units lost that break the army
    std::vector<int> division_units;  ///< per division, in roster order
    std::vector<int> division_broken_at;
};

/// The roster's break point; nothing when its system has none (or is unknown). Throws Error when
/// the system file's break point cannot be read.
std::optional<BreakPoint> break_point(const Roster& roster, const RosterVerdict& verdict, Language language);

}  // namespace muster
