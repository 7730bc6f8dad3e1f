#include "muster/wfb3/wfb3_army.hpp"

#include <algorithm>

#include "muster/report/report_json.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster::wfb3 {

namespace {

std::vector<std::pair<std::string, double>> read_items(const XmlSource& source, pugi::xml_node node, Report& report) {
    std::vector<std::pair<std::string, double>> items;
    for (pugi::xml_node item : node.children("item")) {
        ElementReader r(source, item, report);
        items.emplace_back(r.required_name("name"), r.required_number("points", 0, 1e6).value_or(0));
    }
    return items;
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

void evaluate(const XmlSource& source, const PointsRules& rules, ArmyVerdict& v) {
    Report& report = v.report;
    const pugi::xml_node root = source.root();
    if (std::string(root.name()) != "wfb3-army") {
        report.error_at(source.location_of(root), "wfb3.wrong-root", std::string("expected <wfb3-army>, found <") + root.name() + ">");
        return;
    }
    ElementReader top(source, root, report);
    v.name = top.name("name");
    v.points_limit = top.required_number("points-limit", 1, max_army_points).value_or(0);
    const bool cap_levels = top.flag("level-cap", false);
    const bool wants_train = top.flag("supply-train", false);
    int generals = 0, standards = 0;
    for (pugi::xml_node node : root.children()) {
        if (node.type() != pugi::node_element) continue;
        ElementReader r(source, node, report);
        ArmyLine line;
        line.id = r.required_name("id");
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
                line.cost = unit_cost(rules, spec);
                line.description = std::to_string(spec.models) + " " + spec.model.creature + (spec.model.mount.empty() ? "" : " on " + spec.model.mount);
                if (spec.models < rules.minimum_unit_size) {
                    Diagnostic& d = r.error("models", "wfb3.unit-size", "unit " + line.id + " has " + std::to_string(spec.models) +
                                                                          " models; a unit starts with at least " +
                                                                          std::to_string(rules.minimum_unit_size));
                    d.entries = {line.id};
                }
            } else if (line.kind == "character") {
                CharacterSpec spec;
                spec.creature = r.required_name("creature");
                spec.level = r.required_integer("level", 0, 1000).value_or(5);
                spec.wizard = r.flag("wizard", false);
                spec.mount = r.name("mount");
                spec.items = read_items(source, node, report);
                line.cost = character_cost(rules, spec);
                line.description = spec.creature + (spec.wizard ? " wizard" : " character") + " level " + std::to_string(spec.level);
                const bool general = r.flag("general", false);
                const bool standard = r.flag("army-standard", false);
                generals += general;
                standards += standard;
                if (general && standard)
                    r.error("army-standard", "wfb3.army-standard", "the general cannot carry the army standard (" + line.id + ")");
                const int cap = cap_levels ? level_cap(rules, v.points_limit) : 0;
                if (cap > 0 && spec.level > cap) {
                    Diagnostic& d = r.error("level", "wfb3.level-cap",
                                            "character " + line.id + " is level " + std::to_string(spec.level) + "; in a " +
                                                format_points(v.points_limit) + "-pt game the house rule allows level " +
                                                std::to_string(cap) + " at most (reading: " + rules.level_cap_reading + ")");
                    d.entries = {line.id};
                }
            } else if (line.kind == "chariot") {
                ChariotSpec spec;
                spec.animals = r.words("animals");
                const int crew = r.required_integer("crew", 1, 100).value_or(1);
                TrooperSpec member = read_trooper(source, r, "crew-creature", report);
                spec.crew.assign(static_cast<std::size_t>(crew), member);
                spec.scythes = r.flag("scythes", false);
                line.cost = chariot_cost(rules, spec);
                line.description = "chariot";
            } else if (line.kind == "war-machine") {
                WarMachineSpec spec{r.required_name("machine"), r.required_integer("crew", 1, 100).value_or(1), r.required_name("crew-creature")};
                line.cost = war_machine_cost(rules, spec);
                line.description = spec.machine;
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
                line.description = spec.creature;
            } else {
                r.error(nullptr, "wfb3.unexpected-element",
                        "unexpected <" + line.kind + ">; expected <unit>, <character>, <chariot>, <war-machine> or <monster>");
                continue;
            }
        } catch (const Error& e) {
            Diagnostic& d = r.error(nullptr, "wfb3.entry", line.id + ": " + e.what());
            d.entries = {line.id};
            continue;
        }
        v.total += line.cost.total;
        v.lines.push_back(std::move(line));
    }
    if (v.points_limit > 0 && v.total > v.points_limit + 1e-9) {
        Diagnostic d;
        d.rule_id = "points-limit";
        d.message = "The army costs " + format_points(v.total) + " pts; the limit is " + format_points(v.points_limit) + " pts";
        d.actual = v.total;
        d.allowed = v.points_limit;
        d.measure = "pts";
        d.fix = "remove at least " + format_points(v.total - v.points_limit) + " pts";
        report.add(d);
    }
    if (generals != 1) {
        Diagnostic d;
        d.rule_id = "wfb3.general";
        d.message = generals == 0 ? "The army has no general" : "The army has " + std::to_string(generals) + " generals; it has one";
        d.fix = "mark one character general=\"true\"";
        report.add(d);
    }
    if (standards > 1) {
        Diagnostic d;
        d.rule_id = "wfb3.army-standard";
        d.message = "The army has " + std::to_string(standards) + " army standards; one per army";
        report.add(d);
    }
    v.train = supply_train(rules, v.points_limit);
    if (wants_train && v.train.wagons == 0) {
        Diagnostic d;
        d.rule_id = "wfb3.supply-train";
        d.message = "A supply train is only for armies of " + format_points(rules.train_min_points) + " pts or more";
        report.add(d);
    }
}

}  // namespace

