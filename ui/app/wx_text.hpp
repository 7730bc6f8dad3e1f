#pragma once
#include <string>

#include <wx/intl.h>
#include <wx/string.h>

namespace muster::ui {

/// The core speaks UTF-8; wx wants wxString.
inline wxString u(const std::string& text) { return wxString::FromUTF8(text); }

/// A message translated into the interface language, as UTF-8 for the core (undo labels and
/// the like). The text must be marked with _() or wxTRANSLATE() where it is written.
inline std::string tr(const char* text) { return wxGetTranslation(text).utf8_string(); }

}  // namespace muster::ui
