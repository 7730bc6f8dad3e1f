#include "muster/wfb3/wfb3_army_draft.hpp"

#include <algorithm>
#include <charconv>
#include <locale>
#include <set>
#include <sstream>

#include <pugixml.hpp>

#include "muster/report/report.hpp"
#include "muster/util/atomic_file.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster::wfb3 {

namespace {

std::string draft_value(const std::vector<std::pair<std::string, std::string>>& attributes, const std::string& key) {
    for (const auto& [name, value] : attributes)
        if (name == key) return value;
    return {};
}

DraftElement element_of(pugi::xml_node node) {
    DraftElement element{node.name(), {}, {}};
    for (pugi::xml_attribute a : node.attributes()) element.attributes.emplace_back(a.name(), a.value());
    for (pugi::xml_node child : node.children())
        if (child.type() == pugi::node_element) element.children.push_back(element_of(child));
    return element;
}

void write_element(pugi::xml_node parent, const DraftElement& element) {
    pugi::xml_node node = parent.append_child(element.name.c_str());
    for (const auto& [name, value] : element.attributes) node.append_attribute(name.c_str()) = value.c_str();
    for (const DraftElement& child : element.children) write_element(node, child);
}

int draft_whole(const std::string& text, int otherwise) {
    int value = otherwise;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size() ? value : otherwise;
}

bool draft_flag(const std::string& text) { return text == "true" || text == "yes" || text == "1"; }

// A number as an army file writes it: the C locale's digits, no more decimals than it has.
std::string draft_number(double number) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(12);
    out << number;
    return out.str();
}

void add_items(DraftElement& element, const std::vector<std::pair<std::string, double>>& items) {
    for (const auto& [name, points] : items) element.children.push_back({"item", {{"name", name}, {"points", draft_number(points)}}, {}});
}

std::vector<std::pair<std::string, double>> items_of(const DraftElement& entry) {
    std::vector<std::pair<std::string, double>> items;
    for (const DraftElement& child : entry.children) {
        if (child.name != "item") continue;
        std::istringstream in(child.attribute("points"));
        in.imbue(std::locale::classic());
        double points = 0;
        in >> points;
        items.emplace_back(child.attribute("name"), points);
    }
    return items;
}

// The attributes a calculator sets on an entry of its kind: the others stay as the file has them.
const std::set<std::string>& calculated(const std::string& kind) {
    static const std::set<std::string> unit{"creature", "models", "mount",          "special", "steps",           "musician",
                                            "standard", "hidden", "hidden-special", "masters", "master-creature", "elite"};
    static const std::set<std::string> character{"creature", "level", "wizard", "mount", "role", "general", "army-standard"};
    static const std::set<std::string> none;
    return kind == "unit" ? unit : kind == "character" ? character : none;
}

}  // namespace

std::string DraftElement::attribute(const std::string& key) const { return draft_value(attributes, key); }

std::string ArmyDraft::name() const { return draft_value(attributes, "name"); }

ArmyDraft new_army_draft(const std::string& name, int points_limit) {
    return ArmyDraft{{{"format", "1"}, {"name", name}, {"points-limit", std::to_string(points_limit)}}, {}};
}

std::optional<ArmyDraft> army_draft_of_file(const std::filesystem::path& file) {
    Report report;
    const XmlSource source = XmlSource::load_file(file, report);
    if (!source.ok() || std::string(source.root().name()) != "wfb3-army") return std::nullopt;
    const DraftElement root = element_of(source.root());
    return ArmyDraft{root.attributes, root.children};
}

