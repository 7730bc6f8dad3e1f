// muster-ui-tests: the desktop app with its test drivers, which the app itself never ships. It
// takes the app's options and these: --smoke-test, --ui-test NAME (real key presses and clicks,
// testing/ui_tests.cpp), --screenshot FILE [--whole-screen], --startup-figures and --edit-figures.
#include <cstdio>
#include <memory>
#include <utility>

#include <wx/cmdline.h>

#include "app/main_frame.hpp"
#include "app/muster_app.hpp"
#include "testing/edit_figures.hpp"
#include "testing/startup_probe.hpp"
#include "testing/ui_tests.hpp"

namespace muster::ui {
namespace {

// Before wxWidgets and GTK start, so the startup figures count them.
[[maybe_unused]] const bool program_start_marked = (mark_program_start(), true);

class TestApp : public MusterApp {
protected:
    void add_options(wxCmdLineParser& parser) override {
        parser.AddSwitch("", "smoke-test", "Open the file, edit, undo, redo, save and check it, then quit");
        parser.AddOption("", "screenshot", "Save a PNG of the window and quit");
        parser.AddSwitch("", "whole-screen", "With --screenshot: the whole screen, as placed by the window manager");
        parser.AddSwitch("", "startup-figures", "Print the time to the first shown window and the memory in use, then quit");
        parser.AddSwitch("", "edit-figures", "Print how long each edit takes to revalidate and redraw on a 300-unit roster, then quit");
        parser.AddOption("", "ui-test", "Drive the window with real key presses and clicks through one test, then quit");
    }

    void read_options(wxCmdLineParser& parser, AppOptions& options) override {
        wxString value;
        if (parser.Found("ui-test", &value)) {
            options.drive = [name = value.utf8_string(), file = options.file](MainFrame&) {
                // Run from the app, not from this window: a test may replace the window (a new language).
                wxTheApp->CallAfter([name, file] {
                    exit_status() = run_ui_test(*MainFrame::current(), name, file) ? 0 : 1;
                    if (MainFrame* frame = MainFrame::current()) frame->Destroy();
                });
            };
        } else if (parser.Found("smoke-test")) {
            options.drive = [file = options.file](MainFrame& frame) {
                frame.CallAfter([&frame, file] {
                    exit_status() = frame.run_smoke_test(file) ? 0 : 1;
                    frame.Destroy();
                });
            };
        } else if (parser.Found("startup-figures")) {
            options.drive = [](MainFrame& frame) {
                auto first_paint = std::make_shared<bool>(true);
                frame.Bind(wxEVT_PAINT, [&frame, first_paint](wxPaintEvent& e) {  // the first paint: the window is on screen
                    e.Skip();
                    if (std::exchange(*first_paint, false))
                        frame.CallAfter([&frame] {
                            std::printf("desktop app: %s\n", startup_figures().c_str());
                            frame.Destroy();
                        });
                });
            };
        } else if (parser.Found("edit-figures")) {
            options.drive = [](MainFrame& frame) {
                frame.CallAfter([&frame] {
                    std::fputs(measure_edit_figures(frame).c_str(), stdout);
                    frame.Destroy();
                });
            };
        } else if (parser.Found("screenshot", &value)) {
            options.drive = [file = value.utf8_string(), whole = parser.Found("whole-screen")](MainFrame& frame) {
                frame.CallAfter([&frame, file, whole] {
                    frame.take_screenshot(file, whole);
                    frame.Destroy();
                });
            };
        }
        options.unattended = static_cast<bool>(options.drive);
    }
};

}  // namespace
}  // namespace muster::ui

wxIMPLEMENT_APP(muster::ui::TestApp);
