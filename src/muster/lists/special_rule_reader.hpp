#pragma once
// Internal to the loader: reading <special-rules>, shared by game systems and factions.
#include <pugixml.hpp>

#include "muster/lists/game_system.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster {

/// Reads the <special-rule> children of a <special-rules> element; duplicate ids and missing
/// texts are reported with their positions.
std::vector<SpecialRule> read_special_rules(const XmlSource& source, pugi::xml_node special_rules, Report& report);

}  // namespace muster
