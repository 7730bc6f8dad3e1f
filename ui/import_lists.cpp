// File > Import lists…: community army lists (wm-selector's JSON, with their rules files)
// written into the user's lists folder by the core's importer, then every list read again.
#include <wx/filedlg.h>
#include <wx/msgdlg.h>

#include "builder_panel.hpp"
#include "main_frame.hpp"
#include "muster/import/list_import.hpp"
#include "muster/util/data_paths.hpp"
#include "siege_panel.hpp"
#include "tell_user.hpp"
#include "wx_text.hpp"

namespace muster::ui {

void MainFrame::reload_lists() {
    std::vector<FolderReport> reports;
    *lists_ = load_standard_lists(reports);
    std::string problems;
    for (const FolderReport& folder : reports)
        if (!folder.report.empty()) problems += folder_problems_heading(folder.folder) + "\n" + format_human(folder.report) + "\n";
    if (!problems.empty())
        tell_user(_("Some list files have problems and were left out:") + "\n\n" + u(problems), "Muster", wxOK | wxICON_WARNING, this);
    builder_->lists_changed();
    siege_->lists_changed();
}

bool MainFrame::import_lists(const std::vector<std::string>& files) {
    ListImportOptions options;
    options.lists_folder = user_lists_folder();
    const std::vector<std::filesystem::path> paths(files.begin(), files.end());
    const ListImport result = import_wm_selector_files(paths, *lists_, options);
    reload_lists();
    std::string text = format_list_import(result);
    if (!result.problems.empty()) text += "\n" + format_human(result.problems);
    const long icon = result.exit_code() == 0 ? wxICON_INFORMATION : result.exit_code() == 1 ? wxICON_WARNING : wxICON_ERROR;
    tell_user(u(text), _("Import lists"), wxOK | icon, this);
    return !result.problems.has_errors();
}

void MainFrame::on_import_lists(wxCommandEvent&) {
    wxFileDialog dialog(this, _("Import wm-selector army lists, with their special-rules file"), "", "",
                        _("wm-selector lists (*.json)|*.json"), wxFD_OPEN | wxFD_FILE_MUST_EXIST | wxFD_MULTIPLE);
    if (dialog.ShowModal() != wxID_OK) return;
    wxArrayString chosen;
    dialog.GetPaths(chosen);
    std::vector<std::string> files;
    for (const wxString& path : chosen) files.push_back(path.utf8_string());
    import_lists(files);
}

}  // namespace muster::ui
