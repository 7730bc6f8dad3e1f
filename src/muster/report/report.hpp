#pragma once
#include <string>
#include <vector>

#include "muster/report/diagnostic.hpp"
#include "muster/report/diagnostic_text.hpp"

namespace muster {

/// The findings of loading, validating or planning: shown alike by the CLI, GUI and PDFs.
class Report {
public:
    /// Appends a finding and returns it for further filling.
    Diagnostic& add(Diagnostic diagnostic);
    /// Shorthand for an error at a file position.
    Diagnostic& error_at(const SourceLocation& where, std::string rule_id, std::string message);
    /// Shorthand for a warning at a file position.
    Diagnostic& warning_at(const SourceLocation& where, std::string rule_id, std::string message);
    /// An error at a file position that means `meaning`.
    Diagnostic& error_at(const SourceLocation& where, std::string rule_id, Message meaning);
    /// A warning at a file position that means `meaning`.
    Diagnostic& warning_at(const SourceLocation& where, std::string rule_id, Message meaning);
    /// Appends every finding of another report.
    void merge(const Report& other);

    /// True when any finding is an error.
    bool has_errors() const;
    /// Number of findings with the given severity.
    std::size_t count(Severity severity) const;
    /// Every finding, in the order found.
    const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    /// True when there are no findings at all.
    bool empty() const { return diagnostics_.empty(); }
    /// Findings left out past the first max_kept (a hostile file can hold millions).
    std::size_t left_out() const { return left_out_; }

    /// How many findings a report keeps.
    static constexpr std::size_t max_kept = 1000;

    /// Where a report stands, to forget what follows (see forget_since()).
    struct Mark {
        std::size_t kept = 0, left_out = 0;
    };
    /// The report as it is now.
    Mark mark() const { return {diagnostics_.size(), left_out_}; }
    /// Forgets every finding added since the mark: for a reading that turned out to be of a document
    /// that cannot be read, whose one finding is that.
    void forget_since(Mark mark);

private:
    std::vector<Diagnostic> diagnostics_;
    std::size_t left_out_ = 0;
    Diagnostic overflow_;  ///< receives what add() does not keep
};

/// Whether human output explains each finding: the reading of the source behind it and the
/// rule's id ("[fr-knights]", "[xml.parse]"). Off by default, so a player reads the rule, by how
/// much and the fix; muster-cli --explain turns it on for the whole run.
void set_findings_explained(bool explained);
/// True after set_findings_explained(true).
bool findings_explained();

/// One line per finding: "file:line:col: error: message", then the fix indented (English);
/// explained, the message carries its reading and ends with "[rule]".
std::string format_human(const Report& report);
/// The same in a language, fixes naming muster-cli commands.
std::string format_human(const Report& report, Language language);
/// One finding in a language; `write_action` writes the fix's actions (muster-cli commands when empty).
std::string format_human(const Diagnostic& diagnostic, Language language, const ActionWriter& write_action = {});

}  // namespace muster
