#include "muster/print/print_refusals.hpp"

#include "muster/report/diagnostic_text.hpp"

namespace muster {

namespace {

constexpr MessageText error_line = MUSTER_MESSAGE("print.finding-error", "{where}: error: {finding} [{rule}]");
constexpr MessageText warning_line = MUSTER_MESSAGE("print.finding-warning", "{where}: warning: {finding} [{rule}]");
constexpr MessageText note_line = MUSTER_MESSAGE("print.finding-info", "{where}: note: {finding} [{rule}]");
constexpr MessageText finding_lines = MUSTER_MESSAGE("print.finding-lines", "{first}\n{rest}");
constexpr MessageText list_unknown = MUSTER_MESSAGE("print.list-unknown", "cannot print: the roster's list is unknown");
constexpr MessageText roster_unreadable = MUSTER_MESSAGE("print.roster-unreadable", "cannot print: {why}");

Message line_of(const Diagnostic& d) {
    const MessageText& text = d.severity == Severity::error ? error_line : d.severity == Severity::warning ? warning_line : note_line;
    return message(text)
        .with("where", VerbatimValue{d.location ? to_string(*d.location) : std::string()})
        .with("finding", nested(diagnostic_meaning(d)))
        .with("rule", VerbatimValue{d.rule_id});
}

}  // namespace

Message findings_message(const Report& report) {
    const std::vector<Diagnostic>& all = report.diagnostics();
    if (all.empty()) return message(MUSTER_MESSAGE("print.no-findings", "(no finding)"));
    Message text = line_of(all.back());
    for (std::size_t i = all.size() - 1; i-- > 0;) text = message(finding_lines).with("first", nested(line_of(all[i]))).with("rest", nested(text));
    return text;
}

Message cannot_print_roster(const RosterVerdict& verdict) {
    if (verdict.report.empty()) return message(list_unknown);
    return message(roster_unreadable).with("why", nested(diagnostic_meaning(verdict.report.diagnostics().front())));
}

}  // namespace muster
