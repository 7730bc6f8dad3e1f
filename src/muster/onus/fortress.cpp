#include "muster/onus/fortress.hpp"

#include <algorithm>
#include <set>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/report/report_json.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/element_reader.hpp"

namespace muster::onus {

const Piece* FortressRules::piece(const std::string& kind) const {
    for (const Piece& p : pieces)
        if (p.kind == kind) return &p;
    return nullptr;
}

const ReferenceTable* FortressRules::table(const std::string& table_id) const {
    for (const ReferenceTable& t : tables)
        if (t.id == table_id) return &t;
    return nullptr;
}

std::optional<FortressRules> load_fortress_rules(const std::filesystem::path& file, Report& report) {
    const std::size_t errors_before = report.count(Severity::error);
    const XmlSource source = XmlSource::load_file(file, report);
    if (!source.ok()) return std::nullopt;
    const pugi::xml_node root = source.root();
    ElementReader top(source, root, report);
    FortressRules rules;
    rules.id = top.required_text("id");
    rules.revision = top.required_integer("revision", 1).value_or(0);
    rules.stone_factor = top.required_number("stone-factor", 0, 100).value_or(2);
    rules.max_defender_artillery = top.required_integer("max-defender-artillery", 0, 100).value_or(2);
    rules.min_gates = top.required_integer("min-gates", 0, 100).value_or(1);
    rules.cost_reading = root.child("pieces").attribute("reading").value();
    rules.examples_reading = root.child("examples").attribute("reading").value();
    for (pugi::xml_node node : root.child("pieces").children("piece")) {
        ElementReader r(source, node, report);
        Piece p;
        p.kind = r.required_text("kind");
        p.name = {r.required_text("name"), r.text("name-fr")};
        p.cost = r.required_number("cost", 0, 1e6).value_or(0);
        p.inferred = r.flag("inferred", false);
        p.gate = r.flag("gate", false);
        p.gate_note = r.text("gate-note");
        p.wood = {r.required_integer("wood-height", 0, 100).value_or(0), r.required_integer("wood-resistance", 0, 100).value_or(0),
                  r.required_integer("wood-durability", 0, 100).value_or(0)};
        p.stone = {r.required_integer("stone-height", 0, 100).value_or(0), r.required_integer("stone-resistance", 0, 100).value_or(0),
                   r.required_integer("stone-durability", 0, 100).value_or(0)};
        rules.pieces.push_back(p);
    }
    for (pugi::xml_node node : root.child("examples").children("example")) {
        ElementReader r(source, node, report);
        CostExample e;
        e.id = r.required_text("id");
        e.counts = {{"tower", r.required_integer("towers", 0, 1000).value_or(0)},
                    {"wall", r.required_integer("walls", 0, 1000).value_or(0)},
                    {"gate-wall", r.required_integer("gate-walls", 0, 1000).value_or(0)},
                    {"corner", r.required_integer("corners", 0, 1000).value_or(0)}};
        e.wood = r.required_number("wood", 0, 1e9).value_or(0);
        e.stone = r.required_number("stone", 0, 1e9).value_or(0);
        e.misprint = r.flag("misprint", false);
        rules.examples.push_back(e);
    }
    for (pugi::xml_node t : root.child("tables").children("table")) rules.tables.push_back(read_reference_table(source, t, report));
    if (report.count(Severity::error) > errors_before) return std::nullopt;
    return rules;
}

const FortressRules& bundled_fortress_rules() {
    static const FortressRules rules = [] {
        Report report;
        auto loaded = load_fortress_rules(lists_folder() / "onus" / "fortress.xml", report);
        if (!loaded) throw Error("the bundled Onus! fortress rules cannot be read:\n" + format_human(report));
        return *loaded;
    }();
    return rules;
}

double fortress_cost(const FortressRules& rules, const std::map<std::string, int>& counts, bool stone) {
    double total = 0;
    for (const auto& [kind, count] : counts) {
        const Piece* piece = rules.piece(kind);
        if (!piece) throw Error("'" + kind + "' is not a fortress piece (wall, tower, gate-wall, corner)");
        total += piece->cost * count;
    }
    return stone ? total * rules.stone_factor : total;
}

namespace {

void check(const XmlSource& source, const FortressRules& rules, FortressVerdict& v) {
    Report& report = v.report;
    const pugi::xml_node root = source.root();
    if (std::string(root.name()) != "onus-fortress") {
        report.error_at(source.location_of(root), "onus.wrong-root", std::string("expected <onus-fortress>, found <") + root.name() + ">");
        return;
    }
    ElementReader top(source, root, report);
    v.name = top.name("name");
    v.stone = top.choice("material", {"wood", "stone"}, "wood") == "stone";
    const int artillery = top.integer("artillery", 0, 1000).value_or(0);
    if (artillery > rules.max_defender_artillery)
        top.error("artillery", "onus.artillery", "the defender has " + std::to_string(artillery) + " artillery units; at most " +
                                                     std::to_string(rules.max_defender_artillery));
    std::map<std::pair<int, int>, pugi::xml_node> cells;
    for (pugi::xml_node node : root.children("piece")) {
        ElementReader r(source, node, report);
        const std::string kind = r.required_name("kind");
        const auto x = r.required_integer("x", -1000, 1000), y = r.required_integer("y", -1000, 1000);
        if (!rules.piece(kind)) {
            r.error("kind", "onus.unknown-piece", "'" + kind + "' is not a fortress piece (wall, tower, gate-wall, corner)");
            continue;
        }
        if (!x || !y) continue;
        if (!cells.emplace(std::make_pair(*x, *y), node).second) {
            r.error(nullptr, "onus.overlap", "two pieces at (" + std::to_string(*x) + ", " + std::to_string(*y) + ")");
            continue;
        }
        ++v.counts[kind];
    }
    int gates = 0;
    for (const auto& [kind, count] : v.counts)
        if (rules.piece(kind)->gate) gates += count;
    if (gates < rules.min_gates)
        top.error(nullptr, "onus.gate", "the fortress has no gate; every fortress needs at least " + std::to_string(rules.min_gates)).fix =
            "replace a wall with a gate-wall";
    // A continuous enclosure: every piece touches exactly two others and all pieces form one ring.
    if (!cells.empty()) {
        for (const auto& [cell, node] : cells) {
            int neighbours = 0;
            for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
                neighbours += cells.count({cell.first + dx, cell.second + dy});
            if (neighbours != 2)
                report.error_at(source.location_of(node), "onus.enclosure",
                                "the piece at (" + std::to_string(cell.first) + ", " + std::to_string(cell.second) + ") touches " +
                                    std::to_string(neighbours) + " pieces; a continuous enclosure needs exactly 2" +
                                    (neighbours < 2 ? ": the wall is open here" : ": the wall branches here"));
        }
        std::set<std::pair<int, int>> seen{cells.begin()->first};
        std::vector<std::pair<int, int>> todo{cells.begin()->first};
        while (!todo.empty()) {
            const auto cell = todo.back();
            todo.pop_back();
            for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                const std::pair next{cell.first + dx, cell.second + dy};
                if (cells.count(next) && seen.insert(next).second) todo.push_back(next);
            }
        }
        if (seen.size() != cells.size())
            top.error(nullptr, "onus.enclosure", "the pieces form " + std::string("more than one wall: ") + std::to_string(seen.size()) +
                                                     " of " + std::to_string(cells.size()) + " are joined to the first");
    } else {
        top.error(nullptr, "onus.empty", "the fortress has no pieces");
    }
    v.cost = fortress_cost(rules, v.counts, v.stone);
}

}  // namespace

