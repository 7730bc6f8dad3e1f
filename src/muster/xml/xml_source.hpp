#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <pugixml.hpp>

#include "muster/report/report.hpp"
#include "muster/xml/reading_problem.hpp"

namespace muster {

/// A parsed XML file that remembers its text, so any node or attribute maps back to
/// line:column. Internal to the core (pugixml never appears in the public headers).
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
    /// Where the `occurrence`-th (0 for the first) writing of an attribute in a node's start tag is.
    SourceLocation locate_attribute(pugi::xml_node node, const char* attribute, int occurrence) const;

    std::string file_;
    std::string text_;
    std::unique_ptr<pugi::xml_document> document_ = std::make_unique<pugi::xml_document>();
    mutable std::vector<std::size_t> line_starts_;               ///< byte offset of each line, built on first use
    mutable std::vector<std::size_t> code_points_before_block_;  ///< code points before each 256-byte block, built with line_starts_
    bool ok_ = false;
};

}  // namespace muster
