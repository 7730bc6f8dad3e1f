#include "muster/util/output_messages.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>

namespace muster {

namespace {

MessageText pattern_of(OutputProblem problem) {
    switch (problem) {
        case OutputProblem::missing_folder:
            return MUSTER_MESSAGE("output.missing-folder", "cannot write {file}: the folder {detail} does not exist");
        case OutputProblem::not_a_folder:
            return MUSTER_MESSAGE("output.not-a-folder", "cannot write {file}: {detail} is not a folder");
        case OutputProblem::is_folder:
            return MUSTER_MESSAGE("output.is-folder", "cannot write {file}: it is a folder; name a file inside it");
        case OutputProblem::not_regular:
            return MUSTER_MESSAGE("output.not-regular", "cannot write {file}: it is not a regular file (a device, a pipe or a socket); name a regular file");
        case OutputProblem::dangling_link:
            return MUSTER_MESSAGE("output.dangling-link", "cannot write {file}: it is a symbolic link to {detail}, which does not exist; name the file itself");
        case OutputProblem::planted_link:
            return MUSTER_MESSAGE("output.planted-link",
                                  "cannot write {file}: it is another user's symbolic link in the shared folder {detail}, which Muster does not follow");
        case OutputProblem::same_as_input:
            return MUSTER_MESSAGE("output.same-as-input",
                                  "cannot write {file}: it is the same file as {detail}, which this command reads; write to another file");
        case OutputProblem::system_error:
            return MUSTER_MESSAGE("output.system-error", "cannot write {file}: {detail}");
        case OutputProblem::no_name:
            return MUSTER_MESSAGE("output.no-name", "no output file was named");
    }
    return MUSTER_MESSAGE("output.cannot-write", "cannot write {file}");
}

}  // namespace

Message output_message(OutputProblem problem, const std::filesystem::path& file, const std::string& detail) {
    return message(pattern_of(problem)).with("file", VerbatimValue{file.string()}).with("detail", VerbatimValue{detail});
}

Message output_message(const std::filesystem::path& file, const Message& system_reason) {
    return message(pattern_of(OutputProblem::system_error)).with("file", VerbatimValue{file.string()}).with("detail", nested(system_reason));
}

std::string system_reason(int error_number) {
    std::string reason = std::strerror(error_number);
    if (reason.size() > 1 && std::isupper(static_cast<unsigned char>(reason[0])) && !std::isupper(static_cast<unsigned char>(reason[1])))
        reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
    return reason;
}

Message system_reason_message(int error_number) {
    // The English is the system's own (glibc's strerror, lower case), so scripts see what they saw.
    switch (error_number) {
        case ENOENT:
            return message(MUSTER_MESSAGE("system.no-entry", "no such file or directory"));
        case EACCES:
        case EPERM:
            return message(MUSTER_MESSAGE("system.permission", "permission denied"));
        case ENOSPC:
            return message(MUSTER_MESSAGE("system.no-space", "no space left on device"));
        case EDQUOT:
            return message(MUSTER_MESSAGE("system.quota", "disk quota exceeded"));
        case EROFS:
            return message(MUSTER_MESSAGE("system.read-only", "read-only file system"));
        case EISDIR:
            return message(MUSTER_MESSAGE("system.is-folder", "is a directory"));
        case ENOTDIR:
            return message(MUSTER_MESSAGE("system.not-folder", "not a directory"));
        case EEXIST:
            return message(MUSTER_MESSAGE("system.exists", "file exists"));
        case ENAMETOOLONG:
            return message(MUSTER_MESSAGE("system.name-too-long", "file name too long"));
        case EMFILE:
        case ENFILE:
            return message(MUSTER_MESSAGE("system.too-many-open", "too many open files"));
        case EIO:
            return message(MUSTER_MESSAGE("system.io", "input/output error"));
        case ELOOP:
            return message(MUSTER_MESSAGE("system.loop", "too many levels of symbolic links"));
        case EFBIG:
            return message(MUSTER_MESSAGE("system.too-large", "file too large"));
        case EBUSY:
            return message(MUSTER_MESSAGE("system.busy", "device or resource busy"));
        case ETXTBSY:
            return message(MUSTER_MESSAGE("system.text-busy", "text file busy"));
        case EXDEV:
            return message(MUSTER_MESSAGE("system.cross-device", "invalid cross-device link"));
        case ENOTEMPTY:
            return message(MUSTER_MESSAGE("system.not-empty", "directory not empty"));
        case EINVAL:
            return message(MUSTER_MESSAGE("system.invalid", "invalid argument"));
        case ENOMEM:
            return message(MUSTER_MESSAGE("system.no-memory", "cannot allocate memory"));
        case EAGAIN:
            return message(MUSTER_MESSAGE("system.again", "resource temporarily unavailable"));
        case ENODEV:
            return message(MUSTER_MESSAGE("system.no-device", "no such device"));
        case ENXIO:
            return message(MUSTER_MESSAGE("system.no-device-address", "no such device or address"));
        case EBADF:
            return message(MUSTER_MESSAGE("system.bad-descriptor", "bad file descriptor"));
        case EPIPE:
            return message(MUSTER_MESSAGE("system.broken-pipe", "broken pipe"));
        case ESTALE:
            return message(MUSTER_MESSAGE("system.stale", "stale file handle"));
        case ENOLCK:
            return message(MUSTER_MESSAGE("system.no-locks", "no locks available"));
        case ETIMEDOUT:
            return message(MUSTER_MESSAGE("system.timed-out", "connection timed out"));
        default:
            break;
    }
    return message(MUSTER_MESSAGE("system.other", "{reason}")).with("reason", VerbatimValue{system_reason(error_number)});
}

}  // namespace muster
