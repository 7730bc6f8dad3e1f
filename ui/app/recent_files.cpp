#include "app/recent_files.hpp"

#include <algorithm>
#include <filesystem>
#include <map>

#include <wx/config.h>
#include <wx/menu.h>

#include "app/wx_text.hpp"

namespace muster::ui {

namespace {
// The kinds in the order the menu shows them (the last catches any other file).
std::vector<wxString> kinds_in_order() {
    return {_("roster"), _("siege plan"), _("campaign"), _("WFB3 army"), _("ONUS! fortress"), _("file")};
}

wxString kind_heading(const wxString& kind) {
    if (kind == _("roster")) return _("Rosters");
    if (kind == _("siege plan")) return _("Siege plans");
    if (kind == _("campaign")) return _("Campaigns");
    if (kind == _("WFB3 army")) return _("WFB3 armies");
    if (kind == _("ONUS! fortress")) return _("ONUS! fortresses");
    return _("Other files");
}
}  // namespace

int RecentFiles::menu_id(std::size_t index) { return wxID_HIGHEST + 3000 + static_cast<int>(index); }

void RecentFiles::load() {
    files_.clear();
    wxConfigBase* config = wxConfigBase::Get();
    for (std::size_t i = 1; i <= most_files; ++i) {
        wxString path;
        // Earlier versions kept wxFileHistory's "file1" … at the top level.
        if (!config->Read(wxString::Format("/recent/file%zu", i), &path) && !config->Read(wxString::Format("/file%zu", i), &path)) break;
        if (!path.empty()) files_.push_back(path.utf8_string());
    }
    trim();
    update_menu();
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
    trim();
    update_menu();
}

void RecentFiles::trim() {
    std::map<wxString, std::size_t> seen;
    std::vector<std::string> kept;
    for (const std::string& file : files_)
        if (++seen[kind(file)] <= kept_per_kind) kept.push_back(file);
    files_ = std::move(kept);
}

std::vector<std::string> RecentFiles::files_of_kind(const wxString& kind_name) const {
    std::vector<std::string> out;
    for (const std::string& file : files_)
        if (kind(file) == kind_name) out.push_back(file);
    return out;
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
        menu.Append(menu_id(0), _("(none yet)"))->Enable(false);
        return;
    }
    for (const wxString& kind_name : kinds_in_order()) {
        bool first = true;
        for (std::size_t i = 0; i < files_.size(); ++i) {
            if (kind(files_[i]) != kind_name) continue;
            if (first) {
                if (menu.GetMenuItemCount() > 0) menu.AppendSeparator();
                menu.Append(wxID_ANY, kind_heading(kind_name))->Enable(false);
                first = false;
            }
            const std::filesystem::path file(files_[i]);
            wxString name = u(file.filename().string());
            name.Replace("&", "&&");
            // The name, the folder as help text.
            menu.Append(menu_id(i), name, u(file.parent_path().string()));
        }
    }
}

void RecentFiles::use_menu(wxMenu* menu) {
    menu_ = menu;
    fill(*menu_);
}

void RecentFiles::update_menu() {
    if (menu_ == nullptr) return;
    while (menu_->GetMenuItemCount() > 0) menu_->Destroy(menu_->FindItemByPosition(0));
    fill(*menu_);
}

}  // namespace muster::ui
