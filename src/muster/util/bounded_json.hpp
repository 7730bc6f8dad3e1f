#pragma once
// A JSON text read into a tree in one pass, counting what it holds as it is read: past a bound
// the tree is dropped and only the counting goes on, so however the text spends its bytes (20
// million "{}" in 60 MB), the tree never holds more than the bounds allow.
#include <cstddef>
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

namespace muster {

struct JsonBounds {
    int depth = 0;                ///< the deepest nesting of objects and arrays
    std::size_t containers = 0;   ///< the most objects and arrays
    std::size_t items = 0;        ///< the most values of any kind, containers included
};

struct BoundedJson {
    nlohmann::json value;                     ///< the whole text, when it was read within the bounds
    bool too_deep = false;                    ///< nested deeper than the bound (reading stopped there)
    std::size_t containers = 0, items = 0;    ///< what the text holds (to its end, or to where reading stopped)
    std::optional<std::size_t> syntax_error;  ///< the byte where the text stops being JSON
};

/// Reads `text`; `value` holds it only when it is JSON within every bound.
BoundedJson read_bounded_json(std::string_view text, const JsonBounds& bounds);

}  // namespace muster
