#include "muster/util/file_size_quota.hpp"

#include <csignal>

namespace muster {

void survive_file_size_quota() { std::signal(SIGXFSZ, SIG_IGN); }

}  // namespace muster
