#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include <pugixml.hpp>

#include "muster/report/report.hpp"
#include "muster/util/input_file.hpp"
#include "muster/xml/reading_problem.hpp"

namespace muster {

/// A parsed XML file whose nodes and attributes map back to line:column. pugixml parses the text
/// in place; the text as written is kept beside it, or, for a large file, read again at the
/// first position asked for. Internal to the core (pugixml never appears in the public headers).
class XmlSource {
public:
    /// When the elements are checked for an attribute written twice (which pugixml keeps, though
    /// such a document is not XML).
    enum class AttributeCheck {
        on_parse,  ///< every element before anything is read: such a document is not ok()
        as_read,   ///< each element as an ElementReader takes it, the others by finish_reading(),
                   ///< so that a document is walked once (read_data_file() reads so)
    };

    /// Reads and parses a file; problems (unreadable, not UTF-8, malformed) go to the report.
    static XmlSource load_file(const std::filesystem::path& path, Report& report, AttributeCheck check = AttributeCheck::on_parse);
    /// Parses text already in memory; display_name is what messages call the file.
    static XmlSource from_text(std::string text, std::string display_name, Report& report, AttributeCheck check = AttributeCheck::on_parse);

    /// True when the text parsed into a document.
    bool ok() const { return ok_; }
    /// The document element (null when not ok).
    pugi::xml_node root() const { return root_; }
    /// The name used for this file in messages.
    const std::string& file() const { return file_; }

    /// Where a node starts.
    SourceLocation location_of(pugi::xml_node node) const;
    /// Where an attribute of a node is written (the node itself when the attribute is absent).
    SourceLocation location_of(pugi::xml_node node, const char* attribute) const;
    /// Where a byte offset into the file lies.
    SourceLocation location_at(std::ptrdiff_t offset) const;

    /// Checked as read: an ElementReader's element with its first `count` attribute names (`complete`
    /// when that is all of them), and before it every element in document order that no reader took.
    void check_attributes(pugi::xml_node element, const char* const* names, std::size_t count, bool complete) const;
    /// Checked as read, once the reading is done: checks the elements no reader took. When an element
    /// writes an attribute twice, the findings reported since `reading` are forgotten and that one is
    /// reported alone, as when it is checked on parse; false then.
    bool finish_reading(Report& report, Report::Mark reading) const;

private:
    struct RepeatedAttribute {
        pugi::xml_node element;
        const char* attribute;
    };
    /// Checks the text and parses it in place into the document, reporting the first problem.
    void parse(std::string text, Report& report, AttributeCheck check);
    /// Reports an attribute written twice as malformed XML.
    void report_repeated(const RepeatedAttribute& repeated, Report& report) const;
    /// Checks the node the walk is at and moves it on, in document order.
    void check_unchecked() const;
    /// Where the `occurrence`-th (0 for the first) writing of an attribute in a node's start tag is.
    SourceLocation locate_attribute(pugi::xml_node node, const char* attribute, int occurrence) const;
    /// The text as written; null when the file was read again for it and had changed or gone.
    const std::string* written_text() const;

    std::string file_;
    std::unique_ptr<std::string> parsed_;  ///< the text pugixml parsed in place: the document's names and values point into it
    mutable std::string written_;          ///< the text as written (see written_text())
    mutable bool written_known_ = false;   ///< written_ holds it, or it was lost
    mutable bool written_lost_ = false;
    std::filesystem::path path_;  ///< a large file's path, to read its text again (empty: the text is kept)
    FileStamp stamp_;             ///< that file as it was parsed
    std::unique_ptr<pugi::xml_document> document_ = std::make_unique<pugi::xml_document>();
    mutable std::vector<std::size_t> line_starts_;               ///< byte offset of each line, built on first use
    mutable std::vector<std::size_t> code_points_before_block_;  ///< code points before each 256-byte block, built with line_starts_
    bool ok_ = false;
    // Checked as read: the first node in document order not yet checked (none: every one is), and
    // the first element found writing an attribute twice.
    mutable pugi::xml_node unchecked_;
    pugi::xml_node root_;  ///< the document element
    mutable std::optional<RepeatedAttribute> repeated_;
    mutable std::vector<std::string_view> attribute_names_;  ///< room to sort an element's many attribute names
};

}  // namespace muster
