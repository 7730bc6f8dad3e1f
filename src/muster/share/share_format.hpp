#pragma once
// The shapes a shared army or siege plan takes: plain text for a chat message, Markdown, BBCode for forums.
#include <optional>
#include <string>
#include <string_view>

namespace muster {

/// How a shared text is marked up.
enum class ShareFormat { text, markdown, bbcode };

/// The format a name ("text", "markdown", "bbcode") stands for; nothing for another name.
std::optional<ShareFormat> share_format_named(std::string_view name);
/// "text", "markdown" or "bbcode".
const char* share_format_name(ShareFormat format);

/// The marks each part of a shared text gets in a format.
struct ShareMarkup {
    ShareFormat format = ShareFormat::text;

    std::string title(const std::string& text) const;     ///< the army's or the plan's name
    std::string subtitle(const std::string& text) const;  ///< the line under the title
    std::string strong(const std::string& text) const;    ///< the points, a verdict
    std::string heading(const std::string& text) const;   ///< a division, a side
    std::string list_start() const;                       ///< before a heading's items ("" or "[list]\n")
    std::string item(const std::string& text) const;      ///< one unit, one purchase
    std::string list_end() const;                         ///< after a heading's items
    std::string problem(const std::string& text) const;   ///< one error, "⚠ …"
    std::string notes(const std::string& text) const;     ///< the player's notes, quoted line by line
};

}  // namespace muster
