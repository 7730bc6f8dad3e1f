#include "muster/onus/fortress_design.hpp"

#include <map>

#include "muster/onus/onus_messages.hpp"
#include "muster/xml/data_file.hpp"

namespace muster::onus {

namespace {

using Square = std::pair<int, int>;

constexpr Square steps_to_neighbours[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

// Far beyond any real design (the box holds 40 sections), and small enough that the geometry's
// pairwise checks stay instant on a hostile file.
constexpr std::size_t most_elements = 2000;

// Refuses a design too big to be a fortress before reading any of it.
bool within_limits(const XmlSource& source, const FortressRules& rules, Report& report) {
    std::size_t pieces = 0, others = 0;
    for (pugi::xml_node child : source.root().children()) {
        if (child.type() != pugi::node_element) continue;
        ++(std::string(child.name()) == "piece" ? pieces : others);
        for (pugi::xml_node grandchild : child.children())
            if (grandchild.type() == pugi::node_element) ++(std::string(grandchild.name()) == "piece" ? pieces : others);
    }
    const std::string most = std::to_string(most_elements);
    if (pieces > most_elements)
        report.error_at(
            source.location_of(source.root()), "onus.too-many",
            message(onus_text("onus.too-many"), {{"count", std::to_string(pieces)}, {"most", most}, {"box", std::to_string(2 * rules.box_sections)}}));
    else if (others > most_elements)
        report.error_at(source.location_of(source.root()), "onus.too-many",
                        message(onus_text("onus.too-many-elements"), {{"count", std::to_string(others)}, {"most", most}}));
    return pieces <= most_elements && others <= most_elements;
}

std::optional<DesignPiece> read_piece(const XmlSource& source, pugi::xml_node node, const FortressRules& rules, Report& report) {
    ElementReader r(source, node, report);
    DesignPiece piece;
    piece.kind = r.required_text("kind");
    piece.where = r.where();
    piece.turn_where = r.where("turn");
    piece.material_where = r.where("material");
    const std::string turn = r.choice("turn", {"left", "right"}, "");
    piece.turn = turn == "left" ? Turn::left : turn == "right" ? Turn::right : Turn::none;
    piece.material = r.choice("material", {"wood", "stone"}, "");
    if (piece.kind.empty()) return std::nullopt;
    if (!rules.piece(piece.kind)) {
        r.error("kind", "onus.unknown-piece", {}).says(message(onus_text("onus.unknown-piece"), {{"kind", piece.kind}}));
        return std::nullopt;
    }
    return piece;
}

// Format 1: pieces on a grid of squares. When they form one ring, their order round it and the
// way each turns are worked out from their neighbours (y grows downwards, as the files draw it).
void read_grid(const XmlSource& source, const FortressRules& rules, FortressDesign& design, Report& report) {
    std::map<Square, DesignPiece> squares;
    std::vector<Square> in_file_order;
    for (pugi::xml_node node : source.root().children("piece")) {
        ElementReader r(source, node, report);
        const auto x = r.required_integer("x", -1000, 1000), y = r.required_integer("y", -1000, 1000);
        std::optional<DesignPiece> piece = read_piece(source, node, rules, report);
        if (!piece || !x || !y) continue;
        if (!squares.emplace(Square{*x, *y}, *piece).second) {
            r.error(nullptr, "onus.overlap", {}).says(message(onus_text("onus.overlap"), {{"x", std::to_string(*x)}, {"y", std::to_string(*y)}}));
            continue;
        }
        in_file_order.push_back({*x, *y});
    }
    if (squares.empty()) return;
    bool ring = true;
    for (const auto& [square, piece] : squares) {
        int neighbours = 0;
        for (auto [dx, dy] : steps_to_neighbours) neighbours += static_cast<int>(squares.count({square.first + dx, square.second + dy}));
        if (neighbours == 2) continue;
        ring = false;
        const std::string x = std::to_string(square.first), y = std::to_string(square.second);
        const char* rule = neighbours == 0 ? "onus.grid-alone" : neighbours == 1 ? "onus.grid-open" : "onus.grid-branch";
        report.error_at(piece.where, rule, message(onus_text(rule), {{"x", x}, {"y", y}, {"count", std::to_string(neighbours)}}));
    }
    if (!ring) {
        design.enclosure_in_order = false;
        for (const Square& square : in_file_order) design.enclosure.push_back(squares.at(square));
        return;
    }
    // Every square has two neighbours: follow them from the first piece in the file.
    std::vector<Square> order{in_file_order.front()};
    Square previous = in_file_order.front();
    for (auto [dx, dy] : steps_to_neighbours)
        if (squares.count({previous.first + dx, previous.second + dy})) {
            order.push_back({previous.first + dx, previous.second + dy});
            break;
        }
    while (true) {
        const Square here = order.back();
        Square next = here;
        for (auto [dx, dy] : steps_to_neighbours) {
            const Square candidate{here.first + dx, here.second + dy};
            if (squares.count(candidate) && candidate != order[order.size() - 2]) next = candidate;
        }
        if (next == order.front()) break;
        order.push_back(next);
    }
    if (order.size() != squares.size()) {
        design.enclosure_in_order = false;
        report.error_at(design.where, "onus.grid-apart",
                        message(onus_text("onus.grid-apart"), {{"joined", std::to_string(order.size())}, {"total", std::to_string(squares.size())}}));
        for (const Square& square : in_file_order) design.enclosure.push_back(squares.at(square));
        return;
    }
    for (std::size_t i = 0; i < order.size(); ++i) {
        const Square before = order[(i + order.size() - 1) % order.size()], here = order[i], after = order[(i + 1) % order.size()];
        const int in_x = here.first - before.first, in_y = here.second - before.second;
        const int out_x = after.first - here.first, out_y = after.second - here.second;
        DesignPiece piece = squares.at(here);
        piece.turn = in_x == out_x && in_y == out_y ? Turn::none : (out_x == -in_y && out_y == in_x) ? Turn::right : Turn::left;
        design.enclosure.push_back(piece);
    }
}

}  // namespace

std::optional<FortressDesign> read_fortress_design(const XmlSource& source, const FortressRules& rules, Report& report) {
    static const DataFileKind design_file{"onus-fortress", "onus.wrong-root", false,
                                          MUSTER_MESSAGE("onus.wrong-root", "expected <onus-fortress>, found <{found}>")};
    if (!has_root(source, design_file, report)) return std::nullopt;
    const pugi::xml_node root = source.root();
    if (!within_limits(source, rules, report)) return std::nullopt;
    ElementReader top(source, root, report);
    FortressDesign design;
    design.where = top.where();
    design.name = top.text("name");
    design.stone = top.choice("material", {"wood", "stone"}, "wood") == "stone";
    design.artillery = top.integer("artillery", 0, 1000).value_or(0);
    for (pugi::xml_node node : root.children("agreement")) {
        ElementReader r(source, node, report);
        const std::string id = r.required_text("rule");
        if (rules.agreement(id)) {
            design.agreements.insert(id);
        } else if (!id.empty()) {
            std::string known;
            for (const Agreement& a : rules.agreements) known += (known.empty() ? "" : ", ") + a.id;
            r.error("rule", "onus.unknown-agreement", {}).says(message(onus_text("onus.unknown-agreement"), {{"rule", id}, {"known", known}}));
        }
    }
    if (const pugi::xml_node enclosure = root.child("enclosure")) {
        for (pugi::xml_node node : enclosure.children("piece"))
            if (std::optional<DesignPiece> piece = read_piece(source, node, rules, report)) design.enclosure.push_back(*piece);
    } else {
        read_grid(source, rules, design, report);
    }
    for (pugi::xml_node node : root.children("inner-wall")) {
        InnerWall wall;
        wall.where = source.location_of(node);
        for (pugi::xml_node piece_node : node.children("piece"))
            if (std::optional<DesignPiece> piece = read_piece(source, piece_node, rules, report)) wall.pieces.push_back(*piece);
        if (!wall.pieces.empty()) design.inner_walls.push_back(wall);
    }
    for (pugi::xml_node node : root.children("watchtower")) {
        ElementReader r(source, node, report);
        const auto x = r.required_number("x", -1e4, 1e4), y = r.required_number("y", -1e4, 1e4);
        const auto points = r.number("points", 0, 1e6);
        if (x && y) design.watchtowers.push_back({*x, *y, points, r.where()});
    }
    for (pugi::xml_node node : root.children("defence")) {
        ElementReader r(source, node, report);
        const std::string kind = r.required_text("kind");
        const auto count = r.required_integer("count", 1, 10000);
        const auto points = r.number("points", 0, 1e6);
        const Defence* defence = rules.defence(kind);
        if (!kind.empty() && (!defence || kind == "watchtower")) {
            std::string known;
            for (const Defence& d : rules.defences)
                if (d.kind != "watchtower") known += (known.empty() ? "" : ", ") + d.kind;
            r.error("kind", "onus.unknown-defence", {}).says(message(onus_text("onus.unknown-defence"), {{"kind", kind}, {"known", known}}));
            continue;
        }
        if (defence && count) design.defences.push_back({kind, *count, points, r.where()});
    }
    return design;
}

}  // namespace muster::onus
