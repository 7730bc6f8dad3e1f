// muster: the desktop app.
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/image.h>

#include "main_frame.hpp"

namespace {

class MusterApp : public wxApp {
public:
    bool OnInit() override {
        wxInitAllImageHandlers();
        if (!wxApp::OnInit()) return false;
        auto* frame = new muster::ui::MainFrame(options_);
        frame->Show();
        return true;
    }

    void OnInitCmdLine(wxCmdLineParser& parser) override {
        parser.AddSwitch("", "smoke-test", "Open the file, edit, undo, redo, save and check it, then quit");
        parser.AddOption("", "screenshot", "Save a PNG of the window and quit");
        parser.AddOption("", "view", "Open on this view: builder, siege or campaign");
        parser.AddParam("file", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
        wxApp::OnInitCmdLine(parser);
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        wxString value;
        options_.smoke_test = parser.Found("smoke-test");
        if (parser.Found("screenshot", &value)) options_.screenshot = value.utf8_string();
        if (parser.Found("view", &value)) options_.view = value.utf8_string();
        if (parser.GetParamCount() > 0) options_.file = parser.GetParam(0).utf8_string();
        return wxApp::OnCmdLineParsed(parser);
    }

    int OnExit() override {
        wxApp::OnExit();
        return muster::ui::exit_status();
    }

private:
    muster::ui::AppOptions options_;
};

}  // namespace

wxIMPLEMENT_APP(MusterApp);
