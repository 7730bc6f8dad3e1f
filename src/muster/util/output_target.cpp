#include "muster/util/output_target.hpp"

#include <cerrno>
#include <cstdlib>
#include <sys/stat.h>
#include <unistd.h>

#include "muster/util/error.hpp"
#include "muster/util/output_messages.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void refuse(OutputProblem problem, const fs::path& target, const std::string& detail = {}) {
    throw Error(output_message(problem, target, detail));
}

[[noreturn]] void refuse_by_system(const fs::path& target, int error_number) { throw Error(output_message(target, system_reason_message(error_number))); }

fs::path folder_of(const fs::path& file) { return file.has_parent_path() ? file.parent_path() : fs::path("."); }

// A file that does not exist yet: its folder must.
void check_folder(const fs::path& target) {
    const fs::path folder = folder_of(target);
    struct stat info {};
    if (::stat(folder.c_str(), &info) != 0) {
        if (errno == ENOENT || errno == ENOTDIR) refuse(OutputProblem::missing_folder, target, folder.string());
        refuse_by_system(target, errno);
    }
    if (!S_ISDIR(info.st_mode)) refuse(OutputProblem::not_a_folder, target, folder.string());
}

// The rule the kernel's fs.protected_symlinks applies, kept even where it is switched off: a link in a
// sticky, world-writable folder (/tmp) is followed only when it is ours or the folder owner's.
void refuse_planted_link(const fs::path& target, const struct stat& link) {
    const fs::path folder = folder_of(target);
    struct stat info {};
    if (::stat(folder.c_str(), &info) != 0) return;
    const bool shared = (info.st_mode & S_ISVTX) && (info.st_mode & S_IWOTH);
    if (shared && link.st_uid != ::geteuid() && link.st_uid != info.st_uid) refuse(OutputProblem::planted_link, target, folder.string());
}

fs::path resolve_link(const fs::path& target, const struct stat& link) {
    refuse_planted_link(target, link);
    char* resolved = ::realpath(target.c_str(), nullptr);
    if (!resolved) {
        const int error = errno;
        // /dev/stdout and other /proc links lead to pipes and terminals that have no path
        if (struct stat info{}; ::stat(target.c_str(), &info) == 0 && !S_ISREG(info.st_mode))
            refuse(S_ISDIR(info.st_mode) ? OutputProblem::is_folder : OutputProblem::not_regular, target);
        if (error == ENOENT) {
            std::error_code ec;
            refuse(OutputProblem::dangling_link, target, fs::read_symlink(target, ec).string());
        }
        refuse_by_system(target, error);
    }
    const fs::path real = resolved;
    std::free(resolved);
    return real;
}

}  // namespace

fs::path checked_output_target(const fs::path& target, const std::vector<fs::path>& inputs) {
    if (target.empty()) refuse(OutputProblem::no_name, target);
    struct stat link {};
    if (::lstat(target.c_str(), &link) != 0) {
        if (errno == ENOENT || errno == ENOTDIR) {
            check_folder(target);
            return target;
        }
        refuse_by_system(target, errno);
    }
    const fs::path real = S_ISLNK(link.st_mode) ? resolve_link(target, link) : target;
    struct stat info {};
    if (::stat(real.c_str(), &info) != 0) refuse_by_system(target, errno);
    if (S_ISDIR(info.st_mode)) refuse(OutputProblem::is_folder, target);
    if (!S_ISREG(info.st_mode)) refuse(OutputProblem::not_regular, target);
    for (const fs::path& input : inputs) {
        struct stat read {};
        if (!input.empty() && ::stat(input.c_str(), &read) == 0 && read.st_dev == info.st_dev && read.st_ino == info.st_ino)
            refuse(OutputProblem::same_as_input, target, input.string());
    }
    return real;
}

}  // namespace muster
