// Where Muster looks, as the XDG Base Directory specification says: the window's settings under
// $XDG_CONFIG_HOME/muster (moved once from ~/.muster), lists from $XDG_DATA_HOME, then every
// $XDG_DATA_DIRS, then the installed ones; relative XDG paths ignored.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "muster/lists/list_library.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/settings_paths.hpp"
#include "temp_folder.hpp"

namespace fs = std::filesystem;

namespace settings_and_list_folders_test {

namespace {

// Sets an environment variable for the life of the object, then puts the old value back.
class ScopedVariable {
public:
    ScopedVariable(const char* name, const std::optional<std::string>& value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        if (value) setenv(name, value->c_str(), 1);
        else unsetenv(name);
    }
    ~ScopedVariable() {
        if (old_) setenv(name_, old_->c_str(), 1);
        else unsetenv(name_);
    }
    ScopedVariable(const ScopedVariable&) = delete;
    ScopedVariable& operator=(const ScopedVariable&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

std::string read_all(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("settings: under $XDG_CONFIG_HOME/muster, else ~/.config/muster, a relative XDG_CONFIG_HOME ignored") {
    const muster::test::TempFolder home{"settings-home"};
    const ScopedVariable set_home("HOME", home.path().string());
    {
        const ScopedVariable config("XDG_CONFIG_HOME", (home / "cfg").string());
        CHECK(muster::settings_file() == home / "cfg" / "muster" / "muster.conf");
    }
    {
        const ScopedVariable config("XDG_CONFIG_HOME", std::nullopt);
        CHECK(muster::settings_file() == home / ".config" / "muster" / "muster.conf");
    }
    const ScopedVariable config("XDG_CONFIG_HOME", "relative/config");
    CHECK(muster::settings_file() == home / ".config" / "muster" / "muster.conf");
}

TEST_CASE("settings: ~/.muster moves once to the XDG settings file, whole, and never over newer settings") {
    const muster::test::TempFolder home{"settings-move"};
    const ScopedVariable set_home("HOME", home.path().string());
    const ScopedVariable config("XDG_CONFIG_HOME", std::nullopt);
    const std::string saved = "[interface]\nlanguage=fr\n[print]\npaper=letter\n";
    std::ofstream(home / ".muster", std::ios::binary) << saved;
    CHECK(muster::move_classic_settings());
    CHECK(read_all(home / ".config" / "muster" / "muster.conf") == saved);
    CHECK_FALSE(fs::exists(home / ".muster"));
    // Once: an old file that comes back does not replace the settings kept since.
    std::ofstream(home / ".muster", std::ios::binary) << "[print]\npaper=a4\n";
    CHECK_FALSE(muster::move_classic_settings());
    CHECK(read_all(home / ".config" / "muster" / "muster.conf") == saved);
    CHECK(fs::exists(home / ".muster"));
}

TEST_CASE("list folders: installed, then $XDG_DATA_DIRS (first listed highest), then $XDG_DATA_HOME, relative ones ignored") {
    const muster::test::TempFolder root{"list-folders"};
    for (const char* dir : {"club/muster/lists", "system/muster/lists", "home/muster/lists"}) fs::create_directories(root / dir);
    fs::create_directories(root / "no-lists");
    const ScopedVariable data_dirs("XDG_DATA_DIRS",
                                   (root / "club").string() + ":relative/share:" + (root / "no-lists").string() + ":" + (root / "system").string());
    const ScopedVariable data_home("XDG_DATA_HOME", (root / "home").string());
    CHECK(muster::shared_lists_folders() == std::vector<fs::path>{root / "club/muster/lists", root / "system/muster/lists"});
    std::vector<std::pair<fs::path, muster::ListOrigin>> order;
    for (const muster::ListFolder& folder : muster::standard_list_folders()) order.emplace_back(folder.path, folder.origin);
    REQUIRE(order.size() == 4);
    CHECK(order[0].second == muster::ListOrigin::installed);
    CHECK(order[1] == std::make_pair(root / "system/muster/lists", muster::ListOrigin::shared));
    CHECK(order[2] == std::make_pair(root / "club/muster/lists", muster::ListOrigin::shared));
    CHECK(order[3] == std::make_pair(root / "home/muster/lists", muster::ListOrigin::user));

    const ScopedVariable relative_home("XDG_DATA_HOME", "relative/data");
    CHECK(muster::user_data_folder().is_absolute());
    CHECK(muster::user_data_folder() != fs::path("relative/data/muster"));
}

}  // namespace settings_and_list_folders_test
