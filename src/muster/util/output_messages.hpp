#pragma once
#include <filesystem>
#include <string>

namespace muster {

/// Why a file cannot be written.
enum class OutputProblem {
    missing_folder,   ///< detail: the folder
    not_a_folder,     ///< detail: the path that should be a folder
    is_folder,        ///< the target is a folder
    not_regular,      ///< the target is a device, a pipe or a socket
    dangling_link,    ///< detail: where the link points
    planted_link,     ///< detail: the shared folder holding the link
    same_as_input,    ///< detail: the input it is
    system_error,     ///< detail: the system's reason (strerror)
    no_name,          ///< no file was named
};

/// The message for an output problem, naming the file as the user wrote it: one whole sentence
/// per problem, all of them here.
std::string output_message(OutputProblem problem, const std::filesystem::path& file, const std::string& detail = {});

/// The system's words for an errno value, starting lower case to follow "cannot write FILE:".
std::string system_reason(int error_number);

}  // namespace muster
