#include "muster/onus/fortress.hpp"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "muster/lists/reference_table_reader.hpp"
#include "muster/onus/fortress_design.hpp"
#include "muster/onus/onus_messages.hpp"
#include "muster/report/report_json.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/xml/data_file.hpp"
#include "muster/xml/reading_problem.hpp"

namespace muster::onus {

const Piece* FortressRules::piece(const std::string& kind) const {
    for (const Piece& p : pieces)
        if (p.kind == kind) return &p;
    return nullptr;
}

const Agreement* FortressRules::agreement(const std::string& agreement_id) const {
    for (const Agreement& a : agreements)
        if (a.id == agreement_id) return &a;
    return nullptr;
}

const Defence* FortressRules::defence(const std::string& kind) const {
    for (const Defence& d : defences)
        if (d.kind == kind) return &d;
    return nullptr;
}

const ReferenceTable* FortressRules::table(const std::string& table_id) const {
    for (const ReferenceTable& t : tables)
        if (t.id == table_id) return &t;
    return nullptr;
}

namespace {

const DataFileKind fortress_rules_file{"onus-fortress-rules", "onus.wrong-root", true};

void read_fortress_rules(const XmlSource& source, ElementReader& top, FortressRules& rules, Report& report) {
    const pugi::xml_node root = top.node();
    rules.stone_factor = top.required_number("stone-factor", 0, 100).value_or(2);
    rules.max_defender_artillery = top.required_integer("max-defender-artillery", 0, 100).value_or(2);
    rules.min_gates = top.required_integer("min-gates", 0, 100).value_or(1);
    rules.cost_reading = localised_attribute(root.child("pieces"), "reading");
    rules.examples_reading = localised_attribute(root.child("examples"), "reading");
    rules.geometry_reading = localised_attribute(root.child("geometry"), "reading");
    rules.materials_reading = localised_attribute(root.child("materials"), "reading");
    for (pugi::xml_node node : root.child("materials").children("mix")) {
        ElementReader r(source, node, report);
        MaterialMix mix;
        mix.piece = r.required_text("piece");
        mix.stone = r.choice("material", {"wood", "stone"}, "wood") == "stone";
        mix.in_stone = r.choice("fortress", {"wood", "stone"}, "wood") == "stone";
        mix.agreement = r.required_text("agreement");
        rules.mixes.push_back(mix);
    }
    if (pugi::xml_node box = root.child("box")) {
        ElementReader r(source, box, report);
        rules.box_sections = r.required_integer("sections-per-material", 0, 10000).value_or(20);
        rules.box_sources = r.required_text("sources");
        rules.box_reading = r.required_localised("reading");
    }
    rules.inner_walls_agreement = root.child("inner-walls").attribute("agreement").value();
    rules.inner_walls_reading = localised_attribute(root.child("inner-walls"), "reading");
    rules.watchtower_reading = localised_attribute(root.child("watchtowers"), "reading");
    rules.defences_reading = localised_attribute(root.child("defences"), "reading");
    for (pugi::xml_node node : root.child("defences").children("defence")) {
        ElementReader r(source, node, report);
        rules.defences.push_back({r.required_text("kind"), r.required_localised("name"), r.required_text("plural"),
                                  r.required_integer("box", 0, 10000).value_or(0), r.required_text("sources")});
    }
    for (pugi::xml_node node : root.child("agreements").children("agreement")) {
        ElementReader r(source, node, report);
        rules.agreements.push_back({r.required_text("id"), r.required_localised("reading")});
    }
    rules.alternative_reading = localised_attribute(root.child("alternative-costs"), "reading");
    for (pugi::xml_node node : root.child("alternative-costs").children("cost")) {
        ElementReader r(source, node, report);
        const std::string kind = r.required_text("kind");
        rules.alternative_costs[kind] = r.required_number("value", 0, 1e6).value_or(0);
    }
    for (pugi::xml_node node : root.child("pieces").children("piece")) {
        ElementReader r(source, node, report);
        Piece p;
        p.kind = r.required_text("kind");
        p.name = r.required_localised("name");
        p.cost = r.required_number("cost", 0, 1e6).value_or(0);
        p.inferred = r.flag("inferred", false);
        p.gate = r.flag("gate", false);
        p.gate_note = r.text("gate-note");
        p.plural = r.text("plural", p.name.en + "s");
        p.run = r.required_integer("run", 0, 100).value_or(0);
        const std::string bend = r.choice("bend", {"never", "may", "always"}, "never");
        p.bend = bend == "always" ? Bend::always : bend == "may" ? Bend::may : Bend::never;
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
    // The agreements the checks name must be in the data.
    std::vector<std::pair<std::string, pugi::xml_node>> named{{"gaps", root.child("agreements")}, {rules.inner_walls_agreement, root.child("inner-walls")}};
    for (pugi::xml_node mix : root.child("materials").children("mix")) named.emplace_back(mix.attribute("agreement").value(), mix);
    for (const auto& [id, node] : named)
        if (!rules.agreement(id))
            report.error_at(source.location_of(node), "onus.unknown-agreement", message(onus_text("onus.missing-agreement"), {{"rule", id}}));
}

}  // namespace

std::optional<FortressRules> load_fortress_rules(const std::filesystem::path& file, Report& report) {
    return load_data_file<FortressRules>(file, fortress_rules_file, report, read_fortress_rules);
}

double fortress_cost(const FortressRules& rules, const std::map<std::string, int>& counts, bool stone) {
    double total = 0;
    for (const auto& [kind, count] : counts) {
        const Piece* piece = rules.piece(kind);
        if (!piece) throw Error(message(onus_text("onus.unknown-piece"), {{"kind", kind}}));
        total += piece->cost * count;
    }
    return stone ? total * rules.stone_factor : total;
}

namespace {

std::string lower_first(std::string name) {
    if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z') name[0] = static_cast<char>(name[0] - 'A' + 'a');
    return name;
}

// A name as English prose holds it ("tower"), its translations as they are.
LocalisedName lowered_english(LocalisedName name) {
    name.en = lower_first(std::move(name.en));
    return name;
}

// A piece as a message names it: "tower" / "la pièce « Tour »" (the catalogue's way, which in
// French needs no gender so).
NestedMessage piece_named(const Piece& kind) { return nested(message(MUSTER_MESSAGE("onus.piece-named", "{name}")).with("name", lowered_english(kind.name))); }
NestedMessage pieces_named(const Piece& kind) {
    LocalisedName plural = kind.name;
    plural.en = kind.plural;
    return nested(message(MUSTER_MESSAGE("onus.pieces-named", "{name}")).with("name", plural));
}
// "1 watchtower" or "2 watchtowers", "1 élément « Mirador »" or "2 éléments « Mirador »".
NestedMessage defences_named(const Defence& defence, int count) {
    LocalisedName name = lowered_english(defence.name);
    if (count != 1) name.en = defence.plural;
    Message named = message(MUSTER_MESSAGE_PLURAL("onus.defences-named", "{name}", "{name}")).with("name", name);
    named.count = count;
    return nested(std::move(named));
}

NestedMessage adjective(bool stone) {
    return nested(message(stone ? MUSTER_MESSAGE("onus.adjective.stone", "stone") : MUSTER_MESSAGE("onus.adjective.wooden", "wooden")));
}
NestedMessage material(bool stone) {
    return nested(message(stone ? MUSTER_MESSAGE("onus.material.stone", "stone") : MUSTER_MESSAGE("onus.material.wood", "wood")));
}

DecimalValue sections(double value) { return decimal_as_needed(std::round(value * 10) / 10); }

// Each piece may turn only as its kind allows; the steps the geometry walks.
std::vector<WallStep> wall_steps(const FortressRules& rules, const std::vector<DesignPiece>& pieces, Report& report) {
    std::vector<WallStep> steps;
    for (const DesignPiece& piece : pieces) {
        const Piece& kind = *rules.piece(piece.kind);
        if (piece.turn != Turn::none && kind.bend == Bend::never)
            report.error_at(piece.turn_where, "onus.turn", message(onus_text("onus.turn"), {{"piece", piece_named(kind)}}));
        if (piece.turn == Turn::none && kind.bend == Bend::always) report.error_at(piece.where, "onus.corner-turns", message(onus_text("onus.corner-turns")));
        steps.push_back({kind.run, piece.turn});
    }
    return steps;
}

// The wall must close round a courtyard with no gap, at the pieces' real lengths.
std::optional<EnclosureTrace> check_enclosure(const FortressRules& rules, const FortressDesign& design, FortressVerdict& v) {
    Report& report = v.report;
    const std::size_t errors_before = report.count(Severity::error);
    const std::vector<WallStep> steps = wall_steps(rules, design.enclosure, report);
    if (!design.enclosure_in_order || report.count(Severity::error) > errors_before) return std::nullopt;
    const EnclosureTrace trace = trace_enclosure(steps);
    const bool gaps_agreed = design.agreements.count("gaps") > 0;
    const SourceLocation& last = design.enclosure.back().where;
    if (std::abs(trace.right_turns - trace.left_turns) != 4 && !gaps_agreed) {
        report.error_at(last, "onus.turns",
                        message(onus_text("onus.turns"), {{"right", std::to_string(trace.right_turns)}, {"left", std::to_string(trace.left_turns)}}));
    } else if (!trace.closed) {
        if (gaps_agreed) {
            Diagnostic& d = report.add({});
            d.severity = Severity::info;
            d.rule_id = "onus.gap-agreed";
            d.says(message(onus_text("onus.gap-agreed"), {{"gap", sections(trace.gap)}}));
            d.location = last;
        } else {
            Diagnostic& d = report.error_at(last, "onus.gap", message(onus_text("onus.gap"), {{"gap", sections(trace.gap)}}));
            d.read_as(rules.geometry_reading);
            d.actual = trace.gap;
            d.allowed = 0;
            d.measure = "unit sections";
            d.fix_by(message(onus_text("onus.gap.fix")));
        }
    } else if (trace.crossing) {
        const SourceLocation& where = design.enclosure[trace.crossing_piece.value_or(0)].where;
        report.error_at(where, "onus.crossing",
                        message(onus_text("onus.crossing"), {{"x", std::to_string(trace.crossing->x)}, {"y", std::to_string(trace.crossing->y)}}));
    } else {
        v.closed = true;
        v.courtyard_area = trace.courtyard_area;
        Diagnostic& d = report.add({});
        d.severity = Severity::info;
        d.rule_id = "onus.closed";
        d.says(message(onus_text("onus.closed"), {{"area", sections(trace.courtyard_area)}})).read_as(rules.geometry_reading);
        return trace;
    }
    return std::nullopt;
}

// Walls standing apart from the enclosure (seed 002 l.600, as the rules read it).
void check_inner_walls(const FortressRules& rules, const FortressDesign& design, FortressVerdict& v) {
    for (const InnerWall& wall : design.inner_walls) {
        wall_steps(rules, wall.pieces, v.report);
        if (design.agreements.count(rules.inner_walls_agreement)) {
            Diagnostic& d = v.report.add({});
            d.severity = Severity::info;
            d.rule_id = "onus.inner-wall-agreed";
            d.says(message(onus_text("onus.inner-wall-agreed")));
            d.location = wall.where;
        } else {
            v.report.error_at(wall.where, "onus.inner-wall", message(onus_text("onus.inner-wall")))
                .read_as(rules.inner_walls_reading)
                .fix_by(message(onus_text("onus.inner-wall.fix"), {{"agreement", rules.inner_walls_agreement}}));
        }
    }
}

Diagnostic& warn_box(FortressVerdict& v, Message meaning, const std::string& sources, int count, int box) {
    Diagnostic& d = v.report.add({});
    d.severity = Severity::warning;
    d.rule_id = "onus.box";
    d.sources = sources;
    d.says(std::move(meaning));
    d.actual = count;
    d.allowed = box;
    return d;
}

// Watchtowers outside the fortress (l.382) and the defensive terrain the defender declares (l.572).
void check_terrain(const FortressRules& rules, const FortressDesign& design, const std::optional<EnclosureTrace>& enclosure, FortressVerdict& v) {
    std::map<std::string, int> unpriced, used;
    for (const PlacedWatchtower& tower : design.watchtowers) {
        ++used["watchtower"];
        if (tower.points) v.terrain_points += *tower.points;
        else ++unpriced["watchtower"];
        const std::initializer_list<MessageHole> holes{{"x", sections(tower.x)}, {"y", sections(tower.y)}};
        if (!enclosure) {
            Diagnostic& d = v.report.add({});
            d.severity = Severity::info;
            d.rule_id = "onus.watchtower-unplaced";
            d.says(message(onus_text("onus.watchtower-unplaced"), holes));
            d.location = tower.where;
        } else if (inside_or_on(enclosure->outline, tower.x, tower.y)) {
            v.report.error_at(tower.where, "onus.watchtower-inside", message(onus_text("onus.watchtower-inside"), holes)).read_as(rules.watchtower_reading);
        }
    }
    for (const DesignDefence& defence : design.defences) {
        used[defence.kind] += defence.count;
        if (defence.points) v.terrain_points += *defence.points;
        else unpriced[defence.kind] += defence.count;
    }
    for (const auto& [kind, count] : used) {
        const Defence& d = *rules.defence(kind);
        if (count > d.box)
            warn_box(v,
                     message(onus_text("onus.box"), {{"count", std::to_string(count)}, {"pieces", defences_named(d, count)}, {"box", std::to_string(d.box)}}),
                     d.sources, count, d.box);
    }
    for (const auto& [kind, count] : unpriced) {
        Diagnostic& d = v.report.add({});
        d.severity = Severity::warning;
        d.rule_id = "onus.terrain-cost";
        d.says(message(onus_text("onus.terrain-cost"), {{"count", std::to_string(count)}, {"pieces", defences_named(*rules.defence(kind), count)}}))
            .read_as(rules.defences_reading);
        d.fix_by(message(onus_text("onus.terrain-cost.fix")));
    }
    v.declared_points = v.cost + v.terrain_points;
    Diagnostic& d = v.report.add({});
    d.severity = Severity::info;
    d.rule_id = "onus.declared";
    auto figure = [](double points) { return DecimalValue{points, points == static_cast<long long>(points) ? 0 : 1}; };
    d.says(message(onus_text("onus.declared"), {{"total", figure(v.declared_points)},
                                                {"fortress", figure(v.cost)},
                                                {"terrain", figure(v.terrain_points)},
                                                {"artillery", std::to_string(rules.max_defender_artillery)}}));
}

// One material for the whole fortress, save the mixes the rules allow by agreement;
// each piece is priced at its own material.
void check_materials(const FortressRules& rules, const FortressDesign& design, FortressVerdict& v) {
    std::map<std::pair<std::string, bool>, int> tally;
    std::map<std::string, int> agreed;
    std::vector<const DesignPiece*> pieces;
    for (const DesignPiece& piece : design.enclosure) pieces.push_back(&piece);
    for (const InnerWall& wall : design.inner_walls)
        for (const DesignPiece& piece : wall.pieces) pieces.push_back(&piece);
    for (const DesignPiece* each : pieces) {
        const DesignPiece& piece = *each;
        const bool stone = piece.material.empty() ? design.stone : piece.material == "stone";
        ++tally[{piece.kind, stone}];
        if (stone == design.stone) continue;
        const Piece& kind = *rules.piece(piece.kind);
        const MaterialMix* mix = nullptr;
        for (const MaterialMix& m : rules.mixes)
            if (m.piece == piece.kind && m.stone == stone && m.in_stone == design.stone) mix = &m;
        const std::initializer_list<MessageHole> holes{{"material", adjective(stone)},
                                                       {"piece", piece_named(kind)},
                                                       {"fortress", adjective(design.stone)},
                                                       {"fortress_material", material(design.stone)},
                                                       {"agreement", mix ? mix->agreement : ""}};
        if (!mix) {
            v.report.error_at(piece.material_where, "onus.material-mix", message(onus_text("onus.material-mix"), holes));
        } else if (!design.agreements.count(mix->agreement)) {
            v.report.error_at(piece.material_where, "onus.material-agreement", message(onus_text("onus.material-agreement"), holes))
                .fix_by(message(onus_text("onus.material-agreement.fix"), holes));
        } else {
            ++agreed[piece.kind];
        }
    }
    for (const auto& [kind_id, count] : agreed) {
        const Piece& kind = *rules.piece(kind_id);
        Diagnostic& d = v.report.add({});
        d.severity = Severity::info;
        d.rule_id = "onus.material-agreed";
        d.says(message(onus_text(count == 1 ? "onus.material-agreed-one" : "onus.material-agreed"), {{"count", std::to_string(count)},
                                                                                                     {"material", adjective(!design.stone)},
                                                                                                     {"piece", piece_named(kind)},
                                                                                                     {"pieces", pieces_named(kind)},
                                                                                                     {"fortress", adjective(design.stone)}}))
            .read_as(rules.materials_reading);
    }
    int sections_in[2] = {0, 0};  // wood, stone
    for (const auto& [kind_and_material, count] : tally) {
        const double each = rules.piece(kind_and_material.first)->cost * (kind_and_material.second ? rules.stone_factor : 1);
        v.lines.push_back({kind_and_material.first, kind_and_material.second, count, each});
        v.cost += each * count;
        sections_in[kind_and_material.second] += count;
    }
    for (const bool stone : {false, true})
        if (sections_in[stone] > rules.box_sections)
            warn_box(v,
                     message(onus_text("onus.box-sections"),
                             {{"count", std::to_string(sections_in[stone])}, {"material", adjective(stone)}, {"box", std::to_string(rules.box_sections)}}),
                     rules.box_sources, sections_in[stone], rules.box_sections)
                .read_as(rules.box_reading);
}

void check(const XmlSource& source, const FortressRules& rules, FortressVerdict& v) {
    Report& report = v.report;
    const std::optional<FortressDesign> design = read_fortress_design(source, rules, report);
    if (!design) return;
    v.name = design->name;
    v.stone = design->stone;
    if (design->artillery > rules.max_defender_artillery)
        report.error_at(
            source.location_of(source.root(), "artillery"), "onus.artillery",
            message(onus_text("onus.artillery"), {{"count", std::to_string(design->artillery)}, {"most", std::to_string(rules.max_defender_artillery)}}));
    for (const DesignPiece& piece : design->enclosure) ++v.counts[piece.kind];
    for (const InnerWall& wall : design->inner_walls)
        for (const DesignPiece& piece : wall.pieces) ++v.counts[piece.kind];
    int gates = 0;
    for (const DesignPiece& piece : design->enclosure) gates += rules.piece(piece.kind)->gate;
    if (gates < rules.min_gates)
        report.error_at(design->where, "onus.gate", message(onus_text("onus.gate"), {{"most", std::to_string(rules.min_gates)}}))
            .fix_by(message(onus_text("onus.gate.fix")));
    std::optional<EnclosureTrace> enclosure;
    if (design->enclosure.empty()) report.error_at(design->where, "onus.empty", message(onus_text("onus.empty")));
    else enclosure = check_enclosure(rules, *design, v);
    check_inner_walls(rules, *design, v);
    check_materials(rules, *design, v);
    check_terrain(rules, *design, enclosure, v);
}

}  // namespace

FortressVerdict check_fortress_text(std::string text, const std::string& display_name, const FortressRules& rules) {
    FortressVerdict v;
    judge(v, XmlSource::from_text(std::move(text), display_name, v.report), [&](const XmlSource& source) { check(source, rules, v); });
    return v;
}

FortressVerdict check_fortress_file(const std::filesystem::path& file, const FortressRules& rules) {
    FortressVerdict v;
    judge(v, XmlSource::load_file(file, v.report), [&](const XmlSource& source) { check(source, rules, v); });
    return v;
}

nlohmann::json fortress_verdict_to_json(const FortressVerdict& v, const FortressRules& rules, Language language) {
    nlohmann::json pieces = nlohmann::json::array();
    for (const PieceLine& line : v.lines) {
        const Piece* p = rules.piece(line.kind);
        const StructureValues& s = line.stone ? p->stone : p->wood;
        pieces.push_back({{"kind", line.kind},
                          {"material", line.stone ? "stone" : "wood"},
                          {"count", line.count},
                          {"cost_each", line.cost_each},
                          {"height", s.height},
                          {"resistance", s.resistance},
                          {"durability", s.durability},
                          {"inferred_cost", p->inferred}});
    }
    return {{"name", v.name},
            {"material", v.stone ? "stone" : "wood"},
            {"cost", v.cost},
            {"legal", v.legal},
            {"closed", v.closed},
            {"courtyard_area", v.courtyard_area},
            {"terrain_points", v.terrain_points},
            {"declared_points", v.declared_points},
            {"pieces", pieces},
            {"cost_reading", rules.cost_reading.en},
            {"messages", to_json(v.report, language)}};
}

}  // namespace muster::onus
