#include "muster/text/joined_list.hpp"

#include <utility>

namespace muster {

namespace {

// items[from, to) joined; `ends_list` when the range holds the list's last item, whose pair
// takes `last`. A range ending the list splits so that its right half keeps at least two items.
MessageValue joined_range(std::vector<MessageValue>& items, std::size_t from, std::size_t to, bool ends_list, const MessageText& next,
                          const MessageText& last) {
    const std::size_t size = to - from;
    if (size == 1) return std::move(items[from]);
    if (size == 2 && ends_list) return nested(message(last).with("list", std::move(items[from])).with("last", std::move(items[from + 1])));
    const std::size_t middle = from + size / 2;
    MessageValue left = joined_range(items, from, middle, false, next, last);
    MessageValue right = joined_range(items, middle, to, ends_list, next, last);
    return nested(message(next).with("list", std::move(left)).with("next", std::move(right)));
}

}  // namespace

MessageValue joined_list(std::vector<MessageValue> items, const MessageText& next, const MessageText& last) {
    if (items.empty()) return VerbatimValue{};
    return joined_range(items, 0, items.size(), true, next, last);
}

}  // namespace muster
