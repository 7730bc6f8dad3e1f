#pragma once
#include <string>

namespace muster::ui {

class MainFrame;

/// Times the builder's edits on a 300-unit roster — each edit, its revalidation, the menus'
/// update and every frame GTK paints for it, until the event loop is idle — and returns the
/// figures as lines for `installer/dev.sh bench`.
std::string measure_edit_figures(MainFrame& frame);

}  // namespace muster::ui
