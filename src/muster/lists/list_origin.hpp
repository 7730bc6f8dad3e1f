#pragma once
#include <filesystem>
#include <string>

namespace muster {

/// Where a folder of lists comes from; later origins take precedence over earlier ones.
enum class ListOrigin {
    installed,  ///< the lists installed with Muster
    shared,     ///< a club's or the system's lists folder ($XDG_DATA_DIRS/muster/lists)
    user,       ///< the user's own lists folder ($XDG_DATA_HOME/muster/lists)
    added,      ///< a folder named with --lists
};

/// "installed", "shared", "user" or "added".
const char* origin_name(ListOrigin origin);

/// A folder of lists laid out as <system>/system.xml and <system>/factions/*.xml.
struct ListFolder {
    std::filesystem::path path;
    ListOrigin origin = ListOrigin::installed;
};

}  // namespace muster
