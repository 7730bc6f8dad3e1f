#include "muster/text/vocabulary.hpp"

#include "muster/text/message.hpp"
#include "muster/text/render.hpp"

namespace muster {
namespace {

constexpr MessageText severity_error = MUSTER_MESSAGE("severity.error", "error");
constexpr MessageText severity_warning = MUSTER_MESSAGE("severity.warning", "warning");
constexpr MessageText severity_info = MUSTER_MESSAGE("severity.info", "info");
constexpr MessageText fix_word = MUSTER_MESSAGE("report.fix", "fix");
constexpr MessageText severity_then_text = MUSTER_MESSAGE("report.finding", "{severity}: {text}");
constexpr MessageText fix_then_text = MUSTER_MESSAGE("report.fix-line", "{label}: {fix}");
constexpr MessageText units_counted = MUSTER_MESSAGE_PLURAL("count.units", "{count} unit", "{count} units");
constexpr MessageText findings_not_shown =
    MUSTER_MESSAGE_PLURAL("report.left-out", "… and {count} more finding not shown", "… and {count} more findings not shown");

}  // namespace

std::string severity_word(Severity severity, Language language) {
    switch (severity) {
        case Severity::error:
            return render_message(message(severity_error), language);
        case Severity::warning:
            return render_message(message(severity_warning), language);
        case Severity::info:
            break;
    }
    return render_message(message(severity_info), language);
}

std::string severity_and_text(Severity severity, const std::string& text, Language language) {
    return render_message(message(severity_then_text).with("severity", VerbatimValue{severity_word(severity, language)}).with("text", VerbatimValue{text}),
                          language);
}

std::string fix_and_text(const std::string& fix, Language language) {
    return render_message(message(fix_then_text).with("label", VerbatimValue{fix_label(language)}).with("fix", VerbatimValue{fix}), language);
}

std::string unit_count(long long count, Language language) { return render_message(message(units_counted).counting("count", count), language); }

std::string findings_left_out(long long count, Language language) { return render_message(message(findings_not_shown).counting("count", count), language); }

}  // namespace muster

namespace muster {
std::string fix_label(Language language) { return render_message(message(fix_word), language); }
}  // namespace muster
