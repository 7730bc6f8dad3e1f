#include "views/report_text.hpp"

#include <wx/intl.h>

#include "app/wx_text.hpp"
#include "views/fix_text.hpp"

namespace muster::ui {

wxString severity_label(Severity severity) {
    switch (severity) {
        case Severity::error: return _("error");
        case Severity::warning: return _("warning");
        case Severity::info: return _("info");
    }
    return _("error");
}

wxString finding_text(const Diagnostic& finding) {
    wxString text = finding.location ? u(to_string(*finding.location)) + ": " : wxString();
    text += u(finding.message);
    if (!finding.fix.empty()) text += " — " + _("fix:") + " " + fix_text(finding);
    return text;
}

wxColour verdict_colour(bool holds) { return holds ? wxColour(0, 110, 0) : wxColour(255, 0, 0); }

wxString report_text(const Report& report) {
    wxString text;
    for (const Diagnostic& finding : report.diagnostics())
        text += wxString::Format(_("%s: %s"), severity_label(finding.severity), finding_text(finding)) + "\n";
    return text;
}

}  // namespace muster::ui
