#pragma once
#include <wx/string.h>

class wxWindow;

namespace muster::ui {

/// Asks whether to save a document's unsaved changes before they are lost: "Don't save",
/// "Cancel", "Save", in that order, Save the default (Enter) and Escape cancelling. Returns
/// wxYES (save), wxNO (don't save) or wxCANCEL. Unattended runs answer like ask_user().
int ask_save_changes(wxWindow* parent, const wxString& document_name);

}  // namespace muster::ui
