#include "muster/siege/installed_siege_kits.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "muster/util/data_paths.hpp"

namespace muster {

std::vector<std::string> installed_siege_kits() {
    std::vector<std::filesystem::path> folders = added_list_folders();
    folders.push_back(user_lists_folder());
    for (const std::filesystem::path& shared : shared_lists_folders()) folders.push_back(shared);
    folders.push_back(lists_folder());
    std::vector<std::string> kits;
    for (const std::filesystem::path& folder : folders) {
        std::error_code error;
        for (std::filesystem::directory_iterator entry(folder, error), end; !error && entry != end; entry.increment(error))
            if (std::filesystem::is_regular_file(entry->path() / "kit.xml", error)) kits.push_back(entry->path().filename().string());
    }
    std::sort(kits.begin(), kits.end());
    kits.erase(std::unique(kits.begin(), kits.end()), kits.end());
    const auto bundled = std::find(kits.begin(), kits.end(), "warmaster-medieval-siege");
    if (bundled != kits.end()) std::rotate(kits.begin(), bundled, bundled + 1);
    return kits;
}

}  // namespace muster
