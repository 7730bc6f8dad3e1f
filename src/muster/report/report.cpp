#include "muster/report/report.hpp"

#include <algorithm>

#include "muster/report/diagnostic_text.hpp"
#include "muster/report/message_sources.hpp"
#include "muster/text/vocabulary.hpp"

namespace muster {

const char* severity_name(Severity severity) {
    switch (severity) {
        case Severity::error:
            return "error";
        case Severity::warning:
            return "warning";
        case Severity::info:
            return "info";
    }
    return "error";
}

std::string to_string(const SourceLocation& location) {
    if (location.line <= 0) return location.file;
    return location.file + ":" + std::to_string(location.line) + ":" + std::to_string(location.column);
}

Diagnostic& Diagnostic::says(Message meaning) {
    said = std::move(meaning);
    if (sources.empty()) sources = message_sources(said);
    message = diagnostic_text(*this, Language::english);
    return *this;
}

Diagnostic& Diagnostic::read_as(LocalisedName list_reading, LocalisedName in_siege) {
    reading = std::move(list_reading);
    siege_reading = std::move(in_siege);
    if (said.text.id[0] != '\0') message = diagnostic_text(*this, Language::english);
    return *this;
}

Diagnostic& Diagnostic::fix_by(Message advice, std::vector<std::pair<std::string, FrontEndAction>> actions) {
    remedy = Fix{std::move(advice), std::move(actions)};
    fix = fix_text(*this, Language::english);
    return *this;
}

void Report::forget_since(Mark mark) {
    if (mark.kept < diagnostics_.size()) diagnostics_.erase(diagnostics_.begin() + static_cast<std::ptrdiff_t>(mark.kept), diagnostics_.end());
    if (mark.left_out < left_out_) left_out_ = mark.left_out;
}

Diagnostic& Report::add(Diagnostic diagnostic) {
    if (diagnostics_.size() >= max_kept) {
        ++left_out_;
        overflow_ = std::move(diagnostic);
        return overflow_;
    }
    diagnostics_.push_back(std::move(diagnostic));
    return diagnostics_.back();
}

Diagnostic& Report::error_at(const SourceLocation& where, std::string rule_id, std::string message) {
    Diagnostic d;
    d.severity = Severity::error;
    d.rule_id = std::move(rule_id);
    d.message = std::move(message);
    d.location = where;
    return add(std::move(d));
}

Diagnostic& Report::warning_at(const SourceLocation& where, std::string rule_id, std::string message) {
    Diagnostic& d = error_at(where, std::move(rule_id), std::move(message));
    d.severity = Severity::warning;
    return d;
}

Diagnostic& Report::error_at(const SourceLocation& where, std::string rule_id, Message meaning) {
    return error_at(where, std::move(rule_id), std::string()).says(std::move(meaning));
}

Diagnostic& Report::warning_at(const SourceLocation& where, std::string rule_id, Message meaning) {
    return warning_at(where, std::move(rule_id), std::string()).says(std::move(meaning));
}

void Report::merge(const Report& other) {
    for (const Diagnostic& d : other.diagnostics_) add(d);
    left_out_ += other.left_out_;
}

bool Report::has_errors() const {
    return std::any_of(diagnostics_.begin(), diagnostics_.end(), [](const Diagnostic& d) { return d.severity == Severity::error; });
}

std::size_t Report::count(Severity severity) const {
    // What was left out counts as errors, so loaders still see that something went wrong.
    return static_cast<std::size_t>(std::count_if(diagnostics_.begin(), diagnostics_.end(), [&](const Diagnostic& d) { return d.severity == severity; })) +
           (severity == Severity::error ? left_out_ : 0);
}

namespace {
bool explained_findings = false;
}  // namespace

void set_findings_explained(bool explained) { explained_findings = explained; }

bool findings_explained() { return explained_findings; }

std::string format_human(const Report& report) { return format_human(report, Language::english); }

std::string format_human(const Report& report, Language language) {
    std::string out;
    for (const Diagnostic& d : report.diagnostics()) out += format_human(d, language);
    if (report.left_out() > 0) out += findings_left_out(static_cast<long long>(report.left_out()), language) + '\n';
    return out;
}

std::string format_human(const Diagnostic& d, Language language, const ActionWriter& write_action) {
    std::string out;
    if (d.location) out += to_string(*d.location) + ": ";
    const bool explained = findings_explained();
    out += severity_and_text(d.severity, explained ? diagnostic_text(d, language) : diagnostic_sentence(d, language), language);
    // Explained, the rule's id and the places of the source behind it: "[fr-knights; 000:75-77]".
    if (explained && !d.rule_id.empty()) out += " [" + d.rule_id + (d.sources.empty() ? "" : "; " + d.sources) + "]";
    out += '\n';
    const std::string fix = write_action ? fix_text(d, language, write_action) : fix_text(d, language);
    if (!fix.empty()) out += "    " + fix_and_text(fix, language) + '\n';
    return out;
}

}  // namespace muster
