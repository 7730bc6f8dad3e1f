#pragma once
#include <set>
#include <string>
#include <string_view>

namespace muster {

/// How a verdict saved with a roster version reads.
enum class SavedVerdict {
    ours,      ///< an object whose "messages" (if any) is a list of findings with a "text"
    not_json,  ///< not JSON at all
    not_ours,  ///< JSON of another shape
};

/// Reads a saved verdict's JSON, collecting the texts of its findings when it is Muster's.
SavedVerdict read_saved_verdict(std::string_view json, std::set<std::string>& findings);

}  // namespace muster
