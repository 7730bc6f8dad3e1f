#pragma once
// The head of a list file (its document element's id and system), read from the file's first
// bytes without parsing it: how a command that needs one faction finds its file among many.
// Internal to the core.
#include <filesystem>
#include <optional>
#include <string>

namespace muster {

/// What a list file's document element says of itself.
struct ListHead {
    std::string root;    ///< the document element's name ("faction", "game-system")
    std::string id;      ///< its id="…", empty when absent
    std::string system;  ///< its system="…", empty when absent
};

/// The head of a list file, or nothing when it cannot be told for certain from the file's first
/// bytes as the full reader would read it: an unreadable file, markup before the document element
/// other than the XML declaration and comments, a start tag longer than the bytes read, or an id or
/// system written with a reference, a character outside printable ASCII, or spaces around it.
std::optional<ListHead> read_list_head(const std::filesystem::path& file);

}  // namespace muster
