#include "app/recent_files.hpp"

#include <algorithm>
#include <filesystem>
#include <map>

#include <wx/config.h>
#include <wx/menu.h>

#include "app/wx_text.hpp"
#include "documents/document_kinds.hpp"

namespace muster::ui {

namespace {
// Open Recent's groups: the table's kinds in order, then any other file (an empty id).
std::vector<std::string> kind_ids_in_order() {
    std::vector<std::string> ids;
    for (const DocumentKind& kind : document_kinds()) ids.push_back(kind.id);
    ids.emplace_back();
    return ids;
}

wxString kind_heading(const std::string& kind_id) { return kind_id.empty() ? _("Other files") : document_kind(kind_id).label(); }
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
    std::map<std::string, std::size_t> seen;
    std::vector<std::string> kept;
    for (const std::string& file : files_)
        if (++seen[kind(file)] <= kept_per_kind) kept.push_back(file);
    files_ = std::move(kept);
}

std::vector<std::string> RecentFiles::files_of_kind(const std::string& kind_id) const {
    std::vector<std::string> out;
    for (const std::string& file : files_)
        if (kind(file) == kind_id) out.push_back(file);
    return out;
}

std::string RecentFiles::kind(const std::string& path) {
    const DocumentKind* kind = document_kind_of(path);
    return kind ? kind->id : std::string();
}

void RecentFiles::fill(wxMenu& menu) const {
    if (files_.empty()) {
        menu.Append(menu_id(0), _("(none yet)"))->Enable(false);
        return;
    }
    for (const std::string& kind_id : kind_ids_in_order()) {
        bool first = true;
        for (std::size_t i = 0; i < files_.size(); ++i) {
            if (kind(files_[i]) != kind_id) continue;
            if (first) {
                if (menu.GetMenuItemCount() > 0) menu.AppendSeparator();
                menu.Append(wxID_ANY, kind_heading(kind_id))->Enable(false);
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
