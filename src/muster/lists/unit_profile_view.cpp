#include "muster/lists/unit_profile_view.hpp"

#include <algorithm>

namespace muster {

ProfileView profile_with_options(const GameSystem& system, const Faction&, const UnitProfile& unit, const std::vector<std::string>& option_ids) {
    std::vector<std::string> all = unit.stats;
    std::vector<std::string> rules = unit.special_rules;
    std::vector<std::string> granted;
    for (const std::string& id : option_ids) {
        const UnitOption* option = unit.option(id);
        if (!option) continue;
        for (const StatOverride& change : option->stats)
            if (change.column < all.size()) all[change.column] = change.value;
        if (option->replaces_rules) rules.clear();
        granted.insert(granted.end(), option->grants_rules.begin(), option->grants_rules.end());
    }
    for (const std::string& rule : granted)
        if (std::find(rules.begin(), rules.end(), rule) == rules.end()) rules.push_back(rule);
    ProfileView view;
    view.columns = system.columns_of(unit.layout);
    for (std::size_t column : view.columns) view.stats.push_back(column < all.size() ? all[column] : std::string());
    view.special_rules = std::move(rules);
    return view;
}

}  // namespace muster
