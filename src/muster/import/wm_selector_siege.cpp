// What the siege planner needs of an imported army: which units are gunpowder artillery, and
// the list's siege relaxations (seed 000, lines 72-87): compulsory minimums of cavalry, chariots
// and pikes lifted; the most common infantry unlimited when no infantry is.
#include <algorithm>
#include <regex>
#include <unordered_map>
#include <set>

#include <nlohmann/json.hpp>

#include "muster/import/import_messages.hpp"
#include "muster/import/wm_selector_conversion.hpp"
#include "muster/util/utf8.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

const std::set<std::string> artillery_types = {"Artillery", "Artillerie"};
const std::set<std::string> mounted_types = {"Cavalry", "Cavalerie", "Chariot", "Char"};
const std::set<std::string> infantry_types = {"Infantry", "Infantrie", "Infanterie"};

bool has_rule(const nlohmann::json& data, const std::string& name) {
    if (!data.contains("specialRules") || !data["specialRules"].is_array()) return false;
    for (const nlohmann::json& rule : data["specialRules"])
        if (rule.is_string() && search_key(rule.get<std::string>()) == search_key(name)) return true;
    return false;
}

bool is_pike(const WmUnit& unit) {
    return has_rule(*unit.data, "Pikemen") || has_rule(*unit.data, "Pike") || search_key(unit.name).find("pike") != std::string::npos;
}

// The unit limits setting a maximum, by the group they limit: looked up once per unit, so an
// army of 16,000 units costs 16,000 lookups, not 16,000 scans of 16,000 rules.
std::unordered_map<std::string, std::vector<pugi::xml_node>> maximums_by_group(pugi::xml_node rules) {
    std::unordered_map<std::string, std::vector<pugi::xml_node>> out;
    for (pugi::xml_node rule : rules.children("unit-limit"))
        if (rule.attribute("max")) out[rule.attribute("group").value()].push_back(rule);
    return out;
}

void add_capability(WmUnit& unit, const std::string& capability_id) {
    pugi::xml_node before = unit.node.child("option");
    pugi::xml_node capability = before ? unit.node.insert_child_before("capability", before) : unit.node.append_child("capability");
    capability.append_attribute("ref") = capability_id.c_str();
}

// A system that names the units of each capability (the Fantasy chapter's cannons and heavy
// artillery, 000:1441-1461) marks exactly those, by army and unit name in any of the lists' languages.
bool mark_named_capabilities(WmConversion& c) {
    bool named_any = false;
    const std::string army = search_key(text_member(c.army(), "name"));
    for (const Capability& capability : c.system().capabilities) {
        if (capability.imported_units.empty()) continue;
        named_any = true;
        for (WmUnit& unit : c.units()) {
            const std::string unit_key = search_key(unit.name);
            const bool listed = std::any_of(capability.imported_units.begin(), capability.imported_units.end(), [&](const auto& named) {
                return search_key(named.second) == unit_key && (named.first.empty() || search_key(named.first) == army);
            });
            if (listed) add_capability(unit, capability.id);
        }
    }
    return named_any;
}

void mark_gunpowder(WmConversion& c) {
    if (mark_named_capabilities(c)) return;
    static const std::regex gunpowder_name("cannon|bombard|culverin|ribaud|serpentine|\\bguns?\\b", std::regex::icase);
    for (WmUnit& unit : c.units()) {
        if (!artillery_types.count(text_member(*unit.data, "type"))) continue;
        const bool named = std::regex_search(unit.name, gunpowder_name) || has_rule(*unit.data, "Cannon");
        const bool slow = has_rule(*unit.data, "Slow");
        if (!named && !slow) continue;
        add_capability(unit, "gunpowder-artillery");
        if (!named) c.reading(message(import_text::said_gunpowder).with("unit", VerbatimValue{unit.name}));
    }
}

