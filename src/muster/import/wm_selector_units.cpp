// Units and their upgrades: profiles in the system's layouts, costs, options that change the
// profile (a mounted upgrade prints as cavalry), upgrades added by constraints and add-ons.
#include <algorithm>
#include <cmath>
#include <set>
#include <string_view>

#include <nlohmann/json.hpp>

#include "muster/import/wm_selector_conversion.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/import/import_messages.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/text/numbers.hpp"

namespace muster {

namespace {

const std::set<std::string> character_types = {"General", "Hero", "Leader", "Wizard", "Subordinate", "Général", "Héros", "Sorcier"};
const std::set<std::string> special_types = {"Special", "Spécial", "Amélioration", "Option"};

// Source key → Muster column, in print order per layout.
struct Column {
    const char* key;
    const char* stat;
};
const std::vector<Column> unit_columns = {{"type", "type"}, {"attack", "attacks"}, {"range", "range"},
                                          {"hits", "hits"}, {"armour", "armour"},  {"size", "size"}};
const std::vector<Column> character_columns = {{"type", "type"}, {"attack", "attacks"}, {"command", "command"}, {"size", "size"}};
const std::vector<std::string> stat_keys = {"type", "attack", "range", "hits", "armour", "command", "size"};

bool is_mount_type(const std::string& type) { return type.size() >= 5 && type.compare(type.size() - 5, 5, "Mount") == 0; }

// A price as the source writes it: a number, or text spelling one ("+10", "-5"); nothing for
// anything else or beyond ±max_army_points, so no cost reaches the list unbounded.
std::optional<double> points_of(const nlohmann::json& value) {
    std::optional<double> points;
    if (value.is_number()) {
        points = value.get<double>();
    } else if (value.is_string()) {
        std::string_view text = value.get_ref<const std::string&>();
        if (!text.empty() && text.front() == '+') text.remove_prefix(1);
        points = parse_number(text);
    }
    if (!points || !std::isfinite(*points) || std::fabs(*points) > max_army_points) return std::nullopt;
    return points;
}

std::string stat_number(double value) {
    return value == std::floor(value) ? std::to_string(static_cast<long long>(value)) : write_amount(value, Language::english);
}

// "8" with "+1" → "9"; "+2" with "+1" → "+3"; otherwise the modifier as written.
std::string modified(const std::string& base, const std::string& change) {
    if (change.empty() || (change.front() != '+' && change.front() != '-')) return change;
    const std::optional<double> delta = points_of(change);
    const std::optional<double> start = points_of(base);
    if (!delta || !start) return change;
    const double result = *start + *delta;
    return (base.front() == '+' && result >= 0 ? "+" : "") + stat_number(result);
}

void sort_by_order(std::vector<std::pair<std::string, const nlohmann::json*>>& items) {
    auto order_of = [](const nlohmann::json* j) {
        const nlohmann::json& o = j->contains("order") ? (*j)["order"] : nlohmann::json();
        return o.is_number() ? o.get<double>() : 1e9;
    };
    std::stable_sort(items.begin(), items.end(), [&](const auto& a, const auto& b) { return order_of(a.second) < order_of(b.second); });
}

const std::set<std::string> unit_keys = {"order",
                                         "type",
                                         "attack",
                                         "range",
                                         "hits",
                                         "armour",
                                         "command",
                                         "size",
                                         "points",
                                         "min",
                                         "max",
                                         "armyMin",
                                         "armyMax",
                                         "specialRules",
                                         "upgrades",
                                         "noCount",
                                         "noMagic",
                                         "noUpgrades",
                                         "homologousUnits",
                                         "requiredUnits",
                                         "requiredUpgrades",
                                         "prohibitedUnits",
                                         "augendUnits"};
const std::set<std::string> upgrade_keys = {"order",
                                            "type",
                                            "attack",
                                            "range",
                                            "hits",
                                            "armour",
                                            "command",
                                            "size",
                                            "points",
                                            "pointsValue",
                                            "max",
                                            "min",
                                            "armyMax",
                                            "armyMin",
                                            "specialRules",
                                            "requiredUnits",
                                            "requiredUpgrades",
                                            "prohibitedUpgrades",
                                            "prohibitedUnits",
                                            "addOnUpgrades",
                                            "homologousUpgrades",
                                            "text"};

void check_keys(WmConversion& c, const nlohmann::json& item, const std::string& path, const std::set<std::string>& known) {
    for (const auto& [key, value] : item.items())
        if (!known.count(key)) c.unmapped(path + "." + key, message(import_text::unknown_key));
}

// Values of the wrong JSON type are named rather than read as nothing.
void check_types(WmConversion& c, const nlohmann::json& item, const std::string& path) {
    enum Kind { text_or_number, list, flag, text };
    static const std::vector<std::pair<const char*, Kind>> kinds = {{"type", text},
                                                                    {"attack", text_or_number},
                                                                    {"range", text_or_number},
                                                                    {"hits", text_or_number},
                                                                    {"armour", text_or_number},
                                                                    {"command", text_or_number},
                                                                    {"size", text_or_number},
                                                                    {"pointsValue", text},
                                                                    {"specialRules", list},
                                                                    {"upgrades", list},
                                                                    {"homologousUnits", list},
                                                                    {"homologousUpgrades", list},
                                                                    {"requiredUnits", list},
                                                                    {"requiredUpgrades", list},
                                                                    {"prohibitedUnits", list},
                                                                    {"prohibitedUpgrades", list},
                                                                    {"augendUnits", list},
                                                                    {"addOnUpgrades", list},
                                                                    {"noCount", flag},
                                                                    {"noMagic", flag},
                                                                    {"noUpgrades", flag},
                                                                    {"text", list}};
    for (const auto& [key, kind] : kinds) {
        if (!item.contains(key)) continue;
        const nlohmann::json& value = item[key];
        const bool ok = kind == text             ? value.is_string()
                        : kind == text_or_number ? (value.is_string() || value.is_number())
                        : kind == list           ? value.is_array()
                                                 : value.is_boolean();
        if (!ok)
            c.unmapped(path + "." + key, message(kind == text             ? import_text::expected_text
                                                 : kind == text_or_number ? import_text::expected_text_or_number
                                                 : kind == list           ? import_text::expected_list
                                                                          : import_text::expected_flag));
    }
}

void add_stat(pugi::xml_node parent, const char* stat, const std::string& value) {
    pugi::xml_node node = parent.append_child("stat");
    node.append_attribute("ref") = stat;
    node.append_attribute("value") = value.empty() ? "-" : value.c_str();
}

// Every upgrade the army can use: its own, and the magic items when "magic" is set.
void collect_upgrades(WmConversion& c, std::vector<const nlohmann::json*>& constraints, std::vector<std::string>& constraint_paths) {
    const nlohmann::json& army = c.army();
    std::vector<std::pair<std::string, const nlohmann::json*>> items;
    std::map<std::string, std::string> paths;
    if (army.contains("upgrades")) {
        if (!army["upgrades"].is_object()) c.unmapped("$.upgrades", message(import_text::upgrades_not_object));
        else
            for (const auto& [name, data] : army["upgrades"].items()) {
                items.emplace_back(name, &data);
                paths[name] = json_key_path("$.upgrades", name);
            }
    }
    if (army.contains("upgradeConstraints")) {
        const nlohmann::json& list = army["upgradeConstraints"];
        for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
            constraints.push_back(&list[i]);
            constraint_paths.push_back("$.upgradeConstraints[" + std::to_string(i) + "]");
        }
        if (!list.is_array()) c.unmapped("$.upgradeConstraints", message(import_text::constraints_not_list));
    }
    if (flag_member(army, "magic")) {
        const std::string key = wm_version_key(text_member(army, "version"));
        const auto found = c.sources().magic_items.find(key);
        if (found == c.sources().magic_items.end()) {
            c.unmapped("$.magic", message(import_text::no_magic_file).with("key", VerbatimValue{key}));
        } else {
            const nlohmann::json& magic = found->second;
            const std::string base = "magic-items " + key;
            if (magic.contains("upgrades") && magic["upgrades"].is_object())
                for (const auto& [name, data] : magic["upgrades"].items())
                    if (!paths.count(name)) {
                        items.emplace_back(name, &data);
                        paths[name] = json_key_path(base + " $.upgrades", name);
                    }
            if (magic.contains("upgradeConstraints") && magic["upgradeConstraints"].is_array())
                for (std::size_t i = 0; i < magic["upgradeConstraints"].size(); ++i) {
                    constraints.push_back(&magic["upgradeConstraints"][i]);
                    constraint_paths.push_back(base + " $.upgradeConstraints[" + std::to_string(i) + "]");
                }
        }
    }
    sort_by_order(items);
    std::set<std::string> ids;
    for (const auto& [name, data] : items) {
        WmUpgrade upgrade;
        upgrade.name = name;
        upgrade.id = id_from_name(name);
        for (int n = 2; ids.count(upgrade.id); ++n) upgrade.id = id_from_name(name) + "-" + std::to_string(n);
        ids.insert(upgrade.id);
        upgrade.path = paths[name];
        upgrade.data = data;
        if (!data->is_object()) {
            c.unmapped(upgrade.path, message(import_text::upgrade_not_object));
            continue;
        }
        check_keys(c, *data, upgrade.path, upgrade_keys);
        check_types(c, *data, upgrade.path);
        c.upgrades().push_back(std::move(upgrade));
    }
}

bool constraint_matches(const nlohmann::json& constraint, const nlohmann::json& unit) {
    auto listed = [](const nlohmann::json& list, const nlohmann::json& value) {
        if (!list.is_array()) return false;
        for (const nlohmann::json& v : list)
            if (v == value) return true;
        return false;
    };
    if (!listed((constraint.contains("unitType") ? constraint["unitType"] : nlohmann::json::array()),
                (unit.contains("type") ? unit["type"] : nlohmann::json())))
        return false;
    const nlohmann::json dash = "-";
    if (constraint.contains("unitArmour") && !listed(constraint["unitArmour"], unit.contains("armour") ? unit["armour"] : dash)) return false;
    if (constraint.contains("unitHits") && !listed(constraint["unitHits"], unit.contains("hits") ? unit["hits"] : dash)) return false;
    if (flag_member(unit, "noUpgrades")) return false;
    if (flag_member(unit, "noMagic") && flag_member(constraint, "magic")) return false;
    return true;
}

void write_option(WmConversion& c, WmUnit& unit, WmUpgrade& upgrade) {
    const nlohmann::json& data = *upgrade.data;
    const nlohmann::json& unit_data = *unit.data;
    const std::string path = upgrade.path;
    // Price: a number, or (pointsValue) a table keyed by one of the unit's stats.
    std::optional<double> points;
    if (data.contains("pointsValue")) {
        if (!data["pointsValue"].is_string()) {
            c.unmapped(path + ".pointsValue", message(import_text::points_value));
            return;
        }
        const std::string stat = data["pointsValue"].get<std::string>();
        const std::string key = unit_data.contains(stat) ? stat_text(unit_data[stat], false) : "-";
        if (data.contains("points") && data["points"].is_object() && data["points"].contains(key)) points = points_of(data["points"][key]);
        if (!points) {
            c.unmapped(
                path + ".points",
                message(import_text::no_price).with("stat", VerbatimValue{stat}).with("value", VerbatimValue{key}).with("unit", VerbatimValue{unit.name}));
            return;
        }
    } else {
        points = points_of(data.value("points", nlohmann::json(0)));
        if (!points) {
            c.unmapped(path + ".points", message(import_text::option_points).with("least", IntegerValue{-100000}).with("most", IntegerValue{100000}));
            return;
        }
    }
    upgrade.users.push_back(unit.name);
    pugi::xml_node option = unit.node.append_child("option");
    option.append_attribute("id") = upgrade.id.c_str();
    option.append_attribute("name") = upgrade.name.c_str();
    option.append_attribute("points") = stat_number(*points).c_str();

    const std::string type = text_member(data, "type");
    bool has_stats = false;
    for (const std::string& key : stat_keys)
        if (key != "type" && data.contains(key)) has_stats = true;
    const bool replaces = has_stats && !special_types.count(type) && !wm_magic_item_types.count(type) && !is_mount_type(type);
    const std::vector<Column>& columns = unit.character ? character_columns : unit_columns;
    if (replaces) {
        // A new profile: every column of the unit's layout from the upgrade, "-" where it gives none.
        option.append_attribute("rules") = "replace";
        for (const Column& column : columns) {
            const std::string value = std::string(column.key) == "type" ? type
                                      : data.contains(column.key)       ? stat_text(data[column.key], std::string(column.key) == "range")
                                                                        : "-";
            add_stat(option, column.stat, value);
        }
    } else if (has_stats) {
        for (const Column& column : columns)
            if (std::string(column.key) != "type" && data.contains(column.key)) {
                const std::string base = unit_data.contains(column.key) ? stat_text(unit_data[column.key], false) : "";
                const std::string change = stat_text(data[column.key], std::string(column.key) == "range");
                add_stat(option, column.stat, modified(base, change));
            }
    }
    // A value the unit's layout has no column for (a dragon's breath range on a character) is kept in words.
    std::string extra;
    for (const std::string& key : stat_keys)
        if (key != "type" && data.contains(key) && std::none_of(columns.begin(), columns.end(), [&](const Column& col) { return key == col.key; })) {
            extra += (extra.empty() ? "" : ", ") + key + " " + stat_text(data[key], key == "range");
            c.reading(message(import_text::said_option_extra)
                          .with("upgrade", VerbatimValue{upgrade.name})
                          .with("unit", VerbatimValue{unit.name})
                          .with("key", VerbatimValue{key})
                          .with("profile", nested(message(unit.character ? import_text::character_profile : import_text::unit_profile))));
        }
    if (data.contains("specialRules") && data["specialRules"].is_array())
        for (const nlohmann::json& rule : data["specialRules"])
            if (rule.is_string()) option.append_child("grants").append_attribute("rule") = c.special_rule_id(rule.get<std::string>()).c_str();
    // A rule named after the upgrade carries its text (wm-selector prints it when the upgrade is used).
    if (c.army().contains("specialRules") && c.army()["specialRules"].contains(upgrade.name))
        option.append_child("grants").append_attribute("rule") = c.special_rule_id(upgrade.name).c_str();
    std::string note = extra.empty() ? "" : "Profile: " + extra + ".";
    if (data.contains("text") && data["text"].is_array())
        for (const nlohmann::json& line : data["text"])
            if (line.is_string()) note += (note.empty() ? "" : "\n") + line.get<std::string>();
    if (!note.empty()) option.append_child("note").text() = note.c_str();
}

}  // namespace

