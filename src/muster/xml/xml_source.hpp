#pragma once
#include <filesystem>
#include <memory>
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
    /// Reads and parses a file; problems (unreadable, not UTF-8, malformed) go to the report.
    static XmlSource load_file(const std::filesystem::path& path, Report& report);
    /// Parses text already in memory; display_name is what messages call the file.
    static XmlSource from_text(std::string text, std::string display_name, Report& report);

    /// True when the text parsed into a document.
    bool ok() const { return ok_; }
    /// The document element (null when not ok).
    pugi::xml_node root() const { return document_->document_element(); }
    /// The name used for this file in messages.
    const std::string& file() const { return file_; }

    /// Where a node starts.
    SourceLocation location_of(pugi::xml_node node) const;
    /// Where an attribute of a node is written (the node itself when the attribute is absent).
    SourceLocation location_of(pugi::xml_node node, const char* attribute) const;
    /// Where a byte offset into the file lies.
    SourceLocation location_at(std::ptrdiff_t offset) const;

private:
    /// Checks the text and parses it in place into the document, reporting the first problem.
    void parse(std::string text, Report& report);
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
};

}  // namespace muster
