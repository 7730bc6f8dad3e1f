#include "muster/util/input_file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

InputFile refused(std::string rule_id, std::string message) {
    InputFile file;
    file.rule_id = std::move(rule_id);
    file.message = std::move(message);
    return file;
}

// Closes the descriptor on every way out.
struct Descriptor {
    int fd = -1;
    ~Descriptor() {
        if (fd >= 0) ::close(fd);
    }
};

const char* kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a pipe (FIFO)";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
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
        if (error == ENOENT || error == ENOTDIR) return refused("file.unreadable", "the file does not exist");
        return refused("file.unreadable", std::string("cannot open the file for reading: ") + std::strerror(error));
    }
    struct stat status {};
    if (::fstat(d.fd, &status) != 0)
        return refused("file.unreadable", std::string("cannot read the file: ") + std::strerror(errno));
    if (!S_ISREG(status.st_mode))
        return refused("file.not-regular", std::string("this is ") + kind_of(status.st_mode) +
                                               ", not a file; Muster reads regular files only");
    const auto size = static_cast<std::uintmax_t>(status.st_size);
    if (size > max_bytes)
        return refused("file.too-large", "the file is " + size_text(size) + "; Muster reads files of up to " + size_text(max_bytes));
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
        if (n < 0) return refused("file.unreadable", std::string("cannot read the file: ") + std::strerror(errno));
        if (n == 0) break;
        filled += static_cast<std::size_t>(n);
    }
    if (filled > max_bytes)
        return refused("file.too-large",
                       "the file grew while it was read; Muster reads files of up to " + size_text(max_bytes));
    read.text.resize(filled);
    return read;
}

std::string read_input_file_or_throw(const std::filesystem::path& file, std::uintmax_t max_bytes) {
    InputFile read = read_input_file(file, max_bytes);
    if (!read.ok()) throw Error(printable(file.string()) + ": " + read.message);
    return std::move(read.text);
}

}  // namespace muster
