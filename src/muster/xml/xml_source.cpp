#include "muster/xml/xml_source.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <string_view>
#include <vector>

#include "muster/util/input_file.hpp"
#include "muster/util/utf8.hpp"
#include "muster/xml/pugi_handle.hpp"
#include "muster/xml/xml_guard.hpp"

namespace muster {

namespace {

constexpr MessageText malformed_xml = MUSTER_MESSAGE("xml.malformed", "malformed XML: {fault}");

bool is_name_byte(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == ':' ||
           static_cast<unsigned char>(c) >= 0x80;
}

// The tag name written at text[at], at most 64 bytes, shown safely.
std::string name_at(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && end - at < 64 && is_name_byte(text[end])) ++end;
    return printable(text.substr(at, end - at));
}

// The innermost element left open before `end`, as pugixml read it (empty when none): comments,
// CDATA sections, processing instructions and quoted attribute values are stepped over.
std::string open_element_before(std::string_view text, std::size_t end) {
    std::vector<std::string_view> open;
    std::size_t i = 0;
    const auto skip_to = [&](std::string_view close) {
        const std::size_t found = text.find(close, i);
        i = found == std::string_view::npos ? end : found + close.size();
    };
    while (i < end) {
        i = text.find('<', i);
        if (i >= end) break;
        const std::string_view rest = text.substr(i);
        if (rest.substr(0, 4) == "<!--") skip_to("-->");
        else if (rest.substr(0, 9) == "<![CDATA[") skip_to("]]>");
        else if (rest.substr(0, 2) == "<?") skip_to("?>");
        else if (rest.substr(0, 2) == "</") {
            if (!open.empty()) open.pop_back();
            skip_to(">");
        } else {
            std::size_t name_end = i + 1;
            while (name_end < text.size() && is_name_byte(text[name_end])) ++name_end;
            const std::string_view name = text.substr(i + 1, name_end - i - 1);
            char quote = 0;
            std::size_t j = name_end;
            for (; j < end; ++j) {
                if (quote) {
                    if (text[j] == quote) quote = 0;
                } else if (text[j] == '"' || text[j] == '\'') {
                    quote = text[j];
                } else if (text[j] == '>') {
                    break;
                }
            }
            if (j >= end) break;
            if (!(j > 0 && text[j - 1] == '/')) open.push_back(name);
            i = j + 1;
        }
    }
    if (open.empty()) return {};
    const std::string_view last = open.back();
    return printable(last.substr(0, 64));
}

// What was wrong and what was expected, for each way pugixml stops.
Message parse_fault(std::string_view text, const pugi::xml_parse_result& result) {
    const auto at = static_cast<std::size_t>(std::max<std::ptrdiff_t>(result.offset, 0));
    switch (result.status) {
        case pugi::status_unrecognized_tag:
            return message(MUSTER_MESSAGE("xml.fault.unrecognized-tag", "'<' starts no tag; a tag name follows '<' at once (write &lt; for a '<' in text)"));
        case pugi::status_bad_pi:
            return message(MUSTER_MESSAGE("xml.fault.processing-instruction", "a processing instruction is not closed; expected '?>'"));
        case pugi::status_bad_comment:
            return message(MUSTER_MESSAGE("xml.fault.comment", "a comment is not closed; expected '-->'"));
        case pugi::status_bad_cdata:
            return message(MUSTER_MESSAGE("xml.fault.cdata", "a CDATA section is not closed; expected ']]>'"));
        case pugi::status_bad_doctype:
            return message(MUSTER_MESSAGE("xml.fault.doctype", "a <!DOCTYPE …> declaration is malformed"));
        case pugi::status_bad_pcdata:
            return message(MUSTER_MESSAGE("xml.fault.text", "text between tags cannot be read; expected characters or &amp; &lt; references"));
        case pugi::status_bad_start_element:
            return message(MUSTER_MESSAGE("xml.fault.start-tag", "a start tag is not closed; expected '>' or '/>' after its name and attributes"));
        case pugi::status_bad_attribute:
            return message(MUSTER_MESSAGE("xml.fault.attribute", "an attribute is malformed; expected name=\"value\", the value in quotes"));
        case pugi::status_bad_end_element:
            return message(MUSTER_MESSAGE("xml.fault.end-tag", "an end tag is not closed; expected '>' after its name"));
        case pugi::status_end_element_mismatch: {
            if (at >= 2 && at <= text.size() && text.substr(at - 2, 2) == "</") {
                const std::string closing = name_at(text, at);
                const std::string open = open_element_before(text, at - 2);
                if (open.empty())
                    return message(MUSTER_MESSAGE("xml.fault.end-tag-unopened", "</{closing}> closes no open tag")).with("closing", VerbatimValue{closing});
                return message(MUSTER_MESSAGE("xml.fault.end-tag-mismatch", "</{closing}> closes <{open}>; expected </{open}>"))
                    .with("closing", VerbatimValue{closing})
                    .with("open", VerbatimValue{open});
            }
            const std::string open = open_element_before(text, text.size());
            if (!open.empty())
                return message(MUSTER_MESSAGE("xml.fault.never-closed", "<{open}> is never closed; expected </{open}> before the end of the file"))
                    .with("open", VerbatimValue{open});
            return message(MUSTER_MESSAGE("xml.fault.tags-mismatch", "the start and end tags do not match"));
        }
        case pugi::status_no_document_element:
            return message(MUSTER_MESSAGE("xml.fault.no-element", "the file holds no XML element, only text or comments; expected a start tag"));
        case pugi::status_out_of_memory:
            return message(MUSTER_MESSAGE("xml.fault.memory", "there is not enough memory to read it"));
        default:
            break;
    }
    return message(MUSTER_MESSAGE("xml.fault.other", "the XML cannot be read (pugixml status {status})"))
        .with("status", VerbatimValue{std::to_string(static_cast<int>(result.status))});
}

// The first in alphabetical order of the `count` names that repeat, or null: each pair is
// compared (their first bytes first).
const char* repeated_among(const char* const* names, std::size_t count) {
    if (count < 2 || (count == 2 && names[0][0] != names[1][0])) return nullptr;
    const char* smallest = nullptr;
    for (std::size_t i = 1; i < count; ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (names[i][0] == names[j][0] && std::strcmp(names[i], names[j]) == 0 && (!smallest || std::strcmp(names[j], smallest) < 0)) smallest = names[j];
    return smallest;
}

// The same for an element of many attributes: their names sorted, so it costs n log n, not n².
const char* repeated_attribute_of(pugi::xml_node node, std::vector<std::string_view>& names) {
    names.clear();
    for (pugi::xml_attribute each : node.attributes()) names.emplace_back(each.name());
    std::sort(names.begin(), names.end());
    const auto twice = std::adjacent_find(names.begin(), names.end());
    if (twice == names.end()) return nullptr;
    for (pugi::xml_attribute each : node.attributes())
        if (each.name() == *twice) return each.name();
    return nullptr;
}

// The attribute a node writes twice, or null; a node that is no element has none.
const char* repeated_attribute(pugi::xml_node node, std::vector<std::string_view>& many) {
    constexpr std::size_t few = 8;
    const char* written[few];
    std::size_t count = 0;
    pugi::xml_attribute a = node.first_attribute();
    for (; points_at_something(a) && count < few; a = a.next_attribute()) written[count++] = a.name();
    return points_at_something(a) ? repeated_attribute_of(node, many) : repeated_among(written, count);
}

// Visits elements in document order (pugixml's own walk) until one writes an attribute twice.
struct RepeatedAttributeWalker : pugi::xml_tree_walker {
    std::vector<std::string_view> names;
    pugi::xml_node element;
    const char* attribute = nullptr;

    bool visit(pugi::xml_node node) {
        attribute = repeated_attribute(node, names);
        if (attribute) element = node;
        return !attribute;
    }
    bool for_each(pugi::xml_node& node) override { return visit(node); }
};

// The node after this one in document order, within root (none after the last).
pugi::xml_node node_after(pugi::xml_node node, pugi::xml_node root) {
    if (const pugi::xml_node child = node.first_child(); points_at_something(child)) return child;
    for (; points_at_something(node) && !same_handle(node, root); node = node.parent())
        if (const pugi::xml_node sibling = node.next_sibling(); points_at_something(sibling)) return sibling;
    return {};
}

}  // namespace

bool is_reading_problem(const Diagnostic& diagnostic) {
    const std::string& id = diagnostic.rule_id;
    const auto ends_with = [&](const std::string& tail) { return id.size() >= tail.size() && id.compare(id.size() - tail.size(), tail.size(), tail) == 0; };
    // A file whose ids repeat cannot be read as one document (its lines could not be told
    // apart), nor can one past the element counts Muster reads.
    return id.rfind("file.", 0) == 0 || id.rfind("xml.", 0) == 0 || ends_with(".wrong-root") || ends_with(".duplicate-id") || ends_with(".too-many");
}

namespace {
// Up to this size the text as written is kept beside the parsed copy; a larger file's is read again
// when a position is asked for (a file without problems never is), so a 5 MB list is not held twice.
constexpr std::size_t kept_written_bytes = 1024 * 1024;
}  // namespace

XmlSource XmlSource::load_file(const std::filesystem::path& path, Report& report, AttributeCheck check) {
    XmlSource source;
    source.file_ = printable(path.string());  // a path with a terminal escape is shown escaped
    InputFile file = read_input_file(path, max_xml_file_bytes);
    if (!file.ok()) {
        report.error_at({source.file_, 0, 0}, file.rule_id, file.meaning);
        return source;
    }
    if (file.text.size() > kept_written_bytes) {
        source.path_ = path;
        source.stamp_ = file.stamp;
    }
    source.parse(std::move(file.text), report, check);
    return source;
}

XmlSource XmlSource::from_text(std::string text, std::string display_name, Report& report, AttributeCheck check) {
    XmlSource source;
    source.file_ = std::move(display_name);
    source.parse(std::move(text), report, check);
    return source;
}

const std::string* XmlSource::written_text() const {
    if (!written_known_) {
        written_known_ = true;
        InputFile again = read_input_file(path_, max_xml_file_bytes);
        if (again.ok() && again.stamp == stamp_) written_ = std::move(again.text);
        else written_lost_ = true;
    }
    return written_lost_ ? nullptr : &written_;
}

void XmlSource::parse(std::string text, Report& report, AttributeCheck check) {
    if (text.size() > max_xml_file_bytes) {  // text from elsewhere than a file (a campaign, an import)
        report.error_at({file_, 0, 0}, "file.too-large",
                        message(MUSTER_MESSAGE("xml.too-large", "the document is {size}; Muster reads XML of up to {most}"))
                            .with("size", nested(size_message(text.size())))
                            .with("most", nested(size_message(max_xml_file_bytes))));
        return;
    }
    const auto keep_written = [&](std::string kept) {
        written_ = std::move(kept);
        written_known_ = true;
        path_.clear();
    };
    if (auto bad = first_invalid_utf8(text)) {
        keep_written(std::move(text));
        report.error_at(location_at(static_cast<std::ptrdiff_t>(*bad)), "xml.encoding",
                        message(MUSTER_MESSAGE("xml.encoding", "the file is not valid UTF-8 (byte {byte}); save it as UTF-8 and try again"))
                            .with("byte", VerbatimValue{std::to_string(*bad)}));
        return;
    }
    if (auto refused = first_refused_markup(text)) {
        keep_written(std::move(text));
        report.error_at(location_at(static_cast<std::ptrdiff_t>(refused->offset)), refused->rule_id, refused->meaning);
        return;
    }
    if (path_.empty()) keep_written(text);
    parsed_ = std::make_unique<std::string>(std::move(text));
    const pugi::xml_parse_result result =
        document_->load_buffer_inplace(parsed_->data(), parsed_->size(), pugi::parse_default | pugi::parse_ws_pcdata_single, pugi::encoding_utf8);
    root_ = document_->document_element();
    if (!result) {
        const std::string* written = written_text();
        report.error_at(location_at(result.offset), "xml.parse",
                        message(malformed_xml).with("fault", nested(parse_fault(written ? std::string_view(*written) : std::string_view(), result))));
        return;
    }
    if (!points_at_something(root_)) {
        report.error_at({file_, 1, 1}, "xml.parse", message(MUSTER_MESSAGE("xml.no-element", "the file holds no XML element")));
        return;
    }
    if (check == AttributeCheck::as_read) {
        unchecked_ = root_;
    } else {
        RepeatedAttributeWalker walker;
        pugi::xml_node root = document_->document_element();
        if (walker.visit(root)) root.traverse(walker);
        if (walker.attribute) {
            report_repeated({walker.element, walker.attribute}, report);
            return;
        }
    }
    ok_ = true;
}

void XmlSource::report_repeated(const RepeatedAttribute& repeated, Report& report) const {
    report.error_at(
        locate_attribute(repeated.element, repeated.attribute, 1), "xml.parse",
        message(malformed_xml)
            .with("fault", nested(message(MUSTER_MESSAGE("xml.fault.attribute-twice",
                                                         "the attribute {attribute} is written twice on <{element}>; an element holds each attribute once"))
                                      .with("attribute", VerbatimValue{printable(repeated.attribute)})
                                      .with("element", VerbatimValue{printable(repeated.element.name())}))));
}

void XmlSource::check_unchecked() const {
    if (const char* twice = repeated_attribute(unchecked_, attribute_names_)) {
        repeated_ = RepeatedAttribute{unchecked_, twice};
        unchecked_ = {};
        return;
    }
    unchecked_ = node_after(unchecked_, root_);
}

void XmlSource::check_attributes(pugi::xml_node element, const char* const* names, std::size_t count, bool complete) const {
    if (!points_at_something(unchecked_)) return;  // checked on parse, or every element is
    if (!same_handle(element, unchecked_)) {
        // An element read again, or out of document order, was checked already; one further on is
        // checked once the elements before it are.
        if (element.offset_debug() < unchecked_.offset_debug()) return;
        while (points_at_something(unchecked_) && !same_handle(element, unchecked_)) check_unchecked();
        if (!points_at_something(unchecked_)) return;
    }
    const char* twice = complete ? repeated_among(names, count) : repeated_attribute_of(element, attribute_names_);
    if (twice) {
        repeated_ = RepeatedAttribute{element, twice};
        unchecked_ = {};
        return;
    }
    unchecked_ = node_after(element, root_);
}

bool XmlSource::finish_reading(Report& report, Report::Mark reading) const {
    while (points_at_something(unchecked_)) check_unchecked();
    if (!repeated_) return true;
    report.forget_since(reading);
    report_repeated(*repeated_, report);
    return false;
}

namespace {
// Code points are counted per block of this many bytes, so a column costs at most one block's scan.
constexpr std::size_t column_block = 256;

bool starts_code_point(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) != 0x80; }

// The code points that start in text[from, to): every byte but UTF-8's continuation bytes
// (10xxxxxx), eight bytes at a time.
std::size_t code_points_in(std::string_view text, std::size_t from, std::size_t to) {
    std::size_t count = 0;
    for (; from + 8 <= to; from += 8) {
        std::uint64_t block = 0;
        std::memcpy(&block, text.data() + from, 8);
        count += 8 - static_cast<std::size_t>(std::popcount(block & ~(block << 1) & 0x8080808080808080ULL));
    }
    for (; from < to; ++from) count += starts_code_point(text[from]);
    return count;
}
}  // namespace

