#include "muster/rules/counted_units.hpp"

#include "muster/text/catalogue.hpp"
#include "muster/text/joined_list.hpp"
#include "muster/text/language_choice.hpp"

#include <algorithm>

#include "muster/text/render.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {
constexpr MessageText units_with = MUSTER_MESSAGE("counted.units-with", "units with {options}");
constexpr MessageText list_next = MUSTER_MESSAGE("counted.list-next", "{list}, {next}");
constexpr MessageText list_or = MUSTER_MESSAGE("counted.list-or", "{list} or {last}");
constexpr MessageText list_and = MUSTER_MESSAGE("counted.list-and", "{list} and {last}");
}  // namespace

CountedUnits CountedUnits::read(ElementReader& element, const char* group_attribute, const char* option_attribute, bool required) {
    CountedUnits counted;
    counted.groups = element.words(group_attribute);
    counted.options = element.words(option_attribute);
    if (!counted.groups.empty() && !counted.options.empty())
        element.error(option_attribute, "list.conflicting-attributes", {})
            .says(message(MUSTER_MESSAGE("list.counted-both", "give {group}=\"…\" or {option}=\"…\", not both"))
                      .with("group", VerbatimValue{group_attribute})
                      .with("option", VerbatimValue{option_attribute}));
    else if (required && counted.empty())
        element.error(nullptr, "list.missing-attribute", {})
            .says(message(MUSTER_MESSAGE("list.counted-missing", "<{element}> needs {group}=\"…\" (units of groups) or {option}=\"…\" (units holding options)"))
                      .with("element", VerbatimValue{element.node().name()})
                      .with("group", VerbatimValue{group_attribute})
                      .with("option", VerbatimValue{option_attribute}));
    return counted;
}

bool CountedUnits::counts(const EntryTally& entry, const Faction& faction) const {
    if (!entry.profile) return false;
    for (const std::string& option : options)
        if (std::find(entry.options.begin(), entry.options.end(), option) != entry.options.end()) return true;
    for (const std::string& group : groups) {
        const int index = faction.group_index(group);
        if (index >= 0 && std::find(entry.profile->groups.begin(), entry.profile->groups.end(), static_cast<std::size_t>(index)) != entry.profile->groups.end())
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
    for (std::size_t i : entries(tally)) ids.push_back(tally.entries[i].id);
    return ids;
}

LocalisedName CountedUnits::name(const Faction* faction) const {
    std::vector<LocalisedName> named;
    if (!options.empty()) {
        for (const std::string& option : options) named.push_back(option_display_name(faction, option));
        const Message with = message(units_with).with("options", joined_names(named));
        return in_every_language([&](Language language) { return render_message(with, language); });
    }
    for (const std::string& group : groups) named.push_back(group_display_name(faction, group));
    return joined_names(named);
}

LocalisedName CountedUnits::option_names(const Faction* faction) const {
    std::vector<LocalisedName> named;
    for (const std::string& option : options) named.push_back(option_display_name(faction, option));
    return joined_names(named);
}

LocalisedName CountedUnits::takers(const ArmyTally& tally) const {
    if (!tally.faction) return {};
    const Faction& faction = *tally.faction;
    auto could_count = [&](const UnitProfile& unit) {
        for (const std::string& option : options)
            if (unit.option(option)) return true;
        for (const std::string& group : groups) {
            const int index = faction.group_index(group);
            if (index >= 0 && std::find(unit.groups.begin(), unit.groups.end(), static_cast<std::size_t>(index)) != unit.groups.end()) return true;
        }
        return false;
    };
    std::vector<LocalisedName> fielded, offered;
    for (const UnitProfile& unit : faction.units) {
        if (!could_count(unit)) continue;
        offered.push_back(unit.name);
        const bool in_army_without =
            std::any_of(tally.entries.begin(), tally.entries.end(), [&](const EntryTally& e) { return e.profile == &unit && !counts(e, faction); });
        if (in_army_without) fielded.push_back(unit.name);
    }
    return joined_names(!options.empty() && !fielded.empty() ? fielded : offered);
}

LocalisedName CountedUnits::holders(const ArmyTally& tally) const {
    std::vector<LocalisedName> named;
    std::vector<const UnitProfile*> seen;
    for (std::size_t i : entries(tally)) {
        const UnitProfile* profile = tally.entries[i].profile;
        if (std::find(seen.begin(), seen.end(), profile) != seen.end()) continue;
        seen.push_back(profile);
        named.push_back(profile->name);
    }
    return joined_names(named, true);
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

LocalisedName option_display_name(const Faction* faction, const std::string& option_id) {
    if (faction)
        for (const UnitProfile& unit : faction->units)
            if (const UnitOption* option = unit.option(option_id)) return option->name;
    return LocalisedName{option_id, {}};
}

LocalisedName joined_names(const std::vector<LocalisedName>& names, bool all) {
    return in_every_language([&](Language language) {
        std::vector<MessageValue> items;
        items.reserve(names.size());
        for (const LocalisedName& name : names) items.emplace_back(VerbatimValue{name.in(language)});
        return write_value(joined_list(std::move(items), list_next, all ? list_and : list_or), language);
    });
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
