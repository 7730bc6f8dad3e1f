#include "app/tell_user.hpp"

#include <cstdio>

#include <filesystem>

#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/stdpaths.h>
#include <wx/msgdlg.h>

namespace muster::ui {

bool& keep_told_messages() {
    static bool keep = false;
    return keep;
}

std::vector<wxString>& told_messages() {
    static std::vector<wxString> messages;
    return messages;
}

std::deque<int>& scripted_answers() {
    static std::deque<int> answers;
    return answers;
}

std::deque<std::string>& scripted_paths() {
    static std::deque<std::string> paths;
    return paths;
}

wxString& last_path_wildcard() {
    static wxString wildcard;
    return wildcard;
}

PathRequest& last_path_request() {
    static PathRequest request;
    return request;
}

std::string last_used_folder() {
    const wxString remembered = wxConfigBase::Get()->Read("/files/last-folder", "");
    std::error_code ec;
    if (!remembered.empty() && std::filesystem::is_directory(std::filesystem::path(remembered.utf8_string()), ec)) return remembered.utf8_string();
    return wxStandardPaths::Get().GetDocumentsDir().utf8_string();
}

void remember_folder_of(const std::string& file) {
    const std::filesystem::path folder = std::filesystem::absolute(std::filesystem::path(file)).parent_path();
    wxConfigBase::Get()->Write("/files/last-folder", wxString::FromUTF8(folder.string()));
}

namespace {
void keep(const wxString& caption, const wxString& message) {
    told_messages().push_back(caption + "\n" + message);
    std::fprintf(stderr, "%s: %s\n", caption.utf8_str().data(), message.utf8_str().data());
}
}  // namespace

int tell_user(const wxString& message, const wxString& caption, long style, wxWindow* parent) {
    if (keep_told_messages()) {
        keep(caption, message);
        return wxOK;
    }
    return wxMessageBox(message, caption, style, parent);
}

int ask_user(const wxString& question, const wxString& caption, long style, wxWindow* parent) {
    if (keep_told_messages()) {
        keep(caption, question);
        if (!scripted_answers().empty()) {
            const int answer = scripted_answers().front();
            scripted_answers().pop_front();
            return answer;
        }
        return (style & wxCANCEL) != 0 ? wxCANCEL : wxNO;
    }
    return wxMessageBox(question, caption, style, parent);
}

int ask_user_named(const wxString& question, const wxString& caption, const wxString& yes_label, const wxString& no_label, wxWindow* parent) {
    if (keep_told_messages()) return ask_user(question, caption, wxYES_NO | wxCANCEL, parent);
    wxMessageDialog dialog(parent, question, caption, wxYES_NO | wxCANCEL | wxYES_DEFAULT | wxICON_QUESTION);
    dialog.SetYesNoCancelLabels(yes_label, no_label, _("Cancel"));
    const int answer = dialog.ShowModal();
    return answer == wxID_YES ? wxYES : answer == wxID_NO ? wxNO : wxCANCEL;
}

std::string ask_path(wxWindow* parent, const wxString& title, const wxString& proposed_name, const wxString& wildcard, long style, const std::string& folder) {
    last_path_wildcard() = wildcard;
    const std::string start = folder.empty() ? last_used_folder() : folder;
    last_path_request() = {title, start, proposed_name};
    std::string path;
    if (keep_told_messages()) {
        if (scripted_paths().empty()) return {};
        path = scripted_paths().front();
        scripted_paths().pop_front();
    } else {
        wxFileDialog dialog(parent, title, wxString::FromUTF8(start), proposed_name, wildcard, style);
        if (dialog.ShowModal() == wxID_OK) path = dialog.GetPath().utf8_string();
    }
    if (!path.empty()) remember_folder_of(path);
    return path;
}

std::vector<std::string> ask_paths(wxWindow* parent, const wxString& title, const wxString& wildcard) {
    last_path_wildcard() = wildcard;
    std::vector<std::string> paths;
    if (keep_told_messages()) {
        if (scripted_paths().empty()) return paths;
        for (const wxString& line : wxSplit(wxString::FromUTF8(scripted_paths().front()), '\n'))
            if (!line.empty()) paths.push_back(line.utf8_string());
        scripted_paths().pop_front();
        return paths;
    }
    wxFileDialog dialog(parent, title, wxString::FromUTF8(last_used_folder()), "", wildcard, wxFD_OPEN | wxFD_FILE_MUST_EXIST | wxFD_MULTIPLE);
    if (dialog.ShowModal() != wxID_OK) return paths;
    wxArrayString chosen;
    dialog.GetPaths(chosen);
    for (const wxString& path : chosen) paths.push_back(path.utf8_string());
    if (!paths.empty()) remember_folder_of(paths.front());
    return paths;
}

}  // namespace muster::ui
