#include "muster/util/document_lock.hpp"

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

// True when the path names the very file (device and inode) the descriptor is open on.
bool still_named(int fd, const std::filesystem::path& file) {
    struct stat held{}, named{};
    return ::fstat(fd, &held) == 0 && ::stat(file.c_str(), &named) == 0 && held.st_dev == named.st_dev && held.st_ino == named.st_ino;
}

}  // namespace

DocumentLock::DocumentLock(const std::filesystem::path& file, std::chrono::milliseconds patience) {
    const auto give_up = std::chrono::steady_clock::now() + patience;
    while (true) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused when read.
        const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) return;  // nothing there yet, or unreadable: the reading says which
        struct stat info{};
        if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
            ::close(fd);
            return;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
            if (still_named(fd, file)) {
                fd_ = fd;
                return;
            }
            ::close(fd);  // replaced while we waited: lock the file that holds the name now
            continue;
        }
        const int error = errno;
        ::close(fd);
        if (error != EWOULDBLOCK && error != EINTR) return;  // a file system without locks: edit as before
        if (std::chrono::steady_clock::now() >= give_up)
            throw Error(message(MUSTER_MESSAGE("document.in-use",
                                               "{file} is in use: another program is changing it; try again when it has finished"))
                            .with("file", VerbatimValue{printable(file.string())}));
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

DocumentLock::~DocumentLock() {
    if (fd_ >= 0) ::close(fd_);  // closing the descriptor releases the lock
}

}  // namespace muster
