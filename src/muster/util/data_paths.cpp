#include "muster/util/data_paths.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace fs = std::filesystem;

fs::path data_folder() {
    std::error_code ec;
    const fs::path executable = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        // <prefix>/bin/muster-cli → <prefix>/share/muster
        const fs::path installed = executable.parent_path().parent_path() / MUSTER_INSTALL_DATA_SUBDIR;
        if (fs::is_directory(installed / "lists")) return installed;
    }
    const fs::path source = MUSTER_SOURCE_DATA_DIR;
    if (fs::is_directory(source / "lists")) return source;
    throw Error(message(MUSTER_MESSAGE("data.not-found", "cannot find Muster's data (lists/, templates/): looked beside the program and in {folder}"))
                    .with("folder", VerbatimValue{printable(source.string())}));
}

fs::path lists_folder() { return data_folder() / "lists"; }

fs::path user_data_folder() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && fs::path(xdg).is_absolute()) return fs::path(xdg) / "muster";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".local/share/muster";
    return fs::current_path() / ".muster";
}

fs::path user_data_folder_to_write() {
    const char* xdg = std::getenv("XDG_DATA_HOME");
    const char* home = std::getenv("HOME");
    if ((!xdg || !*xdg) && (!home || !*home))
        throw Error(message(MUSTER_MESSAGE("data.no-user-folder",
                                           "neither XDG_DATA_HOME nor HOME is set, so Muster does not know where your own files go "
                                           "(it would not write into {folder}); set HOME, or name the file or folder to use"))
                        .with("folder", VerbatimValue{printable(fs::current_path().string())}));
    return user_data_folder();
}

fs::path user_lists_folder() { return user_data_folder() / "lists"; }

std::vector<fs::path> shared_lists_folders() {
    const char* listed = std::getenv("XDG_DATA_DIRS");
    const std::string dirs = listed && *listed ? listed : "/usr/local/share:/usr/share";
    fs::path installed;
    try {
        installed = lists_folder();
    } catch (const Error&) {
        // no installed data: nothing to leave out
    }
    std::vector<fs::path> folders;
    std::size_t start = 0;
    while (start <= dirs.size()) {
        const std::size_t colon = std::min(dirs.find(':', start), dirs.size());
        const fs::path dir = dirs.substr(start, colon - start);
        start = colon + 1;
        if (!dir.is_absolute()) continue;  // the specification: relative entries are ignored
        const fs::path lists = dir / "muster" / "lists";
        std::error_code ec;
        if (!fs::is_directory(lists, ec)) continue;
        bool known = !installed.empty() && fs::equivalent(lists, installed, ec);
        for (const fs::path& folder : folders) known = known || fs::equivalent(lists, folder, ec);
        if (!known) folders.push_back(lists);
    }
    return folders;
}

namespace {
std::vector<fs::path>& added_folders() {
    static std::vector<fs::path> folders;
    return folders;
}
}  // namespace

void set_added_list_folders(std::vector<fs::path> folders) { added_folders() = std::move(folders); }

const std::vector<fs::path>& added_list_folders() { return added_folders(); }

fs::path find_list_file(const fs::path& relative) {
    std::error_code ec;
    for (auto folder = added_folders().rbegin(); folder != added_folders().rend(); ++folder)
        if (fs::is_regular_file(*folder / relative, ec)) return *folder / relative;
    if (fs::is_regular_file(user_lists_folder() / relative, ec)) return user_lists_folder() / relative;
    for (const fs::path& shared : shared_lists_folders())
        if (fs::is_regular_file(shared / relative, ec)) return shared / relative;
    return lists_folder() / relative;
}

}  // namespace muster
