#pragma once
// Internal: the parser of each composition rule kind, one per file under rules/.
#include <memory>
#include <string>

#include "muster/rules/composition_rule.hpp"
#include "muster/rules/rounding.hpp"
#include "muster/text/message.hpp"

namespace muster {

std::unique_ptr<CompositionRule> parse_share_rule(ElementReader& element);
std::unique_ptr<CompositionRule> parse_per_division_cap(ElementReader& element);
std::unique_ptr<CompositionRule> parse_per_divisions_cap(ElementReader& element);
std::unique_ptr<CompositionRule> parse_unit_limit(ElementReader& element);
std::unique_ptr<CompositionRule> parse_division_size(ElementReader& element);
std::unique_ptr<CompositionRule> parse_commander_rule(ElementReader& element);
std::unique_ptr<CompositionRule> parse_option_limit(ElementReader& element);
std::unique_ptr<CompositionRule> parse_options_per_unit(ElementReader& element);
std::unique_ptr<CompositionRule> parse_requires_rule(ElementReader& element);
std::unique_ptr<CompositionRule> parse_excludes_rule(ElementReader& element);
std::unique_ptr<CompositionRule> parse_count_ratio(ElementReader& element);
std::unique_ptr<CompositionRule> parse_elite_limit(ElementReader& element);
std::unique_ptr<CompositionRule> parse_division_group_size(ElementReader& element);
std::unique_ptr<CompositionRule> parse_division_share(ElementReader& element);

/// Decimals that show a share and the bound it breaks apart ("33.03 %" against "33.0 %"), 1 when they are equal.
int share_decimals(double share, double bound);

}  // namespace muster
