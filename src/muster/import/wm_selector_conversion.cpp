#include "muster/import/wm_selector_conversion.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "muster/import/import_messages.hpp"
#include "muster/text/joined_list.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/render.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

std::string text_member(const nlohmann::json& object, const char* key) {
    if (!object.is_object() || !object.contains(key) || !object[key].is_string()) return "";
    return object[key].get<std::string>();
}

bool flag_member(const nlohmann::json& object, const char* key) {
    return object.is_object() && object.contains(key) && object[key].is_boolean() && object[key].get<bool>();
}

long long integer_member(const nlohmann::json& object, const char* key, long long fallback) {
    if (!object.is_object() || !object.contains(key) || !object[key].is_number_integer()) return fallback;
    return object[key].get<long long>();
}

std::string id_from_name(const std::string& name) {
    const std::string key = search_key(name);
    std::string id;
    for (const char c : key) {
        const bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (word) id += c;
        else if (!id.empty() && id.back() != '-') id += '-';
    }
    while (!id.empty() && id.back() == '-') id.pop_back();
    return id.empty() ? "x" : id;
}

std::string json_key_path(const std::string& parent, const std::string& key) {
    std::string escaped;
    for (const char c : key) {
        if (c == '\'' || c == '\\') escaped += '\\';
        escaped += c;
    }
    return parent + "['" + escaped + "']";
}

std::string stat_text(const nlohmann::json& value, bool is_range) {
    std::string text;
    if (value.is_string()) text = value.get<std::string>();
    else if (value.is_number_integer()) text = std::to_string(value.get<long long>());
    else if (value.is_number()) text = value.dump();
    else return "-";
    if (text.empty()) return "-";
    if (!is_range) return text;
    // "2x40", "2×40cm", 30 → "2×40 cm", "30 cm"; anything else ("15+") as written.
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == 'x' && i > 0 && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
            std::isdigit(static_cast<unsigned char>(text[i + 1])))
            out += "×";
        else out += text[i];
    }
    if (out.size() > 2 && out.compare(out.size() - 2, 2, "cm") == 0) out.resize(out.size() - 2);
    while (!out.empty() && out.back() == ' ') out.pop_back();
    const bool measured = !out.empty() && std::isdigit(static_cast<unsigned char>(out.back()));
    return measured ? out + " cm" : out;
}

void write_localised(pugi::xml_node node, const char* attribute, const Message& text) { write_localised(node, attribute, MessageValue{nested(text)}); }

void write_localised(pugi::xml_node node, const char* attribute, const MessageValue& text) {
    const LocalisedName all = in_every_language([&](Language language) { return write_value(text, language); });
    node.append_attribute(attribute) = all.en.c_str();
    for (const auto& [language, translated] : all.translations)
        node.append_attribute((std::string(attribute) + "-" + language_code(language)).c_str()) = translated.c_str();
}

void append_localised_child(pugi::xml_node node, const char* child, const Message& text) {
    const LocalisedName all = in_every_language([&](Language language) { return render_message(text, language); });
    node.append_child(child).text() = all.en.c_str();  // the element form of write_localised: <text>, <text-fr> …
    for (const auto& [language, translated] : all.translations)
        node.append_child((std::string(child) + "-" + language_code(language)).c_str()).text() = translated.c_str();
}

WmConversion::WmConversion(const WmArmyFile& file, const WmSources& sources, const GameSystem& system)
    : file_(file), sources_(sources), system_(system), system_id_(system.id) {}

void WmConversion::unmapped(const std::string& json_path, Message why) { unmapped_.push_back({file_.path.string(), json_path, std::move(why)}); }

pugi::xml_node WmConversion::add_rule(const char* kind, const std::string& subject, const Message& name) {
    std::string id = std::string(kind) + "-" + id_from_name(subject);
    for (int n = 2; rule_ids_.count(id); ++n) id = std::string(kind) + "-" + id_from_name(subject) + "-" + std::to_string(n);
    rule_ids_.insert(id);
    pugi::xml_node rule = rules_node_.append_child(kind);
    rule.append_attribute("id") = id.c_str();
    write_localised(rule, "name", name);
    return rule;
}

