#pragma once
#include <string>

namespace muster::ui {

class InputDriver;
class MainFrame;

/// Runs the campaign view's tests ("battle-by-system", "campaign-corrections"); false for
/// another name. Throws UiTestFailed with why one failed.
bool run_campaign_window_test(MainFrame& frame, InputDriver& input, const std::string& name);

}  // namespace muster::ui
