#pragma once
#include <filesystem>
#include <vector>

namespace muster {

/// Checks that a command may write `target`, and returns the real file to replace: throws Error
/// when its folder does not exist, when it is a folder, a device, a pipe or a socket, when it is
/// a symbolic link to a missing file or one another user planted in a shared folder (/tmp), or
/// when it is the same file (device and inode, links followed) as one of `inputs`.
/// A symbolic link to a file is written through: the file it names is returned, the link kept.
std::filesystem::path checked_output_target(const std::filesystem::path& target, const std::vector<std::filesystem::path>& inputs = {});

}  // namespace muster
