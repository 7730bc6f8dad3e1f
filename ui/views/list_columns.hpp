#pragma once
// A report list's column as wide as its design, or as its heading in the list's own font when
// that is wider: a larger desktop font (15 pt) cuts no heading.
#include <algorithm>

#include <wx/listctrl.h>

namespace muster::ui {

/// `width` (pixels at the design's font), widened to the heading's text and GTK's padding.
inline int column_width_for(const wxListCtrl& list, const wxString& heading, int width) {
    return std::max(width, list.GetTextExtent(heading).x + list.FromDIP(16));
}

/// Appends a column of at least `width`, never narrower than its heading.
inline void append_column(wxListCtrl& list, const wxString& heading, int width) {
    list.AppendColumn(heading, wxLIST_FORMAT_LEFT, column_width_for(list, heading, width));
}

}  // namespace muster::ui
