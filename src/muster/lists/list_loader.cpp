// Reads game system and faction files, checking every reference and reporting every
// problem with its position before giving up on a file.
#include <algorithm>
#include <cstring>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "muster/lists/list_library.hpp"
#include "muster/lists/break_point_reader.hpp"
#include "muster/lists/reference_table_reader.hpp"
#include "muster/lists/special_rule_reader.hpp"
#include "muster/rules/composition_rule.hpp"
#include "muster/util/id_set.hpp"
#include "muster/util/suggest.hpp"
#include "muster/xml/data_file.hpp"

namespace muster {

namespace {

constexpr MessageText did_you_mean = MUSTER_MESSAGE("list.did-you-mean", " (did you mean '{near}'?)");

VerbatimValue text(const std::string& value) { return VerbatimValue{value}; }

// " (did you mean 'x'?)" when a known name is close to the typed one, else nothing.
MessageValue maybe_suggest(const std::string& typed, SuggestionMemo& known) {
    const std::vector<std::string>& close = known.near(typed);
    if (close.empty()) return VerbatimValue{};
    return nested(message(did_you_mean).with("near", VerbatimValue{close.front()}));
}

// For a name looked up once (a file's few layouts and capabilities), without keeping a memo.
MessageValue maybe_suggest(const std::string& typed, const std::vector<std::string>& known) {
    SuggestionMemo memo(known);
    return maybe_suggest(typed, memo);
}

void unexpected_child(ElementReader& parent, pugi::xml_node child, const XmlSource& source, Report& report, const std::string& expected) {
    report.error_at(source.location_of(child), "list.unexpected-element",
                    message(MUSTER_MESSAGE("list.unexpected-child", "unexpected <{element}> inside <{parent}>; expected {expected}"))
                        .with("element", text(child.name()))
                        .with("parent", text(parent.node().name()))
                        .with("expected", text(expected)));
}

std::string child_text(pugi::xml_node node, const char* child) { return node.child(child).text().get(); }

// The list's unit ids, each once, in alphabetical order: the candidates of a suggestion.
std::vector<std::string> sorted_unit_ids(const IdSet& unit_ids) {
    std::vector<std::string> ids = unit_ids.ids();
    std::sort(ids.begin(), ids.end());
    return ids;
}

// Reads <rules> children into rule objects; each id unique within the file.
std::vector<std::shared_ptr<const CompositionRule>> read_rules(const XmlSource& source, pugi::xml_node rules, Report& report, std::set<std::string>& rule_ids) {
    std::vector<std::shared_ptr<const CompositionRule>> out;
    for (pugi::xml_node element : rules.children()) {
        if (element.type() != pugi::node_element) continue;
        ElementReader reader(source, element, report);
        std::unique_ptr<CompositionRule> rule = parse_composition_rule(reader);
        if (!rule) {
            std::string kinds;
            for (const std::string& kind : composition_rule_kinds()) kinds += (kinds.empty() ? "<" : ", <") + kind + ">";
            report.error_at(source.location_of(element), "list.unknown-rule-kind",
                            message(MUSTER_MESSAGE("list.unknown-rule-kind", "<{element}> is not a rule kind Muster knows; expected one of {kinds}"))
                                .with("element", text(element.name()))
                                .with("kinds", text(kinds)));
            continue;
        }
        if (!rule->id.empty() && !rule_ids.insert(rule->id).second)
            reader.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("list.duplicate-rule-id", "rule id '{id}' is used twice in this file")).with("id", text(rule->id)));
        out.push_back(std::move(rule));
    }
    return out;
}

