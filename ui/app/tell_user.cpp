#include "app/tell_user.hpp"

#include <cstdio>

#include <wx/filedlg.h>
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

std::string ask_path(wxWindow* parent, const wxString& title, const wxString& proposed_name, const wxString& wildcard, long style) {
    last_path_wildcard() = wildcard;
    if (keep_told_messages()) {
        if (scripted_paths().empty()) return {};
        std::string path = scripted_paths().front();
        scripted_paths().pop_front();
        return path;
    }
    wxFileDialog dialog(parent, title, "", proposed_name, wildcard, style);
    return dialog.ShowModal() == wxID_OK ? dialog.GetPath().utf8_string() : std::string();
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
    wxFileDialog dialog(parent, title, "", "", wildcard, wxFD_OPEN | wxFD_FILE_MUST_EXIST | wxFD_MULTIPLE);
    if (dialog.ShowModal() != wxID_OK) return paths;
    wxArrayString chosen;
    dialog.GetPaths(chosen);
    for (const wxString& path : chosen) paths.push_back(path.utf8_string());
    return paths;
}

}  // namespace muster::ui