FortressVerdict check_fortress_text(std::string text, const std::string& display_name, const FortressRules& rules) {
    FortressVerdict v;
    const XmlSource source = XmlSource::from_text(std::move(text), display_name, v.report);
    if (source.ok()) check(source, rules, v);
    v.legal = !v.report.has_errors();
    v.readable = std::none_of(v.report.diagnostics().begin(), v.report.diagnostics().end(), is_reading_problem);
    return v;
}

FortressVerdict check_fortress_file(const std::filesystem::path& file, const FortressRules& rules) {
    FortressVerdict v;
    const XmlSource source = XmlSource::load_file(file, v.report);
    if (source.ok()) check(source, rules, v);
    v.legal = !v.report.has_errors();
    v.readable = std::none_of(v.report.diagnostics().begin(), v.report.diagnostics().end(), is_reading_problem);
    return v;
}

nlohmann::json fortress_verdict_to_json(const FortressVerdict& v, const FortressRules& rules) {
    nlohmann::json pieces = nlohmann::json::array();
    for (const auto& [kind, count] : v.counts) {
        const Piece* p = rules.piece(kind);
        const StructureValues& s = v.stone ? p->stone : p->wood;
        pieces.push_back({{"kind", kind}, {"count", count}, {"cost_each", p->cost * (v.stone ? rules.stone_factor : 1)},
                          {"height", s.height}, {"resistance", s.resistance}, {"durability", s.durability}, {"inferred_cost", p->inferred}});
    }
    return {{"name", v.name}, {"material", v.stone ? "stone" : "wood"}, {"cost", v.cost}, {"legal", v.legal},
            {"pieces", pieces}, {"cost_reading", rules.cost_reading}, {"messages", to_json(v.report)}};
}

}  // namespace muster::onus
