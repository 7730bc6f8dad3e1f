#pragma once
// Temporary folders for tests, benchmarks and the window's tests: each one new, unique and empty,
// so that suites running at once (plain, ASan, another worktree, a binary run by hand) never
// share a file. Header-only, with nothing but the standard library and POSIX, so that
// tests/bench and ui/testing can use it too. The only place a test names the temporary folder.
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

namespace muster::test {

/// A new, empty folder of its own under the temporary folder, made by mkdtemp and named
/// muster-<purpose>-XXXXXX (so that a leftover says what made it); throws when it cannot be made.
inline std::filesystem::path fresh_temp_folder(std::string_view purpose) {
    std::string name = "muster-";
    for (const char c : purpose) name += (c == '/' || c == '\0') ? '-' : c;
    name += "-XXXXXX";
    std::string pattern = (std::filesystem::temp_directory_path() / name).string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot make a temporary folder " + pattern + ": " + std::strerror(errno));
    return pattern;
}

/// A fresh temporary folder (see fresh_temp_folder), removed with everything in it at scope end.
class TempFolder {
public:
    /// Makes the folder, named after its purpose.
    explicit TempFolder(std::string_view purpose) : path_(fresh_temp_folder(purpose)) {}
    ~TempFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;

    /// The folder itself.
    const std::filesystem::path& path() const { return path_; }
    /// A path inside the folder.
    std::filesystem::path operator/(const std::filesystem::path& name) const { return path_ / name; }

private:
    std::filesystem::path path_;
};

}  // namespace muster::test
