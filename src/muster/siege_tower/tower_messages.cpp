#include "muster/siege_tower/tower_messages.hpp"

#include <utility>

namespace muster::siege_tower {

namespace {

// Rule id → the whole sentence, with named holes.
constexpr std::pair<std::string_view, std::string_view> catalogue[] = {
    {"tower.levels", "the tower has {count} levels"},
    {"tower.count", "level {level} cannot hold a negative number"},
    {"tower.capacity", "level {level} holds {count} characters; it takes at most {most}"},
    {"tower.capacity.fix", "move {extra} to another level or to the ground"},
    {"tower.pushers-negative", "the number of pushers cannot be negative"},
    {"tower.pushers", "{count} pushers; at most {most} can push the tower"},
    {"tower.drawbridge", "The drawbridge is down: the tower never moves again (reading: {reading})"},
    {"tower.overload-over", "{count} characters aboard is more than the overload rule covers"},
    {"tower.overload", "Overload rule: {aboard} aboard, {pushers} pushers → {mp} MP (reading: {reading})"},
    {"tower.immobile", "{pushers} pushers cannot move the tower"},
    {"tower.immobile.fix", "put more characters on the ground to push"},
    {"tower.rampart-level", "a rampart of level {level} is not in the rules: it is of level {levels}"},
    {"tower.rampart", "against a level-{rampart} rampart the drawbridge on level {bridge_level} stands at height {bridge_height}, the ladder up to it costs {ladder} MP, and level {top_level} fires from height {top}, one above the rampart ({source}; reading: {reading})"},
    {"tower.unused-level", "level {level} is not used against a level-{rampart} rampart ({source})"},
    {"tower.unused-level-crowded", "level {level} is not used against a level-{rampart} rampart, yet {count} characters are on it ({source})"},
    {"tower.unused-level-crowded.fix", "move them to a level in use"},
    {"tower.winch", "lowering the drawbridge takes {needed} characters on the winch hexes, and {count} are there (seed 001 l.126)"},
    {"tower.winch-one", "lowering the drawbridge takes {needed} characters on the winch hexes, and 1 is there (seed 001 l.126)"},
    {"tower.winch-level", "the winch hexes are on level {level}, which holds {count} characters, not the {operators} working the winches (reading: {reading})"},
    {"tower.winch-level-one", "the winch hexes are on level {level}, which holds 1 character, not the {operators} working the winches (reading: {reading})"},
    {"tower.rampart-distance", "the drawbridge comes down only when the tower is {needed} hex from a rampart hex, and it is {distance} away (seed 001 l.126; reading: {reading})"},
    {"tower.already-down", "the drawbridge is already down, so it cannot be lowered again"},
    {"tower.lowering", "the {count} characters on the winch hexes can neither move, fight nor fire this turn, and at its end the drawbridge is down (seed 001 l.126); the tower does not move meanwhile (reading: {reading})"},
    {"tower.engaged", "{engaged} of the {pushers} pushers are fighting, so next turn the tower moves at the pace of the {free} still free: {mp} MP (seed 001 l.92)"},
    {"tower.engaged-over", "{engaged} pushers are fighting, but only {pushers} push the tower"},
    {"tower.engaged-negative", "the number of pushers fighting cannot be negative"},
};

}  // namespace

std::string tower_message(std::string_view rule_id, std::initializer_list<MessageHole> holes) {
    for (const auto& [id, format] : catalogue)
        if (id == rule_id) return fill_message(format, holes);
    return std::string(rule_id);
}

}  // namespace muster::siege_tower
