#pragma once
#include <vector>

#include <wx/string.h>

class wxWindow;

namespace muster::ui {

/// Tells the user something they must read — a refusal, a file that cannot be opened — in a
/// message box, like wxMessageBox. In unattended runs (smoke test, screenshot, start-up figures)
/// no box is shown: the text goes to stderr and is kept in told_messages() for the test to check.
int tell_user(const wxString& message, const wxString& caption, long style, wxWindow* parent = nullptr);

/// When true, tell_user() keeps its texts instead of showing them (the smoke test).
bool& keep_told_messages();
/// What tell_user() kept, oldest first, as "caption\nmessage".
std::vector<wxString>& told_messages();

}  // namespace muster::ui
