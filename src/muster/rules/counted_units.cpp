#include "muster/rules/counted_units.hpp"

#include <algorithm>

#include "muster/util/fill_message.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

CountedUnits CountedUnits::read(ElementReader& element, const char* group_attribute, const char* option_attribute,
                                bool required) {
    CountedUnits counted;
    counted.groups = element.words(group_attribute);
    counted.options = element.words(option_attribute);
    if (!counted.groups.empty() && !counted.options.empty())
        element.error(option_attribute, "list.conflicting-attributes",
                      fill_message("give {group}=\"…\" or {option}=\"…\", not both",
                                   {{"group", group_attribute}, {"option", option_attribute}}));
    else if (required && counted.empty())
        element.error(nullptr, "list.missing-attribute",
                      fill_message("<{element}> needs {group}=\"…\" (units of groups) or {option}=\"…\" (units holding options)",
                                   {{"element", element.node().name()}, {"group", group_attribute}, {"option", option_attribute}}));
    return counted;
}

bool CountedUnits::counts(const EntryTally& entry, const Faction& faction) const {
    if (!entry.profile) return false;
    for (const std::string& option : options)
        if (std::find(entry.entry->options.begin(), entry.entry->options.end(), option) != entry.entry->options.end())
            return true;
    for (const std::string& group : groups) {
        const int index = faction.group_index(group);
        if (index >= 0 && std::find(entry.profile->groups.begin(), entry.profile->groups.end(),
                                    static_cast<std::size_t>(index)) != entry.profile->groups.end())
            return true;
    }
    return false;
}

std::vector<std::size_t> CountedUnits::entries(const ArmyTally& tally) const {
    std::vector<std::size_t> out;
    if (!tally.faction) return out;
    for (std::size_t i = 0; i < tally.entries.size(); ++i)
        if (counts(tally.entries[i], *tally.faction)) out.push_back(i);
    return out;
}

std::vector<std::string> CountedUnits::entry_ids(const ArmyTally& tally) const {
    std::vector<std::string> ids;
    for (std::size_t i : entries(tally)) ids.push_back(tally.entries[i].entry->id);
    return ids;
}

std::string CountedUnits::name(const Faction* faction) const {
    std::vector<std::string> names;
    if (!options.empty()) {
        for (const std::string& option : options) names.push_back(option_display_name(faction, option));
        return fill_message("units with {options}", {{"options", joined_words(names, " or ")}});
    }
    for (const std::string& group : groups) names.push_back(group_display_name(faction, group).en);
    return joined_words(names, " or ");
}

LocalisedName list_name(const Faction& faction) {
    LocalisedName name = faction.name;
    if (name.en.rfind("The ", 0) == 0) name.en = name.en.substr(4);
    return name;
}

std::string list_phrase(const Faction& faction) {
    const std::string& name = faction.name.en;
    if (name.rfind("The ", 0) == 0) return "the " + name.substr(4) + " list";
    return "the " + name + " list";
}

std::string option_display_name(const Faction* faction, const std::string& option_id) {
    if (faction)
        for (const UnitProfile& unit : faction->units)
            if (const UnitOption* option = unit.option(option_id)) return option->name.en;
    return option_id;
}

std::string joined_words(const std::vector<std::string>& words, const std::string& last_joiner) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? last_joiner : ", ";
        out += words[i];
    }
    return out;
}

}  // namespace muster