void relax_for_sieges(WmConversion& c) {
    pugi::xml_node rules = c.faction_node().child("rules");
    std::unordered_map<std::string, std::vector<pugi::xml_node>> groups_by_id;
    for (pugi::xml_node group : c.faction_node().child("groups").children("group")) groups_by_id[group.attribute("id").value()].push_back(group);
    std::unordered_map<std::string, std::vector<const WmUnit*>> units_by_id;
    for (const WmUnit& u : c.units()) units_by_id[u.id].push_back(&u);
    // Compulsory minimums of cavalry, chariots and pikes count as unlimited in a siege.
    for (pugi::xml_node rule : rules.children("unit-limit")) {
        if (!rule.attribute("min")) continue;
        std::vector<const WmUnit*> units;
        if (const auto groups = groups_by_id.find(rule.attribute("group").value()); groups != groups_by_id.end())
            for (pugi::xml_node group : groups->second)
                for (const std::string& id : split_words(group.attribute("units").value()))
                    if (const auto found = units_by_id.find(id); found != units_by_id.end())
                        units.insert(units.end(), found->second.begin(), found->second.end());
        if (units.empty()) continue;
        const bool all_relaxed =
            std::all_of(units.begin(), units.end(), [](const WmUnit* u) { return mounted_types.count(text_member(*u->data, "type")) || is_pike(*u); });
        const bool some_relaxed =
            std::any_of(units.begin(), units.end(), [](const WmUnit* u) { return mounted_types.count(text_member(*u->data, "type")) || is_pike(*u); });
        if (all_relaxed) {
            rule.append_attribute("siege-relaxed") = "true";
        } else if (some_relaxed) {
            // A minimum of foot and mounted units: in a siege the foot must be taken.
            std::vector<std::string> foot;
            for (const WmUnit* u : units)
                if (infantry_types.count(text_member(*u->data, "type"))) foot.push_back(u->name);
            if (foot.empty()) {
                c.reading(message(import_text::said_mixed_minimum).with("rule", VerbatimValue{rule.attribute("id").value()}));
                continue;
            }
            rule.append_attribute("siege-group") = c.group_of(foot).c_str();
            write_localised(rule, "siege-reading", message(import_text::siege_foot_reading).with("units", WmConversion::joined_names(foot)));
            rule.append_attribute("sources") = "000:75-77";  // the siege rules: the infantry is taken
            c.reading(message(import_text::said_mixed_minimum_foot)
                          .with("rule", VerbatimValue{rule.attribute("id").value()})
                          .with("units", WmConversion::joined_names(foot)));
        }
    }
    // A minimum of infantry that an option turns into cavalry (Men-at-Arms, mounted): in a siege
    // the units that took it do not count.
    for (pugi::xml_node rule : rules.children("unit-limit")) {
        if (!rule.attribute("min") || rule.attribute("siege-relaxed")) continue;
        std::vector<std::string> mounted_options, mounted_names;
        for (pugi::xml_node group : c.faction_node().child("groups").children("group"))
            if (std::string(group.attribute("id").value()) == rule.attribute("group").value())
                for (const std::string& id : split_words(group.attribute("units").value()))
                    for (const WmUnit& u : c.units()) {
                        if (u.id != id || !infantry_types.count(text_member(*u.data, "type"))) continue;
                        for (pugi::xml_node option : u.node.children("option"))
                            for (pugi::xml_node stat : option.children("stat"))
                                if (std::string(stat.attribute("ref").value()) == "type" && mounted_types.count(stat.attribute("value").value()) &&
                                    std::find(mounted_options.begin(), mounted_options.end(), option.attribute("id").value()) == mounted_options.end()) {
                                    mounted_options.push_back(option.attribute("id").value());
                                    mounted_names.push_back(option.attribute("name").value());
                                }
                    }
        if (mounted_options.empty()) continue;
        std::string words;
        for (const std::string& id : mounted_options) words += (words.empty() ? "" : " ") + id;
        rule.append_attribute("siege-not-options") = words.c_str();
        write_localised(rule, "siege-reading", message(import_text::siege_not_mounted_reading).with("options", WmConversion::joined_names(mounted_names)));
        rule.append_attribute("sources") = "000:75-77";
        c.reading(message(import_text::said_not_mounted)
                      .with("rule", VerbatimValue{rule.attribute("id").value()})
                      .with("options", WmConversion::joined_names(mounted_names)));
    }
    // No infantry unlimited: the most common infantry (highest maximum per 1,000 pts) counts as unlimited.
    std::vector<const WmUnit*> infantry;
    for (const WmUnit& unit : c.units())
        if (!unit.character && infantry_types.count(text_member(*unit.data, "type"))) infantry.push_back(&unit);
    if (infantry.empty()) return;
    const bool some_unlimited =
        std::any_of(infantry.begin(), infantry.end(), [](const WmUnit* u) { return !u->data->contains("max") && !u->data->contains("armyMax"); });
    if (some_unlimited) return;
    long long highest = -1;
    for (const WmUnit* u : infantry) highest = std::max(highest, integer_member(*u->data, "max", -1));
    if (highest < 0) return;
    std::vector<std::string> lifted;
    const auto maximums = maximums_by_group(rules);
    for (const WmUnit* u : infantry) {
        if (integer_member(*u->data, "max", -1) != highest) continue;
        if (const auto limits = maximums.find(c.group_of({u->name})); limits != maximums.end())
            for (pugi::xml_node rule : limits->second) rule.append_attribute("siege-relaxed") = "true";
        lifted.push_back(u->name);
    }
    Message lifted_reading = message(import_text::said_infantry_unlimited);
    lifted_reading.count = static_cast<long long>(lifted.size());
    c.reading(lifted_reading.with("units", WmConversion::joined_names(lifted)).with("n", IntegerValue{highest}).with("points", PointsValue{1000}));
}

}  // namespace

void map_siege_capabilities(WmConversion& c) {
    mark_gunpowder(c);
    relax_for_sieges(c);
}

}  // namespace muster
