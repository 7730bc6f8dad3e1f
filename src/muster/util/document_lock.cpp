#include "muster/util/document_lock.hpp"

#include <cerrno>
#include <fcntl.h>
#include <mutex>
#include <set>
#include <utility>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

// The files this process holds locked (device and inode): a command that holds its document's
// lock from reading to saving writes it through the same lock, not waiting on itself.
class HeldHere {
public:
    bool holds(std::pair<dev_t, ino_t> file) {
        const std::lock_guard<std::mutex> guard(mutex_);
        return files_.count(file) != 0;
    }
    void add(std::pair<dev_t, ino_t> file) {
        const std::lock_guard<std::mutex> guard(mutex_);
        files_.insert(file);
    }
    void remove(std::pair<dev_t, ino_t> file) {
        const std::lock_guard<std::mutex> guard(mutex_);
        files_.erase(file);
    }

private:
    std::mutex mutex_;  // the window prints in a thread of its own
    std::set<std::pair<dev_t, ino_t>> files_;
};

HeldHere& held_here() {
    static HeldHere held;
    return held;
}

// True when the path names the very file (device and inode) the descriptor is open on.
bool still_named(int fd, const std::filesystem::path& file) {
    struct stat held {
    }, named{};
    return ::fstat(fd, &held) == 0 && ::stat(file.c_str(), &named) == 0 && held.st_dev == named.st_dev && held.st_ino == named.st_ino;
}

}  // namespace

DocumentLock::DocumentLock(const std::filesystem::path& file, std::chrono::milliseconds patience) {
    const auto give_up = std::chrono::steady_clock::now() + patience;
    while (true) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused when read.
        const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) return;  // nothing there yet, or unreadable: the reading says which
        struct stat info {};
        if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) || held_here().holds({info.st_dev, info.st_ino})) {
            ::close(fd);
            return;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
            if (still_named(fd, file)) {
                fd_ = fd;
                held_ = {info.st_dev, info.st_ino};
                held_here().add(held_);
                return;
            }
            ::close(fd);  // replaced while we waited: lock the file that holds the name now
            continue;
        }
        const int error = errno;
        ::close(fd);
        if (error != EWOULDBLOCK && error != EINTR) return;  // a file system without locks: edit as before
        if (std::chrono::steady_clock::now() >= give_up)
            throw Error(message(MUSTER_MESSAGE("document.in-use", "{file} is in use: another program is changing it; try again when it has finished"))
                            .with("file", VerbatimValue{printable(file.string())}));
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

DocumentLock::~DocumentLock() {
    if (fd_ < 0) return;
    held_here().remove(held_);
    ::close(fd_);  // closing the descriptor releases the lock
}

}  // namespace muster
