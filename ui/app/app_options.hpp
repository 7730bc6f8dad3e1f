#pragma once
#include <functional>
#include <string>

namespace muster::ui {

class MainFrame;

/// What the command line asked the window to do.
struct AppOptions {
    std::string file;              ///< a roster, siege plan or campaign to open
    std::string view = "builder";  ///< builder, siege, campaign, wfb3, onus or tower
    std::string language;          ///< a language code; empty: the preferences' choice
    /// A run nobody watches (muster-ui-tests): no modal box, nothing remembered at close.
    bool unattended = false;
    /// What muster-ui-tests does once the first window is up (drive it, measure it, photograph it).
    std::function<void(MainFrame&)> drive;
};

}  // namespace muster::ui
