#pragma once
#include <chrono>
#include <filesystem>
#include <sys/types.h>
#include <utility>

namespace muster {

/// An exclusive advisory lock (flock) on a document for a whole read-modify-write, so that two
/// programs editing one roster, plan or design at once take turns instead of losing an update.
/// The lock is on the file itself, and taken again when the file was replaced (renamed over)
/// while waiting: what the holder reads is what the last writer wrote. A file that does not
/// exist yet, or is not a regular file, is not locked (its reading refuses it). Waits up to
/// `patience`, then throws Error saying the file is in use. A file this process already holds
/// locked is not locked again (every save takes the lock: write_file_atomically).
class DocumentLock {
public:
    explicit DocumentLock(const std::filesystem::path& file, std::chrono::milliseconds patience = std::chrono::milliseconds(5000));
    ~DocumentLock();
    DocumentLock(const DocumentLock&) = delete;
    DocumentLock& operator=(const DocumentLock&) = delete;

private:
    int fd_ = -1;
    std::pair<dev_t, ino_t> held_{};
};

}  // namespace muster
