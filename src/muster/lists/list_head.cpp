#include "muster/lists/list_head.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string_view>

namespace muster {

namespace {

constexpr std::size_t head_bytes = 4096;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

bool is_name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == ':'; }

// A value the full reader keeps byte for byte: printable ASCII, no reference, no space at its ends.
bool plain_value(std::string_view value) {
    for (const char c : value)
        if (c < 0x20 || c > 0x7E || c == '&' || c == '<') return false;
    return value.empty() || (value.front() != ' ' && value.back() != ' ');
}

std::optional<ListHead> head_of(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::size_t at = 0;
    for (;;) {  // the declaration, comments and white space before the document element
        while (at < text.size() && is_space(text[at])) ++at;
        const std::string_view rest = text.substr(at);
        if (rest.substr(0, 5) == "<?xml") {
            const std::size_t end = text.find("?>", at);
            if (end == std::string_view::npos) return std::nullopt;
            at = end + 2;
        } else if (rest.substr(0, 4) == "<!--") {
            const std::size_t end = text.find("-->", at + 4);
            if (end == std::string_view::npos) return std::nullopt;
            at = end + 3;
        } else if (!rest.empty() && rest.front() == '<' && rest.size() > 1 && is_name_char(rest[1])) {
            break;
        } else {
            return std::nullopt;
        }
    }
    ListHead head;
    std::size_t i = at + 1;
    while (i < text.size() && is_name_char(text[i])) ++i;
    head.root = std::string(text.substr(at + 1, i - at - 1));
    bool seen_id = false, seen_system = false;
    for (;;) {
        const std::size_t before = i;
        while (i < text.size() && is_space(text[i])) ++i;
        if (i >= text.size()) return std::nullopt;
        if (text[i] == '>' || text[i] == '/') return head;
        if (i == before) return std::nullopt;  // attributes are separated by white space
        const std::size_t name_start = i;
        while (i < text.size() && is_name_char(text[i])) ++i;
        const std::string_view name = text.substr(name_start, i - name_start);
        while (i < text.size() && is_space(text[i])) ++i;
        if (name.empty() || i >= text.size() || text[i] != '=') return std::nullopt;
        ++i;
        while (i < text.size() && is_space(text[i])) ++i;
        if (i >= text.size() || (text[i] != '"' && text[i] != '\'')) return std::nullopt;
        const char quote = text[i];
        const std::size_t end = text.find(quote, i + 1);
        if (end == std::string_view::npos) return std::nullopt;
        const std::string_view value = text.substr(i + 1, end - i - 1);
        i = end + 1;
        if (name == "id" || name == "system") {
            bool& seen = name == "id" ? seen_id : seen_system;
            if (seen || !plain_value(value)) return std::nullopt;  // written twice: the full reader refuses it
            seen = true;
            (name == "id" ? head.id : head.system) = std::string(value);
        }
    }
}

}  // namespace

std::optional<ListHead> read_list_head(const std::filesystem::path& file) {
    // Opened without blocking and read only when it is a regular file, as read_input_file does.
    const int in = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (in < 0) return std::nullopt;
    char buffer[head_bytes];
    struct stat kind {};
    std::size_t got = 0;
    if (::fstat(in, &kind) == 0 && S_ISREG(kind.st_mode))
        while (got < sizeof buffer) {
            const ssize_t read = ::read(in, buffer + got, sizeof buffer - got);
            if (read <= 0) break;
            got += static_cast<std::size_t>(read);
        }
    ::close(in);
    if (got == 0) return std::nullopt;
    return head_of(std::string_view(buffer, got));
}

}  // namespace muster
