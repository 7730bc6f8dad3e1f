#pragma once
#include <filesystem>
#include <string_view>

namespace muster {

/// Writes a file so that a crash leaves either the old or the new content, never half:
/// a temporary file beside it, flushed to disk, then renamed over. Throws Error on failure.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

}  // namespace muster
