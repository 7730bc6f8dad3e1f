#pragma once
// A JSON text read into a tree while what it holds is counted: past a bound the tree is dropped
// and reading stops (the whole text is then counted without parsing it, for the message), so
// however the text spends its bytes (20 million "{}" in 60 MB), the tree never holds more than
// the bounds allow.
#include <cstddef>
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

namespace muster {

struct JsonBounds {
    int depth = 0;               ///< the deepest nesting of objects and arrays
    std::size_t containers = 0;  ///< the most objects and arrays
    std::size_t items = 0;       ///< the most values of any kind, containers included
};

struct BoundedJson {
    nlohmann::json value;                     ///< the whole text, when it was read within the bounds
    bool too_deep = false;                    ///< nested deeper than the bound (reading stopped there)
    bool passed_a_bound = false;              ///< more containers or items than the bounds (reading stopped there)
    std::size_t containers = 0, items = 0;    ///< what the text holds (read, or counted whole past a bound)
    std::optional<std::size_t> syntax_error;  ///< the byte where the text stops being JSON
};

/// Reads `text`; `value` holds it only when it is JSON within every bound.
BoundedJson read_bounded_json(std::string_view text, const JsonBounds& bounds);

}  // namespace muster
