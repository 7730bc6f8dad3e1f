#pragma once
#include <string>

namespace muster::ui {

class InputDriver;
class MainFrame;

/// Runs the WFB3 army editor's window test ("wfb3-army"); false for another name. Throws
/// UiTestFailed with why it failed.
bool run_wfb3_army_test(MainFrame& frame, InputDriver& input, const std::string& name);

}  // namespace muster::ui
