#pragma once
#include <string>

namespace muster::ui {

/// What the command line asked the window to do.
struct AppOptions {
    std::string file;        ///< a roster, siege plan or campaign to open
    std::string screenshot;  ///< save a PNG of the window and quit
    std::string view = "builder";  ///< builder, siege or campaign
    bool smoke_test = false; ///< drive the app through an edit, undo, redo and save, then quit
};

}  // namespace muster::ui
