#pragma once
// Internal: the parser of each composition rule kind, one per file under rules/.
#include <memory>

#include "muster/rules/composition_rule.hpp"

namespace muster {

std::unique_ptr<CompositionRule> parse_share_rule(ElementReader& element);
std::unique_ptr<CompositionRule> parse_per_division_cap(ElementReader& element);
std::unique_ptr<CompositionRule> parse_per_divisions_cap(ElementReader& element);
std::unique_ptr<CompositionRule> parse_unit_limit(ElementReader& element);
std::unique_ptr<CompositionRule> parse_division_size(ElementReader& element);
std::unique_ptr<CompositionRule> parse_commander_rule(ElementReader& element);

/// Rounds a ratio the way a list says ("down", "up", "nearest").
double apply_rounding(double value, const std::string& rounding);
/// The word for a count of a group: "1 Artillery unit", "3 Artillery units".
std::string count_of(int count, const std::string& group_name);

}  // namespace muster
