#pragma once
// What stands behind a finding, one step away from its sentence: the reading of the source Muster
// chose, how a siege changes it, and the places of the source. Printed sheets give it with
// --sources, the window with Why? and Copy details.
#include <string>

#include "muster/report/diagnostic.hpp"

namespace muster {

/// "Reading: …. In a siege: …. Sources: 000:75-77", in a language; empty when the finding has none.
std::string finding_behind(const Diagnostic& finding, Language language);

}  // namespace muster
