#pragma once

class wxWindow;

namespace muster::ui {

/// Keeps GTK's resizes of the controls inside `panel` inside it: without this, a label's new text
/// or a list's new scroll range inside a notebook page makes GTK lay out and repaint the whole page
/// (both trees, the lists pane) at every edit. The panel's own sizers lay its controls out as before.
void contain_resizes(wxWindow* panel);

}  // namespace muster::ui
