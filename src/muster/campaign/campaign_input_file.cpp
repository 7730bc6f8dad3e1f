#include "muster/campaign/campaign_input_file.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "muster/util/error.hpp"
#include "muster/text/message.hpp"

namespace muster {

constexpr MessageText cannot_read_input = MUSTER_MESSAGE("campaign.input.cannot-read", "cannot read {file}: {reason}");

std::string read_campaign_input(const std::filesystem::path& file, std::size_t most_bytes, const MessageText& too_big) {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just after.
    const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) throw Error(message(cannot_read_input, {{"file", file.string()}, {"reason", std::strerror(errno)}}));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode))
        throw Error(message(MUSTER_MESSAGE("campaign.input.not-regular", "{file} is not a regular file (a folder, device or pipe), so it cannot be read"),
                            {{"file", file.string()}}));
    const auto size = static_cast<std::uint64_t>(status.st_size);
    if (size > most_bytes)
        throw Error(
            message(too_big, {{"file", file.string()}, {"size", std::to_string((size + (1 << 19)) >> 20)}, {"most", std::to_string(most_bytes >> 20)}}));
    std::string text(static_cast<std::size_t>(size), '\0');
    std::size_t got = 0;
    while (got < text.size()) {
        const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw Error(message(cannot_read_input, {{"file", file.string()}, {"reason", std::strerror(errno)}}));
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    text.resize(got);
    return text;
}

}  // namespace muster