ArmyVerdict evaluate_army_text(std::string text, const std::string& display_name, const PointsRules& rules) {
    ArmyVerdict verdict;
    const XmlSource source = XmlSource::from_text(std::move(text), display_name, verdict.report);
    if (source.ok()) evaluate(source, rules, verdict);
    verdict.legal = !verdict.report.has_errors();
    verdict.readable =
        std::none_of(verdict.report.diagnostics().begin(), verdict.report.diagnostics().end(), is_reading_problem);
    return verdict;
}

ArmyVerdict evaluate_army_file(const std::filesystem::path& file, const PointsRules& rules) {
    ArmyVerdict verdict;
    const XmlSource source = XmlSource::load_file(file, verdict.report);
    if (source.ok()) evaluate(source, rules, verdict);
    verdict.legal = !verdict.report.has_errors();
    verdict.readable =
        std::none_of(verdict.report.diagnostics().begin(), verdict.report.diagnostics().end(), is_reading_problem);
    return verdict;
}

nlohmann::json army_verdict_to_json(const ArmyVerdict& v) {
    nlohmann::json lines = nlohmann::json::array();
    for (const ArmyLine& line : v.lines) {
        nlohmann::json how = nlohmann::json::array();
        for (const auto& [what, points] : line.cost.lines) how.push_back({{"what", what}, {"points", points}});
        lines.push_back({{"id", line.id}, {"kind", line.kind}, {"description", line.description}, {"points", line.cost.total}, {"how", how}});
    }
    return {{"name", v.name}, {"legal", v.legal}, {"points", v.total}, {"limit", v.points_limit}, {"entries", lines},
            {"supply_train", {{"wagons", v.train.wagons}, {"civilians", v.train.civilians}, {"width", v.train.width}, {"length", v.train.length}}},
            {"messages", to_json(v.report)}};
}

std::string format_army_verdict(const ArmyVerdict& v, const std::string& file) {
    std::string out = file + ": " + (v.legal ? "LEGAL" : "NOT LEGAL") + " — \"" + v.name + "\", " + format_points(v.total) + " / " +
                      format_points(v.points_limit) + " pts\n";
    for (const ArmyLine& line : v.lines) {
        out += "  " + line.id + "  " + line.description + ": " + format_points(line.cost.total) + " pts\n";
        for (const auto& [what, points] : line.cost.lines) out += "      " + what + ": " + format_points(points) + "\n";
    }
    if (v.train.wagons > 0)
        out += "  supply train (free): " + std::to_string(v.train.wagons) + " wagons, " + std::to_string(v.train.civilians) +
               " civilians, " + format_points(v.train.width) + "\" × " + format_points(v.train.length) + "\"\n";
    out += format_human(v.report);
    return out;
}

}  // namespace muster::wfb3
