#include "muster/util/output_messages.hpp"

#include <cctype>
#include <cstring>
#include <string_view>

namespace muster {

namespace {

std::string_view pattern_of(OutputProblem problem) {
    switch (problem) {
        case OutputProblem::missing_folder: return "cannot write {file}: the folder {detail} does not exist";
        case OutputProblem::not_a_folder: return "cannot write {file}: {detail} is not a folder";
        case OutputProblem::is_folder: return "cannot write {file}: it is a folder; name a file inside it";
        case OutputProblem::not_regular:
            return "cannot write {file}: it is not a regular file (a device, a pipe or a socket); name a regular file";
        case OutputProblem::dangling_link:
            return "cannot write {file}: it is a symbolic link to {detail}, which does not exist; name the file itself";
        case OutputProblem::planted_link:
            return "cannot write {file}: it is another user's symbolic link in the shared folder {detail}, which Muster does not follow";
        case OutputProblem::same_as_input:
            return "cannot write {file}: it is the same file as {detail}, which this command reads; write to another file";
        case OutputProblem::system_error: return "cannot write {file}: {detail}";
        case OutputProblem::no_name: return "no output file was named";
    }
    return "cannot write {file}";
}

// Puts the file and the detail into a pattern's holes, in one pass (a value is never re-read).
std::string fill(std::string_view pattern, const std::string& file, const std::string& detail) {
    std::string out;
    for (std::size_t i = 0; i < pattern.size();) {
        if (pattern.substr(i, 6) == "{file}") {
            out += file;
            i += 6;
        } else if (pattern.substr(i, 8) == "{detail}") {
            out += detail;
            i += 8;
        } else {
            out += pattern[i++];
        }
    }
    return out;
}

}  // namespace

std::string output_message(OutputProblem problem, const std::filesystem::path& file, const std::string& detail) {
    return fill(pattern_of(problem), file.string(), detail);
}

std::string system_reason(int error_number) {
    std::string reason = std::strerror(error_number);
    if (reason.size() > 1 && std::isupper(static_cast<unsigned char>(reason[0])) &&
        !std::isupper(static_cast<unsigned char>(reason[1])))
        reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
    return reason;
}

}  // namespace muster
