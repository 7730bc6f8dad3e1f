#include "muster/xml/xml_source.hpp"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string_view>

#include "muster/util/input_file.hpp"
#include "muster/util/utf8.hpp"
#include "muster/xml/xml_guard.hpp"

namespace muster {

bool is_reading_problem(const Diagnostic& diagnostic) {
    const std::string& id = diagnostic.rule_id;
    const auto ends_with = [&](const std::string& tail) {
        return id.size() >= tail.size() && id.compare(id.size() - tail.size(), tail.size(), tail) == 0;
    };
    return id.rfind("file.", 0) == 0 || id.rfind("xml.", 0) == 0 || ends_with(".wrong-root");
}

XmlSource XmlSource::load_file(const std::filesystem::path& path, Report& report) {
    const std::string shown = printable(path.string());  // a path with a terminal escape is shown escaped
    InputFile file = read_input_file(path, max_xml_file_bytes);
    if (!file.ok()) {
        XmlSource failed;
        failed.file_ = shown;
        report.error_at({shown, 0, 0}, file.rule_id, file.message);
        return failed;
    }
    return from_text(std::move(file.text), shown, report);
}

XmlSource XmlSource::from_text(std::string text, std::string display_name, Report& report) {
    XmlSource source;
    source.file_ = std::move(display_name);
    source.text_ = std::move(text);
    if (source.text_.size() > max_xml_file_bytes) {  // text from elsewhere than a file (a campaign, an import)
        report.error_at({source.file_, 0, 0}, "file.too-large",
                        "the document is " + size_text(source.text_.size()) + "; Muster reads XML of up to " +
                            size_text(max_xml_file_bytes));
        return source;
    }

    if (auto bad = first_invalid_utf8(source.text_)) {
        report.error_at(source.location_at(static_cast<std::ptrdiff_t>(*bad)), "xml.encoding",
                        "the file is not valid UTF-8 (byte " + std::to_string(*bad) +
                            "); save it as UTF-8 and try again");
        return source;
    }
    if (auto refused = first_refused_markup(source.text_)) {
        report.error_at(source.location_at(static_cast<std::ptrdiff_t>(refused->offset)), refused->rule_id, refused->message);
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

namespace {
// Code points are counted per block of this many bytes, so a column costs at most one block's scan.
constexpr std::size_t column_block = 256;

bool starts_code_point(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) != 0x80; }
}  // namespace

SourceLocation XmlSource::location_at(std::ptrdiff_t offset) const {
    // Line starts and code points per block are counted once, so each position costs a binary
    // search plus at most two blocks, however long its line: a one-line file with thousands of
    // findings stays linear.
    if (line_starts_.empty()) {
        line_starts_.push_back(0);
        code_points_before_block_.reserve(text_.size() / column_block + 1);
        std::size_t code_points = 0;
        for (std::size_t i = 0; i < text_.size(); ++i) {
            if (i % column_block == 0) code_points_before_block_.push_back(code_points);
            if (text_[i] == '\n') line_starts_.push_back(i + 1);
            code_points += starts_code_point(text_[i]);
        }
        code_points_before_block_.push_back(code_points);
    }
    const std::size_t end = std::min<std::size_t>(offset < 0 ? 0 : static_cast<std::size_t>(offset), text_.size());
    const auto line = std::upper_bound(line_starts_.begin(), line_starts_.end(), end) - 1;
    const auto code_points_before = [&](std::size_t at) {
        std::size_t count = code_points_before_block_[at / column_block];
        for (std::size_t i = at - at % column_block; i < at; ++i) count += starts_code_point(text_[i]);
        return count;
    };
    const std::size_t column = code_points_before(end) - code_points_before(*line) + 1;
    return {file_, static_cast<int>(line - line_starts_.begin()) + 1, static_cast<int>(column)};
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
    // Only the start tag is searched, so an attribute costs the length of its tag.
    const std::size_t tag_end = std::min(text_.find('>', static_cast<std::size_t>(start)), text_.size());
    const std::string_view tag(text_.data(), tag_end);
    const std::size_t name_length = std::strlen(attribute);
    for (std::size_t at = tag.find(attribute, static_cast<std::size_t>(start)); at != std::string_view::npos;
         at = tag.find(attribute, at + 1)) {
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
