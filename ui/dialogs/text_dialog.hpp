#pragma once
#include <wx/string.h>

class wxWindow;

namespace muster::ui {

/// Shows a long text to read (a report, the keyboard shortcuts, the user guide) in a dialog that
/// fits the screen: the text scrolls, the OK button stays in view. `name` names the dialog for tests.
void show_text(wxWindow* parent, const wxString& title, const wxString& text, const wxString& name);

/// The window's keyboard shortcuts, one per line: each command's, then the keys of the views.
wxString keyboard_shortcuts_text();

/// The README's guide to the desktop app, as built into the program.
wxString user_guide_text();

}  // namespace muster::ui
