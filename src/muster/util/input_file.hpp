#pragma once
#include <cstdint>
#include <filesystem>
#include <string>

#include "muster/text/message.hpp"

namespace muster {

/// The largest XML file Muster reads: rosters, siege plans, lists, kits, armies, bestiaries, designs, templates.
inline constexpr std::uintmax_t max_xml_file_bytes = 16u * 1024 * 1024;

/// Which file, and which writing of it, was read: another writing has another stamp.
struct FileStamp {
    std::uintmax_t device = 0, inode = 0, size = 0;
    std::int64_t modified_ns = 0;  ///< last modification, in nanoseconds
    friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

/// A user's file read whole, or why it could not be.
struct InputFile {
    std::string text;     ///< every byte, when read
    FileStamp stamp;      ///< the file as it was when read
    std::string rule_id;  ///< empty when read; else file.unreadable (missing too), file.not-regular or file.too-large
    std::string message;  ///< why it could not be read: one sentence naming what was expected (English)
    Message meaning;      ///< the same sentence as a catalogue message, for any language
    /// True when the file was read.
    bool ok() const { return rule_id.empty(); }
};

/// Reads a regular file of at most max_bytes. A directory, FIFO, device or socket is refused without
/// blocking (it is opened non-blocking and checked before any read); a larger file is refused before it is read.
InputFile read_input_file(const std::filesystem::path& file, std::uintmax_t max_bytes);

/// The same, throwing Error ("FILE: why") when the file cannot be read.
std::string read_input_file_or_throw(const std::filesystem::path& file, std::uintmax_t max_bytes);

/// A size as a message, written in the reader's units: "16 MiB" / "16 Mio", "18 MB" / "18 Mo".
Message size_message(std::uintmax_t bytes);
/// "16 MiB", "200 MB": a size for English messages.
std::string size_text(std::uintmax_t bytes);

}  // namespace muster
