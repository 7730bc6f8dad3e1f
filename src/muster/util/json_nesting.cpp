#include "muster/util/json_nesting.hpp"

#include <algorithm>

namespace muster {

int json_nesting_depth(std::string_view text) { return json_shape(text).depth; }

JsonShape json_shape(std::string_view text) {
    JsonShape shape;
    int depth = 0;
    bool in_string = false, escaped = false;
    for (const char ch : text) {
        if (in_string) {
            if (escaped) escaped = false;
            else if (ch == '\\') escaped = true;
            else if (ch == '"') in_string = false;
        } else if (ch == '"') {
            in_string = true;
        } else if (ch == '[' || ch == '{') {
            shape.depth = std::max(shape.depth, ++depth);
            ++shape.containers;
            ++shape.items;
        } else if (ch == ']' || ch == '}') {
            --depth;
        } else if (ch == ',') {
            ++shape.items;
        }
    }
    return shape;
}

}  // namespace muster
