#include "muster/util/input_file.hpp"
#include "muster/util/output_messages.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

constexpr MessageText file_refused = MUSTER_MESSAGE("file.refused", "{file}: {why}");

InputFile refused(std::string rule_id, Message meaning) {
    InputFile file;
    file.rule_id = std::move(rule_id);
    file.message = render_message(meaning, Language::english);
    file.meaning = std::move(meaning);
    return file;
}

Message kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return message(MUSTER_MESSAGE("file.kind.folder", "this is a folder, not a file; Muster reads regular files only"));
    if (S_ISFIFO(mode)) return message(MUSTER_MESSAGE("file.kind.pipe", "this is a pipe (FIFO), not a file; Muster reads regular files only"));
    if (S_ISCHR(mode) || S_ISBLK(mode)) return message(MUSTER_MESSAGE("file.kind.device", "this is a device, not a file; Muster reads regular files only"));
    if (S_ISSOCK(mode)) return message(MUSTER_MESSAGE("file.kind.socket", "this is a socket, not a file; Muster reads regular files only"));
    return message(MUSTER_MESSAGE("file.kind.other", "this is not a regular file; Muster reads regular files only"));
}

Message cannot_open(int error) {
    return message(MUSTER_MESSAGE("file.cannot-open", "cannot open the file for reading: {reason}")).with("reason", nested(system_reason_message(error)));
}

Message cannot_read(int error) {
    return message(MUSTER_MESSAGE("file.cannot-read", "cannot read the file: {reason}")).with("reason", nested(system_reason_message(error)));
}

// Closes the descriptor on every way out.
struct Descriptor {
    int fd = -1;
    ~Descriptor() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

Message size_message(std::uintmax_t bytes) {
    constexpr std::uintmax_t mib = 1024 * 1024;
    const auto count = [](std::uintmax_t n) { return static_cast<long long>(n); };
    if (bytes >= mib && bytes % mib == 0) return message(MUSTER_MESSAGE_PLURAL("size.mib", "{count} MiB", "{count} MiB")).counting("count", count(bytes / mib));
    if (bytes >= 1000 * 1000)
        return message(MUSTER_MESSAGE_PLURAL("size.mb", "{count} MB", "{count} MB")).counting("count", count((bytes + 500 * 1000) / (1000 * 1000)));
    if (bytes >= 1000) return message(MUSTER_MESSAGE_PLURAL("size.kb", "{count} KB", "{count} KB")).counting("count", count((bytes + 500) / 1000));
    return message(MUSTER_MESSAGE_PLURAL("size.bytes", "{count} byte", "{count} bytes")).counting("count", count(bytes));
}

std::string size_text(std::uintmax_t bytes) {
    constexpr std::uintmax_t mib = 1024 * 1024;
    if (bytes >= mib && bytes % mib == 0) return std::to_string(bytes / mib) + " MiB";
    if (bytes >= 1000 * 1000) return std::to_string((bytes + 500 * 1000) / (1000 * 1000)) + " MB";
    if (bytes >= 1000) return std::to_string((bytes + 500) / 1000) + " KB";
    return std::to_string(bytes) + " bytes";
}

InputFile read_input_file(const std::filesystem::path& file, std::uintmax_t max_bytes) {
    Descriptor d;
    // O_NONBLOCK: opening a FIFO with no writer, or a device, must not wait.
    d.fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (d.fd < 0) {
        const int error = errno;
        if (error == ENOENT || error == ENOTDIR) return refused("file.unreadable", message(MUSTER_MESSAGE("file.missing", "the file does not exist")));
        return refused("file.unreadable", cannot_open(error));
    }
    struct stat status {};
    if (::fstat(d.fd, &status) != 0) return refused("file.unreadable", cannot_read(errno));
    if (!S_ISREG(status.st_mode)) return refused("file.not-regular", kind_of(status.st_mode));
    const auto size = static_cast<std::uintmax_t>(status.st_size);
    if (size > max_bytes)
        return refused("file.too-large", message(MUSTER_MESSAGE("file.too-large", "the file is {size}; Muster reads files of up to {most}"))
                                             .with("size", nested(size_message(size)))
                                             .with("most", nested(size_message(max_bytes))));
    InputFile read;
    read.stamp = {static_cast<std::uintmax_t>(status.st_dev), static_cast<std::uintmax_t>(status.st_ino), size,
                  static_cast<std::int64_t>(status.st_mtim.tv_sec) * 1000000000 + status.st_mtim.tv_nsec};
    // One byte more than the file holds, so that the end is seen without growing (and copying) the text.
    read.text.resize(static_cast<std::size_t>(size) + 1);
    std::size_t filled = 0;
    for (;;) {
        if (filled == read.text.size()) {
            if (read.text.size() > max_bytes) break;  // grew past the limit while being read
            read.text.resize(std::min<std::uintmax_t>(max_bytes + 1, read.text.size() + 65536));
        }
        const ssize_t n = ::read(d.fd, read.text.data() + filled, read.text.size() - filled);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return refused("file.unreadable", cannot_read(errno));
        if (n == 0) break;
        filled += static_cast<std::size_t>(n);
    }
    if (filled > max_bytes)
        return refused("file.too-large", message(MUSTER_MESSAGE("file.grew", "the file grew while it was read; Muster reads files of up to {most}"))
                                             .with("most", nested(size_message(max_bytes))));
    read.text.resize(filled);
    return read;
}

std::string read_input_file_or_throw(const std::filesystem::path& file, std::uintmax_t max_bytes) {
    InputFile read = read_input_file(file, max_bytes);
    if (!read.ok()) throw Error(message(file_refused).with("file", VerbatimValue{printable(file.string())}).with("why", nested(read.meaning)));
    return std::move(read.text);
}

}  // namespace muster
