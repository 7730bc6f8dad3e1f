#include "muster/campaign/campaign_backup.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include <sqlite3.h>

#include "muster/util/error.hpp"
#include "muster/text/message.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

constexpr int most_backups_of_a_version = 1000;

Error backup_error(const fs::path& file, const std::string& reason) {
    return Error(message(MUSTER_MESSAGE("campaign.backup.cannot-back-up", "cannot back up {file} before upgrading it ({reason}); it was left as it was"),
                         {{"file", file.string()}, {"reason", reason}}));
}

// A hidden temporary beside the campaign, with the campaign's permissions; never follows a link.
int create_temporary(const fs::path& file, fs::path& temporary) {
    struct stat original {};
    const mode_t mode = ::stat(file.c_str(), &original) == 0 ? (original.st_mode & 0666) : 0600;
    std::string pattern = (file.parent_path() / ("." + file.filename().string() + ".bak.muster-XXXXXX")).string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) throw backup_error(file, std::strerror(errno));
    temporary = pattern;
    static_cast<void>(::fchmod(fd, mode));  // a file system without permissions keeps mkstemp's 0600
    return fd;
}

// Gives the finished copy the first free backup name, never replacing a file: a backup exists
// under its final name only when it is whole, however the program is stopped.
fs::path name_backup(const fs::path& file, int version, const fs::path& temporary) {
    for (int n = 0; n <= most_backups_of_a_version; ++n) {
        const fs::path chosen = file.string() + ".v" + std::to_string(version) + (n == 0 ? "" : "." + std::to_string(n)) + ".bak";
        if (::renameat2(AT_FDCWD, temporary.c_str(), AT_FDCWD, chosen.c_str(), RENAME_NOREPLACE) == 0) return chosen;
        if (errno == EEXIST) continue;
        if (errno != EINVAL && errno != ENOSYS) throw backup_error(file, std::strerror(errno));
        // File systems without RENAME_NOREPLACE: link() refuses an existing name just the same.
        if (::link(temporary.c_str(), chosen.c_str()) == 0) {
            ::unlink(temporary.c_str());
            return chosen;
        }
        if (errno != EEXIST) throw backup_error(file, std::strerror(errno));
    }
    throw backup_error(file, "too many backups of this version already");
}

bool write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

fs::path back_up_before_upgrade(Database& db, const fs::path& file, int version) {
    sqlite3_file* source = nullptr;
    if (sqlite3_file_control(db.handle(), "main", SQLITE_FCNTL_FILE_POINTER, &source) != SQLITE_OK || !source || !source->pMethods)
        throw backup_error(file, "the open file cannot be read");
    sqlite3_int64 size = 0;
    if (source->pMethods->xFileSize(source, &size) != SQLITE_OK) throw backup_error(file, "its size cannot be read");

    fs::path temporary;
    const int fd = create_temporary(file, temporary);
    std::vector<char> buffer(1 << 16);
    bool ok = true;
    for (sqlite3_int64 offset = 0; ok && offset < size;) {
        const int chunk = static_cast<int>(std::min<sqlite3_int64>(static_cast<sqlite3_int64>(buffer.size()), size - offset));
        ok = source->pMethods->xRead(source, buffer.data(), chunk, offset) == SQLITE_OK && write_all(fd, buffer.data(), static_cast<std::size_t>(chunk));
        offset += chunk;
    }
    ok = ok && ::fsync(fd) == 0;
    ok = ::close(fd) == 0 && ok;
    if (!ok) {
        ::unlink(temporary.c_str());  // ours: created above by mkstemp
        throw backup_error(file, "the copy could not be written");
    }
    try {
        const fs::path backup = name_backup(file, version, temporary);
        const int folder = ::open(file.has_parent_path() ? file.parent_path().c_str() : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (folder >= 0) {
            ::fsync(folder);  // the new name survives a crash before the upgrade goes on
            ::close(folder);
        }
        return backup;
    } catch (...) {
        ::unlink(temporary.c_str());
        throw;
    }
}

}  // namespace muster
