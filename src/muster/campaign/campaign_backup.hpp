#pragma once
#include <filesystem>

#include "muster/campaign/sqlite_database.hpp"

namespace muster {

/// Copies a campaign file, byte for byte, to FILE.vN.bak before its schema is upgraded — or
/// FILE.vN.1.bak, FILE.vN.2.bak … when that name is taken: a new file is always created
/// (O_CREAT | O_EXCL | O_NOFOLLOW), never a link followed or a file overwritten. The bytes are
/// read through SQLite's own descriptor (opening and closing another one would drop SQLite's
/// locks), so the caller must hold the write lock. Returns the backup's path.
std::filesystem::path back_up_before_upgrade(Database& db, const std::filesystem::path& file, int version);

}  // namespace muster
