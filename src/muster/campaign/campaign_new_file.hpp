#pragma once
#include <filesystem>
#include <functional>

namespace muster {

/// Makes a new file at `file` (and its folder) without ever touching what is there: `build` fills a fresh
/// temporary file beside it (created O_EXCL, opened by SQLite without following links, and
/// closed again by `build`), which then takes the name only if the name is still free — no
/// link followed, no file overwritten, nothing left behind on failure. Throws Error.
void make_new_file(const std::filesystem::path& file, const std::function<void(const std::filesystem::path& temporary)>& build);

/// Throws "… already exists" when anything (a file, a folder, a link, even a dangling one) has this name.
void refuse_existing(const std::filesystem::path& file, const char* advice);

}  // namespace muster
