#include "muster/wfb3/wfb3_army.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "muster/report/report_json.hpp"
#include "muster/util/error.hpp"
#include "muster/util/id_set.hpp"
#include "muster/text/render.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/wfb3/wfb3_messages.hpp"
#include "muster/wfb3/wfb3_traits.hpp"
#include "muster/xml/data_file.hpp"

namespace muster::wfb3 {

namespace {

using messages::say;

// Where the book hides assassins in a unit of their race and lets them act only like characters once revealed.
constexpr const char* hidden_role_source = "003:7729-7735, 7742-7744, 7789-7792";
// Where the book lets an ordinary soldier carry the army standard when there is no other choice.
constexpr const char* soldier_standard_source = "003:8394-8399, 8408";

// A finding at an element (or one of its attributes), meaning a catalogue message.
Diagnostic& flag(Report& report, const ElementReader& r, const char* attribute, const char* rule_id, Message meaning) {
    return report.error_at(attribute ? r.where(attribute) : r.where(), rule_id, std::move(meaning));
}

// The attributes each element of an army file may carry: any other is reported, never dropped silently.
const std::map<std::string, std::vector<std::string>>& known_attributes() {
    static const std::map<std::string, std::vector<std::string>> known{
        {"wfb3-army", {"format", "name", "points-limit", "level-cap", "supply-train", "tournament"}},
        {"unit",
         {"id", "creature", "models", "mount", "special", "steps", "musician", "standard", "hidden", "hidden-special", "masters", "master-creature", "elite",
          "army-standard"}},
        {"character",
         {"id", "creature", "level", "wizard", "mount", "general", "army-standard", "role", "hidden-in", "contingent", "second-in-command", "command-radius"}},
        {"chariot", {"id", "type", "animals", "crew", "crew-creature", "scythes", "chariots", "musician", "standard"}},
        {"war-machine", {"id", "machine", "crew", "extra-crew", "crew-creature"}},
        {"monster", {"id", "creature", "crew", "crew-creature", "howdah"}},
        {"war-altar", {"id", "guards", "guard-creature"}},
        {"equipment", {"ref"}},
        {"item", {"name", "points"}},
    };
    return known;
}

void report_unknown_attributes(const XmlSource& source, pugi::xml_node node, Report& report) {
    const auto found = known_attributes().find(node.name());
    if (found == known_attributes().end()) return;
    std::string expected;
    for (const std::string& name : found->second) expected += (expected.empty() ? "" : ", ") + name;
    for (pugi::xml_attribute a : node.attributes()) {
        const std::string name = a.name();
        if (std::find(found->second.begin(), found->second.end(), name) != found->second.end()) continue;
        if (name.rfind("xmlns", 0) == 0 || name.rfind("xsi:", 0) == 0) continue;
        ElementReader r(source, node, report);
        flag(report, r, a.name(), "wfb3.unknown-attribute",
             (message(messages::unknown_attribute)
                  .with("attribute", verbatim(name))
                  .with("element", verbatim(node.name()))
                  .with("expected", verbatim(expected))));
    }
    const bool entry = node != source.root() && std::string(node.name()) != "equipment" && std::string(node.name()) != "item";
    for (pugi::xml_node child : node.children()) {
        if (child.type() != pugi::node_element) continue;
        const std::string name = child.name();
        if (entry && name != "equipment" && name != "item") {
            ElementReader r(source, child, report);
            flag(report, r, nullptr, "wfb3.unexpected-element",
                 message(messages::unexpected_child).with("element", verbatim(name)).with("parent", verbatim(node.name())));
            continue;
        }
        report_unknown_attributes(source, child, report);
    }
}

void add_line(Cost& cost, const Message& what, double points) {
    cost.lines.emplace_back(say(what), points);
    cost.how.push_back(what);
    cost.total += points;
}

struct CharacterEntry {
    std::string id, contingent, role, hidden_in;
    bool general = false, standard = false;
    pugi::xml_node node;
    std::optional<double> leadership;
    bool second = false;
    std::string creature;
    bool hides = false;  ///< a role hidden among a unit's models (an assassin): acts only like a character (003:7789-7792)
};

// A creature's name, or its id when the rules do not know it.
LocalisedName name_of(const PointsRules& rules, const std::string& creature) {
    const Creature* c = rules.creature(creature);
    return c ? c->name : LocalisedName{creature, {}};
}

// What the general's or a second-in-command's Leadership reaches (003:7551-7604); checks a rolled radius.
std::vector<Message> command_of(const PointsRules& rules, ElementReader& r, Report& report, bool general, bool second) {
    std::vector<Message> command;
    const std::optional<int> rolled = r.integer("command-radius", 0, 1000);
    if (general)
        command.push_back(
            message(messages::general_radius).with("radius", DecimalValue{rules.general_radius, 0}).with("source", verbatim(rules.command_source)));
    if (rolled && !second) {
        Diagnostic& d = flag(report, r, "command-radius", "wfb3.command-radius",
                             message(messages::radius_not_second).with("id", verbatim(r.name("id"))).with("source", verbatim(rules.command_source)));
        d.read_as(rules.command_radius_reading);
    }
    if (!second) return command;
    if (rolled && (*rolled < rules.second_radius_dice || *rolled > 6 * rules.second_radius_dice)) {
        Diagnostic& d = flag(report, r, "command-radius", "wfb3.command-radius",
                             message(messages::second_radius_range)
                                 .with("id", verbatim(r.name("id")))
                                 .with("radius", IntegerValue{*rolled})
                                 .with("dice", IntegerValue{rules.second_radius_dice})
                                 .with("min", IntegerValue{rules.second_radius_dice})
                                 .with("max", IntegerValue{6 * rules.second_radius_dice})
                                 .with("source", verbatim(rules.command_source)));
        d.read_as(rules.command_radius_reading);
    }
    if (rolled)
        command.push_back(message(messages::second_rolled)
                              .with("radius", IntegerValue{*rolled})
                              .with("dice", IntegerValue{rules.second_radius_dice})
                              .with("source", verbatim(rules.command_source)));
    else
        command.push_back(message(messages::second_radius).with("dice", IntegerValue{rules.second_radius_dice}).with("source", verbatim(rules.command_source)));
    return command;
}

std::vector<std::pair<std::string, double>> read_items(const XmlSource& source, pugi::xml_node node, Report& report) {
    std::vector<std::pair<std::string, double>> items;
    for (pugi::xml_node item : node.children("item")) {
        ElementReader r(source, item, report);
        items.emplace_back(r.required_name("name"), r.required_number("points", 0, 1e6).value_or(0));
    }
    return items;
}

// An entry's magic items at their own price, after the book's own cost (the items of chariots, machines, monsters and altars).
void add_entry_items(const XmlSource& source, pugi::xml_node node, Report& report, Cost& cost) {
    for (const auto& [name, points] : read_items(source, node, report))
        add_line(cost, message(messages::line_name).with("name", LocalisedName{name, {}}), points);
}

TrooperSpec read_trooper(const XmlSource& source, ElementReader& r, const char* creature_attribute, Report& report) {
    TrooperSpec spec;
    spec.creature = r.required_name(creature_attribute);
    for (pugi::xml_node e : r.node().children("equipment")) {
        ElementReader equipment(source, e, report);
        spec.equipment.push_back(equipment.required_name("ref"));
    }
    return spec;
}

// The army standard (one per army and per contingent, the general only as a last resort) and hidden characters.
void check_characters(const XmlSource& source, const PointsRules& rules, const std::vector<CharacterEntry>& characters,
                      const std::vector<std::string>& unit_ids, const std::vector<std::string>& unit_creatures,
                      const std::vector<pugi::xml_node>& soldier_bearers, Report& report) {
    std::map<std::string, int> standards;
    const std::unordered_set<std::string> creatures_with_units(unit_creatures.begin(), unit_creatures.end());
    // An ordinary soldier carries it only when no character could (003:8394-8399): a unit is of the army, not of a contingent.
    for (pugi::xml_node unit : soldier_bearers) {
        ++standards[std::string()];
        ElementReader r(source, unit, report);
        const CharacterEntry* other = nullptr;
        for (const CharacterEntry& o : characters)
            if (!o.general && !o.second && !o.hides && (!rules.standard_per_contingent || o.contingent.empty())) other = other ? other : &o;
        if (other) {
            Diagnostic& d = flag(report, r, "army-standard", "wfb3.army-standard",
                                 message(messages::soldier_with_standard)
                                     .with("unit", verbatim(r.name("id")))
                                     .with("other", verbatim(other->id))
                                     .with("source", verbatim(soldier_standard_source)));
            d.entries = {r.name("id")};
        } else {
            Diagnostic& d = report.warning_at(
                r.where("army-standard"), "wfb3.army-standard",
                message(messages::soldier_standard_alone).with("unit", verbatim(r.name("id"))).with("source", verbatim(soldier_standard_source)));
            d.severity = Severity::info;
            d.entries = {r.name("id")};
        }
    }
    for (const CharacterEntry& g : characters) {
        if (!g.general || !g.leadership) continue;
        const CharacterEntry* best = nullptr;
        for (const CharacterEntry& o : characters)
            if (!o.hides && o.leadership && *o.leadership > *g.leadership + 1e-9 && (!best || *o.leadership > *best->leadership)) best = &o;
        if (best) {
            ElementReader r(source, g.node, report);
            Diagnostic& d = flag(report, r, "general", "wfb3.general",
                                 (message(messages::general_leadership)
                                      .with("general", verbatim(g.id))
                                      .with("ld", DecimalValue{*g.leadership, 0})
                                      .with("other", verbatim(best->id))
                                      .with("other_ld", DecimalValue{*best->leadership, 0})
                                      .with("source", verbatim(rules.profile_source))));
            d.entries = {g.id, best->id};
        }
    }
    for (const CharacterEntry& s : characters) {
        if (!s.second) continue;
        ElementReader r(source, s.node, report);
        const Creature* race = rules.creature(s.creature);
        if (rules.second_same_race && !(race && race->commands_all_races) && !creatures_with_units.count(s.creature)) {
            Diagnostic& d = report.warning_at(r.where("second-in-command"), "wfb3.second-in-command",
                                              message(messages::second_no_units)
                                                  .with("id", verbatim(s.id))
                                                  .with("creature", name_of(rules, s.creature))
                                                  .with("source", verbatim(rules.command_source)));
            d.read_as(rules.command_radius_reading);
            d.entries = {s.id};
        }
        if (s.standard) {
            Diagnostic& d = flag(report, r, "army-standard", "wfb3.army-standard",
                                 (message(messages::second_with_standard).with("second", verbatim(s.id)).with("source", verbatim("003:8356-8359"))));
            d.entries = {s.id};
        }
        if (!s.leadership) continue;
        const CharacterEntry* best = nullptr;
        for (const CharacterEntry& o : characters)
            if (!o.general && !o.second && !o.hides && o.leadership && *o.leadership > *s.leadership + 1e-9 && (!best || *o.leadership > *best->leadership))
                best = &o;
        if (best) {
            Diagnostic& d = flag(report, r, "second-in-command", "wfb3.second-in-command",
                                 (message(messages::second_leadership)
                                      .with("second", verbatim(s.id))
                                      .with("ld", DecimalValue{*s.leadership, 0})
                                      .with("other", verbatim(best->id))
                                      .with("other_ld", DecimalValue{*best->leadership, 0})
                                      .with("source", verbatim("003:7564-7576"))));
            d.entries = {s.id, best->id};
        }
    }
    for (const CharacterEntry& c : characters) {
        ElementReader r(source, c.node, report);
        const std::string contingent = rules.standard_per_contingent ? c.contingent : std::string();
        if (c.standard) ++standards[contingent];
        if (c.general && c.standard) {
            const CharacterEntry* other = nullptr;
            for (const CharacterEntry& o : characters)
                if (&o != &c && !o.general && !o.second && !o.hides && (!rules.standard_per_contingent || o.contingent == c.contingent))
                    other = other ? other : &o;
            if (other || !rules.general_standard_last_resort) {
                Diagnostic& d = flag(report, r, "army-standard", "wfb3.army-standard",
                                     (message(messages::general_with_standard)
                                          .with("general", verbatim(c.id))
                                          .with("other", verbatim(other ? other->id : std::string("-")))
                                          .with("source", rules.army_standard_reading)));
                d.entries = {c.id};
            } else {
                Diagnostic& d =
                    report.warning_at(r.where("army-standard"), "wfb3.army-standard",
                                      message(messages::general_standard_alone).with("general", verbatim(c.id)).with("source", rules.army_standard_reading));
                d.severity = Severity::info;
                d.entries = {c.id};
            }
        }
        const CharacterRole* role = c.role.empty() ? nullptr : rules.role(c.role);
        if (c.hides && (c.general || c.second || c.standard)) {
            const char* post = c.general ? "general" : c.second ? "second-in-command" : "army-standard";
            Diagnostic& d = flag(report, r, post, "wfb3.assassin-command",
                                 message(messages::hidden_role_command)
                                     .with("role", lowercase_name(role->name))
                                     .with("id", verbatim(c.id))
                                     .with("source", verbatim(hidden_role_source)));
            d.entries = {c.id};
        }
        const auto unit = std::find(unit_ids.begin(), unit_ids.end(), c.hidden_in);
        if (!c.hidden_in.empty() && !c.hides) {
            std::vector<LocalisedName> hiding;
            for (const CharacterRole& known : rules.roles)
                if (known.hides) hiding.push_back(lowercase_name(known.name));
            Diagnostic& d = flag(report, r, "hidden-in", "wfb3.hidden",
                                 message(messages::hidden_not_role)
                                     .with("id", verbatim(c.id))
                                     .with("roles", hiding.empty() ? LocalisedName{"-", {}} : hiding.front())
                                     .with("source", verbatim(hidden_role_source)));
            d.entries = {c.id};
        } else if (c.hides && unit != unit_ids.end() && unit_creatures[static_cast<std::size_t>(unit - unit_ids.begin())] != c.creature) {
            const std::string& theirs = unit_creatures[static_cast<std::size_t>(unit - unit_ids.begin())];
            Diagnostic& d = flag(report, r, "hidden-in", "wfb3.hidden",
                                 message(messages::hidden_other_race)
                                     .with("role", lowercase_name(role->name))
                                     .with("id", verbatim(c.id))
                                     .with("creature", name_of(rules, c.creature))
                                     .with("unit", verbatim(c.hidden_in))
                                     .with("unit_creature", name_of(rules, theirs))
                                     .with("source", verbatim(role->source)));
            d.entries = {c.id};
        }
        if (!c.hidden_in.empty() && unit == unit_ids.end()) {
            Diagnostic& d = flag(report, r, "hidden-in", "wfb3.hidden",
                                 (message(messages::hidden_nowhere)
                                      .with("role", role ? MessageValue{lowercase_name(role->name)} : MessageValue{nested(message(messages::word_character))})
                                      .with("id", verbatim(c.id))
                                      .with("unit", verbatim(c.hidden_in))));
            d.entries = {c.id};
        } else if (role && role->hides && c.hidden_in.empty()) {
            Diagnostic& d =
                flag(report, r, nullptr, "wfb3.hidden", (message(messages::hidden_needs).with("role", lowercase_name(role->name)).with("id", verbatim(c.id))));
            d.entries = {c.id};
        }
    }
    for (const auto& [contingent, count] : standards)
        if (count > 1) {
            Diagnostic d;
            d.rule_id = "wfb3.army-standard";
            d.says(message(messages::standards)
                       .with("contingent", contingent.empty() ? MessageValue{nested(message(messages::word_army))} : MessageValue{verbatim(contingent)})
                       .with("count", IntegerValue{count})
                       .with("source", rules.army_standard_reading));
            report.add(d);
        }
}

// Far beyond any army (a large one fields a few dozen units and characters).
constexpr std::size_t most_army_lines = 2000;

const DataFileKind army_file{"wfb3-army", "wfb3.wrong-root", false, MUSTER_MESSAGE("wfb3.wrong-root", "expected <wfb3-army>, found <{found}>")};

void evaluate(const XmlSource& source, const PointsRules& rules, ArmyVerdict& v) {
    Report& report = v.report;
    if (!has_root(source, army_file, report)) return;
    const pugi::xml_node root = source.root();
    // Counted before any is read: each line of an army costs a few KB once priced, and 344,000
    // of them (16 MiB) took 850 MB and 5 s; no army of the game has a hundredth of the bound.
    std::size_t lines = 0;
    for (pugi::xml_node node : root.children())
        if (node.type() == pugi::node_element) ++lines;
    if (lines > most_army_lines) {
        report.error_at(source.location_of(root), "wfb3.too-many",
                        message(MUSTER_MESSAGE("wfb3.too-many", "the army has {count} units, characters and machines; Muster reads armies of at most {most}"))
                            .with("count", IntegerValue{static_cast<long long>(lines)})
                            .with("most", IntegerValue{static_cast<long long>(most_army_lines)}));
        return;
    }
    ElementReader top(source, root, report);
    v.name = top.name("name");
    v.points_limit = top.required_number("points-limit", 1, max_army_points).value_or(0);
    const bool cap_levels = top.flag("level-cap", false);
    const bool wants_train = top.flag("supply-train", false);
    const bool tournament = top.flag("tournament", false);
    v.train_requested = wants_train;
    v.characteristic_names = rules.characteristic_labels;
    report_unknown_attributes(source, root, report);
    int generals = 0;
    std::vector<CharacterEntry> characters;
    std::vector<std::string> unit_ids, unit_creatures;
    IdSet army_ids;
    std::vector<pugi::xml_node> soldier_bearers;  ///< units whose ordinary soldier carries the army standard
    for (pugi::xml_node node : root.children()) {
        if (node.type() != pugi::node_element) continue;
        ElementReader r(source, node, report);
        ArmyLine line;
        line.id = r.required_name("id");
        if (!line.id.empty() && !army_ids.insert(line.id))
            r.error("id", "wfb3.duplicate-id", {})
                .says(message(MUSTER_MESSAGE("wfb3.duplicate-id", "id '{id}' is used twice in this army; give each unit and character its own"))
                          .with("id", verbatim(line.id)));
        line.kind = node.name();
        try {
            if (line.kind == "unit") {
                UnitSpec spec;
                spec.model = read_trooper(source, r, "creature", report);
                spec.model.mount = r.name("mount");
                spec.model.special = r.name("special");
                spec.model.elite_steps = r.integer("steps", 0, 100).value_or(0);
                spec.models = r.required_integer("models", 1, 10000).value_or(1);
                spec.musician = r.flag("musician", false);
                spec.standard = r.flag("standard", false);
                spec.magic_items = read_items(source, node, report);
                spec.hidden = r.integer("hidden", 0, 10000).value_or(0);
                spec.hidden_special = r.name("hidden-special");
                spec.model.elite_shooter = r.choice("elite", {"shock", "shooter"}, "shock") == "shooter";
                spec.masters = r.integer("masters", 0, 10000).value_or(0);
                spec.master_creature = spec.masters > 0 ? r.required_name("master-creature") : r.name("master-creature");
                line.cost = unit_cost(rules, spec);
                line.traits = unit_traits(rules, spec);
                if (r.flag("army-standard", false)) {
                    soldier_bearers.push_back(node);
                    line.traits.push_back(message(messages::trait_army_standard));
                }
                line.characteristics = trooper_profile(rules, spec.masters > 0 ? TrooperSpec{spec.model.creature, {}, "", "", 0} : spec.model);
                line.profile = format_profile(rules, line.characteristics);
                line.described =
                    spec.model.mount.empty()
                        ? message(messages::describe_unit).with("models", IntegerValue{spec.models}).with("creature", name_of(rules, spec.model.creature))
                        : message(messages::describe_mounted_unit)
                              .with("models", IntegerValue{spec.models})
                              .with("creature", name_of(rules, spec.model.creature))
                              .with("mount", name_of(rules, spec.model.mount));
                unit_ids.push_back(line.id);
                unit_creatures.push_back(spec.masters > spec.models ? spec.master_creature : spec.model.creature);  // the majority's race
                for (const Message& finding : unit_size_findings(rules, spec, line.id)) {
                    Diagnostic& d = flag(report, r, "models", "wfb3.unit-size", finding);
                    d.entries = {line.id};
                }
            } else if (line.kind == "character") {
                CharacterSpec spec;
                spec.creature = r.required_name("creature");
                spec.level = r.required_integer("level", 0, 1000).value_or(5);
                spec.wizard = r.flag("wizard", false);
                spec.mount = r.name("mount");
                spec.items = read_items(source, node, report);
                for (pugi::xml_node equipment : node.children("equipment")) {
                    ElementReader e(source, equipment, report);
                    Diagnostic& d = flag(report, e, nullptr, "wfb3.character-equipment",
                                         message(messages::character_equipment).with("id", verbatim(line.id)).with("ref", verbatim(e.name("ref"))));
                    d.entries = {line.id};
                }
                spec.role = r.name("role");
                CharacterEntry entry{line.id,
                                     r.name("contingent"),
                                     spec.role,
                                     r.name("hidden-in"),
                                     r.flag("general", false),
                                     r.flag("army-standard", false),
                                     node,
                                     std::nullopt,
                                     false,
                                     {}};
                line.cost = character_cost(rules, spec);
                line.traits = character_traits(spec.items, entry.standard);
                const CharacterRole* role = spec.role.empty() ? nullptr : rules.role(spec.role);
                line.described = message(messages::describe_character)
                                     .with("creature", name_of(rules, spec.creature))
                                     .with("what", spec.wizard ? MessageValue{nested(message(messages::word_wizard))}
                                                   : role      ? MessageValue{lowercase_name(role->name)}
                                                               : MessageValue{nested(message(messages::word_character))})
                                     .with("level", IntegerValue{spec.level});
                if (!entry.hidden_in.empty())
                    line.described = message(messages::describe_hidden).with("entry", nested(line.described)).with("unit", verbatim(entry.hidden_in));
                if (!entry.contingent.empty())
                    line.described =
                        message(messages::describe_contingent).with("entry", nested(line.described)).with("contingent", verbatim(entry.contingent));
                line.description = spec.creature +
                                   (spec.wizard         ? " wizard"
                                    : spec.role.empty() ? " character"
                                                        : " " + spec.role) +
                                   " level " + std::to_string(spec.level) + (entry.hidden_in.empty() ? "" : ", hidden in " + entry.hidden_in) +
                                   (entry.contingent.empty() ? "" : ", " + entry.contingent);
                const std::vector<double> profile = character_profile(rules, spec);
                line.profile = format_profile(rules, profile);
                line.characteristics = profile;
                if (rules.leadership_index >= 0 && static_cast<std::size_t>(rules.leadership_index) < profile.size())
                    entry.leadership = profile[static_cast<std::size_t>(rules.leadership_index)];
                entry.second = r.flag("second-in-command", false);
                entry.creature = spec.creature;
                entry.hides = role && role->hides;
                line.command = command_of(rules, r, report, entry.general, entry.second);
                generals += entry.general;
                characters.push_back(entry);
                const int cap = cap_levels ? level_cap(rules, v.points_limit) : 0;
                if (cap > 0 && spec.level > cap) {
                    Diagnostic& d = flag(report, r, "level", "wfb3.level-cap",
                                         (message(messages::level_cap)
                                              .with("id", verbatim(line.id))
                                              .with("level", IntegerValue{spec.level})
                                              .with("game", DecimalValue{v.points_limit, v.points_limit == std::floor(v.points_limit) ? 0 : 1})
                                              .with("cap", IntegerValue{cap})));
                    d.read_as(rules.level_cap_reading);
                    d.sources = rules.level_cap_sources;
                    d.entries = {line.id};
                }
            } else if (line.kind == "chariot") {
                ChariotSpec spec;
                spec.animals = r.words("animals");
                const int crew = r.required_integer("crew", 1, 100).value_or(1);
                TrooperSpec member = read_trooper(source, r, "crew-creature", report);
                spec.crew.assign(static_cast<std::size_t>(crew), member);
                spec.scythes = r.flag("scythes", false);
                spec.type = r.name("type");
                spec.chariots = r.integer("chariots", 1, 6).value_or(1);
                spec.musician = r.flag("musician", false);
                spec.standard = r.flag("standard", false);
                line.cost = chariot_cost(rules, spec);
                add_entry_items(source, node, report, line.cost);
                line.traits = crew_traits(rules, member.equipment);
                const ChariotType* type = rules.chariot_type(chariot_type_of(rules, spec));
                const LocalisedName type_name = type ? lowercase_name(type->name) : LocalisedName{chariot_type_of(rules, spec), {}};
                line.described = spec.chariots > 1 ? message(messages::describe_chariots).with("count", IntegerValue{spec.chariots}).with("type", type_name)
                                                   : message(messages::describe_chariot).with("type", type_name);
                for (const Message& problem : chariot_findings(rules, spec, line.id)) {
                    Diagnostic& d = flag(report, r, nullptr, "wfb3.chariot", problem);
                    d.entries = {line.id};
                }
                if (tournament && rules.tournament_bundled_animals_only)
                    for (const std::string& animal : spec.animals)
                        if (const Creature* c = rules.creature(animal); c && c->file != rules.creatures.front().file) {
                            Diagnostic& d = flag(report, r, "animals", "wfb3.tournament",
                                                 (message(messages::tournament_animal).with("id", verbatim(line.id)).with("animal", c->name)));
                            d.read_as(rules.tournament_reading);
                            d.sources = rules.tournament_sources;
                            d.entries = {line.id};
                            break;
                        }
            } else if (line.kind == "war-machine") {
                WarMachineSpec spec{r.required_name("machine"), r.required_integer("crew", 1, 100).value_or(1), r.required_name("crew-creature"), 0, {}};
                spec.extra_crew = r.integer("extra-crew", 0, 100).value_or(0);
                spec.equipment = read_trooper(source, r, "crew-creature", report).equipment;
                line.cost = war_machine_cost(rules, spec);
                add_entry_items(source, node, report, line.cost);
                line.traits = crew_traits(rules, spec.equipment);
                const WarMachine* machine = rules.machine(spec.machine);
                line.described = message(messages::line_name).with("name", machine ? lowercase_name(machine->name) : LocalisedName{spec.machine, {}});
                if (tournament && machine && machine->tournament_max_crew > 0 && spec.crew > machine->tournament_max_crew) {
                    Diagnostic& d =
                        flag(report, r, "crew", "wfb3.tournament",
                             (message(messages::tournament_crew).with("machine", lowercase_name(machine->name)).with("crew", IntegerValue{spec.crew})));
                    d.read_as(rules.tournament_reading);
                    d.sources = rules.tournament_sources;
                    d.entries = {line.id};
                }
            } else if (line.kind == "war-altar") {
                const int guards = r.required_integer("guards", 0, 1000).value_or(0);
                TrooperSpec guard = read_trooper(source, r, "guard-creature", report);
                line.cost = war_altar_cost(rules, guard, guards);
                add_entry_items(source, node, report, line.cost);
                line.traits = crew_traits(rules, guard.equipment);
                line.described = message(messages::describe_altar).with("guards", IntegerValue{guards}).with("creature", name_of(rules, guard.creature));
                if (const std::optional<Message> finding = war_altar_guards_finding(rules, guards, line.id)) {
                    Diagnostic& d = flag(report, r, "guards", "wfb3.war-altar", *finding);
                    d.entries = {line.id};
                }
            } else if (line.kind == "monster") {
                MonsterSpec spec;
                spec.creature = r.required_name("creature");
                const int crew = r.integer("crew", 0, 100).value_or(0);
                if (crew > 0) {
                    TrooperSpec member = read_trooper(source, r, "crew-creature", report);
                    spec.crew.assign(static_cast<std::size_t>(crew), member);
                }
                spec.howdah = r.flag("howdah", false);
                line.cost = monster_cost(rules, spec);
                add_entry_items(source, node, report, line.cost);
                if (!spec.crew.empty()) line.traits = crew_traits(rules, spec.crew.front().equipment);
                line.described = message(messages::line_name).with("name", name_of(rules, spec.creature));
            } else {
                flag(report, r, nullptr, "wfb3.unexpected-element", (message(messages::unexpected_element).with("element", verbatim(line.kind))));
                continue;
            }
        } catch (const Error& e) {
            Diagnostic& d = flag(report, r, nullptr, "wfb3.entry",
                                 message(messages::entry_problem)
                                     .with("id", verbatim(line.id))
                                     .with("problem", e.meaning() ? MessageValue{nested(*e.meaning())} : MessageValue{verbatim(e.what())}));
            d.entries = {line.id};
            continue;
        }
        if (line.described.text.id[0] != '\0') line.description = say(line.described);
        v.total += line.cost.total;
        v.lines.push_back(std::move(line));
    }
    if (v.points_limit > 0 && v.total > v.points_limit + 1e-9) {
        Diagnostic d;
        d.rule_id = "points-limit";
        d.says(message(messages::over_limit).with("total", PointsValue{v.total}).with("limit", PointsValue{v.points_limit}));
        d.actual = v.total;
        d.allowed = v.points_limit;
        d.measure = "pts";
        d.fix_by(message(messages::over_limit_fix).with("excess", PointsValue{v.total - v.points_limit}));
        report.add(d);
    }
    if (generals != 1) {
        Diagnostic d;
        d.rule_id = "wfb3.general";
        d.says(generals == 0 ? message(messages::no_general) : message(messages::many_generals).with("count", IntegerValue{generals}));
        d.fix_by(message(messages::general_fix));
        report.add(d);
    }
    check_characters(source, rules, characters, unit_ids, unit_creatures, soldier_bearers, report);
    v.train = supply_train(rules, v.points_limit);
    v.train_reading = rules.train_reading;
    if (wants_train && v.train.wagons == 0) {
        Diagnostic d;
        d.rule_id = "wfb3.supply-train";
        d.says(message(messages::train_too_small).with("minimum", PointsValue{rules.train_min_points}));
        report.add(d);
    }
}

}  // namespace

ArmyVerdict evaluate_army_text(std::string text, const std::string& display_name, const PointsRules& rules) {
    ArmyVerdict verdict;
    judge(verdict, XmlSource::from_text(std::move(text), display_name, verdict.report), [&](const XmlSource& source) { evaluate(source, rules, verdict); });
    return verdict;
}

ArmyVerdict evaluate_army_file(const std::filesystem::path& file, const PointsRules& rules) {
    ArmyVerdict verdict;
    judge(verdict, XmlSource::load_file(file, verdict.report), [&](const XmlSource& source) { evaluate(source, rules, verdict); });
    return verdict;
}

nlohmann::json army_verdict_to_json(const ArmyVerdict& v) {
    nlohmann::json lines = nlohmann::json::array();
    for (const ArmyLine& line : v.lines) {
        nlohmann::json how = nlohmann::json::array();
        for (const auto& [what, points] : line.cost.lines) how.push_back({{"what", what}, {"points", points}});
        nlohmann::json readings = nlohmann::json::array();
        for (const LocalisedName& r : line.cost.readings) readings.push_back(localised_json(r));
        nlohmann::json traits = nlohmann::json::array();
        for (const Message& trait : line.traits) traits.push_back(say(trait));
        lines.push_back({{"id", line.id},
                         {"kind", line.kind},
                         {"description", line.description},
                         {"points", line.cost.total},
                         {"how", how},
                         {"profile", line.profile},
                         {"characteristics", line.characteristics},
                         {"traits", traits},
                         {"readings", readings}});
    }
    return {{"name", v.name},
            {"legal", v.legal},
            {"points", v.total},
            {"limit", v.points_limit},
            {"entries", lines},
            {"supply_train",
             {{"requested", v.train_requested},
              {"wagons", v.train.wagons},
              {"civilians", v.train.civilians},
              {"width", v.train.width},
              {"length", v.train.length}}},
            {"messages", to_json(v.report)}};
}

std::string profile_text(const ArmyVerdict& v, const std::vector<double>& profile, Language language) {
    std::string out;
    for (std::size_t i = 0; i < profile.size() && i < v.characteristic_names.size(); ++i)
        out += (out.empty() ? "" : ", ") + v.characteristic_names[i].in(language) + " " + write_value(decimal_as_needed(profile[i]), language);
    return out;
}

std::string describe(const ArmyLine& line, Language language) {
    return line.described.text.id[0] != '\0' ? render_message(line.described, language) : line.description;
}

std::string format_army_verdict(const ArmyVerdict& v, const std::string& file, Language language) {
    const auto in = [language](const Message& m) { return render_message(m, language); };
    std::string out = in(message(v.legal ? messages::army_legal : messages::army_not_legal)
                             .with("file", verbatim(file))
                             .with("name", verbatim(v.name))
                             .with("total", decimal_as_needed(v.total))
                             .with("limit", PointsValue{v.points_limit})) +
                      "\n";
    for (const ArmyLine& line : v.lines) {
        out += "  " +
               in(message(messages::army_entry)
                      .with("id", verbatim(line.id))
                      .with("description", verbatim(describe(line, language)))
                      .with("points", PointsValue{line.cost.total})) +
               "\n";
        if (!line.characteristics.empty()) out += "      " + profile_text(v, line.characteristics, language) + "\n";
        for (const Message& trait : line.traits) out += "      " + in(trait) + "\n";
        for (const Message& command : line.command) out += "      " + in(command) + "\n";
        for (const auto& [what, points] : cost_lines(line.cost, language))
            out += "      " + in(message(messages::cost_line).with("what", verbatim(what)).with("points", decimal_as_needed(points))) + "\n";
    }
    if (v.train_requested && v.train.wagons > 0)
        out += "  " +
               in(message(messages::supply_train)
                      .counting("count", v.train.wagons)
                      .with("civilians", IntegerValue{v.train.civilians})
                      .with("width", DecimalValue{v.train.width, 0})
                      .with("length", DecimalValue{v.train.length, 0})) +
               "\n";
    std::vector<LocalisedName> readings;
    for (const ArmyLine& line : v.lines)
        for (const LocalisedName& r : line.cost.readings)
            if (std::none_of(readings.begin(), readings.end(), [&](const LocalisedName& known) { return known.en == r.en; })) readings.push_back(r);
    if (v.train_requested && v.train.wagons > 0 && !v.train_reading.en.empty()) readings.push_back(v.train_reading);
    if (!readings.empty()) {
        out += "  " + in(message(messages::readings_heading)) + "\n";
        for (const LocalisedName& r : readings) out += "    – " + r.in(language) + "\n";
    }
    out += format_human(v.report, language);
    return out;
}

}  // namespace muster::wfb3
