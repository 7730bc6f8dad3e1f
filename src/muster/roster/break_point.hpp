#pragma once
// An army's break point, as its game system declares it (<break-point> in system.xml, read with the system): the units
// that count, and how many of them lost break the army or each of its divisions.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "muster/text/localised_name.hpp"

namespace muster {

struct Roster;
struct RosterVerdict;

struct BreakPointThreshold {
    std::optional<std::size_t> division;  ///< the division's index; none for the whole army
    int units = 0;                        ///< units that count
    int broken_at = 0;                    ///< units lost that break it
};

struct BreakPoint {
    std::string rule;                             ///< the rule in words, in the language asked
    std::vector<BreakPointThreshold> thresholds;  ///< one per division, or one for the whole army
    int left_out = 0;                             ///< units the rule leaves out of the count (characters aside)
};

/// The roster's break point, or none when its game system declares none (or is unknown).
/// `more_units` count with the whole army (a siege's engines that count towards it).
std::optional<BreakPoint> break_point_of(const Roster& roster, const RosterVerdict& verdict, Language language, int more_units = 0);

}  // namespace muster
