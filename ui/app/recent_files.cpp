#include "app/recent_files.hpp"

#include <algorithm>
#include <filesystem>

#include <wx/config.h>
#include <wx/menu.h>

#include "app/wx_text.hpp"

namespace muster::ui {

void RecentFiles::load() {
    files_.clear();
    wxConfigBase* config = wxConfigBase::Get();
    for (std::size_t i = 1; i <= kept; ++i) {
        wxString path;
        // Earlier versions kept wxFileHistory's "file1" … at the top level.
        if (!config->Read(wxString::Format("/recent/file%zu", i), &path) && !config->Read(wxString::Format("/file%zu", i), &path)) break;
        if (!path.empty()) files_.push_back(path.utf8_string());
    }
    if (menu_) {
        while (menu_->GetMenuItemCount() > 0) menu_->Destroy(menu_->FindItemByPosition(0));
        fill(*menu_);
    }
}

void RecentFiles::save() const {
    wxConfigBase* config = wxConfigBase::Get();
    config->DeleteGroup("/recent");
    for (std::size_t i = 0; i < files_.size(); ++i) config->Write(wxString::Format("/recent/file%zu", i + 1), u(files_[i]));
    config->Flush();
}

void RecentFiles::add(const std::string& path) {
    const std::string full = std::filesystem::absolute(path).lexically_normal().string();
    files_.erase(std::remove(files_.begin(), files_.end(), full), files_.end());
    files_.insert(files_.begin(), full);
    if (files_.size() > kept) files_.resize(kept);
    if (menu_) {
        while (menu_->GetMenuItemCount() > 0) menu_->Destroy(menu_->FindItemByPosition(0));
        fill(*menu_);
    }
}

wxString RecentFiles::kind(const std::string& path) {
    if (path.ends_with(".roster.xml")) return _("roster");
    if (path.ends_with(".siege.xml")) return _("siege plan");
    if (path.ends_with(".muster-campaign")) return _("campaign");
    if (path.ends_with(".wfb3.xml")) return _("WFB3 army");
    if (path.ends_with(".onus.xml")) return _("ONUS! fortress");
    return _("file");
}

void RecentFiles::fill(wxMenu& menu) const {
    if (files_.empty()) {
        menu.Append(wxID_FILE1, _("(none yet)"))->Enable(false);
        return;
    }
    for (std::size_t i = 0; i < files_.size(); ++i) {
        const std::filesystem::path file(files_[i]);
        wxString name = u(file.filename().string());
        name.Replace("&", "&&");
        // "&1 army.roster.xml — roster", the folder as help text.
        menu.Append(wxID_FILE1 + static_cast<int>(i), wxString::Format("&%zu %s — %s", i + 1, name, kind(files_[i])),
                    u(file.parent_path().string()));
    }
}

void RecentFiles::use_menu(wxMenu* menu) {
    menu_ = menu;
    fill(*menu_);
}

}  // namespace muster::ui
