#include "muster/lists/game_system.hpp"

#include "muster/lists/faction.hpp"
#include "muster/rules/composition_rule.hpp"

namespace muster {

const SpecialRule* GameSystem::special_rule(const std::string& rule_id) const {
    for (const SpecialRule& rule : special_rules)
        if (rule.id == rule_id) return &rule;
    return nullptr;
}

const ReferenceTable* GameSystem::table(const std::string& table_id) const {
    for (const ReferenceTable& t : tables)
        if (t.id == table_id) return &t;
    return nullptr;
}

const UnitOption* UnitProfile::option(const std::string& option_id) const {
    for (const UnitOption& o : options)
        if (o.id == option_id) return &o;
    return nullptr;
}

const UnitProfile* Faction::unit(const std::string& unit_id) const {
    const auto found = unit_by_id_.find(unit_id);
    return found == unit_by_id_.end() ? nullptr : &units[found->second];
}

int Faction::group_index(const std::string& group_id) const {
    const auto found = group_by_id_.find(group_id);
    return found == group_by_id_.end() ? -1 : static_cast<int>(found->second);
}

void Faction::index() {
    unit_by_id_.clear();
    group_by_id_.clear();
    for (std::size_t i = 0; i < units.size(); ++i) {
        unit_by_id_.emplace(units[i].id, i);
        units[i].groups.clear();
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        group_by_id_.emplace(groups[g].id, g);
        for (const std::string& member : groups[g].unit_ids) {
            const auto found = unit_by_id_.find(member);
            if (found != unit_by_id_.end()) units[found->second].groups.push_back(g);
        }
    }
}

}  // namespace muster
