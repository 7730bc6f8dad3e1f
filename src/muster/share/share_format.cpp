#include "muster/share/share_format.hpp"

namespace muster {

std::optional<ShareFormat> share_format_named(std::string_view name) {
    if (name == "text") return ShareFormat::text;
    if (name == "markdown") return ShareFormat::markdown;
    if (name == "bbcode") return ShareFormat::bbcode;
    return std::nullopt;
}

const char* share_format_name(ShareFormat format) {
    switch (format) {
        case ShareFormat::markdown:
            return "markdown";
        case ShareFormat::bbcode:
            return "bbcode";
        case ShareFormat::text:
            break;
    }
    return "text";
}

std::string ShareMarkup::title(const std::string& text) const {
    if (format == ShareFormat::markdown) return "# " + text + "\n";
    if (format == ShareFormat::bbcode) return "[size=150][b]" + text + "[/b][/size]\n";
    return text + "\n";
}

std::string ShareMarkup::subtitle(const std::string& text) const {
    if (format == ShareFormat::markdown) return "*" + text + "*\n";
    if (format == ShareFormat::bbcode) return "[i]" + text + "[/i]\n";
    return text + "\n";
}

std::string ShareMarkup::strong(const std::string& text) const {
    if (format == ShareFormat::markdown) return "**" + text + "**";
    if (format == ShareFormat::bbcode) return "[b]" + text + "[/b]";
    return text;
}

std::string ShareMarkup::heading(const std::string& text) const {
    if (format == ShareFormat::markdown) return "\n## " + text + "\n";
    if (format == ShareFormat::bbcode) return "\n[b][u]" + text + "[/u][/b]\n";
    return "\n" + text + "\n";
}

std::string ShareMarkup::list_start() const { return format == ShareFormat::bbcode ? "[list]\n" : ""; }

std::string ShareMarkup::item(const std::string& text) const {
    if (format == ShareFormat::markdown) return "- " + text + "\n";
    if (format == ShareFormat::bbcode) return "[*]" + text + "\n";
    return "  " + text + "\n";
}

std::string ShareMarkup::list_end() const { return format == ShareFormat::bbcode ? "[/list]\n" : ""; }

std::string ShareMarkup::problem(const std::string& text) const {
    if (format == ShareFormat::markdown) return "- ⚠ " + text + "\n";
    if (format == ShareFormat::bbcode) return "[color=red]⚠ " + text + "[/color]\n";
    return "⚠ " + text + "\n";
}

std::string ShareMarkup::notes(const std::string& text) const {
    std::string out = format == ShareFormat::bbcode ? "\n[quote]\n" : "\n";
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        out += (format == ShareFormat::bbcode ? line : line.empty() ? ">" : "> " + line) + "\n";
        if (end == std::string::npos) break;
        start = end + 1;
    }
    if (format == ShareFormat::bbcode) out += "[/quote]\n";
    return out;
}

}  // namespace muster
