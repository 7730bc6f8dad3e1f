#include "muster/siege_tower/tower_messages.hpp"

#include "muster/text/message_table.hpp"

namespace muster::siege_tower {

namespace {

// Every message of the module, keyed by its id (the rule id, or the rule id and ".fix").
constexpr MessageText catalogue[] = {
    MUSTER_MESSAGE("tower.levels", "the tower has {count} levels"),
    MUSTER_MESSAGE("tower.count", "level {level} cannot hold a negative number"),
    MUSTER_MESSAGE("tower.capacity", "level {level} holds {count} characters; it takes at most {most}"),
    MUSTER_MESSAGE("tower.capacity.fix", "move {extra} to another level or to the ground"),
    MUSTER_MESSAGE("tower.pushers-negative", "the number of pushers cannot be negative"),
    MUSTER_MESSAGE("tower.pushers", "{count} pushers; at most {most} can push the tower"),
    MUSTER_MESSAGE("tower.drawbridge", "The drawbridge is down: the tower never moves again"),
    MUSTER_MESSAGE("tower.overload-over", "{count} characters aboard is more than the overload rule covers"),
    MUSTER_MESSAGE("tower.overload", "Overload rule: {aboard} aboard, {pushers} pushers → {mp} MP"),
    MUSTER_MESSAGE("tower.immobile", "{pushers} pushers cannot move the tower"),
    MUSTER_MESSAGE("tower.immobile.fix", "put more characters on the ground to push"),
    MUSTER_MESSAGE("tower.rampart-level", "a rampart of level {level} is not in the rules: it is of level {levels}"),
    MUSTER_MESSAGE(
        "tower.rampart",
        "against a level-{rampart} rampart the drawbridge on level {bridge_level} stands at height {bridge_height}, the ladder up to it costs {ladder} MP, and level {top_level} fires from height {top}, one above the rampart"),
    MUSTER_MESSAGE("tower.unused-level", "level {level} is not used against a level-{rampart} rampart"),
    MUSTER_MESSAGE("tower.unused-level-crowded", "level {level} is not used against a level-{rampart} rampart, yet {count} characters are on it"),
    MUSTER_MESSAGE("tower.unused-level-crowded.fix", "move them to a level in use"),
    MUSTER_MESSAGE("tower.winch", "lowering the drawbridge takes {needed} characters on the winch hexes, and {count} are there"),
    MUSTER_MESSAGE("tower.winch-one", "lowering the drawbridge takes {needed} characters on the winch hexes, and 1 is there"),
    MUSTER_MESSAGE("tower.winch-over", "the tower has {hexes} winch hexes, one character on each, and {count} are there"),
    MUSTER_MESSAGE("tower.winch-over.fix", "move {extra} off the winch hexes"),
    MUSTER_MESSAGE("tower.winch-level", "the winch hexes are on level {level}, which holds {count} characters, not the {operators} working the winches"),
    MUSTER_MESSAGE("tower.winch-level-one", "the winch hexes are on level {level}, which holds 1 character, not the {operators} working the winches"),
    MUSTER_MESSAGE("tower.rampart-distance", "the drawbridge comes down only when the tower is {needed} hex from a rampart hex, and it is {distance} away"),
    MUSTER_MESSAGE("tower.already-down", "the drawbridge is already down, so it cannot be lowered again"),
    MUSTER_MESSAGE(
        "tower.lowering",
        "the {count} characters on the winch hexes can neither move, fight nor fire this turn, and at its end the drawbridge is down; the tower does not move meanwhile"),
    MUSTER_MESSAGE("tower.engaged",
                   "{engaged} of the {pushers} pushers are fighting, so next turn the tower moves at the pace of the {free} still free: {mp} MP"),
    MUSTER_MESSAGE("tower.engaged-over", "{engaged} pushers are fighting, but only {pushers} push the tower"),
    MUSTER_MESSAGE("tower.engaged-negative", "the number of pushers fighting cannot be negative"),
};

}  // namespace

MessageText tower_text(std::string_view rule_id) { return message_in(catalogue, rule_id); }

}  // namespace muster::siege_tower
