#pragma once
#include <filesystem>
#include <string_view>
#include <vector>

namespace muster {

/// Writes a file so that any failure leaves the previous file byte for byte and nothing else:
/// the target is checked first (checked_output_target, with the command's `inputs`), then a
/// fresh temporary beside it (O_EXCL|O_NOFOLLOW, random name) is written, flushed to disk and
/// renamed over it; a symbolic link is written through to the file it names. The new file keeps
/// the previous one's permissions. The file's advisory lock (DocumentLock) is held while it is
/// replaced. Throws Error naming the file on failure.
void write_file_atomically(const std::filesystem::path& path, std::string_view content, const std::vector<std::filesystem::path>& inputs = {});

}  // namespace muster