std::string army_draft_to_xml(const ArmyDraft& draft) {
    pugi::xml_document doc;
    pugi::xml_node declaration = doc.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    write_element(doc, DraftElement{"wfb3-army", draft.attributes, draft.entries});
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

void save_army_draft(const ArmyDraft& draft, const std::filesystem::path& file) { write_file_atomically(file, army_draft_to_xml(draft)); }

DraftElement unit_entry(const UnitSpec& spec, const std::string& id) {
    DraftElement e{"unit", {{"id", id}, {"creature", spec.model.creature}, {"models", std::to_string(spec.models)}}, {}};
    const auto add = [&e](const char* key, const std::string& value) {
        if (!value.empty()) e.attributes.emplace_back(key, value);
    };
    add("mount", spec.model.mount);
    add("special", spec.model.special);
    if (spec.model.elite_steps > 0) add("steps", std::to_string(spec.model.elite_steps));
    if (spec.model.elite_shooter) add("elite", "shooter");
    if (spec.musician) add("musician", "true");
    if (spec.standard) add("standard", "true");
    if (spec.hidden > 0) {
        add("hidden", std::to_string(spec.hidden));
        add("hidden-special", spec.hidden_special);
    }
    if (spec.masters > 0) {
        add("masters", std::to_string(spec.masters));
        add("master-creature", spec.master_creature);
    }
    for (const std::string& ref : spec.model.equipment) e.children.push_back({"equipment", {{"ref", ref}}, {}});
    add_items(e, spec.magic_items);
    return e;
}

DraftElement character_entry(const CharacterSpec& spec, const std::string& id, bool general, bool army_standard) {
    DraftElement e{"character", {{"id", id}, {"creature", spec.creature}, {"level", std::to_string(spec.level)}}, {}};
    if (spec.wizard) e.attributes.emplace_back("wizard", "true");
    if (!spec.mount.empty()) e.attributes.emplace_back("mount", spec.mount);
    if (!spec.role.empty()) e.attributes.emplace_back("role", spec.role);
    if (general) e.attributes.emplace_back("general", "true");
    if (army_standard) e.attributes.emplace_back("army-standard", "true");
    add_items(e, spec.items);
    return e;
}

std::optional<UnitSpec> unit_of(const DraftElement& entry) {
    if (entry.name != "unit") return std::nullopt;
    UnitSpec spec;
    spec.model.creature = entry.attribute("creature");
    spec.model.mount = entry.attribute("mount");
    spec.model.special = entry.attribute("special");
    spec.model.elite_steps = draft_whole(entry.attribute("steps"), 0);
    spec.model.elite_shooter = entry.attribute("elite") == "shooter";
    for (const DraftElement& child : entry.children)
        if (child.name == "equipment") spec.model.equipment.push_back(child.attribute("ref"));
    spec.models = draft_whole(entry.attribute("models"), 1);
    spec.musician = draft_flag(entry.attribute("musician"));
    spec.standard = draft_flag(entry.attribute("standard"));
    spec.magic_items = items_of(entry);
    spec.hidden = draft_whole(entry.attribute("hidden"), 0);
    spec.hidden_special = entry.attribute("hidden-special");
    spec.masters = draft_whole(entry.attribute("masters"), 0);
    spec.master_creature = entry.attribute("master-creature");
    return spec;
}

std::optional<CharacterSpec> character_of(const DraftElement& entry) {
    if (entry.name != "character") return std::nullopt;
    CharacterSpec spec;
    spec.creature = entry.attribute("creature");
    spec.level = draft_whole(entry.attribute("level"), 5);
    spec.wizard = draft_flag(entry.attribute("wizard"));
    spec.mount = entry.attribute("mount");
    spec.role = entry.attribute("role");
    spec.items = items_of(entry);
    return spec;
}

DraftElement updated_entry(const DraftElement& old, const DraftElement& fresh) {
    DraftElement result = fresh;
    const std::set<std::string>& set_by_calculator = calculated(fresh.name);
    for (auto& [name, value] : result.attributes)
        if (name == "id") value = old.attribute("id");
    for (const auto& [name, value] : old.attributes)
        if (name != "id" && !set_by_calculator.count(name) && result.attribute(name).empty()) result.attributes.emplace_back(name, value);
    // The unit calculator sets the equipment; what else the entry holds (magic items) stays.
    if (fresh.name == "unit") {
        for (const DraftElement& child : old.children)
            if (child.name != "equipment" && std::find(result.children.begin(), result.children.end(), child) == result.children.end())
                result.children.push_back(child);
    } else {
        result.children = old.children;
    }
    return result;
}

std::string free_entry_id(const ArmyDraft& draft, const std::string& stem) {
    const auto taken = [&draft](const std::string& id) {
        return std::any_of(draft.entries.begin(), draft.entries.end(), [&id](const DraftElement& e) { return e.attribute("id") == id; });
    };
    if (!taken(stem)) return stem;
    for (int n = 2;; ++n) {
        const std::string id = stem + " " + std::to_string(n);
        if (!taken(id)) return id;
    }
}

}  // namespace muster::wfb3
