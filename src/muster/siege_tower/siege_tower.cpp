#include "muster/siege_tower/siege_tower.hpp"

#include <algorithm>
#include <limits>
#include <numeric>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/siege_tower/tower_messages.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/data_file.hpp"

namespace muster::siege_tower {

namespace {

std::vector<MovementStep> read_steps(const XmlSource& source, pugi::xml_node parent, Report& report) {
    std::vector<MovementStep> steps;
    for (pugi::xml_node node : parent.children("step")) {
        ElementReader r(source, node, report);
        steps.push_back({r.required_integer("min-pushers", 0, 1000).value_or(0), r.required_integer("movement", 0, 100).value_or(0)});
    }
    return steps;
}

Rampart read_rampart(const XmlSource& source, pugi::xml_node node, int drawbridge_level, Report& report) {
    ElementReader r(source, node, report);
    Rampart rampart;
    rampart.level = r.required_integer("level", 1, 10).value_or(0);
    rampart.sources = r.required_text("sources");
    rampart.reading = r.required_localised("reading");
    for (pugi::xml_node level_node : node.children("tower-level")) {
        ElementReader l(source, level_node, report);
        LevelUse use;
        use.number = l.required_integer("number", 1, 10).value_or(0);
        use.used = l.flag("used", true);
        use.height = l.integer("height", 0, 20).value_or(0);
        use.spans = l.integer("spans", 1, 10).value_or(1);
        use.ladder_mp = l.integer("ladder-mp", 0, 100).value_or(0);
        use.drawbridge = use.number == drawbridge_level;
        rampart.levels.push_back(use);
    }
    return rampart;
}

int movement_for(const std::vector<MovementStep>& steps, int pushers) {
    for (const MovementStep& step : steps)
        if (pushers >= step.min_pushers) return step.movement;
    return 0;
}

Diagnostic& error(Report& report, std::string rule, Message meaning) {
    Diagnostic d;
    d.rule_id = std::move(rule);
    d.says(std::move(meaning));
    return report.add(std::move(d));
}

Diagnostic& note(Report& report, Severity severity, std::string rule, Message meaning) {
    Diagnostic& d = error(report, std::move(rule), std::move(meaning));
    d.severity = severity;
    return d;
}

std::string level_list(const std::vector<Rampart>& ramparts) {
    std::string list;
    for (std::size_t i = 0; i < ramparts.size(); ++i) list += (i == 0 ? "" : i + 1 == ramparts.size() ? " or " : ", ") + std::to_string(ramparts[i].level);
    return list;
}

// How high each level stands against the rampart; characters on an unused level are an error.
void check_rampart(const TowerRules& rules, const Loadout& loadout, TowerVerdict& v) {
    v.rampart_level = loadout.rampart_level ? loadout.rampart_level : rules.default_rampart;
    const Rampart* rampart = rules.rampart(v.rampart_level);
    if (!rampart) {
        error(v.report, "tower.rampart-level",
              message(tower_text("tower.rampart-level"), {{"level", std::to_string(v.rampart_level)}, {"levels", level_list(rules.ramparts)}}));
        return;
    }
    v.levels = rampart->levels;
    const LevelUse* bridge = nullptr;
    const LevelUse* top = nullptr;
    for (const LevelUse& level : v.levels) {
        if (level.drawbridge) bridge = &level;
        if (level.used && (!top || level.height > top->height)) top = &level;
        if (level.used) continue;
        const std::size_t index = static_cast<std::size_t>(level.number - 1);
        const int on_it = index < loadout.aboard.size() ? loadout.aboard[index] : 0;
        const std::initializer_list<MessageHole> holes{
            {"level", std::to_string(level.number)}, {"rampart", std::to_string(rampart->level)}, {"count", std::to_string(on_it)}};
        if (on_it > 0)
            error(v.report, "tower.unused-level", message(tower_text("tower.unused-level-crowded"), holes))
                .fix_by(message(tower_text("tower.unused-level-crowded.fix")))
                .sources = rampart->sources;
        else note(v.report, Severity::info, "tower.unused-level", message(tower_text("tower.unused-level"), holes)).sources = rampart->sources;
    }
    if (bridge && top)
        note(v.report, Severity::info, "tower.rampart",
             message(tower_text("tower.rampart"), {{"rampart", std::to_string(rampart->level)},
                                                   {"bridge_level", std::to_string(bridge->number)},
                                                   {"bridge_height", std::to_string(bridge->height)},
                                                   {"ladder", std::to_string(bridge->ladder_mp)},
                                                   {"top_level", std::to_string(top->number)},
                                                   {"top", std::to_string(top->height)}}))
            .read_as(rampart->reading)
            .sources = rampart->sources;
}

// Lowering the drawbridge: its winch operators on their level, one hex from the rampart (§8).
void check_lowering(const TowerRules& rules, const Loadout& loadout, TowerVerdict& v) {
    if (loadout.drawbridge_down) {
        error(v.report, "tower.already-down", message(tower_text("tower.already-down")));
        return;
    }
    if (loadout.winch_operators < rules.winch_characters) {
        Diagnostic& d = error(v.report, "tower.winch",
                              message(tower_text(loadout.winch_operators == 1 ? "tower.winch-one" : "tower.winch"),
                                      {{"needed", std::to_string(rules.winch_characters)}, {"count", std::to_string(loadout.winch_operators)}}));
        d.actual = loadout.winch_operators;
        d.allowed = rules.winch_characters;
    } else if (loadout.winch_operators > rules.winch_characters) {
        Diagnostic& d = error(
            v.report, "tower.winch",
            message(tower_text("tower.winch-over"), {{"hexes", std::to_string(rules.winch_characters)}, {"count", std::to_string(loadout.winch_operators)}}));
        d.actual = loadout.winch_operators;
        d.allowed = rules.winch_characters;
        d.fix_by(message(tower_text("tower.winch-over.fix"), {{"extra", std::to_string(loadout.winch_operators - rules.winch_characters)}}));
    }
    const std::size_t winch_index = static_cast<std::size_t>(rules.winch_level - 1);
    const int on_winch_level = winch_index < loadout.aboard.size() ? loadout.aboard[winch_index] : 0;
    if (loadout.winch_operators > on_winch_level)
        error(
            v.report, "tower.winch-level",
            message(tower_text(on_winch_level == 1 ? "tower.winch-level-one" : "tower.winch-level"), {{"level", std::to_string(rules.winch_level)},
                                                                                                      {"count", std::to_string(on_winch_level)},
                                                                                                      {"operators", std::to_string(loadout.winch_operators)}}))
            .read_as(rules.winch_reading);
    if (loadout.rampart_distance && loadout.rampart_distance != rules.rampart_distance)
        error(v.report, "tower.rampart-distance",
              message(tower_text("tower.rampart-distance"),
                      {{"needed", std::to_string(rules.rampart_distance)}, {"distance", std::to_string(loadout.rampart_distance)}}))
            .read_as(rules.distance_reading);
    if (!v.report.has_errors())
        note(v.report, Severity::info, "tower.lowering", message(tower_text("tower.lowering"), {{"count", std::to_string(rules.winch_characters)}}))
            .read_as(rules.drawbridge_reading);
}

}  // namespace

const ReferenceTable* TowerRules::table(const std::string& table_id) const {
    for (const ReferenceTable& t : tables)
        if (t.id == table_id) return &t;
    return nullptr;
}

const Rampart* TowerRules::rampart(int level) const {
    for (const Rampart& r : ramparts)
        if (r.level == level) return &r;
    return nullptr;
}

namespace {

const DataFileKind tower_rules_file{"siege-tower-rules", "tower.wrong-root", true};

void read_tower_rules(const XmlSource& source, ElementReader& top, TowerRules& rules, Report& report) {
    const pugi::xml_node root = top.node();
    rules.max_pushers = top.required_integer("max-pushers", 0, 1000).value_or(12);
    for (pugi::xml_node level : root.children("level")) {
        ElementReader r(source, level, report);
        rules.level_capacity.push_back(r.required_integer("capacity", 0, 1000).value_or(0));
    }
    rules.standard = read_steps(source, root.child("standard-movement"), report);
    rules.overload_reading = localised_attribute(root.child("overload-movement"), "reading");
    for (pugi::xml_node bracket : root.child("overload-movement").children("bracket")) {
        ElementReader r(source, bracket, report);
        rules.overload.emplace_back(r.required_integer("max-aboard", 0, 1000).value_or(0), read_steps(source, bracket, report));
    }
    int drawbridge_level = 2;
    if (pugi::xml_node bridge = root.child("drawbridge")) {
        ElementReader r(source, bridge, report);
        rules.winch_characters = r.required_integer("winch-characters", 0, 100).value_or(2);
        drawbridge_level = r.required_integer("level", 1, 10).value_or(2);
        rules.winch_level = r.required_integer("winch-level", 1, 10).value_or(2);
        rules.rampart_distance = r.required_integer("rampart-distance", 0, 100).value_or(1);
        rules.drawbridge_reading = r.localised("reading");
        rules.winch_reading = r.localised("winch-reading");
        rules.distance_reading = r.localised("distance-reading");
    }
    if (pugi::xml_node ramparts = root.child("ramparts")) {
        ElementReader r(source, ramparts, report);
        rules.default_rampart = r.required_integer("default", 1, 10).value_or(2);
        for (pugi::xml_node node : ramparts.children("rampart")) rules.ramparts.push_back(read_rampart(source, node, drawbridge_level, report));
        if (!rules.rampart(rules.default_rampart))
            r.error("default", "tower.rampart-level", {})
                .says(message(tower_text("tower.rampart-level"), {{"level", std::to_string(rules.default_rampart)}, {"levels", level_list(rules.ramparts)}}));
    }
    for (pugi::xml_node t : root.child("tables").children("table")) rules.tables.push_back(read_reference_table(source, t, report));
}

}  // namespace

std::optional<TowerRules> load_tower_rules(const std::filesystem::path& file, Report& report) {
    return load_data_file<TowerRules>(file, tower_rules_file, report, read_tower_rules);
}

TowerVerdict check_loadout(const TowerRules& rules, const Loadout& loadout) {
    TowerVerdict v;
    if (loadout.aboard.size() > rules.level_capacity.size())
        error(v.report, "tower.levels", message(tower_text("tower.levels"), {{"count", std::to_string(rules.level_capacity.size())}}));
    for (std::size_t level = 0; level < loadout.aboard.size() && level < rules.level_capacity.size(); ++level) {
        const int n = loadout.aboard[level], cap = rules.level_capacity[level];
        if (n < 0) error(v.report, "tower.count", message(tower_text("tower.count"), {{"level", std::to_string(level + 1)}}));
        if (n > cap) {
            Diagnostic& d = error(
                v.report, "tower.capacity",
                message(tower_text("tower.capacity"), {{"level", std::to_string(level + 1)}, {"count", std::to_string(n)}, {"most", std::to_string(cap)}}));
            d.actual = n;
            d.allowed = cap;
            d.fix_by(message(tower_text("tower.capacity.fix"), {{"extra", std::to_string(n - cap)}}));
        }
    }
    const long long aboard = std::accumulate(loadout.aboard.begin(), loadout.aboard.end(), 0LL);  // no overflow on absurd counts
    v.aboard = static_cast<int>(std::clamp<long long>(aboard, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    if (loadout.pushers < 0) error(v.report, "tower.count", message(tower_text("tower.pushers-negative")));
    if (loadout.pushers > rules.max_pushers) {
        Diagnostic& d = error(v.report, "tower.pushers",
                              message(tower_text("tower.pushers"), {{"count", std::to_string(loadout.pushers)}, {"most", std::to_string(rules.max_pushers)}}));
        d.actual = loadout.pushers;
        d.allowed = rules.max_pushers;
    }
    check_rampart(rules, loadout, v);
    if (loadout.engaged_pushers < 0) error(v.report, "tower.engaged", message(tower_text("tower.engaged-negative")));
    if (loadout.engaged_pushers > loadout.pushers)
        error(v.report, "tower.engaged",
              message(tower_text("tower.engaged-over"), {{"engaged", std::to_string(loadout.engaged_pushers)}, {"pushers", std::to_string(loadout.pushers)}}));
    const long long still_free = static_cast<long long>(loadout.pushers) - std::max(loadout.engaged_pushers, 0);
    const int free_pushers = static_cast<int>(std::clamp<long long>(still_free, 0, rules.max_pushers));
    if (loadout.lowering_drawbridge) check_lowering(rules, loadout, v);

    if (loadout.lowering_drawbridge) {
        v.movement = 0;
    } else if (loadout.drawbridge_down) {
        v.movement = 0;
        note(v.report, Severity::info, "tower.drawbridge", message(tower_text("tower.drawbridge"))).read_as(rules.drawbridge_reading);
    } else if (loadout.overload_rule) {
        const std::vector<MovementStep>* steps = nullptr;
        for (const auto& [most_aboard, bracket] : rules.overload)
            if (!steps && v.aboard <= most_aboard) steps = &bracket;
        if (!steps) {
            error(v.report, "tower.overload", message(tower_text("tower.overload-over"), {{"count", std::to_string(v.aboard)}}));
        } else {
            v.movement = movement_for(*steps, free_pushers);
            note(v.report, Severity::info, "tower.overload",
                 message(tower_text("tower.overload"),
                         {{"aboard", std::to_string(v.aboard)}, {"pushers", std::to_string(free_pushers)}, {"mp", std::to_string(v.movement)}}))
                .read_as(rules.overload_reading);
        }
    } else {
        v.movement = movement_for(rules.standard, free_pushers);
    }
    if (loadout.engaged_pushers > 0 && loadout.engaged_pushers <= loadout.pushers && !loadout.drawbridge_down && !loadout.lowering_drawbridge)
        note(v.report, Severity::info, "tower.engaged",
             message(tower_text("tower.engaged"), {{"engaged", std::to_string(loadout.engaged_pushers)},
                                                   {"pushers", std::to_string(loadout.pushers)},
                                                   {"free", std::to_string(free_pushers)},
                                                   {"mp", std::to_string(v.movement)}}));
    if (!loadout.drawbridge_down && !loadout.lowering_drawbridge && v.movement == 0 && !v.report.has_errors())
        note(v.report, Severity::warning, "tower.immobile", message(tower_text("tower.immobile"), {{"pushers", std::to_string(free_pushers)}}))
            .fix_by(message(tower_text("tower.immobile.fix")));
    v.legal = !v.report.has_errors();
    if (!v.legal) v.movement = 0;  // a loadout the rules refuse moves nowhere
    return v;
}

}  // namespace muster::siege_tower
