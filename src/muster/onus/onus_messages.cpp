#include "muster/onus/onus_messages.hpp"

#include "muster/text/message_table.hpp"

namespace muster::onus {

namespace {

// Every message of the module, keyed by its id (the rule id, or the rule id and ".fix").
constexpr MessageText catalogue[] = {
    MUSTER_MESSAGE("onus.unknown-piece", "'{kind}' is not a fortress piece (wall, tower, gate-wall, corner)"),
    MUSTER_MESSAGE("onus.empty", "the fortress has no pieces"),
    MUSTER_MESSAGE("onus.artillery", "the defender has {count} artillery units; at most {most}"),
    MUSTER_MESSAGE("onus.gate", "the fortress has no gate; every fortress needs at least {most}"),
    MUSTER_MESSAGE("onus.gate.fix", "replace a wall with a gate-wall"),
    MUSTER_MESSAGE("onus.overlap", "two pieces at grid square ({x}, {y})"),
    MUSTER_MESSAGE("onus.grid-alone", "the piece at grid square ({x}, {y}) stands alone: it touches no other piece"),
    MUSTER_MESSAGE("onus.grid-open", "the wall is open at grid square ({x}, {y}): the piece there touches only one other"),
    MUSTER_MESSAGE("onus.grid-branch",
                   "the wall branches at grid square ({x}, {y}): the piece there touches {count} others, where a closed wall's pieces touch 2 each"),
    MUSTER_MESSAGE("onus.grid-apart", "the pieces form more than one wall: {joined} of {total} are joined to the first"),
    MUSTER_MESSAGE("onus.turn", "a {piece} cannot turn: only a corner wall or a tower stands at a bend"),
    MUSTER_MESSAGE("onus.corner-turns", "a corner wall always turns: give it turn=\"left\" or turn=\"right\""),
    MUSTER_MESSAGE("onus.turns",
                   "the wall turns right {right} times and left {left} times, so it cannot close: a closed wall turns four times more one way than the other"),
    MUSTER_MESSAGE(
        "onus.gap",
        "the wall is open: its last piece ends {gap} unit sections from where its first piece begins, and walls must be continuous unless both players agree"),
    MUSTER_MESSAGE("onus.gap.fix", "close the wall, or record the players' agreement with <agreement rule=\"gaps\"/>"),
    MUSTER_MESSAGE("onus.gap-agreed", "the wall is open by agreement: its last piece ends {gap} unit sections from where its first piece begins"),
    MUSTER_MESSAGE("onus.crossing", "the wall crosses itself at ({x}, {y}), so it encloses no single courtyard"),
    MUSTER_MESSAGE("onus.closed", "the wall is closed round a courtyard of {area} square unit sections"),
    MUSTER_MESSAGE(
        "onus.material-mix",
        "a {material} {piece} cannot stand in a {fortress} fortress: a fortress is all stone or all wood, save stone towers in a wooden fortress by agreement"),
    MUSTER_MESSAGE("onus.material-agreement", "a {material} {piece} may stand in a {fortress} fortress only when both players agree"),
    MUSTER_MESSAGE("onus.material-agreement.fix", "record the agreement with <agreement rule=\"{agreement}\"/>, or build the {piece} in {fortress_material}"),
    MUSTER_MESSAGE("onus.material-agreed", "{count} {material} {pieces} stand in this {fortress} fortress by agreement, each priced at its own material"),
    MUSTER_MESSAGE("onus.material-agreed-one", "a {material} {piece} stands in this {fortress} fortress by agreement, priced at its own material"),
    MUSTER_MESSAGE("onus.box-sections", "the design uses {count} {material} fortress sections and the box holds {box}"),
    MUSTER_MESSAGE("onus.box", "the design uses {count} {pieces} and the box holds {box}"),
    MUSTER_MESSAGE("onus.inner-wall", "this inner wall is not part of the enclosing wall, and a wall standing apart from it needs both players' agreement"),
    MUSTER_MESSAGE("onus.inner-wall.fix", "join it into the enclosure, or record the agreement with <agreement rule=\"{agreement}\"/>"),
    MUSTER_MESSAGE("onus.inner-wall-agreed", "this inner wall stands apart from the enclosing wall by agreement"),
    MUSTER_MESSAGE("onus.watchtower-inside", "a watchtower cannot stand inside a fortress, and its centre ({x}, {y}) is within the wall"),
    MUSTER_MESSAGE("onus.watchtower-unplaced", "whether the watchtower at ({x}, {y}) stands inside the fortress cannot be told, since the wall does not close"),
    MUSTER_MESSAGE("onus.terrain-cost", "no points are given for {count} {pieces}, so the declared total leaves them out"),
    MUSTER_MESSAGE("onus.terrain-cost.fix", "give points=\"…\" as the players agree"),
    MUSTER_MESSAGE(
        "onus.declared",
        "declare {total} pts before deploying: {fortress} for the fortress and {terrain} for other defensive terrain, with at most {artillery} artillery units"),
    MUSTER_MESSAGE("onus.unknown-defence", "'{kind}' is not defensive terrain of the rules ({known})"),
    MUSTER_MESSAGE("onus.too-many", "the design has {count} pieces, and Muster checks designs of at most {most} (the box holds {box})"),
    MUSTER_MESSAGE("onus.too-many-elements", "the design has {count} elements besides its pieces, and Muster checks designs of at most {most}"),
    MUSTER_MESSAGE("onus.missing-agreement", "the rules name the agreement '{rule}' but do not list it under <agreements>"),
    MUSTER_MESSAGE("onus.unknown-agreement", "'{rule}' is not an agreement this fortress can record ({known})"),
};

}  // namespace

MessageText onus_text(std::string_view rule_id) { return message_in(catalogue, rule_id); }

}  // namespace muster::onus