int WmConversion::rule_count() const { return static_cast<int>(rule_ids_.size()); }

std::string WmConversion::group_of(const std::vector<std::string>& unit_names) {
    std::vector<std::string> ids;
    std::vector<std::string> names;
    std::unordered_set<std::string> seen;
    for (const std::string& name : unit_names)
        if (const WmUnit* u = unit(name)) {
            if (seen.insert(u->id).second) {
                ids.push_back(u->id);
                names.push_back(u->name);
            }
        }
    std::vector<std::string> key_ids = ids;
    std::sort(key_ids.begin(), key_ids.end());
    std::string key;
    for (const std::string& id : key_ids) key += id + " ";
    if (const auto found = group_by_members_.find(key); found != group_by_members_.end()) return found->second;
    std::string id = ids.size() == 1 ? ids.front() : ids.front() + "-and-others";
    for (int n = 2; group_ids_.count(id); ++n) id = (ids.size() == 1 ? ids.front() : ids.front() + "-and-others") + "-" + std::to_string(n);
    group_ids_.insert(id);
    group_by_members_[key] = id;
    pugi::xml_node group = groups_node_.append_child("group");
    group.append_attribute("id") = id.c_str();
    write_localised(group, "name", joined_names(names));
    std::string members;
    for (const std::string& m : ids) members += (members.empty() ? "" : " ") + m;
    group.append_attribute("units") = members.c_str();
    if (ids.size() > 1) write_localised(group, "reading", message(import_text::homologous_reading));
    return id;
}

void WmConversion::define_group(const std::string& id, const std::vector<std::string>& unit_names, const Message& name, const Message& reading) {
    std::vector<std::string> ids;
    for (const std::string& n : unit_names)
        if (const WmUnit* u = unit(n)) ids.push_back(u->id);
    std::vector<std::string> key_ids = ids;
    std::sort(key_ids.begin(), key_ids.end());
    std::string key;
    for (const std::string& i : key_ids) key += i + " ";
    group_by_members_.emplace(key, id);
    group_ids_.insert(id);
    pugi::xml_node group = groups_node_.append_child("group");
    group.append_attribute("id") = id.c_str();
    write_localised(group, "name", name);
    std::string members;
    for (const std::string& m : ids) members += (members.empty() ? "" : " ") + m;
    group.append_attribute("units") = members.c_str();
    write_localised(group, "reading", reading);
}

MessageValue WmConversion::joined_names(const std::vector<std::string>& names) {
    std::vector<MessageValue> items;
    items.reserve(names.size());
    for (const std::string& name : names) items.emplace_back(VerbatimValue{name});
    return joined_list(std::move(items), import_text::names_next, import_text::names_and);
}

namespace {

// The position of the first element named `name`, the index first brought up to date with the
// elements added since (names never change once added): a lookup costs the same among 16,000.
template <class Named>
Named* first_named(std::vector<Named>& all, std::unordered_map<std::string, std::size_t>& index, std::size_t& indexed, const std::string& name) {
    for (; indexed < all.size(); ++indexed) index.emplace(all[indexed].name, indexed);
    const auto found = index.find(name);
    return found == index.end() ? nullptr : &all[found->second];
}

}  // namespace

WmUnit* WmConversion::unit(const std::string& name) { return first_named(units_, unit_by_name_, units_indexed_, name); }

WmUpgrade* WmConversion::upgrade(const std::string& name) { return first_named(upgrades_, upgrade_by_name_, upgrades_indexed_, name); }