void map_units_and_options(WmConversion& c) {
    std::vector<const nlohmann::json*> constraints;
    std::vector<std::string> constraint_paths;
    collect_upgrades(c, constraints, constraint_paths);

    std::vector<std::pair<std::string, const nlohmann::json*>> items;
    for (const auto& [name, data] : c.army()["units"].items()) items.emplace_back(name, &data);
    sort_by_order(items);
    std::set<std::string> ids;
    for (const auto& [name, data] : items) {
        WmUnit unit;
        unit.name = name;
        unit.path = json_key_path("$.units", name);
        unit.data = data;
        if (!data->is_object()) {
            c.unmapped(unit.path, message(import_text::unit_not_object));
            continue;
        }
        unit.id = id_from_name(name);
        for (int n = 2; ids.count(unit.id); ++n) unit.id = id_from_name(name) + "-" + std::to_string(n);
        ids.insert(unit.id);
        check_keys(c, *data, unit.path, unit_keys);
        check_types(c, *data, unit.path);
        const std::string type = text_member(*data, "type");
        unit.character = character_types.count(type) || (data->contains("command") && !data->contains("hits"));
        if (data->contains("upgrades") && (*data)["upgrades"].is_array())
            for (std::size_t i = 0; i < (*data)["upgrades"].size(); ++i) {
                const nlohmann::json& u = (*data)["upgrades"][i];
                if (u.is_string() && c.upgrade(u.get<std::string>())) unit.upgrades.push_back(u.get<std::string>());
                else
                    c.unmapped(unit.path + ".upgrades[" + std::to_string(i) + "]",
                               message(import_text::not_an_upgrade).with("name", VerbatimValue{u.is_string() ? u.get<std::string>() : u.dump()}));
            }
        for (std::size_t k = 0; k < constraints.size(); ++k)
            if (constraints[k]->is_object() && constraint_matches(*constraints[k], *data) && (*constraints[k]).contains("upgrades"))
                for (const nlohmann::json& u : (*constraints[k])["upgrades"]) {
                    if (!u.is_string() || !c.upgrade(u.get<std::string>())) {
                        c.unmapped(constraint_paths[k] + ".upgrades", message(import_text::not_an_upgrade).with("name", VerbatimValue{u.dump()}));
                        continue;
                    }
                    if (std::find(unit.upgrades.begin(), unit.upgrades.end(), u.get<std::string>()) == unit.upgrades.end())
                        unit.upgrades.push_back(u.get<std::string>());
                }
        c.units().push_back(std::move(unit));
    }
    // Add-on upgrades become available on every unit that can take the upgrade they hang on.
    for (WmUnit& unit : c.units())
        for (std::size_t i = 0; i < unit.upgrades.size(); ++i) {
            const WmUpgrade* parent = c.upgrade(unit.upgrades[i]);
            if (!parent || !parent->data->contains("addOnUpgrades")) continue;
            for (const nlohmann::json& add_on : (*parent->data)["addOnUpgrades"])
                if (add_on.is_string() && c.upgrade(add_on.get<std::string>()) &&
                    std::find(unit.upgrades.begin(), unit.upgrades.end(), add_on.get<std::string>()) == unit.upgrades.end())
                    unit.upgrades.push_back(add_on.get<std::string>());
        }

    for (WmUnit& unit : c.units()) {
        const nlohmann::json& data = *unit.data;
        unit.node = c.units_node().append_child("unit");
        unit.node.append_attribute("id") = unit.id.c_str();
        unit.node.append_attribute("name") = unit.name.c_str();
        const std::optional<double> points = points_of(data.value("points", nlohmann::json(0)));
        if (!points || *points < 0)
            c.unmapped(unit.path + ".points", message(import_text::unit_points).with("least", IntegerValue{0}).with("most", IntegerValue{100000}));
        unit.node.append_attribute("points") = stat_number(points.value_or(0) < 0 ? 0 : points.value_or(0)).c_str();
        unit.node.append_attribute("layout") = unit.character ? "character" : "unit";
        if (flag_member(data, "noCount")) unit.node.append_attribute("counted") = "false";
        const std::vector<Column>& columns = unit.character ? character_columns : unit_columns;
        for (const Column& column : columns)
            add_stat(unit.node, column.stat, data.contains(column.key) ? stat_text(data[column.key], std::string(column.key) == "range") : "-");
        std::string extra;
        for (const std::string& key : stat_keys)
            if (data.contains(key) && std::none_of(columns.begin(), columns.end(), [&](const Column& col) { return key == col.key; })) {
                extra += (extra.empty() ? "" : ", ") + key + " " + stat_text(data[key], key == "range");
                c.reading(message(import_text::said_unit_extra)
                              .with("unit", VerbatimValue{unit.name})
                              .with("key", VerbatimValue{key})
                              .with("profile", nested(message(unit.character ? import_text::character_profile : import_text::unit_profile))));
            }
        if (data.contains("specialRules") && data["specialRules"].is_array())
            for (const nlohmann::json& rule : data["specialRules"])
                if (rule.is_string()) unit.node.append_child("special").append_attribute("rule") = c.special_rule_id(rule.get<std::string>()).c_str();
        if (c.army().contains("specialRules") && c.army()["specialRules"].contains(unit.name))
            unit.node.append_child("special").append_attribute("rule") = c.special_rule_id(unit.name).c_str();
        if (!extra.empty()) unit.note = "Profile: " + extra + ".";
    }
    for (WmUnit& unit : c.units()) {
        for (const std::string& name : unit.upgrades) write_option(c, unit, *c.upgrade(name));
        if (!unit.note.empty()) unit.node.append_child("note").text() = unit.note.c_str();
    }
    for (const WmUpgrade& upgrade : c.upgrades())
        if (upgrade.users.empty() && upgrade.path.rfind("$.", 0) == 0) c.unmapped(upgrade.path, message(import_text::unused_upgrade));
}

}  // namespace muster
