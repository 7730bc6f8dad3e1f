#pragma once
#include <filesystem>
#include <string>

#include "muster/text/message.hpp"

namespace muster {

/// Why a file cannot be written.
enum class OutputProblem {
    missing_folder,  ///< detail: the folder
    not_a_folder,    ///< detail: the path that should be a folder
    is_folder,       ///< the target is a folder
    not_regular,     ///< the target is a device, a pipe or a socket
    dangling_link,   ///< detail: where the link points
    planted_link,    ///< detail: the shared folder holding the link
    same_as_input,   ///< detail: the input it is
    system_error,    ///< detail: the system's reason (see system_reason_message)
    no_name,         ///< no file was named
};

/// The message for an output problem, naming the file as the user wrote it: one whole sentence
/// per problem, all of them here. `detail` is a path, shown as it is.
Message output_message(OutputProblem problem, const std::filesystem::path& file, const std::string& detail = {});
/// The message for a file the system refused to write, with the system's reason.
Message output_message(const std::filesystem::path& file, const Message& system_reason);
/// The system's words for an errno value, starting lower case to follow "cannot write FILE:" (English).
std::string system_reason(int error_number);
/// The system's reason for an errno value in the reader's language: the usual ones from the
/// catalogue ("permission denied" / "permission refusée"), any other as the system words it.
Message system_reason_message(int error_number);

}  // namespace muster
