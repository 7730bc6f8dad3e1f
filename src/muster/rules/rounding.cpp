#include "muster/rules/rounding.hpp"

#include <algorithm>
#include <cmath>

namespace muster {

const char* choice_word(Rounding rounding) {
    switch (rounding) {
        case Rounding::up:
            return "up";
        case Rounding::nearest:
            return "nearest";
        case Rounding::down_at_least_one:
            return "down-at-least-one";
        case Rounding::down:
            break;
    }
    return "down";
}

double apply_rounding(double value, Rounding rounding) {
    switch (rounding) {
        case Rounding::up:
            return std::ceil(value - 1e-9);
        case Rounding::down_at_least_one:
            return std::max(1.0, std::floor(value + 1e-9));
        case Rounding::nearest:
            return std::floor(value + 0.5);
        case Rounding::down:
            break;
    }
    return std::floor(value + 1e-9);
}

NestedMessage rounding_word(Rounding rounding) {
    static constexpr MessageText up = MUSTER_MESSAGE("rounding.up", "up");
    static constexpr MessageText down = MUSTER_MESSAGE("rounding.down", "down");
    static constexpr MessageText nearest = MUSTER_MESSAGE("rounding.nearest", "to the nearest");
    static constexpr MessageText down_at_least_one = MUSTER_MESSAGE("rounding.down-at-least-one", "down, at least one");
    switch (rounding) {
        case Rounding::up:
            return nested(message(up));
        case Rounding::nearest:
            return nested(message(nearest));
        case Rounding::down_at_least_one:
            return nested(message(down_at_least_one));
        case Rounding::down:
            break;
    }
    return nested(message(down));
}

}  // namespace muster
