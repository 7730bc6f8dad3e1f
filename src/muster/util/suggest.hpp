#pragma once
#include <string>
#include <vector>

namespace muster {

/// Edit distance between two strings, ignoring case and accents.
std::size_t edit_distance(const std::string& a, const std::string& b);
/// Up to `most` candidates close to what was typed (by edit distance or shared prefix), best first.
std::vector<std::string> near_matches(const std::string& typed, const std::vector<std::string>& candidates,
                                      std::size_t most = 3);

}  // namespace muster
