#include "muster/util/suggest.hpp"

#include <algorithm>
#include <numeric>

#include "muster/util/utf8.hpp"

namespace muster {

std::size_t edit_distance(const std::string& a_text, const std::string& b_text) {
    const std::string a = search_key(a_text), b = search_key(b_text);
    std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
    std::iota(previous.begin(), previous.end(), 0);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j)
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] != b[j - 1])});
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::vector<std::string> near_matches(const std::string& typed, const std::vector<std::string>& candidates,
                                      std::size_t most) {
    const std::string key = search_key(typed);
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const std::string& candidate : candidates) {
        const std::string candidate_key = search_key(candidate);
        std::size_t distance = edit_distance(typed, candidate);
        if (!key.empty() && candidate_key.find(key) != std::string::npos) distance = std::min<std::size_t>(distance, 1);
        const std::size_t tolerance = key.size() <= 3 ? 1 : std::max<std::size_t>(3, key.size() / 3);
        if (distance <= tolerance) scored.emplace_back(distance, candidate);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> best;
    for (const auto& [distance, candidate] : scored) {
        if (best.size() == most) break;
        best.push_back(candidate);
    }
    return best;
}

}  // namespace muster
