#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace muster {

/// Edit distance between two strings, ignoring case and accents.
std::size_t edit_distance(const std::string& a, const std::string& b);
/// Up to `most` candidates close to what was typed (by edit distance or shared prefix), best first.
std::vector<std::string> near_matches(const std::string& typed, const std::vector<std::string>& candidates, std::size_t most = 3);

/// Candidates prepared once for many near-match look-ups, each look-up's work bounded whatever
/// the number of candidates: it compares only candidates of a near length or holding the typed
/// text, and at most max_comparisons of them (in the candidates' order). With no more than
/// max_comparisons candidates, the answers are exactly those of comparing every one.
class NearMatcher {
public:
    /// Most candidates one look-up compares with what was typed.
    static constexpr std::size_t max_comparisons = 1000;
    /// Most entries one look-up reads in each of its indexes.
    static constexpr std::size_t max_looked = 4 * max_comparisons;

    /// Keeps the candidates; they are prepared (search keys, indexes by length and by three-letter
    /// piece) on the first look-up, so a loader that never suggests pays nothing more.
    explicit NearMatcher(std::vector<std::string> candidates);
    /// Up to `most` candidates close to what was typed, best first (as near_matches). Safe to call
    /// from several threads at once.
    std::vector<std::string> near(const std::string& typed, std::size_t most = 3) const;

private:
    void prepare() const;

    std::vector<std::string> candidates_;
    mutable std::once_flag prepared_;
    mutable std::vector<std::string> keys_;                                             ///< search key of each candidate
    mutable std::vector<std::vector<std::uint32_t>> by_length_;                         ///< key length → candidates
    mutable std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> by_trigram_;  ///< three key bytes → candidates
};

/// Suggestions for the unknown names of one document: each distinct name is looked up once, and
/// only the first max_names distinct names get suggestions (a hostile file can hold millions).
class SuggestionMemo {
public:
    /// Distinct names that get suggestions; later ones get none.
    static constexpr std::size_t max_names = 100;

    /// Suggestions from these candidates.
    explicit SuggestionMemo(std::vector<std::string> candidates);
    /// Up to three candidates close to `typed`, best first; empty past max_names distinct names.
    const std::vector<std::string>& near(const std::string& typed);

private:
    NearMatcher matcher_;
    std::unordered_map<std::string, std::vector<std::string>> answers_;
    std::vector<std::string> none_;
};

}  // namespace muster
