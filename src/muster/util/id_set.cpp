#include "muster/util/id_set.hpp"

#include <functional>

namespace muster {

std::size_t IdSet::slot_of(std::string_view id, std::size_t hash) const {
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = hash & mask;
    while (slots_[at].index_plus_one != 0 && (slots_[at].hash_bits != static_cast<std::uint32_t>(hash) || ids_[slots_[at].index_plus_one - 1] != id))
        at = (at + 1) & mask;
    return at;
}

std::optional<std::size_t> IdSet::find_in_turn(std::string_view id) const {
    for (std::size_t i = 0; i < ids_.size(); ++i)
        if (ids_[i].size() == id.size() && ids_[i] == id) return i;
    return std::nullopt;
}

bool IdSet::insert(std::string_view id) {
    if (slots_.empty() && ids_.size() < compared_in_turn) {
        if (find_in_turn(id)) return false;
        ids_.emplace_back(id);
        return true;
    }
    if (2 * (ids_.size() + 1) > slots_.size()) grow();
    const std::size_t hash = std::hash<std::string_view>{}(id);
    Slot& slot = slots_[slot_of(id, hash)];
    if (slot.index_plus_one != 0) return false;
    ids_.emplace_back(id);
    slot = {static_cast<std::uint32_t>(ids_.size()), static_cast<std::uint32_t>(hash)};
    return true;
}

std::optional<std::size_t> IdSet::find(std::string_view id) const {
    if (slots_.empty()) return find_in_turn(id);
    const Slot& slot = slots_[slot_of(id, std::hash<std::string_view>{}(id))];
    if (slot.index_plus_one == 0) return std::nullopt;
    return slot.index_plus_one - 1;
}

void IdSet::reserve(std::size_t ids) {
    ids_.reserve(ids);
    if (ids <= compared_in_turn && slots_.empty()) return;
    std::size_t slots = slots_.empty() ? 64 : slots_.size();
    while (slots < 2 * ids) slots *= 2;
    if (slots != slots_.size()) rehash(slots);
}

void IdSet::grow() { rehash(slots_.empty() ? 64 : 2 * slots_.size()); }

void IdSet::rehash(std::size_t slots) {
    slots_.assign(slots, Slot{});
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = 0; i < ids_.size(); ++i) {
        const std::size_t hash = std::hash<std::string_view>{}(ids_[i]);
        std::size_t at = hash & mask;
        while (slots_[at].index_plus_one != 0) at = (at + 1) & mask;
        slots_[at] = {static_cast<std::uint32_t>(i + 1), static_cast<std::uint32_t>(hash)};
    }
}

}  // namespace muster
