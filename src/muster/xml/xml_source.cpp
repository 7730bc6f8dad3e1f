#include "muster/xml/xml_source.hpp"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>

#include "muster/util/utf8.hpp"

namespace muster {

XmlSource XmlSource::load_file(const std::filesystem::path& path, Report& report) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        XmlSource failed;
        failed.file_ = path.string();
        report.error_at({path.string(), 0, 0}, "file.unreadable", "cannot open the file for reading");
        return failed;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return from_text(buffer.str(), path.string(), report);
}

XmlSource XmlSource::from_text(std::string text, std::string display_name, Report& report) {
    XmlSource source;
    source.file_ = std::move(display_name);
    source.text_ = std::move(text);

    if (auto bad = first_invalid_utf8(source.text_)) {
        report.error_at(source.location_at(static_cast<std::ptrdiff_t>(*bad)), "xml.encoding",
                        "the file is not valid UTF-8 (byte " + std::to_string(*bad) +
                            "); save it as UTF-8 and try again");
        return source;
    }
    const pugi::xml_parse_result result =
        source.document_->load_buffer(source.text_.data(), source.text_.size(),
                                      pugi::parse_default | pugi::parse_ws_pcdata_single, pugi::encoding_utf8);
    if (!result) {
        report.error_at(source.location_at(result.offset), "xml.parse",
                        std::string("malformed XML: ") + result.description());
        return source;
    }
    if (!source.document_->document_element()) {
        report.error_at({source.file_, 1, 1}, "xml.parse", "the file holds no XML element");
        return source;
    }
    source.ok_ = true;
    return source;
}

SourceLocation XmlSource::location_at(std::ptrdiff_t offset) const {
    // Line starts are found once, so each position costs a binary search plus one line.
    if (line_starts_.empty()) {
        line_starts_.push_back(0);
        for (std::size_t i = 0; i < text_.size(); ++i)
            if (text_[i] == '\n') line_starts_.push_back(i + 1);
    }
    const std::size_t end = std::min<std::size_t>(offset < 0 ? 0 : static_cast<std::size_t>(offset), text_.size());
    const auto line = std::upper_bound(line_starts_.begin(), line_starts_.end(), end) - 1;
    SourceLocation where{file_, static_cast<int>(line - line_starts_.begin()) + 1, 1};
    for (std::size_t i = *line; i < end; ++i)
        if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++where.column;
    return where;
}

SourceLocation XmlSource::location_of(pugi::xml_node node) const {
    std::ptrdiff_t offset = node.offset_debug();
    if (offset < 0) return {file_, 0, 0};
    // pugixml points just past '<' for elements; report the '<' itself.
    if (node.type() == pugi::node_element && offset > 0 && text_[static_cast<std::size_t>(offset) - 1] == '<')
        --offset;
    return location_at(offset);
}

SourceLocation XmlSource::location_of(pugi::xml_node node, const char* attribute) const {
    const std::ptrdiff_t start = node.offset_debug();
    if (start < 0 || !node.attribute(attribute)) return location_of(node);
    const std::size_t tag_end = text_.find('>', static_cast<std::size_t>(start));
    const std::size_t name_length = std::strlen(attribute);
    for (std::size_t at = text_.find(attribute, static_cast<std::size_t>(start));
         at != std::string::npos && at < tag_end; at = text_.find(attribute, at + 1)) {
        const bool starts_word = at > 0 && (text_[at - 1] == ' ' || text_[at - 1] == '\t' ||
                                            text_[at - 1] == '\n' || text_[at - 1] == '\r');
        std::size_t after = at + name_length;
        while (after < text_.size() && (text_[after] == ' ' || text_[after] == '\t')) ++after;
        if (starts_word && after < text_.size() && text_[after] == '=')
            return location_at(static_cast<std::ptrdiff_t>(at));
    }
    return location_of(node);
}

}  // namespace muster
