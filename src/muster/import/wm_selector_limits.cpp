// Limits: per-1,000-points minimums and maximums, army minimums and maximums, "elite", the
// relative words ("Up to Half", "All or None", "As X" …), required, prohibited and added-to
// units and upgrades, and the one-of-these-per-unit upgrade kinds — each onto a rule kind.
#include <algorithm>
#include <set>

#include "muster/import/wm_selector_conversion.hpp"
#include "muster/util/fill_message.hpp"

namespace muster {

namespace {

const char* const per_thousand_reading =
    "wm-selector's; it leaves minimums unchecked below 1,000 pts spent, Muster holds a smaller army to one block";

const std::set<std::string> unit_types = {"Artillery", "Cavalry", "Chariot", "Elephant", "Infantry", "Machine", "Monster"};
const std::set<std::string> magic_types = {"Device of Power", "Magic Standard", "Magic Weapon", "Holy Item", "Other Item"};
const std::set<std::string> general_types = {"General", "Général"};

std::optional<int> count_value(const nlohmann::json& value) {
    if (value.is_number_integer() && value.get<long long>() >= 0 && value.get<long long>() <= 100000)
        return static_cast<int>(value.get<long long>());
    return std::nullopt;
}

std::string space_joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// What a limit counts: units of a group (a unit and the units counted with it) or units holding options.
struct Counted {
    std::string subject;             ///< the source's name, for rule ids and names
    std::string group;               ///< group id, or
    std::vector<std::string> options;  ///< option ids
    std::vector<std::string> users;  ///< for options: the units that can take them
};

void set_counted(pugi::xml_node rule, const Counted& counted, const char* group_attr, const char* option_attr) {
    if (!counted.group.empty())
        rule.append_attribute(group_attr) = counted.group.c_str();
    else
        rule.append_attribute(option_attr) = space_joined(counted.options).c_str();
}

// min / max given as numbers: per 1,000 pts; armyMin / armyMax: for the army.
void map_numeric_limits(WmConversion& c, const nlohmann::json& data, const std::string& path, const Counted& counted,
                        bool skip_army_bounds) {
    const char* kind = counted.group.empty() ? "option-limit" : "unit-limit";
    const std::optional<int> min = data.contains("min") ? count_value(data["min"]) : std::nullopt;
    const std::optional<int> max = data.contains("max") ? count_value(data["max"]) : std::nullopt;
    if (data.contains("min") && !min && !data["min"].is_string()) c.unmapped(path + ".min", "not a whole number of units");
    if (data.contains("max") && !max && !data["max"].is_string()) c.unmapped(path + ".max", "not a whole number of units");
    // Minimum and maximum as separate rules, so a siege can lift one and keep the other.
    for (const auto& [bound, value] : {std::pair<const char*, std::optional<int>>{"min", min}, {"max", max}}) {
        if (!value || (std::string(bound) == "min" && *value == 0)) continue;
        pugi::xml_node rule = c.add_rule(kind, counted.subject + " " + bound,
                                         fill_message(std::string(bound) == "min" ? "{subject} (minimum)" : "{subject} (maximum)",
                                                      {{"subject", counted.subject}}));
        set_counted(rule, counted, "group", "option");
        rule.append_attribute(bound) = *value;
        rule.append_attribute("per-points") = 1000;
        rule.append_attribute("basis") = "spent";
        rule.append_attribute("rounding") = "down-at-least-one";
        rule.append_attribute("reading") = per_thousand_reading;
    }
    const std::optional<int> army_min = data.contains("armyMin") ? count_value(data["armyMin"]) : std::nullopt;
    const std::optional<int> army_max = data.contains("armyMax") ? count_value(data["armyMax"]) : std::nullopt;
    if (data.contains("armyMin") && !army_min) c.unmapped(path + ".armyMin", "not a whole number of units");
    if (data.contains("armyMax") && !army_max) c.unmapped(path + ".armyMax", "not a whole number of units");
    if (skip_army_bounds) return;
    const int least = army_min.value_or(0);
    if (least > 0 || army_max) {
        pugi::xml_node rule = c.add_rule(kind, counted.subject, fill_message("{subject} (army limit)", {{"subject", counted.subject}}));
        set_counted(rule, counted, "group", "option");
        if (least > 0) rule.append_attribute("min") = least;
        if (army_max) rule.append_attribute("max") = army_max.value_or(0);
    }
}

// The whole a relative word is measured against: the required units or upgrades, else the
// units that can take the option.
bool set_whole(WmConversion& c, pugi::xml_node rule, const nlohmann::json& data, const std::string& path, const Counted& counted) {
    if (data.contains("requiredUnits")) {
        const std::vector<std::string> names = c.unit_names_at(data["requiredUnits"], path + ".requiredUnits");
        if (names.empty()) return false;
        rule.append_attribute("of-group") = c.group_of(names).c_str();
        return true;
    }
    if (data.contains("requiredUpgrades")) {
        const std::vector<std::string> ids = c.upgrade_ids_at(data["requiredUpgrades"], path + ".requiredUpgrades");
        if (ids.empty()) return false;
        rule.append_attribute("of-option") = space_joined(ids).c_str();
        return true;
    }
    if (!counted.users.empty()) {
        rule.append_attribute("of-group") = c.group_of(counted.users).c_str();
        rule.append_attribute("reading") =
            "the source names no units to measure against (wm-selector then checks nothing); read as the units that can take it";
        c.reading(fill_message("{subject}: its relative limit names no units; measured against the units that can take it ({units})",
                               {{"subject", counted.subject}, {"units", WmConversion::joined_names(counted.users)}}));
        return true;
    }
    return false;
}

void map_word(WmConversion& c, const nlohmann::json& data, const std::string& path, const Counted& counted, bool is_min) {
    const char* key = is_min ? "min" : "max";
    if (!data.contains(key) || !data[key].is_string()) return;
    const std::string word = data[key].get<std::string>();
    const std::string where = path + "." + key;
    if (word == "elite") {
        if (counted.group.empty() || is_min) {
            c.unmapped(where, "\"elite\" is read for units only, as a maximum");
            return;
        }
        pugi::xml_node rule = c.add_rule("elite-limit", counted.subject, counted.subject + " (elite)");
        rule.append_attribute("group") = counted.group.c_str();
        rule.append_attribute("per-points") = 1000;
        rule.append_attribute("basis") = "spent";
        rule.append_attribute("rounding") = "down-at-least-one";
        rule.append_attribute("reading") = "wm-selector's reading of \"elite\": one fewer than the army's full 1,000s of points spent (at least one block)";
        return;
    }
    struct Bound {
        std::optional<double> min, max;
        const char* min_rounding = "down";
        const char* max_rounding = "down";
        bool or_none = false, or_all = false;
    } bound;
    const bool as_x = word.rfind("As ", 0) == 0;
    if (is_min) {
        if (word == "All or None") bound = {1.0, std::nullopt, "down", "down", true, false};
        else if (word == "Half or All") bound = {0.5, 0.5, "down", "up", true, true};
        else if (word == "Half or More") bound = {0.5, std::nullopt, "down", "down", false, false};
        else if (word == "Half or None") bound = {0.5, std::nullopt, "down", "down", true, false};
        else if (as_x) bound = {1.0, std::nullopt, "down", "down", false, false};
        else {
            c.unmapped(where, fill_message("\"{word}\" is not a minimum the importer knows", {{"word", word}}));
            return;
        }
    } else {
        if (word == "Up to Half") bound = {std::nullopt, 0.5, "down", "down", false, false};
        else if (word == "Half or None") bound = {std::nullopt, 0.5, "down", "up", false, false};
        else if (as_x) bound = {std::nullopt, 1.0, "down", "down", false, false};
        else {
            c.unmapped(where, fill_message("\"{word}\" is not a maximum the importer knows", {{"word", word}}));
            return;
        }
    }
    pugi::xml_node rule = c.add_rule("count-ratio", counted.subject, fill_message("{subject}: {word}", {{"subject", counted.subject}, {"word", word}}));
    set_counted(rule, counted, "group", "option");
    if (!set_whole(c, rule, data, path, counted)) {
        rule.parent().remove_child(rule);
        c.unmapped(where, fill_message("\"{word}\" needs the units it is measured against, and the source names none", {{"word", word}}));
        return;
    }
    if (bound.min) {
        rule.append_attribute("min") = *bound.min;
        rule.append_attribute("min-rounding") = bound.min_rounding;
    }
    if (bound.max) {
        rule.append_attribute("max") = *bound.max;
        rule.append_attribute("max-rounding") = bound.max_rounding;
    }
    if (bound.or_none) rule.append_attribute("or-none") = "true";
    if (bound.or_all) rule.append_attribute("or-all") = "true";
    if (!rule.attribute("reading"))
        rule.append_attribute("reading") =
            fill_message("wm-selector's reading of \"{word}\": halves rounded as it rounds them", {{"word", word}}).c_str();
}

// requiredUnits, requiredUpgrades, prohibitedUnits, prohibitedUpgrades of a unit or an upgrade.
void map_relations(WmConversion& c, const nlohmann::json& data, const std::string& path, const Counted& counted,
                   std::set<std::pair<std::string, std::string>>& excluded_pairs) {
    if (data.contains("requiredUnits")) {
        const std::vector<std::string> names = c.unit_names_at(data["requiredUnits"], path + ".requiredUnits");
        bool trivial = !counted.users.empty();
        for (const std::string& user : counted.users)
            if (std::find(names.begin(), names.end(), user) == names.end()) trivial = false;
        if (!names.empty() && !trivial) {
            pugi::xml_node rule = c.add_rule("requires", counted.subject,
                                             fill_message("{subject} needs {units}", {{"subject", counted.subject}, {"units", WmConversion::joined_names(names)}}));
            set_counted(rule, counted, "group", "option");
            rule.append_attribute("needs-group") = c.group_of(names).c_str();
        }
    }
    if (data.contains("requiredUpgrades")) {
        const std::vector<std::string> ids = c.upgrade_ids_at(data["requiredUpgrades"], path + ".requiredUpgrades");
        if (!ids.empty()) {
            pugi::xml_node rule = c.add_rule("requires", counted.subject, fill_message("{subject} needs an upgrade", {{"subject", counted.subject}}));
            set_counted(rule, counted, "group", "option");
            rule.append_attribute("needs-option") = space_joined(ids).c_str();
        }
    }
    if (data.contains("prohibitedUnits")) {
        const std::vector<std::string> names = c.unit_names_at(data["prohibitedUnits"], path + ".prohibitedUnits");
        if (!names.empty()) {
            pugi::xml_node rule = c.add_rule("excludes", counted.subject,
                                             fill_message("{subject} or {units}", {{"subject", counted.subject}, {"units", WmConversion::joined_names(names)}}));
            set_counted(rule, counted, "group", "option");
            rule.append_attribute("with-group") = c.group_of(names).c_str();
        }
    }
    if (data.contains("prohibitedUpgrades")) {
        const std::vector<std::string> ids = c.upgrade_ids_at(data["prohibitedUpgrades"], path + ".prohibitedUpgrades");
        std::vector<std::string> fresh;
        const std::string self = counted.options.empty() ? "unit:" + counted.group : counted.options.front();
        for (const std::string& id : ids)
            if (!excluded_pairs.count({id, self}) && excluded_pairs.insert({self, id}).second) fresh.push_back(id);
        if (!fresh.empty()) {
            pugi::xml_node rule = c.add_rule("excludes", counted.subject, fill_message("{subject} or another upgrade", {{"subject", counted.subject}}));
            set_counted(rule, counted, "group", "option");
            rule.append_attribute("with-option") = space_joined(fresh).c_str();
        }
    }
}

// Per unit, at most one upgrade of each kind that wm-selector counts against the unit: a new
// troop type, a mount, a magic item.
void map_one_per_unit(WmConversion& c) {
    std::set<std::string> done;
    for (const WmUnit& unit : c.units()) {
        std::map<std::string, std::vector<std::string>> by_kind;
        for (const std::string& name : unit.upgrades) {
            const WmUpgrade* upgrade = c.upgrade(name);
            if (!upgrade || std::find(upgrade->users.begin(), upgrade->users.end(), unit.name) == upgrade->users.end()) continue;
            const std::string type = text_member(*upgrade->data, "type");
            const std::string kind = unit_types.count(type) ? "troop type"
                                     : magic_types.count(type) ? "magic item"
                                     : (type.size() >= 5 && type.compare(type.size() - 5, 5, "Mount") == 0) ? "mount"
                                                                                                            : "";
            if (!kind.empty()) by_kind[kind].push_back(upgrade->id);
        }
        for (const auto& [kind, ids] : by_kind) {
            if (ids.size() < 2) continue;
            std::vector<std::string> sorted = ids;
            std::sort(sorted.begin(), sorted.end());
            if (!done.insert(kind + ":" + space_joined(sorted)).second) continue;
            pugi::xml_node rule = c.add_rule("options-per-unit", "one " + kind, fill_message("One {kind} per unit", {{"kind", kind}}));
            rule.append_attribute("options") = space_joined(ids).c_str();
            rule.append_attribute("max") = 1;
            rule.append_attribute("reading") =
                fill_message("wm-selector lets each unit take at most one upgrade of this kind ({kind})", {{"kind", kind}}).c_str();
        }
    }
}

}  // namespace

void map_limits(WmConversion& c) {
    // The general: the system asks for exactly one unit of the group "general".
    std::vector<std::string> generals;
    for (const WmUnit& unit : c.units())
        if (general_types.count(text_member(*unit.data, "type"))) generals.push_back(unit.name);
    if (generals.empty())
        for (const WmUnit& unit : c.units())
            if (unit.character && integer_member(*unit.data, "armyMin", 0) >= 1) generals.push_back(unit.name);
    if (generals.empty())
        c.unmapped("$.units", "no unit is a General (type \"General\"), and the game system requires one");
    else
        c.define_group("general", generals, "General", "the units the source types as General: the army has exactly one");
    const bool single_general = generals.size() == 1;

    std::set<std::pair<std::string, std::string>> excluded_pairs;
    for (const WmUnit& unit : c.units()) {
        const nlohmann::json& data = *unit.data;
        std::vector<std::string> members{unit.name};
        if (data.contains("homologousUnits")) {
            const std::vector<std::string> more = c.unit_names_at(data["homologousUnits"], unit.path + ".homologousUnits");
            members.insert(members.end(), more.begin(), more.end());
        }
        Counted counted{unit.name, c.group_of(members), {}, {}};
        const bool is_the_general = single_general && unit.name == generals.front() && integer_member(data, "armyMin", 0) == 1 &&
                                    integer_member(data, "armyMax", 0) == 1 && members.size() == 1;
        if (is_the_general)
            c.reading(fill_message("{unit}: its army minimum and maximum of 1 are the game system's rule 'general'", {{"unit", unit.name}}));
        map_numeric_limits(c, data, unit.path, counted, is_the_general);
        map_word(c, data, unit.path, counted, true);
        map_word(c, data, unit.path, counted, false);
        Counted self{unit.name, c.group_of({unit.name}), {}, {}};
        map_relations(c, data, unit.path, self, excluded_pairs);
        if (data.contains("augendUnits")) {
            const std::vector<std::string> names = c.unit_names_at(data["augendUnits"], unit.path + ".augendUnits");
            if (!names.empty()) {
                pugi::xml_node rule = c.add_rule("count-ratio", unit.name,
                                                 fill_message("{unit}: at most one per {others}", {{"unit", unit.name}, {"others", WmConversion::joined_names(names)}}));
                rule.append_attribute("group") = self.group.c_str();
                rule.append_attribute("of-group") = c.group_of(names).c_str();
                rule.append_attribute("max") = 1;
                rule.append_attribute("reading") = "the source adds these units to others: no more of them than of the units they join";
            }
        }
    }
    for (const WmUpgrade& upgrade : c.upgrades()) {
        if (upgrade.users.empty()) continue;
        const nlohmann::json& data = *upgrade.data;
        Counted counted{upgrade.name, "", {upgrade.id}, upgrade.users};
        if (data.contains("homologousUpgrades")) {
            const std::vector<std::string> more = c.upgrade_ids_at(data["homologousUpgrades"], upgrade.path + ".homologousUpgrades");
            counted.options.insert(counted.options.end(), more.begin(), more.end());
        }
        map_numeric_limits(c, data, upgrade.path, counted, false);
        map_word(c, data, upgrade.path, counted, true);
        map_word(c, data, upgrade.path, counted, false);
        Counted self{upgrade.name, "", {upgrade.id}, upgrade.users};
        map_relations(c, data, upgrade.path, self, excluded_pairs);
        if (data.contains("addOnUpgrades")) {
            const std::vector<std::string> add_ons = c.upgrade_ids_at(data["addOnUpgrades"], upgrade.path + ".addOnUpgrades");
            for (const std::string& add_on : add_ons) {
                pugi::xml_node rule = c.add_rule("requires", add_on, fill_message("Only with {upgrade}", {{"upgrade", upgrade.name}}));
                rule.append_attribute("option") = add_on.c_str();
                rule.append_attribute("needs-option") = upgrade.id.c_str();
                rule.append_attribute("scope") = "unit";
            }
        }
    }
    map_one_per_unit(c);
}

}  // namespace muster
