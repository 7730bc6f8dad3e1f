#pragma once
#include <functional>
#include <string>

#include <wx/string.h>

class wxWindow;

namespace muster::ui {

/// Runs work on a worker thread while a progress dialog pulses, so the window keeps drawing and
/// answering. Returns the core's error message when the work threw one, else an empty string.
std::string run_with_progress(wxWindow* parent, const wxString& title, const wxString& message, std::function<void()> work);

}  // namespace muster::ui
