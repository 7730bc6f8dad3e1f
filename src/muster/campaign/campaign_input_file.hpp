#pragma once
#include <cstddef>
#include <filesystem>
#include <string>

#include "muster/text/message.hpp"

namespace muster {

/// Reads a file a campaign command was given (an export, a siege plan): refuses what is not
/// a regular file (a FIFO would block, /dev/zero never ends) and a file over `most_bytes`,
/// whose message `too_big` has the holes {file}, {size} and {most} (in MB). Throws Error.
std::string read_campaign_input(const std::filesystem::path& file, std::size_t most_bytes, const MessageText& too_big);

}  // namespace muster
