#pragma once
#include <string>

namespace muster::ui {

class MainFrame;

/// Runs one of the tests that drive the window with real key presses and clicks ("keyboard",
/// "delete", "save-as", "undo", "language", "layout"); prints why it failed on stderr.
bool run_ui_test(MainFrame& frame, const std::string& name, const std::string& file);

}  // namespace muster::ui
