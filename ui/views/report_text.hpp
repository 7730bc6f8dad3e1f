#pragma once
#include <functional>

#include <wx/colour.h>
#include <wx/string.h>

#include "muster/report/report.hpp"

namespace muster::ui {

/// A finding's severity in the interface language.
wxString severity_label(Severity severity);

/// Where a finding stands in the player's army or design ("riders", "Piece 5 (Corner wall)"), or
/// empty when its sentence says it already; never a file's line and column.
using FindingPlace = std::function<wxString(const Diagnostic& finding)>;

/// A finding as one line: where in the army or design, the message, and what would fix it.
wxString finding_text(const Diagnostic& finding, const FindingPlace& place_of = {});

/// The colour of a verdict line: green when it holds, red when it does not.
wxColour verdict_colour(bool holds);

/// Every finding of a report, one per line, each with its severity; its position in a file stays
/// in the details (finding_details).
wxString report_text(const Report& report, const FindingPlace& place_of = {});

/// A finding whole, to paste into a forum post: its severity and message, the fix, the rule's id,
/// why Muster says so (the reading and the source's places) and its position in the file.
wxString finding_details(const Diagnostic& finding, const FindingPlace& place_of = {});

/// Every finding of a report whole (finding_details), a blank line between them.
wxString report_details(const Report& report, const FindingPlace& place_of = {});

}  // namespace muster::ui
