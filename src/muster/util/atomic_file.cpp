#include "muster/util/atomic_file.hpp"

#include <cerrno>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

#include "muster/util/document_lock.hpp"
#include "muster/util/error.hpp"
#include "muster/util/output_messages.hpp"
#include "muster/util/output_target.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

// ".NAME.muster-XXXXXXXXXXXX": hidden, beside the target (same filesystem, so rename is atomic),
// unguessable, and short enough for any file name.
fs::path temporary_name(const fs::path& real) {
    static constexpr char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::random_device random;
    std::string suffix;
    for (int i = 0; i < 12; ++i) suffix += letters[random() % (sizeof letters - 1)];
    const std::string base = real.filename().string().substr(0, 200);
    return (real.has_parent_path() ? real.parent_path() : fs::path(".")) / ("." + base + ".muster-" + suffix);
}

// A temporary file being written; removed again unless it was renamed over the target.
class Temporary {
public:
    // A new file gets the usual 0666 less the umask; one replacing a file starts private (0600)
    // until it is given the previous file's permissions.
    Temporary(const fs::path& named, const fs::path& real, bool replacing) : named_(named), real_(real) {
        for (int attempt = 0; attempt < 100 && fd_ < 0; ++attempt) {
            path_ = temporary_name(real);
            fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, replacing ? 0600 : 0666);
            if (fd_ < 0 && errno != EEXIST) fail(errno);  // nothing created: the destructor does not run
        }
        if (fd_ < 0) fail(EEXIST);
    }
    ~Temporary() {
        if (fd_ >= 0) ::close(fd_);
        if (!renamed_) ::unlink(path_.c_str());
    }
    Temporary(const Temporary&) = delete;
    Temporary& operator=(const Temporary&) = delete;

    // The previous file's permissions (and, for root, its owner) carry over to the new one, where the
    // filesystem allows it (a FAT stick does not: the file then stays private).
    void keep_permissions_of(const struct stat& previous) {
        if (::geteuid() == 0 && ::fchown(fd_, previous.st_uid, previous.st_gid) != 0) return;
        if (::fchmod(fd_, previous.st_mode & 07777) != 0) return;
    }

    void write(std::string_view content) {
        std::size_t written = 0;
        while (written < content.size()) {
            const ssize_t n = ::write(fd_, content.data() + written, content.size() - written);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) fail(n < 0 ? errno : ENOSPC);
            written += static_cast<std::size_t>(n);
        }
    }

    // Flushed to disk, closed (a late write error shows here), renamed over the target, and the
    // folder flushed so the new name survives a crash.
    void replace_target() {
        if (::fsync(fd_) != 0) fail(errno);
        const int fd = fd_;
        fd_ = -1;
        if (::close(fd) != 0) fail(errno);
        if (::rename(path_.c_str(), real_.c_str()) != 0) fail(errno);
        renamed_ = true;
        const fs::path folder = real_.has_parent_path() ? real_.parent_path() : fs::path(".");
        const int folder_fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (folder_fd >= 0) {
            ::fsync(folder_fd);
            ::close(folder_fd);
        }
    }

private:
    // Throws; the destructor removes what was created.
    [[noreturn]] void fail(int error_number) { throw Error(output_message(named_, system_reason_message(error_number))); }

    fs::path named_, real_, path_;
    int fd_ = -1;
    bool renamed_ = false;
};

}  // namespace

void write_file_atomically(const fs::path& path, std::string_view content, const std::vector<fs::path>& inputs) {
    const fs::path real = checked_output_target(path, inputs);
    // Every save waits its turn behind another program's edit of the file (a command's
    // read-modify-write, flock(1)), and says the file is in use when it does not end.
    const DocumentLock turn(real);
    struct stat previous {};
    const bool replacing = ::stat(real.c_str(), &previous) == 0;
    Temporary temporary(path, real, replacing);
    if (replacing) temporary.keep_permissions_of(previous);
    temporary.write(content);
    temporary.replace_target();
}

}  // namespace muster
