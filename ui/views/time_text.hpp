#pragma once
#include <string>

#include <wx/datetime.h>
#include <wx/string.h>

namespace muster::ui {

/// A moment the core keeps in UTC ("2026-11-24T04:44:24Z") as a player reads it: in their own
/// time zone, to the minute ("2026-11-24 05:44"); anything else is shown as it is.
inline wxString local_time(const std::string& utc) {
    wxString text = wxString::FromUTF8(utc);
    if (text.EndsWith("Z")) text.RemoveLast();
    wxDateTime moment;
    if (!moment.ParseISOCombined(text) && !moment.ParseISOCombined(text, ' ')) return wxString::FromUTF8(utc);
    return moment.FromTimezone(wxDateTime::UTC).Format("%Y-%m-%d %H:%M");
}

}  // namespace muster::ui
