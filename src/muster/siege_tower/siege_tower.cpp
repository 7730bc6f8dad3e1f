#include "muster/siege_tower/siege_tower.hpp"

#include <numeric>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/element_reader.hpp"

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

int movement_for(const std::vector<MovementStep>& steps, int pushers) {
    for (const MovementStep& step : steps)
        if (pushers >= step.min_pushers) return step.movement;
    return 0;
}

Diagnostic& error(Report& report, std::string rule, std::string message) {
    Diagnostic d;
    d.rule_id = std::move(rule);
    d.message = std::move(message);
    return report.add(std::move(d));
}

}  // namespace

const ReferenceTable* TowerRules::table(const std::string& table_id) const {
    for (const ReferenceTable& t : tables)
        if (t.id == table_id) return &t;
    return nullptr;
}

std::optional<TowerRules> load_tower_rules(const std::filesystem::path& file, Report& report) {
    const std::size_t errors_before = report.count(Severity::error);
    const XmlSource source = XmlSource::load_file(file, report);
    if (!source.ok()) return std::nullopt;
    const pugi::xml_node root = source.root();
    ElementReader top(source, root, report);
    TowerRules rules;
    rules.id = top.required_text("id");
    rules.revision = top.required_integer("revision", 1).value_or(0);
    rules.max_pushers = top.required_integer("max-pushers", 0, 1000).value_or(12);
    for (pugi::xml_node level : root.children("level")) {
        ElementReader r(source, level, report);
        rules.level_capacity.push_back(r.required_integer("capacity", 0, 1000).value_or(0));
    }
    rules.standard = read_steps(source, root.child("standard-movement"), report);
    rules.overload_reading = root.child("overload-movement").attribute("reading").value();
    for (pugi::xml_node bracket : root.child("overload-movement").children("bracket")) {
        ElementReader r(source, bracket, report);
        rules.overload.emplace_back(r.required_integer("max-aboard", 0, 1000).value_or(0), read_steps(source, bracket, report));
    }
    if (pugi::xml_node bridge = root.child("drawbridge")) {
        ElementReader r(source, bridge, report);
        rules.winch_characters = r.required_integer("winch-characters", 0, 100).value_or(2);
        rules.drawbridge_reading = r.text("reading");
    }
    for (pugi::xml_node t : root.child("tables").children("table")) rules.tables.push_back(read_reference_table(source, t, report));
    if (report.count(Severity::error) > errors_before) return std::nullopt;
    return rules;
}

const TowerRules& bundled_tower_rules() {
    static const TowerRules rules = [] {
        Report report;
        auto loaded = load_tower_rules(lists_folder() / "siege-tower" / "tower.xml", report);
        if (!loaded) throw Error("the bundled siege tower rules cannot be read:\n" + format_human(report));
        return *loaded;
    }();
    return rules;
}

TowerVerdict check_loadout(const TowerRules& rules, const Loadout& loadout) {
    TowerVerdict v;
    if (loadout.aboard.size() > rules.level_capacity.size())
        error(v.report, "tower.levels", "the tower has " + std::to_string(rules.level_capacity.size()) + " levels");
    for (std::size_t level = 0; level < loadout.aboard.size() && level < rules.level_capacity.size(); ++level) {
        const int n = loadout.aboard[level], cap = rules.level_capacity[level];
        if (n < 0) error(v.report, "tower.count", "level " + std::to_string(level + 1) + " cannot hold a negative number");
        if (n > cap) {
            Diagnostic& d = error(v.report, "tower.capacity", "level " + std::to_string(level + 1) + " holds " + std::to_string(n) +
                                                                  " characters; it takes at most " + std::to_string(cap));
            d.actual = n;
            d.allowed = cap;
            d.fix = "move " + std::to_string(n - cap) + " to another level or to the ground";
        }
    }
    v.aboard = std::accumulate(loadout.aboard.begin(), loadout.aboard.end(), 0);
    if (loadout.pushers < 0) error(v.report, "tower.count", "the number of pushers cannot be negative");
    if (loadout.pushers > rules.max_pushers) {
        Diagnostic& d = error(v.report, "tower.pushers", std::to_string(loadout.pushers) + " pushers; at most " +
                                                            std::to_string(rules.max_pushers) + " can push the tower");
        d.actual = loadout.pushers;
        d.allowed = rules.max_pushers;
    }
    if (loadout.drawbridge_down) {
        v.movement = 0;
        Diagnostic d;
        d.severity = Severity::info;
        d.rule_id = "tower.drawbridge";
        d.message = "The drawbridge is down: the tower never moves again (reading: " + rules.drawbridge_reading + ")";
        v.report.add(d);
    } else if (loadout.overload_rule) {
        const std::vector<MovementStep>* steps = nullptr;
        for (const auto& [most_aboard, bracket] : rules.overload)
            if (!steps && v.aboard <= most_aboard) steps = &bracket;
        if (!steps) {
            error(v.report, "tower.overload", std::to_string(v.aboard) + " characters aboard is more than the overload rule covers");
        } else {
            v.movement = movement_for(*steps, std::min(loadout.pushers, rules.max_pushers));
            Diagnostic d;
            d.severity = Severity::info;
            d.rule_id = "tower.overload";
            d.message = "Overload rule: " + std::to_string(v.aboard) + " aboard, " + std::to_string(loadout.pushers) + " pushers → " +
                        std::to_string(v.movement) + " MP (reading: " + rules.overload_reading + ")";
            v.report.add(d);
        }
    } else {
        v.movement = movement_for(rules.standard, std::min(loadout.pushers, rules.max_pushers));
    }
    if (!loadout.drawbridge_down && v.movement == 0 && !v.report.has_errors()) {
        Diagnostic d;
        d.severity = Severity::warning;
        d.rule_id = "tower.immobile";
        d.message = std::to_string(loadout.pushers) + " pushers cannot move the tower";
        d.fix = "put more characters on the ground to push";
        v.report.add(d);
    }
    v.legal = !v.report.has_errors();
    return v;
}

}  // namespace muster::siege_tower
