// Importing community army lists (wm-selector's JSON, with their rules files) into the user's
// lists folder by the core's importer, then reading every list again.
#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "dialogs/text_dialog.hpp"
#include "muster/import/list_import.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "views/builder_panel.hpp"
#include "views/siege_panel.hpp"

namespace muster::ui {

std::string MainFrame::read_lists() {
    std::vector<FolderReport> reports;
    try {
        *lists_ = load_standard_lists(reports);  // installed, the user's, --lists
    } catch (const Error& e) {
        *lists_ = ListLibrary();
        return e.in(interface_language());
    }
    std::string problems;
    for (const FolderReport& folder : reports)
        if (!folder.report.empty()) problems += folder_problems_heading(folder.folder) + "\n" + format_human(folder.report, interface_language()) + "\n";
    return problems;
}

void MainFrame::reload_lists() {
    const std::string problems = read_lists();
    if (!problems.empty()) tell_user(_("Some list files have problems and were left out:") + "\n\n" + u(problems), "Muster", wxOK | wxICON_WARNING, this);
    builder_->lists_changed();
    if (siege_) siege_->lists_changed();  // built when first shown
}

bool MainFrame::import_lists(const std::vector<std::string>& files) {
    ListImportOptions options;
    options.lists_folder = user_lists_folder();
    options.language = interface_language();
    const std::vector<std::filesystem::path> paths(files.begin(), files.end());
    const ListImport result = import_wm_selector_files(paths, *lists_, options);
    reload_lists();
    std::string text = format_list_import(result, interface_language());
    if (!result.problems.empty()) text += "\n" + format_human(result.problems, interface_language());
    const long icon = result.exit_code() == 0 ? wxICON_INFORMATION : result.exit_code() == 1 ? wxICON_WARNING : wxICON_ERROR;
    if (unattended()) tell_user(u(text), _("Import lists"), wxOK | icon, this);
    else  // a report of many lists: it scrolls, its OK button stays on the screen
        show_text(this, _("Import lists"), u(text), "import-report");
    return !result.problems.has_errors();
}

}  // namespace muster::ui
