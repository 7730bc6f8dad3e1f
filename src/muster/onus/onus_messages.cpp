#include "muster/onus/onus_messages.hpp"

#include <utility>

namespace muster::onus {

namespace {

// Rule id → the whole sentence, with named holes.
constexpr std::pair<std::string_view, std::string_view> catalogue[] = {
    {"onus.wrong-root", "expected <onus-fortress>, found <{found}>"},
    {"onus.unknown-piece", "'{kind}' is not a fortress piece (wall, tower, gate-wall, corner)"},
    {"onus.empty", "the fortress has no pieces"},
    {"onus.artillery", "the defender has {count} artillery units; at most {most} (seed 002 l.572)"},
    {"onus.gate", "the fortress has no gate; every fortress needs at least {most} (seed 002 l.602)"},
    {"onus.gate.fix", "replace a wall with a gate-wall"},
    {"onus.overlap", "two pieces at grid square ({x}, {y})"},
    {"onus.grid-alone", "the piece at grid square ({x}, {y}) stands alone: it touches no other piece"},
    {"onus.grid-open", "the wall is open at grid square ({x}, {y}): the piece there touches only one other"},
    {"onus.grid-branch", "the wall branches at grid square ({x}, {y}): the piece there touches {count} others, where a closed wall's pieces touch 2 each"},
    {"onus.grid-apart", "the pieces form more than one wall: {joined} of {total} are joined to the first"},
    {"onus.turn", "a {piece} cannot turn: only a corner wall or a tower stands at a bend"},
    {"onus.corner-turns", "a corner wall always turns: give it turn=\"left\" or turn=\"right\""},
    {"onus.turns", "the wall turns right {right} times and left {left} times, so it cannot close: a closed wall turns four times more one way than the other"},
    {"onus.gap", "the wall is open: its last piece ends {gap} unit sections from where its first piece begins, and walls must be continuous unless both players agree (seed 002 l.600; reading: {reading})"},
    {"onus.gap.fix", "close the wall, or record the players' agreement with <agreement rule=\"gaps\"/>"},
    {"onus.gap-agreed", "the wall is open by agreement: its last piece ends {gap} unit sections from where its first piece begins (seed 002 l.600)"},
    {"onus.crossing", "the wall crosses itself at ({x}, {y}), so it encloses no single courtyard"},
    {"onus.closed", "the wall is closed round a courtyard of {area} square unit sections (reading: {reading})"},
    {"onus.material-mix", "a {material} {piece} cannot stand in a {fortress} fortress: a fortress is all stone or all wood, save stone towers in a wooden fortress by agreement (seed 002 l.604)"},
    {"onus.material-agreement", "a {material} {piece} may stand in a {fortress} fortress only when both players agree (seed 002 l.604)"},
    {"onus.material-agreement.fix", "record the agreement with <agreement rule=\"{agreement}\"/>, or build the {piece} in {fortress_material}"},
    {"onus.material-agreed", "{count} {material} {pieces} stand in this {fortress} fortress by agreement, each priced at its own material (reading: {reading})"},
    {"onus.material-agreed-one", "a {material} {piece} stands in this {fortress} fortress by agreement, priced at its own material (reading: {reading})"},
    {"onus.box-sections", "the design uses {count} {material} fortress sections and the box holds {box} ({source}; reading: {reading})"},
    {"onus.box", "the design uses {count} {pieces} and the box holds {box} ({source})"},
    {"onus.inner-wall", "this inner wall is not part of the enclosing wall, and a wall standing apart from it needs both players' agreement (seed 002 l.600; reading: {reading})"},
    {"onus.inner-wall.fix", "join it into the enclosure, or record the agreement with <agreement rule=\"{agreement}\"/>"},
    {"onus.inner-wall-agreed", "this inner wall stands apart from the enclosing wall by agreement (seed 002 l.600)"},
    {"onus.watchtower-inside", "a watchtower cannot stand inside a fortress, and its centre ({x}, {y}) is within the wall (seed 002 l.382; reading: {reading})"},
    {"onus.watchtower-unplaced", "whether the watchtower at ({x}, {y}) stands inside the fortress cannot be told, since the wall does not close (seed 002 l.382)"},
    {"onus.terrain-cost", "no points are given for {count} {pieces}, so the declared total leaves them out (reading: {reading})"},
    {"onus.terrain-cost.fix", "give points=\"…\" as the players agree"},
    {"onus.declared", "declare {total} pts before deploying: {fortress} for the fortress and {terrain} for other defensive terrain, with at most {artillery} artillery units (seed 002 l.572)"},
    {"onus.unknown-defence", "'{kind}' is not defensive terrain of the rules ({known})"},
    {"onus.too-many", "the design has {count} pieces, and Muster checks designs of at most {most} (the box holds {box})"},
    {"onus.too-many-elements", "the design has {count} elements besides its pieces, and Muster checks designs of at most {most}"},
    {"onus.missing-agreement", "the rules name the agreement '{rule}' but do not list it under <agreements>"},
    {"onus.unknown-agreement", "'{rule}' is not an agreement this fortress can record ({known})"},
};

}  // namespace

std::string onus_message(std::string_view rule_id, std::initializer_list<MessageHole> holes) {
    for (const auto& [id, format] : catalogue)
        if (id == rule_id) return fill_message(format, holes);
    return std::string(rule_id);
}

}  // namespace muster::onus
