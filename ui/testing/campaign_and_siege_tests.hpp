#pragma once
#include <string>

namespace muster::ui {

class InputDriver;
class MainFrame;

/// Runs the campaign view's tests ("battle-by-system", "campaign-corrections") and the siege
/// planner's kit test ("siege-kit"); false for
/// another name. Throws UiTestFailed with why one failed.
bool run_campaign_and_siege_test(MainFrame& frame, InputDriver& input, const std::string& name);

}  // namespace muster::ui
