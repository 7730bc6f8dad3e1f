#pragma once
// The version of this build, from CMake's project(): what --version and the About box show.

namespace muster {

/// "0.1.0": the project's version as CMake's project() states it.
const char* version();

}  // namespace muster
