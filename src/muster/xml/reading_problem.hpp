#pragma once
#include "muster/report/diagnostic.hpp"

namespace muster {

/// True for a finding about reading a file rather than about the rules: it could not be read (file.*),
/// is malformed or holds a malformed value (xml.*), or is another kind of document (*.wrong-root).
/// The CLI answers such files with exit code 2, rule verdicts with 1.
bool is_reading_problem(const Diagnostic& diagnostic);

}  // namespace muster
