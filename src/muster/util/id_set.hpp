#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

/// The ids met so far while loading a file, for duplicate checks. One flat table (open
/// addressing): an id costs about one memory access where a node-based set makes several, so a
/// file ten times larger loads in about ten times the time, not thirty.
class IdSet {
public:
    /// Makes room for this many ids in all.
    void reserve(std::size_t ids);
    /// Adds an id; false (and nothing added) when it is already there.
    bool insert(std::string_view id);
    /// The id's place in the order of insertion (0 for the first id added), or nothing.
    std::optional<std::size_t> find(std::string_view id) const;
    /// Number of ids held.
    std::size_t size() const { return ids_.size(); }
    /// The ids, in the order they were added.
    const std::vector<std::string>& ids() const { return ids_; }

private:
    struct Slot {
        std::uint32_t index_plus_one = 0;  ///< 0: empty
        std::uint32_t hash_bits = 0;       ///< low bits of the id's hash, compared before the id itself
    };
    // Up to this many ids are compared in turn, which costs less than hashing one; the table is
    // made when there are more.
    static constexpr std::size_t compared_in_turn = 16;
    std::optional<std::size_t> find_in_turn(std::string_view id) const;
    void grow();
    void rehash(std::size_t slots);
    /// The slot holding the id, or the empty slot where it would go.
    std::size_t slot_of(std::string_view id, std::size_t hash) const;

    std::vector<std::string> ids_;
    std::vector<Slot> slots_;  ///< a power of two, at most half full
};

}  // namespace muster
