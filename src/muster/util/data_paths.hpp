#pragma once
#include <filesystem>
#include <vector>

namespace muster {

/// The folder holding lists/, schema/ and templates/: <prefix>/share/muster beside an
/// installed executable, else the source tree the build came from. Throws Error when neither exists.
std::filesystem::path data_folder();
/// data_folder()/lists.
std::filesystem::path lists_folder();
/// The user's own data folder: $XDG_DATA_HOME/muster, else ~/.local/share/muster (a relative
/// XDG_DATA_HOME is ignored, as the XDG Base Directory specification says).
std::filesystem::path user_data_folder();
/// user_data_folder() for writing there: throws Error saying so when neither XDG_DATA_HOME nor
/// HOME is set, rather than writing into whatever folder the program was started in.
std::filesystem::path user_data_folder_to_write();
/// The shared lists folders, a club's or the system's: <dir>/muster/lists for each absolute <dir>
/// of $XDG_DATA_DIRS (else /usr/local/share:/usr/share) that holds one, the first listed of highest
/// precedence, as the specification orders them. The installed lists folder is never among them.
std::vector<std::filesystem::path> shared_lists_folders();
/// The user's own lists, laid out like the installed ones: user_data_folder()/lists.
std::filesystem::path user_lists_folder();
/// Sets the folders named with --lists for this run (read after the user's, highest precedence last).
void set_added_list_folders(std::vector<std::filesystem::path> folders);
/// The folders named with --lists for this run.
const std::vector<std::filesystem::path>& added_list_folders();
/// A data file under the lists folders (e.g. "warmaster-medieval-siege/kit.xml"), taken from the
/// folder of highest precedence that has it: an added folder, the user's, a shared one, else the installed one.
std::filesystem::path find_list_file(const std::filesystem::path& relative);

}  // namespace muster
