#include "muster/util/version.hpp"

namespace muster {

const char* version() { return MUSTER_VERSION; }

}  // namespace muster
