#include "muster/campaign/campaign_backup.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include <sqlite3.h>

#include "muster/campaign/campaign_messages.hpp"
#include "muster/util/error.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

constexpr int most_backups_of_a_version = 1000;

Error backup_error(const fs::path& file, const std::string& reason) {
    return Error(campaign_message(MUSTER_MESSAGE("campaign.backup.cannot-back-up", "cannot back up {file} before upgrading it ({reason}); it was left as it was"),
                      {{"file", file.string()}, {"reason", reason}}));
}

// Creates a new file under the first free name; never follows a link, never opens an existing file.
int create_fresh(const fs::path& file, int version, fs::path& chosen) {
    struct stat original {};
    const mode_t mode = ::stat(file.c_str(), &original) == 0 ? (original.st_mode & 0666) : 0600;
    for (int n = 0; n <= most_backups_of_a_version; ++n) {
        chosen = file.string() + ".v" + std::to_string(version) + (n == 0 ? "" : "." + std::to_string(n)) + ".bak";
        const int fd = ::open(chosen.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd >= 0) return fd;
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
    if (sqlite3_file_control(db.handle(), "main", SQLITE_FCNTL_FILE_POINTER, &source) != SQLITE_OK || !source ||
        !source->pMethods)
        throw backup_error(file, "the open file cannot be read");
    sqlite3_int64 size = 0;
    if (source->pMethods->xFileSize(source, &size) != SQLITE_OK) throw backup_error(file, "its size cannot be read");

    fs::path backup;
    const int fd = create_fresh(file, version, backup);
    std::vector<char> buffer(1 << 16);
    bool ok = true;
    for (sqlite3_int64 offset = 0; ok && offset < size;) {
        const int chunk = static_cast<int>(std::min<sqlite3_int64>(static_cast<sqlite3_int64>(buffer.size()), size - offset));
        ok = source->pMethods->xRead(source, buffer.data(), chunk, offset) == SQLITE_OK &&
             write_all(fd, buffer.data(), static_cast<std::size_t>(chunk));
        offset += chunk;
    }
    ok = ok && ::fsync(fd) == 0;
    ok = ::close(fd) == 0 && ok;
    if (!ok) {
        ::unlink(backup.c_str());  // ours: created above with O_EXCL
        throw backup_error(file, "the copy could not be written");
    }
    return backup;
}

}  // namespace muster
