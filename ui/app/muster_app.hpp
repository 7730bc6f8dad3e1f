#pragma once
#include <wx/app.h>

#include "app/app_options.hpp"

class wxCmdLineParser;

namespace muster::ui {

/// The desktop app: reads the player's options (a file, --language, --lists, --view), loads the
/// translations and shows the window. muster-ui-tests derives from it to add its test drivers.
class MusterApp : public wxApp {
public:
    /// The window's own options and its file argument, as --help lists them (main.cpp answers
    /// --help with them before GTK starts, so that it needs no display).
    static void describe_command_line(wxCmdLineParser& parser);

    bool OnInit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;
    /// wxEntry returns what OnRun returns (OnExit's value is ignored): a test run's verdict.
    int OnRun() override;

protected:
    /// Options a derived app adds, and reads into the window's options.
    virtual void add_options(wxCmdLineParser&) {}
    virtual void read_options(wxCmdLineParser&, AppOptions&) {}

private:
    /// Settings in $XDG_CONFIG_HOME/muster/muster.conf, moved there once from ~/.muster.
    static void use_xdg_settings();

    AppOptions options_;
};

}  // namespace muster::ui
