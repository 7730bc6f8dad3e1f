#pragma once
#include <string>
#include <vector>

class wxWindow;

namespace muster::ui {

class InputDriver;
class MainFrame;

/// What the layout test found wrong, one line per control.
struct LayoutFailed {
    std::string what;
};

/// The controls under `top` that are cut (shown smaller than their best size: text cut off) or
/// lie outside `top`'s client area or the screen, or past a scrolled area's visible width (unless
/// `sideways`: scrolling sideways allowed), one line each; empty when everything fits.
std::vector<std::string> layout_problems(wxWindow* top, const std::string& where, bool sideways = false);

/// Opens every view and page of the window, then the dialogs with lists to choose from, sized as
/// the screen allows, and throws LayoutFailed with every problem found.
void check_layout(MainFrame& frame, InputDriver& input);

}  // namespace muster::ui
