// Texts: special rules (the army's own text, else the special-rules file of its version),
// spells as a table, army rules, and the exclusions a rule's text states ("Skirmishers cannot
// carry stakes").
#include <algorithm>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "muster/import/wm_selector_conversion.hpp"
#include "muster/import/import_messages.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

std::string joined_text(const nlohmann::json& lines) {
    std::string text;
    if (lines.is_string()) return lines.get<std::string>();
    if (!lines.is_array()) return text;
    for (const nlohmann::json& line : lines)
        if (line.is_string()) text += (text.empty() ? "" : "\n") + line.get<std::string>();
    return text;
}

// A rule's text in one army file, or "".
std::string own_text(const nlohmann::json& army, const std::string& name) {
    if (!army.contains("specialRules") || !army["specialRules"].is_object() || !army["specialRules"].contains(name)) return "";
    const nlohmann::json& rule = army["specialRules"][name];
    return rule.is_object() && rule.contains("text") ? joined_text(rule["text"]) : "";
}

// A rule's text in the special-rules file of the army's version, or "".
std::string file_text(WmConversion& c, const std::string& name) {
    const auto file = c.sources().special_rules.find(wm_version_key(text_member(c.army(), "version")));
    if (file == c.sources().special_rules.end() || !file->second.contains(name) || !file->second[name].is_object() || !file->second[name].contains("text"))
        return "";
    return joined_text(file->second[name]["text"]);
}

bool blank(const std::string& text) { return text.find_first_not_of(" \t\n") == std::string::npos; }

// The source's text for a rule: the army's own, else its version's special-rules file; failing
// both, the rules file's rule the name is a form of ("Skirmishers" → "Skirmish"), else the same
// rule in another army of this import — each of the last two recorded as a reading.
std::string rule_text(WmConversion& c, const std::string& name) {
    if (std::string own = own_text(c.army(), name); !blank(own)) return own;
    if (std::string shared = file_text(c, name); !blank(shared)) return shared;
    for (const char* suffix : {"ers", "s", "ing"}) {
        const std::string ending(suffix);
        if (name.size() <= ending.size() + 2 || name.compare(name.size() - ending.size(), ending.size(), ending) != 0) continue;
        const std::string stem = name.substr(0, name.size() - ending.size());
        if (std::string text = file_text(c, stem); !blank(text)) {
            c.reading(message(import_text::said_rule_stem).with("rule", VerbatimValue{name}).with("stem", VerbatimValue{stem}));
            return text;
        }
    }
    const std::string version = text_member(c.army(), "version");
    for (const WmArmyFile& other : c.sources().armies) {
        if (&other.army == &c.army() || text_member(other.army, "version") != version) continue;
        if (std::string borrowed = own_text(other.army, name); !blank(borrowed)) {
            c.reading(message(import_text::said_rule_borrowed).with("rule", VerbatimValue{name}).with("army", VerbatimValue{other.path.filename().string()}));
            return borrowed;
        }
    }
    return "";
}

bool is_object_character(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '\'' || c == ' ' || c == '-'; }

// What each "cannot carry|take|have|use|be given <object>" of a text forbids, in any case, the
// object a run of letters, apostrophes, spaces and hyphens. Read by hand in one pass: std::regex
// recursed once per character of the object and overflowed the stack on a long text.
std::vector<std::string> forbidden_objects(const std::string& text) {
    static constexpr std::string_view verbs[] = {"carry ", "take ", "have ", "use ", "be given "};
    constexpr std::string_view cannot = "cannot ";
    std::string lower = text;
    for (char& ch : lower)
        if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    std::vector<std::string> out;
    std::size_t at = 0;
    while ((at = lower.find(cannot, at)) != std::string::npos) {
        const std::size_t after = at + cannot.size();
        at += 1;
        for (std::string_view verb : verbs) {
            if (lower.compare(after, verb.size(), verb) != 0) continue;
            const std::size_t start = after + verb.size();
            std::size_t end = start;
            while (end < text.size() && is_object_character(text[end])) ++end;
            if (end == start) continue;
            out.push_back(text.substr(start, end - start));
            at = end;
            break;
        }
    }
    return out;
}

