#pragma once
#include <string>

namespace muster::ui {

/// What the command line asked the window to do.
struct AppOptions {
    std::string file;        ///< a roster, siege plan or campaign to open
    std::string screenshot;  ///< save a PNG of the window and quit
    bool whole_screen = false;  ///< the screenshot shows the whole screen (window frame, menus, status bar, placement)
    std::string view = "builder";  ///< builder, siege, campaign, wfb3, onus or tower
    std::string language;    ///< en or fr; empty: the preferences' choice
    bool startup_figures = false;  ///< print the time to the first window and the memory, then quit
    bool edit_figures = false;     ///< print how long the builder's edits take on a 300-unit roster, then quit
    bool smoke_test = false; ///< drive the app through its views' edits, undo, redo and saves, then quit
    std::string ui_test;     ///< drive the window with real key presses and clicks (testing/ui_tests.cpp), then quit
};

}  // namespace muster::ui
