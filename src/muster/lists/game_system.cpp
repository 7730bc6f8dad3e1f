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

const ProfileLayout* GameSystem::layout(const std::string& layout_id) const {
    for (const ProfileLayout& l : layouts)
        if (l.id == layout_id) return &l;
    return nullptr;
}

std::vector<std::size_t> GameSystem::columns_of(const std::string& layout_id) const {
    const ProfileLayout* chosen = layout_id.empty() && !layouts.empty() ? &layouts.front() : layout(layout_id);
    if (chosen) return chosen->columns;
    std::vector<std::size_t> all(stats.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
    return all;
}

const Capability* GameSystem::capability(const std::string& capability_id) const {
    for (const Capability& c : capabilities)
        if (c.id == capability_id) return &c;
    return nullptr;
}

const SpecialRule* Faction::special_rule(const std::string& rule_id) const {
    for (const SpecialRule& rule : special_rules)
        if (rule.id == rule_id) return &rule;
    return nullptr;
}

bool Faction::has_capability(const std::string& capability_id) const {
    for (const UnitProfile& unit : units)
        for (const std::string& c : unit.capabilities)
            if (c == capability_id) return true;
    return false;
}

const SpecialRule* find_special_rule(const GameSystem& system, const Faction* faction, const std::string& rule_id) {
    if (faction)
        if (const SpecialRule* own = faction->special_rule(rule_id)) return own;
    return system.special_rule(rule_id);
}

UnitProfile& UnitProfile::emptied() {
    id.clear();
    name.en.clear();
    name.translations.clear();
    points = 0;
    stats.clear();
    special_rules.clear();
    options.clear();
    note.clear();
    groups.clear();
    layout.clear();
    capabilities.clear();
    counted = true;
    return *this;
}

const UnitOption* UnitProfile::option(const std::string& option_id) const {
    for (const UnitOption& o : options)
        if (o.id == option_id) return &o;
    return nullptr;
}

const UnitProfile* Faction::unit(const std::string& unit_id) const {
    const std::optional<std::size_t> found = unit_ids_.find(unit_id);
    return found ? &units[unit_of_id_[*found]] : nullptr;
}

int Faction::group_index(const std::string& group_id) const {
    const auto found = group_by_id_.find(group_id);
    return found == group_by_id_.end() ? -1 : static_cast<int>(found->second);
}

void Faction::index() {
    unit_ids_ = IdSet();
    unit_of_id_.clear();
    group_by_id_.clear();
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (unit_ids_.insert(units[i].id)) unit_of_id_.push_back(i);
        units[i].groups.clear();
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        group_by_id_.emplace(groups[g].id, g);
        for (const std::string& member : groups[g].unit_ids)
            if (const std::optional<std::size_t> found = unit_ids_.find(member)) units[unit_of_id_[*found]].groups.push_back(g);
    }
}

}  // namespace muster
