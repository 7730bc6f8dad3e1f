// muster: the desktop app.
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/image.h>
#include <wx/imagpng.h>
#include <wx/log.h>

#include "app/interface_language.hpp"
#include "muster/text/language_choice.hpp"
#include "app/main_frame.hpp"
#include "app/startup_probe.hpp"
#include "muster/util/data_paths.hpp"

namespace {

// Before wxWidgets and GTK start, so the startup figures count them.
[[maybe_unused]] const bool program_start_marked = (muster::ui::mark_program_start(), true);

class MusterApp : public wxApp {
public:
    bool OnInit() override {
        wxImage::AddHandler(new wxPNGHandler);  // screenshots; the other formats are not needed at start
        if (!wxApp::OnInit()) return false;
        // Unattended runs (tests, screenshots, figures) never wait on a log box nobody will close.
        if (options_.smoke_test || options_.startup_figures || options_.edit_figures || !options_.screenshot.empty() || !options_.ui_test.empty())
            delete wxLog::SetActiveTarget(new wxLogStderr);
        muster::ui::load_translations(options_.language);
        auto* frame = new muster::ui::MainFrame(options_);
        frame->Show();
        return true;
    }

    void OnInitCmdLine(wxCmdLineParser& parser) override {
        parser.AddSwitch("", "smoke-test", "Open the file, edit, undo, redo, save and check it, then quit");
        parser.AddOption("", "screenshot", "Save a PNG of the window and quit");
        parser.AddSwitch("", "whole-screen", "With --screenshot: the whole screen, as placed by the window manager");
        parser.AddOption("", "view", "Open on this view: builder, siege, campaign, wfb3, onus or tower");
        parser.AddSwitch("", "startup-figures", "Print the time to the first shown window and the memory in use, then quit");
        parser.AddSwitch("", "edit-figures", "Print how long each edit takes to revalidate and redraw on a 300-unit roster, then quit");
        parser.AddOption("", "ui-test", "Drive the window with real key presses and clicks through one test, then quit");
        parser.AddOption("", "language", wxString::Format("Interface language for this run: %s", muster::spoken_language_codes()));
        parser.AddOption("", "lists", "Also read lists from this folder (repeatable); its lists take precedence", wxCMD_LINE_VAL_STRING,
                         wxCMD_LINE_PARAM_MULTIPLE);
        parser.AddParam("file", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
        wxApp::OnInitCmdLine(parser);
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        wxString value;
        options_.smoke_test = parser.Found("smoke-test");
        options_.startup_figures = parser.Found("startup-figures");
        options_.edit_figures = parser.Found("edit-figures");
        if (parser.Found("screenshot", &value)) options_.screenshot = value.utf8_string();
        options_.whole_screen = parser.Found("whole-screen");
        if (parser.Found("view", &value)) options_.view = value.utf8_string();
        if (parser.Found("ui-test", &value)) options_.ui_test = value.utf8_string();
        if (parser.Found("language", &value)) options_.language = value.utf8_string();
        std::vector<std::filesystem::path> added;  // --lists DIR, as the command line's
        for (const wxCmdLineArg& argument : parser.GetArguments())
            if (argument.GetKind() == wxCMD_LINE_OPTION && argument.GetLongName() == "lists") added.emplace_back(argument.GetStrVal().utf8_string());
        muster::set_added_list_folders(std::move(added));
        if (parser.GetParamCount() > 0) options_.file = parser.GetParam(0).utf8_string();
        return wxApp::OnCmdLineParsed(parser);
    }

    // wxEntry returns what OnRun returns (OnExit's value is ignored): the smoke test's verdict.
    int OnRun() override {
        const int status = wxApp::OnRun();
        return status != 0 ? status : muster::ui::exit_status();
    }

private:
    muster::ui::AppOptions options_;
};

}  // namespace

wxIMPLEMENT_APP(MusterApp);
