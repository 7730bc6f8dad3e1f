#include "muster/campaign/writer_turns.hpp"

#include <fcntl.h>
#include <map>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace muster {

namespace {

// The waiting-room byte: past SQLite's own lock bytes (PENDING_BYTE 0x40000000 and the 512
// after it), so it never meets SQLite's locks, only other Musters'.
constexpr off_t waiting_room_byte = 0x40000000 + 1024;

}  // namespace

// One descriptor per file per process, closed only when no connection of this process uses
// the file any more: closing a descriptor drops every POSIX lock the process holds on the
// file, SQLite's included.
struct WriterTurns::SharedDescriptor {
    int fd = -1;
    std::pair<dev_t, ino_t> key;
    ~SharedDescriptor();
};

namespace {
std::mutex registry_mutex;
std::map<std::pair<dev_t, ino_t>, std::weak_ptr<WriterTurns::SharedDescriptor>>& registry() {
    static std::map<std::pair<dev_t, ino_t>, std::weak_ptr<WriterTurns::SharedDescriptor>> open_files;
    return open_files;
}

struct flock waiting_room(short type) {
    struct flock lock {};
    lock.l_type = type;
    lock.l_whence = SEEK_SET;
    lock.l_start = waiting_room_byte;
    lock.l_len = 1;
    return lock;
}

// Another program (another open file description) holds the waiting-room byte.
bool someone_waiting(int fd) {
    struct flock lock = waiting_room(F_WRLCK);
    return ::fcntl(fd, F_OFD_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
}
}  // namespace

WriterTurns::SharedDescriptor::~SharedDescriptor() {
    std::lock_guard<std::mutex> guard(registry_mutex);
    const auto found = registry().find(key);
    if (found != registry().end() && found->second.expired()) registry().erase(found);
    if (fd >= 0) ::close(fd);
}

WriterTurns::WriterTurns(const std::filesystem::path& file) {
    struct stat status {};
    if (::stat(file.c_str(), &status) != 0 || !S_ISREG(status.st_mode)) return;
    const std::pair<dev_t, ino_t> key{status.st_dev, status.st_ino};
    std::lock_guard<std::mutex> guard(registry_mutex);
    if (auto existing = registry()[key].lock()) {
        descriptor_ = std::move(existing);
        return;
    }
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return;
    descriptor_ = std::make_shared<SharedDescriptor>();
    descriptor_->fd = fd;
    descriptor_->key = key;
    registry()[key] = descriptor_;
}

WriterTurns::~WriterTurns() = default;

void WriterTurns::let_waiting_writers_first(std::chrono::milliseconds limit) {
    if (!descriptor_) return;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (someone_waiting(descriptor_->fd) && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(std::chrono::microseconds(500));
}

void WriterTurns::set_waiting(bool waiting) {
    if (!descriptor_) return;
    struct flock lock = waiting_room(waiting ? F_RDLCK : F_UNLCK);
    ::fcntl(descriptor_->fd, F_OFD_SETLK, &lock);  // a hint for fairness: failing to set it only loses fairness
}

}  // namespace muster
