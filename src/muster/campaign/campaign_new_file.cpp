#include "muster/campaign/campaign_new_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include "muster/util/error.hpp"
#include "muster/util/output_target.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

constexpr MessageText cannot_create_file = MUSTER_MESSAGE("campaign.new-file.create", "cannot create {file}: {reason}");

void remove_temporary(const fs::path& temporary) {
    ::unlink(temporary.c_str());
    ::unlink((temporary.string() + "-journal").c_str());
}

// Gives the temporary file its final name only when nothing has that name.
int move_without_replacing(const fs::path& from, const fs::path& to) {
    if (::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS) return errno;
    // File systems without RENAME_NOREPLACE: link() refuses an existing name just the same.
    if (::link(from.c_str(), to.c_str()) != 0) return errno;
    ::unlink(from.c_str());
    return 0;
}

void sync_folder(const fs::path& folder) {
    const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

}  // namespace

void refuse_existing(const fs::path& file, const char* advice) {
    std::error_code ec;
    if (fs::symlink_status(file, ec).type() != fs::file_type::not_found)
        throw Error(
            message(MUSTER_MESSAGE("campaign.new-file.already-exists", "{file} already exists; {advice}"), {{"file", file.string()}, {"advice", advice}}));
}

void make_new_file(const fs::path& file, const std::function<void(const fs::path&)>& build) {
    const fs::path folder = file.parent_path();
    // As every other output: a missing folder is refused, not made (a typo must not grow a tree).
    checked_output_target(file);
    std::string pattern = (folder / ("." + file.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) throw Error(message(cannot_create_file, {{"file", file.string()}, {"reason", std::strerror(errno)}}));
    ::close(fd);
    const fs::path temporary = pattern;
    try {
        build(temporary);
    } catch (...) {
        remove_temporary(temporary);
        throw;
    }
    if (const int error = move_without_replacing(temporary, file)) {
        remove_temporary(temporary);
        if (error == EEXIST) refuse_existing(file, "nothing was written");
        throw Error(message(cannot_create_file, {{"file", file.string()}, {"reason", std::strerror(error)}}));
    }
    sync_folder(folder);
}

}  // namespace muster
