#include "muster/util/suggest.hpp"

#include <algorithm>
#include <limits>
#include <numeric>

#include "muster/util/utf8.hpp"

namespace muster {

namespace {

// Edit distance between two search keys, or anything above `limit` once it is sure to exceed it.
std::size_t key_distance(const std::string& a, const std::string& b, std::size_t limit) {
    if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > limit) return limit + 1;
    // Letters one key has more of than the other must each be edited: a cheap bound that rules
    // out most candidates before the full comparison.
    int surplus[64] = {};
    for (char c : a) ++surplus[static_cast<unsigned char>(c) & 63];
    for (char c : b) --surplus[static_cast<unsigned char>(c) & 63];
    std::size_t more = 0, fewer = 0;
    for (int n : surplus) (n > 0 ? more : fewer) += static_cast<std::size_t>(n > 0 ? n : -n);
    if (std::max(more, fewer) > limit) return limit + 1;

    // Two rows of the usual table, on the stack for keys of ordinary length.
    std::size_t small_rows[2][48];
    std::vector<std::size_t> large_rows;
    std::size_t* previous = small_rows[0];
    std::size_t* current = small_rows[1];
    if (b.size() + 1 > 48) {
        large_rows.resize(2 * (b.size() + 1));
        previous = large_rows.data();
        current = previous + b.size() + 1;
    }
    std::iota(previous, previous + b.size() + 1, std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        std::size_t row_best = current[0];
        for (std::size_t j = 1; j <= b.size(); ++j) {
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] != b[j - 1])});
            row_best = std::min(row_best, current[j]);
        }
        if (row_best > limit) return limit + 1;  // every later row is at least as far
        std::swap(previous, current);
    }
    return previous[b.size()];
}

// How far a candidate may be from what was typed and still be suggested.
std::size_t tolerance(std::size_t key_length) { return key_length <= 3 ? 1 : std::max<std::size_t>(3, key_length / 3); }

std::uint32_t trigram(const std::string& key, std::size_t at) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(key[at])) << 16 | static_cast<std::uint32_t>(static_cast<unsigned char>(key[at + 1])) << 8 |
           static_cast<std::uint32_t>(static_cast<unsigned char>(key[at + 2]));
}

}  // namespace

std::size_t edit_distance(const std::string& a_text, const std::string& b_text) {
    return key_distance(search_key(a_text), search_key(b_text), std::numeric_limits<std::size_t>::max() - 1);
}

std::vector<std::string> near_matches(const std::string& typed, const std::vector<std::string>& candidates, std::size_t most) {
    return NearMatcher(candidates).near(typed, most);
}

NearMatcher::NearMatcher(std::vector<std::string> candidates) : candidates_(std::move(candidates)) {}

void NearMatcher::prepare() const {
    keys_.reserve(candidates_.size());
    for (const std::string& candidate : candidates_) keys_.push_back(search_key(candidate));
    if (candidates_.size() <= max_comparisons) return;  // few enough to compare with every one
    for (std::uint32_t i = 0; i < keys_.size(); ++i) {
        const std::string& key = keys_[i];
        if (by_length_.size() <= key.size()) by_length_.resize(key.size() + 1);
        by_length_[key.size()].push_back(i);
        for (std::size_t at = 0; at + 3 <= key.size(); ++at) {
            std::vector<std::uint32_t>& holders = by_trigram_[trigram(key, at)];
            if (holders.empty() || holders.back() != i) holders.push_back(i);
        }
    }
}

std::vector<std::string> NearMatcher::near(const std::string& typed, std::size_t most) const {
    std::call_once(prepared_, [this] { prepare(); });
    const std::string key = search_key(typed);
    const std::size_t allowed = tolerance(key.size());

    // Which candidates can be near: within `allowed` of the typed length (edit distance is at
    // least the difference in length), or longer and holding the typed text.
    std::vector<std::uint32_t> compared;
    if (by_length_.empty() && by_trigram_.empty()) {
        compared.resize(keys_.size());
        std::iota(compared.begin(), compared.end(), 0);
    } else {
        // Each list below is in candidate order and the lists do not overlap, so the first
        // max_comparisons of each are enough to keep the first max_comparisons of them all. A list
        // is read no further than max_looked entries, so a look-up's work has a bound.
        auto take = [&](const std::vector<std::uint32_t>& list, auto keep) {
            std::size_t taken = 0, looked = 0;
            for (auto i = list.begin(); i != list.end() && taken < max_comparisons && looked < max_looked; ++i, ++looked)
                if (keep(*i)) compared.push_back(*i), ++taken;
        };
        const auto any = [](std::uint32_t) { return true; };
        const auto longer = [&](std::uint32_t i) { return keys_[i].size() > key.size() + allowed; };
        const std::size_t shortest = key.size() > allowed ? key.size() - allowed : 0;
        for (std::size_t length = shortest; length <= key.size() + allowed && length < by_length_.size(); ++length) take(by_length_[length], any);
        const std::vector<std::uint32_t>* holders = nullptr;  // candidates holding the typed text's rarest piece
        static const std::vector<std::uint32_t> nobody;
        for (std::size_t at = 0; at + 3 <= key.size(); ++at) {
            const auto found = by_trigram_.find(trigram(key, at));
            const std::vector<std::uint32_t>& these = found == by_trigram_.end() ? nobody : found->second;
            if (!holders || these.size() < holders->size()) holders = &these;
        }
        if (holders) {
            take(*holders, longer);
        } else if (!key.empty()) {  // one or two letters: looked for in the first candidates only
            for (std::uint32_t i = 0; i < keys_.size() && i < max_looked; ++i)
                if (longer(i) && keys_[i].find(key) != std::string::npos) compared.push_back(i);
        }
        if (compared.size() > max_comparisons) {
            std::nth_element(compared.begin(), compared.begin() + max_comparisons, compared.end());
            compared.resize(max_comparisons);
        }
        std::sort(compared.begin(), compared.end());
    }
    if (compared.size() > max_comparisons) compared.resize(max_comparisons);

    std::vector<std::pair<std::size_t, std::uint32_t>> scored;
    for (std::uint32_t i : compared) {
        const std::string& candidate = keys_[i];
        const std::size_t distance =
            !key.empty() && candidate.find(key) != std::string::npos ? (candidate.size() == key.size() ? 0 : 1) : key_distance(key, candidate, allowed);
        if (distance <= allowed) scored.emplace_back(distance, i);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> best;
    for (const auto& [distance, i] : scored) {
        if (best.size() == most) break;
        best.push_back(candidates_[i]);
    }
    return best;
}

SuggestionMemo::SuggestionMemo(std::vector<std::string> candidates) : matcher_(std::move(candidates)) {}

const std::vector<std::string>& SuggestionMemo::near(const std::string& typed) {
    if (const auto known = answers_.find(typed); known != answers_.end()) return known->second;
    if (answers_.size() >= max_names) return none_;
    return answers_.emplace(typed, matcher_.near(typed)).first->second;
}

}  // namespace muster
