#include "muster/report/report.hpp"

#include <algorithm>

namespace muster {

const char* severity_name(Severity severity) {
    switch (severity) {
        case Severity::error: return "error";
        case Severity::warning: return "warning";
        case Severity::info: return "info";
    }
    return "error";
}

std::string to_string(const SourceLocation& location) {
    if (location.line <= 0) return location.file;
    return location.file + ":" + std::to_string(location.line) + ":" + std::to_string(location.column);
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

void Report::merge(const Report& other) {
    for (const Diagnostic& d : other.diagnostics_) add(d);
    left_out_ += other.left_out_;
}

bool Report::has_errors() const {
    return std::any_of(diagnostics_.begin(), diagnostics_.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::error; });
}

std::size_t Report::count(Severity severity) const {
    // What was left out counts as errors, so loaders still see that something went wrong.
    return static_cast<std::size_t>(std::count_if(diagnostics_.begin(), diagnostics_.end(),
                                                  [&](const Diagnostic& d) { return d.severity == severity; })) +
           (severity == Severity::error ? left_out_ : 0);
}

std::string format_human(const Report& report) {
    std::string out;
    for (const Diagnostic& d : report.diagnostics()) {
        if (d.location) out += to_string(*d.location) + ": ";
        out += severity_name(d.severity);
        out += ": " + d.message;
        if (!d.rule_id.empty()) out += " [" + d.rule_id + "]";
        out += '\n';
        if (!d.fix.empty()) out += "    fix: " + d.fix + '\n';
    }
    if (report.left_out() > 0) out += "… and " + std::to_string(report.left_out()) + " more problems not shown\n";
    return out;
}

}  // namespace muster