// <layouts><layout id name stats="a b c"/></layouts>: which columns each kind of unit prints.
void read_layouts(const XmlSource& source, pugi::xml_node layouts, GameSystem& system, Report& report) {
    std::vector<std::string> stat_ids;
    for (const StatColumn& s : system.stats) stat_ids.push_back(s.id);
    std::set<std::string> ids;
    for (pugi::xml_node node : layouts.children("layout")) {
        ElementReader r(source, node, report);
        ProfileLayout layout{r.required_text("id"), r.required_localised("name"), {}};
        if (!ids.insert(layout.id).second)
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("list.duplicate-layout-id", "layout id '{id}' is used twice")).with("id", text(layout.id)));
        for (const std::string& stat : r.words("stats")) {
            const auto at = std::find(stat_ids.begin(), stat_ids.end(), stat);
            if (at == stat_ids.end())
                r.error("stats", "list.unknown-reference", {})
                    .says(message(MUSTER_MESSAGE("list.layout-unknown-stat", "layout '{layout}' names stat '{stat}', which is not a column of {system}{hint}"))
                              .with("layout", text(layout.id))
                              .with("stat", text(stat))
                              .with("system", text(system.id))
                              .with("hint", maybe_suggest(stat, stat_ids)));
            else layout.columns.push_back(static_cast<std::size_t>(at - stat_ids.begin()));
        }
        if (layout.columns.empty() && !node.attribute("stats"))
            r.error(nullptr, "list.missing-attribute", {})
                .says(message(MUSTER_MESSAGE("list.layout-needs-stats", "layout '{layout}' needs stats=\"…\" naming its columns"))
                          .with("layout", text(layout.id)));
        system.layouts.push_back(std::move(layout));
    }
}

// <capabilities><capability id name><text/></capability></capabilities>
void read_capabilities(const XmlSource& source, pugi::xml_node capabilities, GameSystem& system, Report& report) {
    std::set<std::string> ids;
    for (pugi::xml_node node : capabilities.children("capability")) {
        ElementReader r(source, node, report);
        Capability capability{r.required_text("id"), r.required_localised("name"), child_text(node, "text"), {}};
        for (pugi::xml_node unit : node.children("imported-unit")) {
            ElementReader u(source, unit, report);
            capability.imported_units.emplace_back(u.text("army"), u.required_text("unit"));
        }
        if (!ids.insert(capability.id).second)
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("list.duplicate-capability-id", "capability id '{id}' is used twice")).with("id", text(capability.id)));
        system.capabilities.push_back(std::move(capability));
    }
}

const DataFileKind game_system_file{"game-system", "list.wrong-root", true,
                                    MUSTER_MESSAGE("list.wrong-root-system", "expected <game-system> as the document element, found <{found}>")};
const DataFileKind faction_file{"faction", "list.wrong-root", true,
                                MUSTER_MESSAGE("list.wrong-root-faction", "expected <faction> as the document element, found <{found}>")};

