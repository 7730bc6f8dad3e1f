#pragma once
#include <filesystem>

namespace muster {

/// The folder holding lists/, schema/ and templates/: <prefix>/share/muster beside an
/// installed executable, else the source tree the build came from. Throws Error when neither exists.
std::filesystem::path data_folder();
/// data_folder()/lists.
std::filesystem::path lists_folder();
/// The user's own data folder: $XDG_DATA_HOME/muster, else ~/.local/share/muster.
std::filesystem::path user_data_folder();

}  // namespace muster
