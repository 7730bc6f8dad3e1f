#include "muster/util/input_file.hpp"

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

constexpr MessageText missing = MUSTER_MESSAGE("file.missing", "the file does not exist");
constexpr MessageText cannot_open = MUSTER_MESSAGE("file.cannot-open", "cannot open the file for reading: {reason}");
constexpr MessageText cannot_read = MUSTER_MESSAGE("file.cannot-read", "cannot read the file: {reason}");
constexpr MessageText not_regular = MUSTER_MESSAGE("file.not-regular", "this is {kind}, not a file; Muster reads regular files only");
constexpr MessageText too_large = MUSTER_MESSAGE("file.too-large", "the file is {size}; Muster reads files of up to {most}");
constexpr MessageText grew = MUSTER_MESSAGE("file.grew", "the file grew while it was read; Muster reads files of up to {most}");
constexpr MessageText file_refused = MUSTER_MESSAGE("file.refused", "{file}: {why}");

InputFile refused(std::string rule_id, Message meaning) {
    InputFile file;
    file.rule_id = std::move(rule_id);
    file.message = render_message(meaning, Language::english);
    file.meaning = std::move(meaning);
    return file;
}

// The system's own words for an errno (English, as the C library gives them).
VerbatimValue system_reason(int error) { return VerbatimValue{std::strerror(error)}; }

// Closes the descriptor on every way out.
struct Descriptor {
    int fd = -1;
    ~Descriptor() {
        if (fd >= 0) ::close(fd);
    }
};

Message kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return message(MUSTER_MESSAGE("file.kind-folder", "a folder"));
    if (S_ISFIFO(mode)) return message(MUSTER_MESSAGE("file.kind-pipe", "a pipe (FIFO)"));
    if (S_ISCHR(mode) || S_ISBLK(mode)) return message(MUSTER_MESSAGE("file.kind-device", "a device"));
    if (S_ISSOCK(mode)) return message(MUSTER_MESSAGE("file.kind-socket", "a socket"));
    return message(MUSTER_MESSAGE("file.kind-other", "not a regular file"));
}

}  // namespace

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
        if (error == ENOENT || error == ENOTDIR) return refused("file.unreadable", message(missing));
        return refused("file.unreadable", message(cannot_open).with("reason", system_reason(error)));
    }
    struct stat status {};
    if (::fstat(d.fd, &status) != 0)
        return refused("file.unreadable", message(cannot_read).with("reason", system_reason(errno)));
    if (!S_ISREG(status.st_mode))
        return refused("file.not-regular", message(not_regular).with("kind", nested(kind_of(status.st_mode))));
    const auto size = static_cast<std::uintmax_t>(status.st_size);
    if (size > max_bytes)
        return refused("file.too-large",
                       message(too_large).with("size", VerbatimValue{size_text(size)}).with("most", VerbatimValue{size_text(max_bytes)}));
    InputFile read;
    read.text.resize(static_cast<std::size_t>(size));
    std::size_t filled = 0;
    for (;;) {
        if (filled == read.text.size()) {
            if (read.text.size() > max_bytes) break;  // grew past the limit while being read
            read.text.resize(std::min<std::uintmax_t>(max_bytes + 1, read.text.size() + 65536));
        }
        const ssize_t n = ::read(d.fd, read.text.data() + filled, read.text.size() - filled);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return refused("file.unreadable", message(cannot_read).with("reason", system_reason(errno)));
        if (n == 0) break;
        filled += static_cast<std::size_t>(n);
    }
    if (filled > max_bytes)
        return refused("file.too-large", message(grew).with("most", VerbatimValue{size_text(max_bytes)}));
    read.text.resize(filled);
    return read;
}

std::string read_input_file_or_throw(const std::filesystem::path& file, std::uintmax_t max_bytes) {
    InputFile read = read_input_file(file, max_bytes);
    if (!read.ok()) throw Error(message(file_refused).with("file", VerbatimValue{printable(file.string())}).with("why", nested(read.meaning)));
    return std::move(read.text);
}

}  // namespace muster
