#pragma once
#include <deque>
#include <string>
#include <vector>

#include <wx/string.h>

class wxWindow;

namespace muster::ui {

/// Tells the user something they must read — a refusal, a file that cannot be opened — in a
/// message box, like wxMessageBox. In unattended runs (smoke test, screenshot, start-up figures)
/// no box is shown: the text goes to stderr and is kept in told_messages() for the test to check.
int tell_user(const wxString& message, const wxString& caption, long style, wxWindow* parent = nullptr);

/// Asks a yes/no (or yes/no/cancel) question, like wxMessageBox; returns wxYES, wxNO or wxCANCEL.
/// In unattended runs no box is shown: the answer is the next of scripted_answers(), or the safe
/// one (wxCANCEL when offered, else wxNO) when the test scripted none, so a run never hangs.
int ask_user(const wxString& question, const wxString& caption, long style, wxWindow* parent = nullptr);

/// Asks a question whose two answers are named (and Cancel): returns wxYES for `yes_label`,
/// wxNO for `no_label` or wxCANCEL. Unattended runs answer as ask_user() does.
int ask_user_named(const wxString& question, const wxString& caption, const wxString& yes_label, const wxString& no_label, wxWindow* parent = nullptr);

/// Asks for a file to open or save (wxFD_OPEN or wxFD_SAVE in style), like wxFileDialog; empty
/// when cancelled. The dialog starts in `folder`, or when that is empty in the folder last used
/// (else the user's documents folder), never in the process's working directory; the folder of
/// the file chosen becomes the last used. In unattended runs the answer is the next of
/// scripted_paths(), else empty.
std::string ask_path(wxWindow* parent, const wxString& title, const wxString& proposed_name, const wxString& wildcard, long style,
                     const std::string& folder = {});
/// Asks for one or more files to open, like wxFileDialog with wxFD_MULTIPLE, starting in the
/// folder last used (which the first file chosen becomes); empty when cancelled. In unattended
/// runs the answer is the next of scripted_paths(), its files one per line.
std::vector<std::string> ask_paths(wxWindow* parent, const wxString& title, const wxString& wildcard);

/// The folder a file dialog starts in when its document has none: the last used, else the
/// user's documents folder.
std::string last_used_folder();
/// Remembers the folder of a file chosen in a dialog.
void remember_folder_of(const std::string& file);

/// What a file dialog was last asked to show (for tests): its title, folder and proposed name.
struct PathRequest {
    wxString title;
    std::string folder;
    wxString name;
};
PathRequest& last_path_request();

/// When true, tell_user() keeps its texts instead of showing them (the smoke test).
bool& keep_told_messages();
/// What tell_user() and ask_user() kept, oldest first, as "caption\nmessage".
std::vector<wxString>& told_messages();
/// The answers an unattended run gives to ask_user(), first first.
std::deque<int>& scripted_answers();
/// The files an unattended run names to ask_path(), first first ("" answers cancel).
std::deque<std::string>& scripted_paths();
/// The wildcards ask_path() was last given (what the dialog would have offered), for tests.
wxString& last_path_wildcard();

}  // namespace muster::ui