SourceLocation XmlSource::location_at(std::ptrdiff_t offset) const {
    const std::string* written = written_text();
    if (!written) return {file_, 0, 0};
    const std::string& text = *written;
    // Line starts and code points per block are counted once, so each position costs a binary
    // search plus at most two blocks, however long its line: a one-line file with thousands of
    // findings stays linear.
    if (line_starts_.empty()) {
        line_starts_.push_back(0);
        for (std::size_t newline = text.find('\n'); newline != std::string::npos; newline = text.find('\n', newline + 1)) line_starts_.push_back(newline + 1);
        code_points_before_block_.reserve(text.size() / column_block + 2);
        std::size_t code_points = 0;
        for (std::size_t block = 0; block < text.size(); block += column_block) {
            code_points_before_block_.push_back(code_points);
            code_points += code_points_in(text, block, std::min(block + column_block, text.size()));
        }
        code_points_before_block_.push_back(code_points);
    }
    const std::size_t end = std::min<std::size_t>(offset < 0 ? 0 : static_cast<std::size_t>(offset), text.size());
    const auto line = std::upper_bound(line_starts_.begin(), line_starts_.end(), end) - 1;
    const auto code_points_before = [&](std::size_t at) {
        return code_points_before_block_[at / column_block] + code_points_in(text, at - at % column_block, at);
    };
    const std::size_t column = code_points_before(end) - code_points_before(*line) + 1;
    return {file_, static_cast<int>(line - line_starts_.begin()) + 1, static_cast<int>(column)};
}

SourceLocation XmlSource::location_of(pugi::xml_node node) const {
    std::ptrdiff_t offset = node.offset_debug();
    if (offset < 0) return {file_, 0, 0};
    // pugixml points at an element's name, just past its '<': report the '<' itself.
    if (node.type() == pugi::node_element && offset > 0) --offset;
    return location_at(offset);
}

SourceLocation XmlSource::location_of(pugi::xml_node node, const char* attribute) const { return locate_attribute(node, attribute, 0); }

SourceLocation XmlSource::locate_attribute(pugi::xml_node node, const char* attribute, int occurrence) const {
    // The attribute's name points into the parsed text, at the very place it is written.
    for (pugi::xml_attribute a = node.first_attribute(); a; a = a.next_attribute()) {
        if (std::strcmp(a.name(), attribute) != 0 || occurrence-- != 0) continue;
        const char* name = a.name();
        if (parsed_ && name >= parsed_->data() && name < parsed_->data() + parsed_->size()) return location_at(name - parsed_->data());
        break;
    }
    return location_of(node);
}

}  // namespace muster
