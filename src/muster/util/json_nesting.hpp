#pragma once
#include <cstddef>
#include <string_view>

namespace muster {

/// How deeply a JSON text nests (brackets outside strings), found without parsing it, so that a
/// hostile file is refused before a parser recurses into it.
int json_nesting_depth(std::string_view text);

/// How much a JSON text would cost once parsed, found in one pass without parsing it: each
/// object or array is a node of its own (tens of bytes where the text spends two), each item one
/// more. "[[],[],…]" of 60 MB is 20 million containers: refused by these counts before a parser
/// allocates gigabytes for it.
struct JsonShape {
    int depth = 0;
    std::size_t containers = 0;  ///< objects and arrays
    std::size_t items = 0;       ///< containers, and every value after a comma: an upper bound of the values less one per container
};
JsonShape json_shape(std::string_view text);

}  // namespace muster
