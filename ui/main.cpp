// muster: the desktop app.
#include <cstdio>
#include <cstring>
#include <string>

#include <wx/cmdline.h>

#include "app/muster_app.hpp"
#include "muster/util/version.hpp"

wxIMPLEMENT_APP_NO_MAIN(muster::ui::MusterApp);

namespace {

// Whether the command line holds this argument before any "--".
bool asks_for(int argc, char** argv, const char* argument) {
    for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i)
        if (std::strcmp(argv[i], argument) == 0) return true;
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    // --version and --help are answered before GTK starts, so that they need no display (help2man, scripts).
    if (asks_for(argc, argv, "--version")) {
        std::printf("muster %s\n", muster::version());
        return 0;
    }
    if (asks_for(argc, argv, "--help") || asks_for(argc, argv, "-h")) {
        wxCmdLineParser parser(argc, argv);
        parser.AddSwitch("h", "help", "Show this help message");
        muster::ui::MusterApp::describe_command_line(parser);
        std::string usage = parser.GetUsageString().utf8_string();
        // A heading before the options, as help2man (the man page) and readers expect.
        if (const std::size_t first_option = usage.find("\n  -"); first_option != std::string::npos) usage.insert(first_option, "\n\nOptions:");
        std::fputs(usage.c_str(), stdout);
        return 0;
    }
    return wxEntry(argc, argv);
}
