#pragma once
#include <string>

namespace muster {

/// A cost added or taken off, signed as a player writes it: "+5", "−10" (a true minus sign), "+0".
std::string format_points_change(double points);

}  // namespace muster