// "Skirmishers cannot carry stakes": a rule named after an upgrade that forbids another
// upgrade the same units may take becomes an exclusion on one unit.
void exclusions_from_text(WmConversion& c, const std::string& rule_name, const std::string& text) {
    const WmUpgrade* upgrade = c.upgrade(rule_name);
    if (!upgrade || upgrade->users.empty()) return;
    for (const std::string& forbidden : forbidden_objects(text)) {
        const std::string object = search_key(forbidden);
        for (const WmUpgrade& other : c.upgrades()) {
            if (&other == upgrade || other.users.empty()) continue;
            std::string name = search_key(other.name);
            const std::string singular = !name.empty() && name.back() == 's' ? name.substr(0, name.size() - 1) : name;
            if (object.rfind(name, 0) != 0 && object.rfind(singular, 0) != 0) continue;
            const bool shared = std::any_of(upgrade->users.begin(), upgrade->users.end(),
                                            [&](const std::string& u) { return std::find(other.users.begin(), other.users.end(), u) != other.users.end(); });
            if (!shared) continue;
            pugi::xml_node rule = c.add_rule(
                "excludes", upgrade->name, message(import_text::rule_cannot_take).with("a", VerbatimValue{upgrade->name}).with("b", VerbatimValue{other.name}));
            rule.append_attribute("option") = upgrade->id.c_str();
            rule.append_attribute("with-option") = other.id.c_str();
            rule.append_attribute("scope") = "unit";
            write_localised(rule, "reading", message(import_text::rule_text_reading));
            c.reading(message(import_text::said_excluded)
                          .with("a", VerbatimValue{upgrade->name})
                          .with("b", VerbatimValue{other.name})
                          .with("rule", VerbatimValue{rule_name}));
        }
    }
}

void map_special_rules(WmConversion& c) {
    const nlohmann::json& army = c.army();
    if (army.contains("specialRules")) {
        if (!army["specialRules"].is_object()) {
            c.unmapped("$.specialRules", message(import_text::rules_not_object));
        } else {
            for (const auto& [name, rule] : army["specialRules"].items()) {
                const std::string path = json_key_path("$.specialRules", name);
                if (!rule.is_object()) {
                    c.unmapped(path, message(import_text::rule_not_object));
                    continue;
                }
                for (const auto& [key, value] : rule.items())
                    if (key != "order" && key != "text") c.unmapped(path + "." + key, message(import_text::unknown_key));
                c.special_rule_id(name);  // every rule of the army is kept, used or not
            }
        }
    }
    for (const auto& [id, name] : c.special_rule_names()) {
        const std::string text = rule_text(c, name);
        pugi::xml_node node = c.special_rules_node().append_child("special-rule");
        node.append_attribute("id") = id.c_str();
        node.append_attribute("name") = name.c_str();
        if (text.empty()) {
            c.unmapped(json_key_path("$.specialRules", name), message(import_text::rule_no_text));
            append_localised_child(node, "text", message(import_text::no_rule_text));  // Muster's own stand-in
            continue;
        }
        node.append_child("text").text() = text.c_str();
        exclusions_from_text(c, name, text);
    }
}

void map_spells(WmConversion& c) {
    const nlohmann::json& army = c.army();
    if (!army.contains("spells")) return;
    if (!army["spells"].is_array()) {
        c.unmapped("$.spells", message(import_text::spells_not_list));
        return;
    }
    pugi::xml_node table = c.tables_node().append_child("table");
    table.append_attribute("id") = "spells";
    write_localised(table, "name", message(import_text::spells_table));
    for (const MessageText& heading : {import_text::spell_column, import_text::roll_column, import_text::range_column, import_text::effect_column})
        write_localised(table.append_child("column"), "name", message(heading));
    for (std::size_t i = 0; i < army["spells"].size(); ++i) {
        const nlohmann::json& spell = army["spells"][i];
        const std::string path = "$.spells[" + std::to_string(i) + "]";
        if (!spell.is_object()) {
            c.unmapped(path, message(import_text::spell_not_object));
            continue;
        }
        for (const auto& [key, value] : spell.items())
            if (key != "name" && key != "roll" && key != "range" && key != "text") c.unmapped(path + "." + key, message(import_text::unknown_key));
        pugi::xml_node row = table.append_child("row");
        row.append_child("cell").text() = text_member(spell, "name").c_str();
        row.append_child("cell").text() = spell.contains("roll") ? stat_text(spell["roll"], false).c_str() : "-";
        row.append_child("cell").text() = spell.contains("range") ? stat_text(spell["range"], false).c_str() : "-";
        row.append_child("cell").text() = joined_text(spell.contains("text") ? spell["text"] : nlohmann::json()).c_str();
    }
    if (!table.child("row")) c.tables_node().remove_child(table);
}

void map_army_rules(WmConversion& c) {
    const nlohmann::json& army = c.army();
    if (!army.contains("armyRules")) return;
    const std::string text = joined_text(army["armyRules"]);
    if (blank(text) && army["armyRules"].is_array()) return;  // only empty lines: nothing to carry
    if (text.empty()) {
        c.unmapped("$.armyRules", message(import_text::army_rules_not_list));
        return;
    }
    for (const nlohmann::json& line : army["armyRules"])
        if (line.is_string() && !line.get<std::string>().empty()) c.army_rules_node().append_child("rule").text() = line.get<std::string>().c_str();
}

}  // namespace

void map_texts(WmConversion& c) {
    map_special_rules(c);
    map_spells(c);
    map_army_rules(c);
}

}  // namespace muster
