// The yardstick for the desktop app's start: a minimal wxWidgets program — a frame with a menu
// bar, a status bar and an empty panel — that prints the same figures as `muster
// --startup-figures` at its first paint. installer/dev.sh bench runs both in turn on the same
// display and prints the ratios.
#include <cstdio>
#include <utility>

#include <wx/app.h>
#include <wx/frame.h>
#include <wx/menu.h>
#include <wx/panel.h>

#include "testing/startup_probe.hpp"

namespace {

[[maybe_unused]] const bool program_start_marked = (muster::ui::mark_program_start(), true);

class BareApp : public wxApp {
public:
    bool OnInit() override {
        auto* frame = new wxFrame(nullptr, wxID_ANY, "bare frame", wxDefaultPosition, wxSize(1280, 800));
        auto* bar = new wxMenuBar;
        auto* file = new wxMenu;
        file->Append(wxID_EXIT);
        bar->Append(file, "&File");
        frame->SetMenuBar(bar);
        frame->CreateStatusBar();
        new wxPanel(frame);
        frame->Bind(wxEVT_PAINT, [frame, this](wxPaintEvent& event) {
            event.Skip();
            if (std::exchange(waiting_, false))
                frame->CallAfter([frame] {
                    std::printf("bare frame: %s\n", muster::ui::startup_figures().c_str());
                    frame->Destroy();
                });
        });
        frame->Show();
        return true;
    }

private:
    bool waiting_ = true;
};

}  // namespace

wxIMPLEMENT_APP(BareApp);
