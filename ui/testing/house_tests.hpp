#pragma once
#include <string>

namespace muster::ui {

class InputDriver;
class MainFrame;

/// Runs the tests of the window's plumbing ("document-kinds", "recent-language", "commands",
/// "close-asks-every-editor"); `known` is false for another name. Throws UiTestFailed with why
/// one failed.
void run_house_test(MainFrame& frame, InputDriver& input, const std::string& name, bool& known);

}  // namespace muster::ui
