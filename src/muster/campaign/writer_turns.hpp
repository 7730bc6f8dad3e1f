#pragma once
#include <chrono>
#include <filesystem>
#include <memory>

namespace muster {

/// Fair turns between programs writing one campaign file. SQLite lets a waiting writer poll
/// for the lock, so a program writing in a tight loop can starve another; here a waiting
/// writer says so (a shared lock on a byte SQLite never uses), and a writer about to start
/// lets such waiters in first.
class WriterTurns {
public:
    /// Takes turns on this file; does nothing when it cannot be opened (":memory:").
    explicit WriterTurns(const std::filesystem::path& file);
    ~WriterTurns();
    WriterTurns(const WriterTurns&) = delete;
    WriterTurns& operator=(const WriterTurns&) = delete;

    /// Waits (at most `limit`) while another program is waiting for the write lock.
    void let_waiting_writers_first(std::chrono::milliseconds limit);
    /// Says (or stops saying) that this program is waiting for the write lock.
    void set_waiting(bool waiting);

    /// The file's descriptor, shared by every connection of this process to the file.
    struct SharedDescriptor;

private:
    std::shared_ptr<SharedDescriptor> descriptor_;
};

}  // namespace muster
