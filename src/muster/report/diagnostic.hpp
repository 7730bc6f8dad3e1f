#pragma once
#include <optional>
#include <string>
#include <vector>

namespace muster {

/// How serious a finding is: an error makes a document illegal or unreadable.
enum class Severity { error, warning, info };

/// "error", "warning" or "info".
const char* severity_name(Severity severity);

/// A place in a user's file, 1-based; column counted in characters, not bytes.
struct SourceLocation {
    std::string file;  ///< path as the user named it
    int line = 0;      ///< 1-based line
    int column = 0;    ///< 1-based column, in code points
};

/// "file:line:column", or just the file when the line is unknown.
std::string to_string(const SourceLocation& location);

/// One finding: which rule, what it says, the numbers behind it and what it concerns.
struct Diagnostic {
    Severity severity = Severity::error;
    std::string rule_id;                     ///< stable id: "points-limit", "xml.parse", a list rule's id
    std::string message;                     ///< the sentence a player reads
    std::optional<double> actual;            ///< the measured number, when there is one
    std::optional<double> allowed;           ///< the bound it was compared with
    std::string measure;                     ///< what the numbers count: "pts", "%", "units", "EM" …
    std::vector<std::string> entries;        ///< ids of the document entries involved (roster units …)
    std::string fix;                         ///< what would put it right, when that is clear
    std::optional<SourceLocation> location;  ///< where in a file, for file problems
};

}  // namespace muster
