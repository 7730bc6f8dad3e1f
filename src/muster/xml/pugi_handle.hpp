#pragma once
#include <bit>
#include <type_traits>

#include <pugixml.hpp>

namespace muster {

/// Whether a pugixml handle (an xml_node or xml_attribute) points at something, without a call
/// into the library: pugixml's handles are one pointer each, null when empty, and the library is
/// linked as built, so its own test is a call per attribute on the hot path of every reading.
template <class Handle>
bool points_at_something(Handle handle) {
    static_assert(sizeof(Handle) == sizeof(const void*) && std::is_trivially_copyable_v<Handle>, "a pugixml handle is one pointer");
    return std::bit_cast<const void*>(handle) != nullptr;
}

/// Whether two handles point at the same node or attribute, again without a call.
template <class Handle>
bool same_handle(Handle a, Handle b) {
    return std::bit_cast<const void*>(a) == std::bit_cast<const void*>(b);
}

}  // namespace muster
