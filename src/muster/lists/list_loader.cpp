// Reads game system and faction files, checking every reference and reporting every
// problem with its position before giving up on a file.
#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "muster/lists/list_library.hpp"
#include "muster/lists/reference_table_reader.hpp"
#include "muster/rules/composition_rule.hpp"
#include "muster/util/suggest.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster {

namespace {

std::string maybe_suggest(const std::string& typed, SuggestionMemo& known) {
    const std::vector<std::string>& close = known.near(typed);
    return close.empty() ? std::string() : " (did you mean '" + close.front() + "'?)";
}

void unexpected_child(ElementReader& parent, pugi::xml_node child, const XmlSource& source, Report& report,
                      const std::string& expected) {
    report.error_at(source.location_of(child), "list.unexpected-element",
                    std::string("unexpected <") + child.name() + "> inside <" + parent.node().name() +
                        ">; expected " + expected);
}

std::string child_text(pugi::xml_node node, const char* child) { return node.child(child).text().get(); }

// Reads <rules> children into rule objects; each id unique within the file.
std::vector<std::shared_ptr<const CompositionRule>> read_rules(const XmlSource& source, pugi::xml_node rules,
                                                               Report& report, std::set<std::string>& rule_ids) {
    std::vector<std::shared_ptr<const CompositionRule>> out;
    for (pugi::xml_node element : rules.children()) {
        if (element.type() != pugi::node_element) continue;
        ElementReader reader(source, element, report);
        std::unique_ptr<CompositionRule> rule = parse_composition_rule(reader);
        if (!rule) {
            std::string kinds;
            for (const std::string& kind : composition_rule_kinds()) kinds += (kinds.empty() ? "<" : ", <") + kind + ">";
            report.error_at(source.location_of(element), "list.unknown-rule-kind",
                            std::string("<") + element.name() + "> is not a rule kind Muster knows; expected one of " +
                                kinds);
            continue;
        }
        if (!rule->id.empty() && !rule_ids.insert(rule->id).second)
            reader.error("id", "list.duplicate-id", "rule id '" + rule->id + "' is used twice in this file");
        out.push_back(std::move(rule));
    }
    return out;
}

std::optional<GameSystem> read_game_system(const XmlSource& source, Report& report) {
    const std::size_t errors_before = report.count(Severity::error);
    pugi::xml_node root = source.root();
    if (std::string(root.name()) != "game-system") {
        report.error_at(source.location_of(root), "list.wrong-root",
                        std::string("expected <game-system> as the document element, found <") + root.name() + ">");
        return std::nullopt;
    }
    ElementReader top(source, root, report);
    GameSystem system;
    system.id = top.required_text("id");
    system.revision = top.required_integer("revision", 1).value_or(0);
    system.name = {top.required_text("name"), top.text("name-fr")};
    system.points_unit = top.text("points-unit", "pts");
    system.source = child_text(root, "source");
    system.defined_at = top.where();

    std::set<std::string> stat_ids;
    for (pugi::xml_node stat : root.child("stats").children("stat")) {
        ElementReader r(source, stat, report);
        StatColumn column{r.required_text("id"), {r.required_text("name"), r.text("name-fr")}, r.text("short")};
        if (!stat_ids.insert(column.id).second)
            r.error("id", "list.duplicate-id", "stat id '" + column.id + "' is used twice");
        system.stats.push_back(std::move(column));
    }
    std::set<std::string> special_ids;
    for (pugi::xml_node rule : root.child("special-rules").children("special-rule")) {
        ElementReader r(source, rule, report);
        SpecialRule special{r.required_text("id"), {r.required_text("name"), r.text("name-fr")},
                            child_text(rule, "text"), child_text(rule, "text-fr")};
        if (!special_ids.insert(special.id).second)
            r.error("id", "list.duplicate-id", "special rule id '" + special.id + "' is used twice");
        if (special.text.empty())
            r.error(nullptr, "list.missing-text", "special rule '" + special.id + "' needs a <text> with its effect");
        system.special_rules.push_back(std::move(special));
    }
    std::set<std::string> table_ids;
    for (pugi::xml_node table_node : root.child("tables").children("table")) {
        ReferenceTable table = read_reference_table(source, table_node, report);
        if (!table_ids.insert(table.id).second)
            report.error_at(source.location_of(table_node, "id"), "list.duplicate-id", "table id '" + table.id + "' is used twice");
        system.tables.push_back(std::move(table));
    }
    if (pugi::xml_node organisation = root.child("organisation")) {
        ElementReader r(source, organisation, report);
        system.organisation.general_cost = r.number("general-cost", 0, 1e6).value_or(0);
        system.organisation.commander_cost = r.number("commander-cost", 0, 1e6).value_or(0);
        system.organisation.generals_count_in_shares = r.flag("generals-count-in-shares", true);
        system.organisation.general_command = r.integer("general-command", 0, 100).value_or(0);
        system.organisation.commander_command = r.integer("commander-command", 0, 100).value_or(0);
        system.organisation.reading = r.text("reading");
        system.organisation.reading_fr = r.text("reading-fr");
    }
    std::set<std::string> rule_ids;
    system.rules = read_rules(source, root.child("rules"), report, rule_ids);

    if (report.count(Severity::error) > errors_before) return std::nullopt;
    return system;
}

std::optional<Faction> read_faction(const XmlSource& source, const ListLibrary& library, Report& report) {
    const std::size_t errors_before = report.count(Severity::error);
    pugi::xml_node root = source.root();
    if (std::string(root.name()) != "faction") {
        report.error_at(source.location_of(root), "list.wrong-root",
                        std::string("expected <faction> as the document element, found <") + root.name() + ">");
        return std::nullopt;
    }
    ElementReader top(source, root, report);
    Faction faction;
    faction.id = top.required_text("id");
    faction.system_id = top.required_text("system");
    faction.revision = top.required_integer("revision", 1).value_or(0);
    faction.name = {top.required_text("name"), top.text("name-fr")};
    faction.source = child_text(root, "source");
    faction.file = source.file();

    const GameSystem* system = library.system(faction.system_id);
    if (!system && !faction.system_id.empty()) {
        std::vector<std::string> system_ids;
        for (const GameSystem* s : library.systems()) system_ids.push_back(s->id);
        SuggestionMemo known(std::move(system_ids));
        top.error("system", "list.unknown-reference",
                  "game system '" + faction.system_id + "' is not installed" + maybe_suggest(faction.system_id, known));
    }

    std::vector<std::string> special_ids, stat_ids;
    if (system) {
        for (const SpecialRule& s : system->special_rules) special_ids.push_back(s.id);
        for (const StatColumn& s : system->stats) stat_ids.push_back(s.id);
    }
    // Lookups by hash, and suggestions for unknown references with each distinct name looked up
    // once, so a faction's cost grows with its units, not with units × the system's rules.
    const std::unordered_set<std::string> special_set(special_ids.begin(), special_ids.end());
    std::unordered_map<std::string, std::size_t> stat_index;
    for (std::size_t i = 0; i < stat_ids.size(); ++i) stat_index.emplace(stat_ids[i], i);
    SuggestionMemo near_specials(special_ids), near_stats(stat_ids);
    auto check_special = [&](ElementReader& r, const char* attribute, const std::string& rule_id) {
        if (system && !special_set.count(rule_id))
            r.error(attribute, "list.unknown-reference",
                    "special rule '" + rule_id + "' is not defined by " + system->id + maybe_suggest(rule_id, near_specials));
    };

    std::set<std::string> unit_ids;
    for (pugi::xml_node unit_node : root.child("units").children()) {
        if (unit_node.type() != pugi::node_element) continue;
        ElementReader r(source, unit_node, report);
        if (std::string(unit_node.name()) != "unit") {
            unexpected_child(top, unit_node, source, report, "<unit>");
            continue;
        }
        UnitProfile unit;
        unit.id = r.required_text("id");
        unit.name = {r.required_text("name"), r.text("name-fr")};
        unit.points = r.required_number("points", 0, 1e6).value_or(0);
        if (!unit.id.empty() && !unit_ids.insert(unit.id).second)
            r.error("id", "list.duplicate-id", "unit id '" + unit.id + "' is used twice");
        if (system) unit.stats.assign(system->stats.size(), std::string());
        std::vector<bool> given(unit.stats.size(), false);
        std::set<std::string> option_ids;
        for (pugi::xml_node child : unit_node.children()) {
            if (child.type() != pugi::node_element) continue;
            ElementReader c(source, child, report);
            const std::string kind = child.name();
            if (kind == "stat") {
                const std::string ref = c.required_text("ref");
                const std::string value = c.required_text("value");
                const auto at = stat_index.find(ref);
                if (at == stat_index.end()) {
                    if (system)
                        c.error("ref", "list.unknown-reference",
                                "stat '" + ref + "' is not a column of " + system->id + maybe_suggest(ref, near_stats));
                    continue;
                }
                const std::size_t index = at->second;
                if (given[index]) c.error("ref", "list.duplicate-id", "stat '" + ref + "' is given twice");
                given[index] = true;
                unit.stats[index] = value;
            } else if (kind == "special") {
                const std::string rule_id = c.required_text("rule");
                check_special(c, "rule", rule_id);
                unit.special_rules.push_back(rule_id);
            } else if (kind == "option") {
                UnitOption option;
                option.id = c.required_text("id");
                option.name = {c.required_text("name"), c.text("name-fr")};
                option.points = c.required_number("points", -1e6, 1e6).value_or(0);
                option.note = child_text(child, "note");
                if (!option_ids.insert(option.id).second)
                    c.error("id", "list.duplicate-id", "option id '" + option.id + "' is used twice in this unit");
                for (pugi::xml_node grant : child.children("grants")) {
                    ElementReader g(source, grant, report);
                    const std::string rule_id = g.required_text("rule");
                    check_special(g, "rule", rule_id);
                    option.grants_rules.push_back(rule_id);
                }
                unit.options.push_back(std::move(option));
            } else if (kind == "note") {
                unit.note = child.text().get();
            } else {
                unexpected_child(r, child, source, report, "<stat>, <special>, <option> or <note>");
            }
        }
        for (std::size_t i = 0; i < given.size(); ++i)
            if (!given[i])
                r.error(nullptr, "list.missing-stat", "unit '" + unit.id + "' gives no value for " + system->stats[i].id);
        faction.units.push_back(std::move(unit));
    }

    std::optional<SuggestionMemo> known_units;  // made on the first unknown member
    std::set<std::string> group_ids;
    for (pugi::xml_node group_node : root.child("groups").children("group")) {
        ElementReader r(source, group_node, report);
        UnitGroup group;
        group.id = r.required_text("id");
        group.name = {r.required_text("name"), r.text("name-fr")};
        group.unit_ids = r.words("units");
        group.reading = r.text("reading");
        group.reading_fr = r.text("reading-fr");
        if (!group_ids.insert(group.id).second) r.error("id", "list.duplicate-id", "group id '" + group.id + "' is used twice");
        for (const std::string& member : group.unit_ids) {
            if (unit_ids.count(member)) continue;
            if (!known_units) known_units.emplace(std::vector<std::string>(unit_ids.begin(), unit_ids.end()));
            r.error("units", "list.unknown-reference",
                    "group '" + group.id + "' names unit '" + member + "', which this list does not have" +
                        maybe_suggest(member, *known_units));
        }
        faction.groups.push_back(std::move(group));
    }

    std::set<std::string> rule_ids;
    faction.rules = read_rules(source, root.child("rules"), report, rule_ids);
    SuggestionMemo known_groups(std::vector<std::string>(group_ids.begin(), group_ids.end()));
    for (const auto& rule : faction.rules)
        for (const std::string& group : rule->groups_used())
            if (!group.empty() && !group_ids.count(group))
                report.error_at(rule->defined_at, "list.unknown-reference",
                                "rule '" + rule->id + "' speaks of group '" + group + "', which this list does not define" +
                                    maybe_suggest(group, known_groups));

    if (report.count(Severity::error) > errors_before) return std::nullopt;
    faction.index();
    return faction;
}

}  // namespace

std::optional<GameSystem> parse_game_system(std::string text, const std::string& display_name, Report& report) {
    const XmlSource source = XmlSource::from_text(std::move(text), display_name, report);
    if (!source.ok()) return std::nullopt;
    return read_game_system(source, report);
}

std::optional<GameSystem> load_game_system(const std::filesystem::path& file, Report& report) {
    const XmlSource source = XmlSource::load_file(file, report);
    if (!source.ok()) return std::nullopt;
    return read_game_system(source, report);
}

std::optional<Faction> parse_faction(std::string text, const std::string& display_name, const ListLibrary& library,
                                     Report& report) {
    const XmlSource source = XmlSource::from_text(std::move(text), display_name, report);
    if (!source.ok()) return std::nullopt;
    return read_faction(source, library, report);
}

std::optional<Faction> load_faction(const std::filesystem::path& file, const ListLibrary& library, Report& report) {
    const XmlSource source = XmlSource::load_file(file, report);
    if (!source.ok()) return std::nullopt;
    return read_faction(source, library, report);
}

}  // namespace muster
