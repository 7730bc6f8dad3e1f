#pragma once
// The skeleton every kind of data file is read with. To add a kind: describe it with a DataFileKind (with
// header = true and its data derived from DataHeader when it carries id/revision/name), and write only the body reader; the document
// element check, the header and the error epilogue (nothing when any error was reported, each error with
// file:line:column) come from read_data_file(). Internal to the core.
#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include "muster/text/message.hpp"
#include "muster/xml/data_header.hpp"
#include "muster/xml/element_reader.hpp"
#include "muster/xml/reading_problem.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster {

/// A kind of data file: the document element it must have, and how another one is refused.
struct DataFileKind {
    const char* root;             ///< the document element, e.g. "siege-kit"
    const char* wrong_root_rule;  ///< the rule id a wrong document element is reported under; ends in ".wrong-root",
                                  ///< so that it counts as a file that cannot be read (exit code 2)
    /// True when the document element carries the id/revision/name header (the data is then a DataHeader).
    bool header = false;
    /// The sentence for a wrong document element; {expected} and {found} are the element names.
    MessageText wrong_root = MUSTER_MESSAGE("xml.wrong-root", "expected <{expected}>, found <{found}>");
};

/// True when the source parsed and its document element is the kind's; a wrong one is reported where it is (file:line:column).
bool has_root(const XmlSource& source, const DataFileKind& kind, Report& report);
/// Reads id (required), revision (a whole number of at least 1, required) and name with its translations (required).
void read_header(ElementReader& top, DataHeader& header);

/// Reads a data file of a kind from a parsed source into `data`: refuses a wrong document element, reads the
/// header when the kind has one, then calls read_body(source, top, data, report) with the document
/// element's reader. False when anything in the file was an error (each reported with its position).
template <class Data, class ReadBody>
bool read_data_file_into(const XmlSource& source, const DataFileKind& kind, Data& data, Report& report, ReadBody&& read_body) {
    const std::size_t errors_before = report.count(Severity::error);
    const Report::Mark reading = report.mark();
    if (!has_root(source, kind, report)) {
        source.finish_reading(report, reading);  // an attribute written twice is said in place of the wrong element
        return false;
    }
    ElementReader top(source, source.root(), report);
    if constexpr (std::is_base_of_v<DataHeader, Data>) {
        if (kind.header) read_header(top, data);
    }
    std::forward<ReadBody>(read_body)(source, top, data, report);
    return source.finish_reading(report, reading) && report.count(Severity::error) == errors_before;
}

/// The same into new data: nothing when anything in the file was an error.
template <class Data, class ReadBody>
std::optional<Data> read_data_file(const XmlSource& source, const DataFileKind& kind, Report& report, ReadBody&& read_body) {
    std::optional<Data> data(std::in_place);
    if (!read_data_file_into(source, kind, *data, report, std::forward<ReadBody>(read_body))) return std::nullopt;
    return data;
}

/// read_data_file() on a file.
template <class Data, class ReadBody>
std::optional<Data> load_data_file(const std::filesystem::path& file, const DataFileKind& kind, Report& report, ReadBody&& read_body) {
    return read_data_file<Data>(XmlSource::load_file(file, report, XmlSource::AttributeCheck::as_read), kind, report, std::forward<ReadBody>(read_body));
}

/// read_data_file() on text in memory; display_name is what messages call it.
template <class Data, class ReadBody>
std::optional<Data> parse_data_file(std::string text, const std::string& display_name, const DataFileKind& kind, Report& report, ReadBody&& read_body) {
    return read_data_file<Data>(XmlSource::from_text(std::move(text), display_name, report, XmlSource::AttributeCheck::as_read), kind, report,
                                std::forward<ReadBody>(read_body));
}

/// For a verdict on a user's document (a fortress design, a WFB3 army) whose report the source was read into:
/// runs check(source) when the source parsed, then says whether the document is legal (no error) and readable
/// (no problem reading it: those are answered with exit code 2).
template <class Verdict, class Check>
void judge(Verdict& verdict, const XmlSource& source, Check&& check) {
    if (source.ok()) std::forward<Check>(check)(source);
    verdict.legal = !verdict.report.has_errors();
    verdict.readable = std::none_of(verdict.report.diagnostics().begin(), verdict.report.diagnostics().end(), is_reading_problem);
}

}  // namespace muster
