#include "muster/util/id_set.hpp"

#include <functional>

namespace muster {

bool IdSet::insert(std::string_view id) {
    if (2 * (ids_.size() + 1) > slots_.size()) grow();
    const std::size_t hash = std::hash<std::string_view>{}(id);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t at = hash & mask;; at = (at + 1) & mask) {
        Slot& slot = slots_[at];
        if (slot.index_plus_one == 0) {
            ids_.emplace_back(id);
            slot = {static_cast<std::uint32_t>(ids_.size()), static_cast<std::uint32_t>(hash)};
            return true;
        }
        if (slot.hash_bits == static_cast<std::uint32_t>(hash) && ids_[slot.index_plus_one - 1] == id) return false;
    }
}

void IdSet::grow() {
    slots_.assign(slots_.empty() ? 64 : 2 * slots_.size(), Slot{});
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = 0; i < ids_.size(); ++i) {
        const std::size_t hash = std::hash<std::string_view>{}(ids_[i]);
        std::size_t at = hash & mask;
        while (slots_[at].index_plus_one != 0) at = (at + 1) & mask;
        slots_[at] = {static_cast<std::uint32_t>(i + 1), static_cast<std::uint32_t>(hash)};
    }
}

}  // namespace muster
