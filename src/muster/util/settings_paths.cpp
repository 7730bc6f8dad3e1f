#include "muster/util/settings_paths.hpp"

#include <cstdlib>

namespace fs = std::filesystem;

namespace muster {

namespace {

fs::path home_folder() {
    const char* home = std::getenv("HOME");
    return home && *home ? fs::path(home) : fs::current_path();
}

}  // namespace

fs::path settings_file() {
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    const fs::path config = xdg && fs::path(xdg).is_absolute() ? fs::path(xdg) : home_folder() / ".config";
    return config / "muster" / "muster.conf";
}

bool move_classic_settings() {
    const fs::path classic = home_folder() / ".muster", target = settings_file();
    std::error_code ec;
    if (!fs::is_regular_file(classic, ec) || fs::exists(target, ec)) return false;
    fs::create_directories(target.parent_path(), ec);
    if (ec) return false;
    const fs::path partial = target.parent_path() / ".muster.conf.moving";
    if (!fs::copy_file(classic, partial, fs::copy_options::overwrite_existing, ec) || ec) {
        fs::remove(partial, ec);
        return false;
    }
    fs::rename(partial, target, ec);
    if (ec) {
        fs::remove(partial, ec);
        return false;
    }
    fs::remove(classic, ec);
    return true;
}

}  // namespace muster
