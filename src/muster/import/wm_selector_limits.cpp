// Limits: per-1,000-points minimums and maximums, army minimums and maximums, "elite", the
// relative words ("Up to Half", "All or None", "As X" …), required, prohibited and added-to
// units and upgrades, and the one-of-these-per-unit upgrade kinds — each onto a rule kind.
#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "muster/import/import_messages.hpp"
#include "muster/import/wm_selector_conversion.hpp"

namespace muster {

namespace {

Message per_thousand_reading() { return message(import_text::per_thousand_reading).with("points", PointsValue{1000}); }
// A text of the source (a unit's or an upgrade's name, a word such as "Up to Half") as it is.
VerbatimValue as_given(const std::string& words) { return VerbatimValue{words}; }

const std::set<std::string> unit_types = {"Artillery", "Cavalry", "Chariot", "Elephant", "Infantry", "Machine", "Monster"};
const std::set<std::string> general_types = {"General", "Général"};

std::optional<int> count_value(const nlohmann::json& value) {
    if (value.is_number_integer() && value.get<long long>() >= 0 && value.get<long long>() <= 100000) return static_cast<int>(value.get<long long>());
    return std::nullopt;
}

std::string space_joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// What a limit counts: units of a group (a unit and the units counted with it) or units holding options.
struct Counted {
    std::string subject;               ///< the source's name, for rule ids and names
    std::string group;                 ///< group id, or
    std::vector<std::string> options;  ///< option ids
    std::vector<std::string> users;    ///< for options: the units that can take them
};

void set_counted(pugi::xml_node rule, const Counted& counted, const char* group_attr, const char* option_attr) {
    if (!counted.group.empty()) rule.append_attribute(group_attr) = counted.group.c_str();
    else rule.append_attribute(option_attr) = space_joined(counted.options).c_str();
}

// min / max given as numbers: per 1,000 pts; armyMin / armyMax: for the army.
void map_numeric_limits(WmConversion& c, const nlohmann::json& data, const std::string& path, const Counted& counted, bool skip_army_bounds) {
    const char* kind = counted.group.empty() ? "option-limit" : "unit-limit";
    const std::optional<int> min = data.contains("min") ? count_value(data["min"]) : std::nullopt;
    const std::optional<int> max = data.contains("max") ? count_value(data["max"]) : std::nullopt;
    if (data.contains("min") && !min && !data["min"].is_string()) c.unmapped(path + ".min", message(import_text::not_a_count));
    if (data.contains("max") && !max && !data["max"].is_string()) c.unmapped(path + ".max", message(import_text::not_a_count));
    // Minimum and maximum as separate rules, so a siege can lift one and keep the other.
    for (const auto& [bound, value] : {std::pair<const char*, std::optional<int>>{"min", min}, {"max", max}}) {
        if (!value || (std::string(bound) == "min" && *value == 0)) continue;
        pugi::xml_node rule =
            c.add_rule(kind, counted.subject + " " + bound,
                       message(std::string(bound) == "min" ? import_text::rule_minimum : import_text::rule_maximum).with("subject", as_given(counted.subject)));
        set_counted(rule, counted, "group", "option");
        rule.append_attribute(bound) = *value;
        rule.append_attribute("per-points") = 1000;
        rule.append_attribute("basis") = "spent";
        rule.append_attribute("rounding") = "down-at-least-one";
        // The reading is about minimums below 1,000 pts: said once, where it applies, never on a maximum.
        if (std::string(bound) == "min") write_localised(rule, "reading", per_thousand_reading());
    }
    const std::optional<int> army_min = data.contains("armyMin") ? count_value(data["armyMin"]) : std::nullopt;
    const std::optional<int> army_max = data.contains("armyMax") ? count_value(data["armyMax"]) : std::nullopt;
    if (data.contains("armyMin") && !army_min) c.unmapped(path + ".armyMin", message(import_text::not_a_count));
    if (data.contains("armyMax") && !army_max) c.unmapped(path + ".armyMax", message(import_text::not_a_count));
    if (skip_army_bounds) return;
    const int least = army_min.value_or(0);
    if (least > 0 || army_max) {
        pugi::xml_node rule = c.add_rule(kind, counted.subject, message(import_text::rule_army_limit).with("subject", as_given(counted.subject)));
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
        write_localised(rule, "reading", message(import_text::relative_reading));
        c.reading(message(import_text::said_relative).with("subject", as_given(counted.subject)).with("units", WmConversion::joined_names(counted.users)));
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
            c.unmapped(where, message(import_text::elite_for_units));
            return;
        }
        pugi::xml_node rule = c.add_rule("elite-limit", counted.subject, message(import_text::rule_elite).with("subject", as_given(counted.subject)));
        rule.append_attribute("group") = counted.group.c_str();
        rule.append_attribute("per-points") = 1000;
        rule.append_attribute("basis") = "spent";
        rule.append_attribute("rounding") = "down-at-least-one";
        write_localised(rule, "reading", message(import_text::elite_reading).with("points", PointsValue{1000}));
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
            c.unmapped(where, message(import_text::unknown_minimum).with("word", as_given(word)));
            return;
        }
    } else {
        if (word == "Up to Half") bound = {std::nullopt, 0.5, "down", "down", false, false};
        else if (word == "Half or None") bound = {std::nullopt, 0.5, "down", "up", false, false};
        else if (as_x) bound = {std::nullopt, 1.0, "down", "down", false, false};
        else {
            c.unmapped(where, message(import_text::unknown_maximum).with("word", as_given(word)));
            return;
        }
    }
    pugi::xml_node rule =
        c.add_rule("count-ratio", counted.subject, message(import_text::rule_word).with("subject", as_given(counted.subject)).with("word", as_given(word)));
    set_counted(rule, counted, "group", "option");
    if (!set_whole(c, rule, data, path, counted)) {
        rule.parent().remove_child(rule);
        c.unmapped(where, message(import_text::no_whole).with("word", as_given(word)));
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
    if (!rule.attribute("reading")) write_localised(rule, "reading", message(import_text::halves_reading).with("word", as_given(word)));
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
            pugi::xml_node rule =
                c.add_rule("requires", counted.subject,
                           message(import_text::rule_needs_units).with("subject", as_given(counted.subject)).with("units", WmConversion::joined_names(names)));
            set_counted(rule, counted, "group", "option");
            rule.append_attribute("needs-group") = c.group_of(names).c_str();
        }
    }
    if (data.contains("requiredUpgrades")) {
        const std::vector<std::string> ids = c.upgrade_ids_at(data["requiredUpgrades"], path + ".requiredUpgrades");
        if (!ids.empty()) {
            pugi::xml_node rule = c.add_rule("requires", counted.subject, message(import_text::rule_needs_upgrade).with("subject", as_given(counted.subject)));
            set_counted(rule, counted, "group", "option");
            rule.append_attribute("needs-option") = space_joined(ids).c_str();
        }
    }
    if (data.contains("prohibitedUnits")) {
        const std::vector<std::string> names = c.unit_names_at(data["prohibitedUnits"], path + ".prohibitedUnits");
        if (!names.empty()) {
            pugi::xml_node rule =
                c.add_rule("excludes", counted.subject,
                           message(import_text::rule_or_units).with("subject", as_given(counted.subject)).with("units", WmConversion::joined_names(names)));
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
            pugi::xml_node rule = c.add_rule("excludes", counted.subject, message(import_text::rule_or_upgrade).with("subject", as_given(counted.subject)));
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
            const std::string kind = unit_types.count(type)                                                 ? "troop type"
                                     : wm_magic_item_types.count(type)                                      ? "magic item"
                                     : (type.size() >= 5 && type.compare(type.size() - 5, 5, "Mount") == 0) ? "mount"
                                                                                                            : "";
            if (!kind.empty()) by_kind[kind].push_back(upgrade->id);
        }
        for (const auto& [kind, ids] : by_kind) {
            if (ids.size() < 2) continue;
            std::vector<std::string> sorted = ids;
            std::sort(sorted.begin(), sorted.end());
            if (!done.insert(kind + ":" + space_joined(sorted)).second) continue;
            const bool troop_type = kind == "troop type", magic_item = kind == "magic item";
            pugi::xml_node rule = c.add_rule("options-per-unit", "one " + kind,
                                             message(troop_type   ? import_text::rule_one_troop_type
                                                     : magic_item ? import_text::rule_one_magic_item
                                                                  : import_text::rule_one_mount));
            rule.append_attribute("options") = space_joined(ids).c_str();
            rule.append_attribute("max") = 1;
            write_localised(rule, "reading",
                            message(import_text::one_per_unit_reading)
                                .with("kind", nested(message(troop_type   ? import_text::kind_troop_type
                                                             : magic_item ? import_text::kind_magic_item
                                                                          : import_text::kind_mount))));
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
    if (generals.empty()) c.unmapped("$.units", message(import_text::no_general));
    else c.define_group("general", generals, message(import_text::general_group), message(import_text::general_reading));
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
        if (is_the_general) c.reading(message(import_text::said_general).with("unit", as_given(unit.name)));
        map_numeric_limits(c, data, unit.path, counted, is_the_general);
        map_word(c, data, unit.path, counted, true);
        map_word(c, data, unit.path, counted, false);
        Counted self{unit.name, c.group_of({unit.name}), {}, {}};
        map_relations(c, data, unit.path, self, excluded_pairs);
        if (data.contains("augendUnits")) {
            const std::vector<std::string> names = c.unit_names_at(data["augendUnits"], unit.path + ".augendUnits");
            if (!names.empty()) {
                pugi::xml_node rule =
                    c.add_rule("count-ratio", unit.name,
                               message(import_text::rule_one_per_others).with("unit", as_given(unit.name)).with("others", WmConversion::joined_names(names)));
                rule.append_attribute("group") = self.group.c_str();
                rule.append_attribute("of-group") = c.group_of(names).c_str();
                rule.append_attribute("max") = 1;
                write_localised(rule, "reading", message(import_text::augend_reading));
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
                pugi::xml_node rule = c.add_rule("requires", add_on, message(import_text::rule_only_with).with("upgrade", as_given(upgrade.name)));
                rule.append_attribute("option") = add_on.c_str();
                rule.append_attribute("needs-option") = upgrade.id.c_str();
                rule.append_attribute("scope") = "unit";
            }
        }
    }
    map_one_per_unit(c);
}

}  // namespace muster
