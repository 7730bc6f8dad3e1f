#pragma once
// What a WFB3 entry is, beyond its cost: the weapons and armour its models carry, its troop type, who carries the
// army standard. Both players must know each unit's weapons and armour save (003:5838-5841), so every sheet says it.
#include <string>
#include <utility>
#include <vector>

#include "muster/text/message.hpp"
#include "muster/wfb3/wfb3_costs.hpp"

namespace muster::wfb3 {

/// A unit's weapons and armour, its troop type (with elite steps) and the special models hidden among it.
std::vector<Message> unit_traits(const PointsRules& rules, const UnitSpec& spec);
/// The weapons and armour a crew (of a chariot, a war machine, a monster) or an altar's guards carry; none without any.
std::vector<Message> crew_traits(const PointsRules& rules, const std::vector<std::string>& equipment);
/// A character's items (at their own price) and the army standard when he carries it.
std::vector<Message> character_traits(const std::vector<std::pair<std::string, double>>& items, bool carries_army_standard);

}  // namespace muster::wfb3
