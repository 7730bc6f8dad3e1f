#include "muster/wfb3/wfb3_traits.hpp"

#include "muster/text/language_choice.hpp"
#include "muster/wfb3/wfb3_messages.hpp"

namespace muster::wfb3 {

namespace {

// The equipment's names in the order the file gives them, joined with commas in each language.
LocalisedName kit_names_joined(const PointsRules& rules, const std::vector<std::string>& ids) {
    return in_every_language([&](Language language) {
        std::string joined;
        for (const std::string& id : ids) {
            const Equipment* item = rules.item(id);
            joined += (joined.empty() ? "" : ", ") + (item ? item->name.in(language) : id);
        }
        return joined;
    });
}

}  // namespace

std::vector<Message> unit_traits(const PointsRules& rules, const UnitSpec& spec) {
    std::vector<Message> traits;
    traits.push_back(spec.model.equipment.empty() ? message(messages::trait_no_kit)
                                                  : message(messages::trait_kit).with("items", kit_names_joined(rules, spec.model.equipment)));
    if (const SpecialTroop* special = spec.model.special.empty() ? nullptr : rules.special(spec.model.special)) {
        if (special->kind == SpecialKind::elite)
            traits.push_back(message(spec.model.elite_shooter ? messages::trait_elite_shooter : messages::trait_elite_shock)
                                 .with("special", special->name)
                                 .with("steps", IntegerValue{spec.model.elite_steps}));
        else traits.push_back(message(messages::trait_special).with("special", special->name));
    }
    if (spec.masters > 0) traits.push_back(message(messages::trait_masters).counting("count", spec.masters));
    if (spec.hidden > 0) {
        const SpecialTroop* hidden = rules.special(spec.hidden_special);
        traits.push_back(
            message(messages::trait_hidden).counting("count", spec.hidden).with("special", hidden ? hidden->name : LocalisedName{spec.hidden_special, {}}));
    }
    return traits;
}

std::vector<Message> crew_traits(const PointsRules& rules, const std::vector<std::string>& equipment) {
    if (equipment.empty()) return {};
    return {message(messages::trait_crew_kit).with("items", kit_names_joined(rules, equipment))};
}

std::vector<Message> character_traits(const std::vector<std::pair<std::string, double>>& items, bool carries_army_standard) {
    std::vector<Message> traits;
    if (!items.empty()) {
        std::string names;
        for (const auto& [name, points] : items) names += (names.empty() ? "" : ", ") + name;
        traits.push_back(message(messages::trait_items).with("items", verbatim(names)));
    }
    if (carries_army_standard) traits.push_back(message(messages::trait_army_standard));
    return traits;
}

}  // namespace muster::wfb3
