#include "app/muster_app.hpp"

#include <wx/cmdline.h>
#include <wx/fileconf.h>
#include <wx/stdpaths.h>
#include <wx/image.h>
#include <wx/imagpng.h>
#include <wx/log.h>

#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "muster/util/file_size_quota.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/settings_paths.hpp"

namespace muster::ui {

void MusterApp::use_xdg_settings() {
    wxStandardPaths::Get().SetFileLayout(wxStandardPaths::FileLayout_XDG);
    move_classic_settings();
    const std::filesystem::path file = settings_file();
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);  // wxFileConfig writes the file, not its folder
    delete wxConfigBase::Set(new wxFileConfig(wxEmptyString, wxEmptyString, wxString::FromUTF8(file.string()), wxEmptyString, wxCONFIG_USE_LOCAL_FILE));
}

bool MusterApp::OnInit() {
    wxImage::AddHandler(new wxPNGHandler);  // the icons; the other formats are not needed at start
    if (!wxApp::OnInit()) return false;
    survive_file_size_quota();
    use_xdg_settings();
    // Unattended runs (tests, screenshots, figures) never wait on a log box nobody will close.
    if (options_.unattended) delete wxLog::SetActiveTarget(new wxLogStderr);
    load_translations(options_.language);
    auto* frame = new MainFrame(options_);
    frame->Show();
    return true;
}

void MusterApp::describe_command_line(wxCmdLineParser& parser) {
    parser.SetLogo("Muster: army lists, siege plans, campaigns and reference sheets for tabletop wargames, in a window.");
    parser.AddOption("", "view", "Open on this view: builder, siege, campaign, wfb3, onus or tower");
    parser.AddOption("", "language", wxString::Format("Interface language for this run: %s", spoken_language_codes()));
    parser.AddOption("", "lists", "Also read lists from this folder (repeatable); its lists take precedence", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_MULTIPLE);
    parser.AddSwitch("", "version", "Print the version and exit");  // answered in main.cpp, before GTK starts
    parser.AddParam("file", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

void MusterApp::OnInitCmdLine(wxCmdLineParser& parser) {
    describe_command_line(parser);
    add_options(parser);
    wxApp::OnInitCmdLine(parser);
}

bool MusterApp::OnCmdLineParsed(wxCmdLineParser& parser) {
    wxString value;
    if (parser.Found("view", &value)) options_.view = value.utf8_string();
    if (parser.Found("language", &value)) options_.language = value.utf8_string();
    std::vector<std::filesystem::path> added;  // --lists DIR, as the command line's
    for (const wxCmdLineArg& argument : parser.GetArguments())
        if (argument.GetKind() == wxCMD_LINE_OPTION && argument.GetLongName() == "lists") added.emplace_back(argument.GetStrVal().utf8_string());
    set_added_list_folders(std::move(added));
    if (parser.GetParamCount() > 0) options_.file = parser.GetParam(0).utf8_string();
    read_options(parser, options_);
    return wxApp::OnCmdLineParsed(parser);
}

int MusterApp::OnRun() {
    const int status = wxApp::OnRun();
    return status != 0 ? status : exit_status();
}

}  // namespace muster::ui
