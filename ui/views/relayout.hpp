#pragma once

class wxWindow;

namespace muster::ui {

/// Measures every control under `root` again and lays them out anew: GTK knows a bold or larger
/// heading's true size only once it is on screen, so a view shown for the first time (or in a new
/// language) is laid out again then, and no heading stays cut.
void relayout(wxWindow* root);

}  // namespace muster::ui
