#pragma once
#include <wx/colour.h>
#include <wx/string.h>

#include "muster/report/report.hpp"

namespace muster::ui {

/// A finding's severity in the interface language.
wxString severity_label(Severity severity);

/// A finding as one line: where (for file problems), the message, and what would fix it.
wxString finding_text(const Diagnostic& finding);

/// The colour of a verdict line: green when it holds, red when it does not.
wxColour verdict_colour(bool holds);

/// Every finding of a report, one per line, each with its severity.
wxString report_text(const Report& report);

}  // namespace muster::ui
