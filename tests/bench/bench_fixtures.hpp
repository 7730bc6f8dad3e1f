#pragma once
// Documents the benchmarks generate, shared between groups.
#include <string>

namespace muster::bench {

/// A faction list of `units` units (six stats, a special rule and an option each) and groups naming
/// them; with `typos`, one group member in ten is a misspelt unit id.
std::string faction_text(int units, bool typos);

}  // namespace muster::bench
