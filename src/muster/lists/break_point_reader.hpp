#pragma once
// Internal to the loader: reading a game system's <break-point>.
#include <optional>

#include <pugixml.hpp>

#include "muster/lists/game_system.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster {

/// The break point rule of a <break-point> element (none when the element is absent); what the data gets
/// wrong (an unknown kind, a share out of range, a column the system lacks) is reported with its position.
std::optional<BreakPointRule> read_break_point(const XmlSource& source, pugi::xml_node break_point, const GameSystem& system, Report& report);

}  // namespace muster