void read_game_system(const XmlSource& source, ElementReader& top, GameSystem& system, Report& report) {
    const pugi::xml_node root = top.node();
    system.points_unit = top.text("points-unit", "pts");
    system.source = child_text(root, "source");
    system.defined_at = top.where();

    std::set<std::string> stat_ids;
    for (pugi::xml_node stat : root.child("stats").children("stat")) {
        ElementReader r(source, stat, report);
        StatColumn column{r.required_text("id"), r.required_localised("name"), r.text("short")};
        if (!stat_ids.insert(column.id).second)
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("list.duplicate-stat-id", "stat id '{id}' is used twice")).with("id", text(column.id)));
        system.stats.push_back(std::move(column));
    }
    read_layouts(source, root.child("layouts"), system, report);
    read_capabilities(source, root.child("capabilities"), system, report);
    system.special_rules = read_special_rules(source, root.child("special-rules"), report);
    std::set<std::string> table_ids;
    for (pugi::xml_node table_node : root.child("tables").children("table")) {
        ReferenceTable table = read_reference_table(source, table_node, report);
        if (!table_ids.insert(table.id).second)
            report.error_at(source.location_of(table_node, "id"), "list.duplicate-id",
                            message(MUSTER_MESSAGE("list.duplicate-table-id", "table id '{id}' is used twice")).with("id", text(table.id)));
        system.tables.push_back(std::move(table));
    }
    if (pugi::xml_node organisation = root.child("organisation")) {
        ElementReader r(source, organisation, report);
        system.organisation.general_cost = r.number("general-cost", 0, 1e6).value_or(0);
        system.organisation.commander_cost = r.number("commander-cost", 0, 1e6).value_or(0);
        system.organisation.generals_count_in_shares = r.flag("generals-count-in-shares", true);
        system.organisation.general_command = r.integer("general-command", 0, 100).value_or(0);
        system.organisation.commander_command = r.integer("commander-command", 0, 100).value_or(0);
        system.organisation.reading = r.localised("reading");
        system.organisation.divisions = r.flag("divisions", true);
    }
    if (pugi::xml_node siege = root.child("siege")) {
        ElementReader r(source, siege, report);
        system.siege_kit = r.required_text("kit");
    }
    system.break_point = read_break_point(source, root.child("break-point"), system, report);
    for (pugi::xml_node version : root.child("imports").children("version")) system.imported_versions.push_back(version.text().get());
    if (pugi::xml_node plays_with = root.child("plays-with")) {
        ElementReader r(source, plays_with, report);
        system.plays_with = r.words("systems");
        system.plays_with_reading = r.localised("reading");
    }
    std::set<std::string> rule_ids;
    system.rules = read_rules(source, root.child("rules"), report, rule_ids);
}

