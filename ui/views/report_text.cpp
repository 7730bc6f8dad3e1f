#include "views/report_text.hpp"

#include <wx/intl.h>

#include "app/interface_language.hpp"
#include "app/wx_text.hpp"
#include "muster/report/finding_behind.hpp"
#include "views/fix_text.hpp"

namespace muster::ui {

namespace {
wxString place_head(const Diagnostic& finding, const FindingPlace& place_of) {
    const wxString place = place_of ? place_of(finding) : wxString();
    return place.empty() ? wxString() : place + ": ";
}
}  // namespace

wxString severity_label(Severity severity) {
    switch (severity) {
        case Severity::error:
            return _("error");
        case Severity::warning:
            return _("warning");
        case Severity::info:
            return _("info");
    }
    return _("error");
}

wxString finding_text(const Diagnostic& finding, const FindingPlace& place_of) {
    wxString text = place_head(finding, place_of) + finding_sentence(finding);
    if (const wxString fix = fix_text(finding); !fix.empty()) text += " — " + _("fix:") + " " + fix;
    return text;
}

wxColour verdict_colour(bool holds) { return holds ? wxColour(0, 110, 0) : wxColour(255, 0, 0); }

wxString report_text(const Report& report, const FindingPlace& place_of) {
    wxString text;
    for (const Diagnostic& finding : report.diagnostics())
        text += wxString::Format(_("%s: %s"), severity_label(finding.severity), finding_text(finding, place_of)) + "\n";
    return text;
}

wxString finding_details(const Diagnostic& finding, const FindingPlace& place_of) {
    wxString text = wxString::Format(_("%s: %s"), severity_label(finding.severity), place_head(finding, place_of) + finding_sentence(finding));
    if (const wxString fix = fix_text(finding); !fix.empty()) text += "\n" + _("Fix:") + " " + fix;
    if (!finding.rule_id.empty()) text += "\n" + wxString::Format(_("Rule: %s"), u(finding.rule_id));
    if (const std::string behind = finding_behind(finding, interface_language()); !behind.empty()) text += "\n" + _("Why?") + " " + u(behind);
    if (finding.location)
        text += "\n" + (finding.location->line > 0 ? wxString::Format(_("Position: %s, line %d, column %d"), u(finding.location->file), finding.location->line,
                                                                      finding.location->column)
                                                   : wxString::Format(_("Position: %s"), u(finding.location->file)));
    return text;
}

wxString report_details(const Report& report, const FindingPlace& place_of) {
    wxString text;
    for (const Diagnostic& finding : report.diagnostics()) text += (text.empty() ? wxString() : wxString("\n\n")) + finding_details(finding, place_of);
    return text;
}

}  // namespace muster::ui
