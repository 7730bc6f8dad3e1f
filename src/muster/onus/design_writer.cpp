#include "muster/onus/design_writer.hpp"

#include <sstream>

#include <pugixml.hpp>

#include "muster/onus/fortress.hpp"
#include "muster/onus/fortress_design.hpp"
#include "muster/xml/xml_source.hpp"
#include "muster/util/atomic_file.hpp"

namespace muster::onus {

std::string fortress_draft_to_xml(const FortressDraft& draft) {
    pugi::xml_document doc;
    pugi::xml_node declaration = doc.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    pugi::xml_node root = doc.append_child("onus-fortress");
    root.append_attribute("format") = "2";
    root.append_attribute("name") = draft.name.c_str();
    root.append_attribute("material") = draft.stone ? "stone" : "wood";
    root.append_attribute("artillery") = draft.artillery;
    pugi::xml_node enclosure = root.append_child("enclosure");
    for (const DraftPiece& piece : draft.enclosure) {
        pugi::xml_node node = enclosure.append_child("piece");
        node.append_attribute("kind") = piece.kind.c_str();
        if (piece.turn != Turn::none) node.append_attribute("turn") = piece.turn == Turn::left ? "left" : "right";
    }
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

void save_fortress_draft(const FortressDraft& draft, const std::filesystem::path& file) { write_file_atomically(file, fortress_draft_to_xml(draft)); }

std::vector<WallStep> draft_steps(const FortressDraft& draft, const FortressRules& rules) {
    std::vector<WallStep> steps;
    for (const DraftPiece& piece : draft.enclosure) {
        const Piece* known = rules.piece(piece.kind);
        steps.push_back({known ? known->run : 0, piece.turn});
    }
    return steps;
}

std::optional<FortressDraft> fortress_draft_of_file(const std::filesystem::path& file, const FortressRules& rules) {
    Report report;
    const XmlSource source = XmlSource::load_file(file, report);
    if (!source.ok()) return std::nullopt;
    const std::optional<FortressDesign> design = read_fortress_design(source, rules, report);
    if (!design || !design->enclosure_in_order) return std::nullopt;
    // What a draft cannot hold would be lost when it is saved: such a design is not a draft.
    if (!design->agreements.empty() || !design->inner_walls.empty() || !design->watchtowers.empty() || !design->defences.empty()) return std::nullopt;
    for (const DesignPiece& piece : design->enclosure)
        if (!piece.material.empty()) return std::nullopt;
    FortressDraft draft{design->name, design->stone, design->artillery, {}};
    for (const DesignPiece& piece : design->enclosure) draft.enclosure.push_back({piece.kind, piece.turn});
    return draft;
}

}  // namespace muster::onus