void read_faction(const XmlSource& source, ElementReader& top, Faction& faction, const ListLibrary& library, Report& report) {
    const pugi::xml_node root = top.node();
    faction.system_id = top.required_text("system");
    faction.source = localised_child(root, "source");
    faction.file = source.file();

    const GameSystem* system = library.system(faction.system_id);
    if (!system && !faction.system_id.empty()) {
        std::vector<std::string> system_ids;
        for (const GameSystem* s : library.systems()) system_ids.push_back(s->id);
        SuggestionMemo known(std::move(system_ids));
        top.error("system", "list.unknown-reference", {})
            .says(message(MUSTER_MESSAGE("list.system-not-installed", "game system '{system}' is not installed{hint}"))
                      .with("system", text(faction.system_id))
                      .with("hint", maybe_suggest(faction.system_id, known)));
    }

    faction.special_rules = read_special_rules(source, root.child("special-rules"), report);
    for (pugi::xml_node table_node : root.child("tables").children("table")) faction.tables.push_back(read_reference_table(source, table_node, report));
    for (pugi::xml_node rule : root.child("army-rules").children("rule")) faction.army_rules.push_back(rule.text().get());

    std::vector<std::string> special_ids, stat_ids, capability_ids, layout_ids;
    for (const SpecialRule& s : faction.special_rules) special_ids.push_back(s.id);
    if (system) {
        for (const SpecialRule& s : system->special_rules) special_ids.push_back(s.id);
        for (const StatColumn& s : system->stats) stat_ids.push_back(s.id);
        for (const Capability& c : system->capabilities) capability_ids.push_back(c.id);
        for (const ProfileLayout& l : system->layouts) layout_ids.push_back(l.id);
    }
    // Lookups by hash, and suggestions for unknown references with each distinct name looked up
    // once, so a faction's cost grows with its units, not with units × the system's rules.
    IdSet special_set, stat_set;
    for (const std::string& id : special_ids) special_set.insert(id);
    std::vector<std::size_t> stat_column_of;  // the column of each id stat_set holds (its first, were one written twice)
    for (std::size_t i = 0; i < stat_ids.size(); ++i)
        if (stat_set.insert(stat_ids[i])) stat_column_of.push_back(i);
    SuggestionMemo near_specials(special_ids), near_stats(stat_ids);
    auto check_special = [&](ElementReader& r, const char* attribute, std::string_view rule_id) {
        if (system && !special_set.find(rule_id))
            r.error(attribute, "list.unknown-reference", {})
                .says(message(faction.special_rules.empty()
                                  ? MUSTER_MESSAGE("list.special-not-defined", "special rule '{rule}' is not defined by {system}{hint}")
                                  : MUSTER_MESSAGE("list.special-not-defined-here", "special rule '{rule}' is not defined by {system} nor by this list{hint}"))
                          .with("rule", text(std::string(rule_id)))
                          .with("system", text(system->id))
                          .with("hint", maybe_suggest(std::string(rule_id), near_specials)));
    };
    // <stat ref value/>: the column's index, or nothing (reported) when the system has no such column.
    auto stat_column = [&](ElementReader& c) -> std::optional<std::size_t> {
        const std::string_view ref = c.required_text_view("ref");
        if (const auto at = stat_set.find(ref)) return stat_column_of[*at];
        if (system && !ref.empty())
            c.error("ref", "list.unknown-reference", {})
                .says(message(MUSTER_MESSAGE("list.unknown-stat", "stat '{stat}' is not a column of {system}{hint}"))
                          .with("stat", text(std::string(ref)))
                          .with("system", text(system->id))
                          .with("hint", maybe_suggest(std::string(ref), near_stats)));
        return std::nullopt;
    };

    // The columns a unit of a layout must give, looked up once for each run of units of one layout.
    std::optional<std::string> columns_layout;
    std::vector<std::size_t> layout_columns;
    const auto columns_of = [&](const std::string& layout) -> const std::vector<std::size_t>& {
        if (!columns_layout || layout != *columns_layout) {
            layout_columns = system->columns_of(layout);
            columns_layout = layout;
        }
        return layout_columns;
    };

    IdSet unit_ids;
    std::set<std::string> option_ids;  // of every unit
    std::vector<char> given;           // for each stat, whether the unit being read gives it (a byte each: read and written often)
    UnitProfile summarised;            // for a summary, each unit is read here in turn, its room kept
    const bool keep_units = library.detail() == ListDetail::whole;
    const pugi::xml_node units_node = root.child("units");
    std::size_t unit_elements = 0;
    for (pugi::xml_node unit_node = units_node.first_child(); unit_node; unit_node = unit_node.next_sibling())
        unit_elements += unit_node.type() == pugi::node_element;
    unit_ids.reserve(unit_elements);
    if (keep_units) faction.units.reserve(unit_elements);
    for (pugi::xml_node unit_node : units_node.children()) {
        if (unit_node.type() != pugi::node_element) continue;
        ElementReader r(source, unit_node, report);
        if (std::strcmp(unit_node.name(), "unit") != 0) {
            unexpected_child(top, unit_node, source, report, "<unit>");
            continue;
        }
        UnitProfile read;
        UnitProfile& unit = keep_units ? read : summarised.emptied();
        unit.id = r.required_text_view("id");
        r.required_localised("name", unit.name);
        unit.points = r.required_number("points", 0, 1e6).value_or(0);
        if (!unit.id.empty() && !unit_ids.insert(unit.id))
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("list.duplicate-unit-id", "unit id '{id}' is used twice")).with("id", text(unit.id)));
        unit.layout = r.text("layout");
        unit.counted = r.flag("counted", true);
        if (system && !unit.layout.empty() && !system->layout(unit.layout))
            r.error("layout", "list.unknown-reference", {})
                .says(message(MUSTER_MESSAGE("list.unknown-layout", "layout '{layout}' is not one of {system}{hint}"))
                          .with("layout", text(unit.layout))
                          .with("system", text(system->id))
                          .with("hint", maybe_suggest(unit.layout, layout_ids)));
        if (system) unit.stats.assign(system->stats.size(), std::string());
        given.assign(unit.stats.size(), 0);
        for (pugi::xml_node child : unit_node.children()) {
            if (child.type() != pugi::node_element) continue;
            ElementReader c(source, child, report);
            const std::string_view kind = child.name();
            if (kind == "stat") {
                const std::optional<std::size_t> index = stat_column(c);
                const std::string_view value = c.required_text_view("value");
                if (!index) continue;
                if (given[*index])
                    c.error("ref", "list.duplicate-id", {})
                        .says(message(MUSTER_MESSAGE("list.stat-given-twice", "stat '{stat}' is given twice")).with("stat", text(stat_ids[*index])));
                given[*index] = 1;
                unit.stats[*index] = value;
            } else if (kind == "capability") {
                const std::string ref = c.required_text("ref");
                if (system && !ref.empty() && !system->capability(ref))
                    c.error("ref", "list.unknown-reference", {})
                        .says(message(MUSTER_MESSAGE("list.unknown-capability", "capability '{capability}' is not declared by {system}{hint}"))
                                  .with("capability", text(ref))
                                  .with("system", text(system->id))
                                  .with("hint", maybe_suggest(ref, capability_ids)));
                unit.capabilities.push_back(ref);
            } else if (kind == "special") {
                const std::string_view rule_id = c.required_text_view("rule");
                check_special(c, "rule", rule_id);
                unit.special_rules.emplace_back(rule_id);
            } else if (kind == "option") {
                UnitOption option;
                option.id = c.required_text("id");
                option.name = c.required_localised("name");
                option.points = c.required_number("points", -1e6, 1e6).value_or(0);
                static const std::vector<std::string> rule_choices{"add", "replace"};
                option.replaces_rules = c.choice("rules", rule_choices, "add") == "replace";
                option_ids.insert(option.id);
                if (unit.option(option.id))
                    c.error("id", "list.duplicate-id", {})
                        .says(message(MUSTER_MESSAGE("list.duplicate-option-id", "option id '{id}' is used twice in this unit")).with("id", text(option.id)));
                bool noted = false;
                for (pugi::xml_node part : child.children()) {  // in one pass, as the unit's own
                    if (part.type() != pugi::node_element) continue;
                    ElementReader p(source, part, report);
                    const std::string_view part_kind = part.name();
                    if (part_kind == "stat") {
                        const std::optional<std::size_t> index = stat_column(p);
                        const std::string_view value = p.required_text_view("value");
                        if (index) option.stats.push_back({*index, std::string(value)});
                    } else if (part_kind == "grants") {
                        const std::string_view rule_id = p.required_text_view("rule");
                        check_special(p, "rule", rule_id);
                        option.grants_rules.emplace_back(rule_id);
                    } else if (part_kind == "note") {
                        if (!noted) option.note = part.text().get();
                        noted = true;
                    } else {
                        unexpected_child(c, part, source, report, "<stat>, <grants> or <note>");
                    }
                }
                unit.options.push_back(std::move(option));
            } else if (kind == "note") {
                unit.note = child.text().get();
            } else {
                unexpected_child(r, child, source, report, "<stat>, <special>, <capability>, <option> or <note>");
            }
        }
        if (system && (unit.layout.empty() || system->layout(unit.layout)))
            for (std::size_t i : columns_of(unit.layout))
                if (i < given.size() && !given[i])
                    r.error(nullptr, "list.missing-stat", {})
                        .says(message(MUSTER_MESSAGE("list.missing-stat", "unit '{unit}' gives no value for {stat}"))
                                  .with("unit", text(unit.id))
                                  .with("stat", text(system->stats[i].id)));
        ++faction.unit_count;
        if (keep_units) faction.units.push_back(std::move(unit));
    }

    std::optional<SuggestionMemo> known_units;  // made on the first unknown member
    std::set<std::string> group_ids;
    for (pugi::xml_node group_node : root.child("groups").children("group")) {
        ElementReader r(source, group_node, report);
        UnitGroup group;
        group.id = r.required_text("id");
        group.name = r.required_localised("name");
        group.unit_ids = r.words("units");
        group.reading = r.localised("reading");
        if (!group_ids.insert(group.id).second)
            r.error("id", "list.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("list.duplicate-group-id", "group id '{id}' is used twice")).with("id", text(group.id)));
        for (const std::string& member : group.unit_ids) {
            if (unit_ids.find(member)) continue;
            if (!known_units) known_units.emplace(sorted_unit_ids(unit_ids));
            r.error("units", "list.unknown-reference", {})
                .says(message(MUSTER_MESSAGE("list.group-unknown-unit", "group '{group}' names unit '{unit}', which this list does not have{hint}"))
                          .with("group", text(group.id))
                          .with("unit", text(member))
                          .with("hint", maybe_suggest(member, *known_units)));
        }
        if (keep_units) faction.groups.push_back(std::move(group));
    }

    std::set<std::string> rule_ids;
    faction.rules = read_rules(source, root.child("rules"), report, rule_ids);
    SuggestionMemo known_groups(std::vector<std::string>(group_ids.begin(), group_ids.end()));
    for (const auto& rule : faction.rules)
        for (const std::string& group : rule->groups_used())
            if (!group.empty() && !group_ids.count(group))
                report.error_at(
                    rule->defined_at, "list.unknown-reference",
                    message(MUSTER_MESSAGE("list.rule-unknown-group", "rule '{rule}' speaks of group '{group}', which this list does not define{hint}"))
                        .with("rule", text(rule->id))
                        .with("group", text(group))
                        .with("hint", maybe_suggest(group, known_groups)));

    if (system)
        for (const auto& rule : system->rules)
            for (const std::string& group : rule->groups_used())
                if (!group.empty() && !group_ids.count(group))
                    top.error(nullptr, "list.missing-group", {})
                        .says(message(MUSTER_MESSAGE("list.missing-group", "the {system} rule '{rule}' speaks of group '{group}', which this list must define"))
                                  .with("system", text(system->id))
                                  .with("rule", text(rule->id))
                                  .with("group", text(group)));
    const std::vector<std::string> known_options(option_ids.begin(), option_ids.end());
    for (const auto& rule : faction.rules)
        for (const std::string& option : rule->options_used())
            if (!option_ids.count(option))
                report.error_at(
                    rule->defined_at, "list.unknown-reference",
                    message(MUSTER_MESSAGE("list.rule-unknown-option", "rule '{rule}' speaks of option '{option}', which no unit of this list offers{hint}"))
                        .with("rule", text(rule->id))
                        .with("option", text(option))
                        .with("hint", maybe_suggest(option, known_options)));
}

// The faction's indexes, built once it is read whole.
std::optional<Faction> indexed(std::optional<Faction> faction) {
    if (faction) faction->index();
    return faction;
}

}  // namespace

std::optional<GameSystem> parse_game_system(std::string text, const std::string& display_name, Report& report) {
    return parse_data_file<GameSystem>(std::move(text), display_name, game_system_file, report, read_game_system);
}

std::optional<GameSystem> load_game_system(const std::filesystem::path& file, Report& report) {
    return load_data_file<GameSystem>(file, game_system_file, report, read_game_system);
}

std::optional<Faction> parse_faction(std::string text, const std::string& display_name, const ListLibrary& library, Report& report) {
    return indexed(parse_data_file<Faction>(
        std::move(text), display_name, faction_file, report,
        [&library](const XmlSource& source, ElementReader& top, Faction& faction, Report& found) { read_faction(source, top, faction, library, found); }));
}

std::optional<Faction> load_faction(const std::filesystem::path& file, const ListLibrary& library, Report& report) {
    return indexed(load_data_file<Faction>(
        file, faction_file, report,
        [&library](const XmlSource& source, ElementReader& top, Faction& faction, Report& found) { read_faction(source, top, faction, library, found); }));
}

}  // namespace muster