std::vector<std::string> WmConversion::unit_names_at(const nlohmann::json& list, const std::string& json_path) {
    std::vector<std::string> names;
    if (!list.is_array()) {
        unmapped(json_path, message(import_text::unit_names_expected));
        return names;
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string path = json_path + "[" + std::to_string(i) + "]";
        if (!list[i].is_string() || !unit(list[i].get<std::string>()))
            unmapped(path, message(import_text::not_a_unit).with("name", VerbatimValue{list[i].is_string() ? list[i].get<std::string>() : list[i].dump()}));
        else names.push_back(list[i].get<std::string>());
    }
    return names;
}

std::vector<std::string> WmConversion::upgrade_ids_at(const nlohmann::json& list, const std::string& json_path) {
    std::vector<std::string> ids;
    if (!list.is_array()) {
        unmapped(json_path, message(import_text::upgrade_names_expected));
        return ids;
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string path = json_path + "[" + std::to_string(i) + "]";
        const WmUpgrade* u = list[i].is_string() ? upgrade(list[i].get<std::string>()) : nullptr;
        if (!u || u->users.empty())
            unmapped(path, message(import_text::not_takeable).with("name", VerbatimValue{list[i].is_string() ? list[i].get<std::string>() : list[i].dump()}));
        else ids.push_back(u->id);
    }
    return ids;
}

std::string WmConversion::special_rule_id(const std::string& name) {
    const std::string id = id_from_name(name);
    special_rule_names_.emplace(id, name);
    return id;
}

void WmConversion::read_army_keys() {
    static const std::set<std::string> known = {"name",  "version",           "group", "order", "units", "upgrades", "specialRules", "armyRules", "spells",
                                                "magic", "upgradeConstraints"};
    for (const auto& [key, value] : army().items())
        if (!known.count(key)) unmapped("$." + key, message(import_text::unknown_key));
    if (army().contains("name") && !army()["name"].is_string()) unmapped("$.name", message(import_text::name_not_text));
    if (army().contains("version") && !army()["version"].is_string()) unmapped("$.version", message(import_text::expected_text));
    if (army().contains("magic") && !army()["magic"].is_boolean()) unmapped("$.magic", message(import_text::expected_flag));
    name_ = text_member(army(), "name");
    if (name_.empty()) name_ = file_.path.stem().string();
    const std::string version = text_member(army(), "version");
    std::string stem = id_from_name(file_.path.stem().string());
    if (stem.rfind("the-", 0) == 0) stem = stem.substr(4);
    const std::string prefix = version == "Warmaster Medieval Armies" || version.empty() ? "wmm" : id_from_name(wm_version_key(version));
    faction_id_ = prefix + "-" + stem;

    pugi::xml_node declaration = doc_.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    faction_ = doc_.append_child("faction");
    faction_.append_attribute("id") = faction_id_.c_str();
    faction_.append_attribute("system") = system_id_.c_str();
    faction_.append_attribute("revision") = 1;
    faction_.append_attribute("name") = name_.c_str();
    append_localised_child(faction_, "source",
                           message(import_text::source_note)
                               .with("file", VerbatimValue{file_.path.filename().string()})
                               .with("version", version.empty() ? MessageValue{nested(message(import_text::no_version))} : VerbatimValue{version}));
    army_rules_node_ = faction_.append_child("army-rules");
    special_rules_node_ = faction_.append_child("special-rules");
    tables_node_ = faction_.append_child("tables");
    units_node_ = faction_.append_child("units");
    groups_node_ = faction_.append_child("groups");
    rules_node_ = faction_.append_child("rules");
}

void WmConversion::finish() {
    for (pugi::xml_node* node : {&army_rules_node_, &special_rules_node_, &tables_node_, &groups_node_, &rules_node_})
        if (!node->first_child()) faction_.remove_child(*node);
}

void WmConversion::run() {
    read_army_keys();
    map_units_and_options(*this);
    map_limits(*this);
    map_siege_capabilities(*this);
    map_texts(*this);
    finish();
}

}  // namespace muster
