#pragma once
#include <cctype>
#include <string>

#include "muster/text/message.hpp"

// The WFB3 module's sentences, each one whole catalogue message (French in src/muster/text/po/fr.po).
namespace muster::wfb3 {

/// A name with its first letter in lower case, for the middle of a sentence ("a war machine").
inline LocalisedName lowercase_name(const LocalisedName& name) {
    return name.transformed([](std::string text) {
        if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
        return text;
    });
}

}  // namespace muster::wfb3

namespace muster::wfb3::messages {

inline constexpr MessageText item_twice = MUSTER_MESSAGE("wfb3.item-twice", "{item} twice: a model carries each item once");
inline constexpr MessageText kind_limit = MUSTER_MESSAGE_PLURAL("wfb3.kind-limit", "a model carries one {kind} at most; {items} is too many",
                                                                "a model carries {count} {kind} items at most; {items} is too many");
inline constexpr MessageText not_together = MUSTER_MESSAGE("wfb3.not-together", "{item} cannot be carried with {other}");
inline constexpr MessageText item_needs_kind = MUSTER_MESSAGE("wfb3.item-needs-kind", "{item} needs a {kind} weapon");
inline constexpr MessageText special_forbids = MUSTER_MESSAGE("wfb3.special-forbids", "{special} troops carry no {item}");
inline constexpr MessageText special_armour_only = MUSTER_MESSAGE("wfb3.special-armour-only", "{special} troops wear only {allowed}; {item} is refused");
inline constexpr MessageText special_one_weapon =
    MUSTER_MESSAGE_PLURAL("wfb3.special-one-weapon", "{special} troops carry one weapon at most; {items} is too many",
                          "{special} troops carry {count} weapons at most; {items} is too many");
inline constexpr MessageText special_race = MUSTER_MESSAGE("wfb3.special-race", "{special} troops are {races}, not {creature}");
inline constexpr MessageText special_needs_kind = MUSTER_MESSAGE("wfb3.special-needs-kind", "{special} troops need a {kind} weapon");
inline constexpr MessageText special_is_character =
    MUSTER_MESSAGE("wfb3.special-is-character", "an {role} is a character: enter it as <character role=\"{role}\">");
inline constexpr MessageText unit_leader = MUSTER_MESSAGE("wfb3.unit-leader", "unit leader (free)");
inline constexpr MessageText team_no_leader = MUSTER_MESSAGE("wfb3.team-no-leader", "{count} × {points} (a team has no free leader)");
inline constexpr MessageText once_per_unit = MUSTER_MESSAGE("wfb3.once-per-unit", "{item}: once per unit");
inline constexpr MessageText rounded_up = MUSTER_MESSAGE("wfb3.rounded-up", "rounded up");
inline constexpr MessageText no_room_for_leader =
    MUSTER_MESSAGE("wfb3.no-room-for-leader", "the unit has {models} models: too few for its leader, musician and standard bearer");
inline constexpr MessageText role_surcharge = MUSTER_MESSAGE("wfb3.role-surcharge", "{role} (+{points})");
inline constexpr MessageText role_level = MUSTER_MESSAGE("wfb3.role-level", "an {role} is level {level} at least");
inline constexpr MessageText no_role = MUSTER_MESSAGE("wfb3.no-role", "no character role '{role}' (assassin, engineer)");
inline constexpr MessageText chariot_animals = MUSTER_MESSAGE("wfb3.chariot-animals", "a chariot is drawn by {min} to {max} animals; {id} has {count}");
inline constexpr MessageText chariot_type_animals = MUSTER_MESSAGE("wfb3.chariot-type-animals", "a {type} has {min} or {max} animals; {id} has {count}");
inline constexpr MessageText chariot_places =
    MUSTER_MESSAGE("wfb3.chariot-places", "{id} carries {places} human-sized places of crew; a {type} holds {capacity}");
inline constexpr MessageText no_chariot_type = MUSTER_MESSAGE("wfb3.no-chariot-type", "no chariot type '{type}' (light, heavy, wagon)");
inline constexpr MessageText chariot_count =
    MUSTER_MESSAGE_PLURAL("wfb3.chariot-count", "{count} more chariot alike at {points}", "{count} more chariots alike at {points} each");
inline constexpr MessageText machine_crew_line = MUSTER_MESSAGE("wfb3.machine-crew-line", "{machine} with {crew} crew");
inline constexpr MessageText crew_line = MUSTER_MESSAGE("wfb3.crew-line", "{count} × {creature} crew ({each} each: race and equipment {model} + {surcharge})");
inline constexpr MessageText crew_line_multiplied =
    MUSTER_MESSAGE("wfb3.crew-line-multiplied", "{count} × {creature} crew ({each} each: race {base} + (equipment {equipment} + {surcharge}) × {multiplier})");
inline constexpr MessageText extra_crew_note =
    MUSTER_MESSAGE_PLURAL("wfb3.extra-crew", "of them {count} extra crew member (the machine stays a {crew}-crew machine)",
                          "of them {count} extra crew (the machine stays a {crew}-crew machine)");
inline constexpr MessageText unit_size_team = MUSTER_MESSAGE("wfb3.unit-size-team", "{special}s work in teams of {team}; {id} has {models} models");
inline constexpr MessageText unit_size_foot = MUSTER_MESSAGE("wfb3.unit-size-foot", "{id} has {models} models; {special}s on foot are {max} at most");
inline constexpr MessageText unit_size_mounted = MUSTER_MESSAGE("wfb3.unit-size-mounted", "{id} has {models} models; mounted {special}s are {max} at most");
inline constexpr MessageText general_with_standard =
    MUSTER_MESSAGE("wfb3.general-with-standard", "the general {general} carries the army standard although character {other} could");
inline constexpr MessageText general_standard_alone =
    MUSTER_MESSAGE("wfb3.general-standard-alone", "the general {general} carries the army standard: the army has no other character");
inline constexpr MessageText soldier_with_standard =
    MUSTER_MESSAGE("wfb3.soldier-with-standard", "an ordinary soldier of {unit} carries the army standard although character {other} could");
inline constexpr MessageText soldier_standard_alone = MUSTER_MESSAGE(
    "wfb3.soldier-standard-alone",
    "an ordinary soldier of {unit} carries the army standard: it works as a unit standard, its magic powers suspended, since the army has no character who could");
inline constexpr MessageText not_monster =
    MUSTER_MESSAGE("wfb3.not-monster", "{creature} is not a monster; a monster entry is a creature its bestiary marks monster=\"true\"");
inline constexpr MessageText standards = MUSTER_MESSAGE("wfb3.army-standards", "{contingent} has {count} army standards; one each");
inline constexpr MessageText hidden_nowhere = MUSTER_MESSAGE("wfb3.hidden-nowhere", "{role} {id} hides in unit {unit}, which the army does not have");
inline constexpr MessageText hidden_role_command = MUSTER_MESSAGE(
    "wfb3.hidden-role-command",
    "{id} is an {role}: he acts only like a character once revealed, and is never the general, a second-in-command or the army standard's bearer");
inline constexpr MessageText hidden_not_role =
    MUSTER_MESSAGE("wfb3.hidden-not-role", "{id} cannot hide in a unit: only an {roles} is entered hidden among a unit's models");
inline constexpr MessageText hidden_other_race =
    MUSTER_MESSAGE("wfb3.hidden-other-race", "{role} {id} ({creature}) hides in {unit}, a unit of {unit_creature}; he hides in a unit of his own race");
inline constexpr MessageText hidden_needs = MUSTER_MESSAGE("wfb3.hidden-needs", "{role} {id} must name the unit he hides in (hidden-in=\"…\")");
inline constexpr MessageText unknown_attribute =
    MUSTER_MESSAGE("wfb3.unknown-attribute", "unknown attribute '{attribute}' on <{element}>; expected one of: {expected}");
inline constexpr MessageText tournament_crew =
    MUSTER_MESSAGE("wfb3.tournament-crew", "a {machine} with {crew} crew is a siege engine, not allowed in a tournament");
inline constexpr MessageText tournament_animal =
    MUSTER_MESSAGE("wfb3.tournament-animal", "{id} is drawn by {animal} from your own bestiary, not allowed in a tournament");
inline constexpr MessageText supply_train =
    MUSTER_MESSAGE_PLURAL("wfb3.supply-train-line", "supply train (free): {count} wagon, {civilians} civilians, {width}\" × {length}\"",
                          "supply train (free): {count} wagons, {civilians} civilians, {width}\" × {length}\"");

inline constexpr MessageText not_character_mount = MUSTER_MESSAGE(
    "wfb3.not-character-mount", "'{mount}' is not a character mount ({mounts}); add it to a bestiary of your own with character-mount=\"points\"");
inline constexpr MessageText cannot_hide = MUSTER_MESSAGE("wfb3.cannot-hide", "'{special}' troops cannot hide in a unit");
inline constexpr MessageText too_many_hidden = MUSTER_MESSAGE("wfb3.too-many-hidden", "{count} hidden {special} models in a unit of {models} are over {share}");
inline constexpr MessageText hidden_line = MUSTER_MESSAGE("wfb3.hidden-line", "{count} hidden {special} ({each} each)");

inline constexpr MessageText altar_guards =
    MUSTER_MESSAGE("wfb3.altar-guards", "a war altar is carried and guarded by {min} to {max} guards; {id} has {count}");
inline constexpr MessageText altar_line = MUSTER_MESSAGE("wfb3.altar-line", "war altar ({reading})");

inline constexpr MessageText general_leadership =
    MUSTER_MESSAGE("wfb3.general-leadership",
                   "the general {general} has Leadership {ld}; character {other} has {other_ld}: the general is the character with the highest Leadership");

inline constexpr MessageText pack_master_alone =
    MUSTER_MESSAGE("wfb3.pack-master-alone", "pack masters go with their beasts: enter the beasts as the unit with masters=\"…\" and master-creature=\"…\"");
inline constexpr MessageText pack_beasts = MUSTER_MESSAGE("wfb3.pack-beasts", "{count} × {creature} ({each} each, no equipment)");
inline constexpr MessageText pack_masters =
    MUSTER_MESSAGE("wfb3.pack-masters", "{count} paid masters × {each} ({creature} with the unit's equipment + pack master)");

inline constexpr MessageText second_leadership =
    MUSTER_MESSAGE("wfb3.second-leadership",
                   "the second-in-command {second} has Leadership {ld}; character {other} has {other_ld}: the second-in-command comes next after the general");
inline constexpr MessageText second_with_standard =
    MUSTER_MESSAGE("wfb3.second-with-standard", "the second-in-command {second} cannot carry the army standard");

inline constexpr MessageText chariot_command =
    MUSTER_MESSAGE("wfb3.chariot-command", "{what}: a crew member of the leader's chariot at {factor} × {crew}, doubled as chariot crew");

inline constexpr MessageText unit_size = MUSTER_MESSAGE("wfb3.unit-size", "unit {id} has {models} models; a unit starts with at least {minimum}");
inline constexpr MessageText level_cap =
    MUSTER_MESSAGE("wfb3.level-cap", "character {id} is level {level}; in a {game}-pt game the house rule allows level {cap} at most");
inline constexpr MessageText unexpected_element =
    MUSTER_MESSAGE("wfb3.unexpected-element", "unexpected <{element}>; expected <unit>, <character>, <chariot>, <war-machine>, <monster> or <war-altar>");
inline constexpr MessageText unexpected_child = MUSTER_MESSAGE("wfb3.unexpected-child", "unexpected <{element}> in <{parent}>; expected <equipment> or <item>");
inline constexpr MessageText character_equipment = MUSTER_MESSAGE(
    "wfb3.character-equipment",
    "{id}: a character's <equipment ref=\"{ref}\"> has no price in the book's character formula; enter it as <item name=\"…\" points=\"…\"/> at its price");
inline constexpr MessageText entry_problem = MUSTER_MESSAGE("wfb3.entry", "{id}: {problem}");
inline constexpr MessageText over_limit = MUSTER_MESSAGE("wfb3.points-limit", "The army costs {total}; the limit is {limit}");
inline constexpr MessageText over_limit_fix = MUSTER_MESSAGE("wfb3.points-limit-fix", "remove at least {excess}");
inline constexpr MessageText no_general = MUSTER_MESSAGE("wfb3.no-general", "The army has no general");
inline constexpr MessageText many_generals = MUSTER_MESSAGE("wfb3.many-generals", "The army has {count} generals; it has one");
inline constexpr MessageText general_fix = MUSTER_MESSAGE("wfb3.general-fix", "mark one character general=\"true\"");
inline constexpr MessageText train_too_small = MUSTER_MESSAGE("wfb3.supply-train", "A supply train is only for armies of {minimum} or more");

inline constexpr MessageText no_creature = MUSTER_MESSAGE("wfb3.no-creature", "no creature '{id}' in the bestiary; add it in a bestiary file of your own");
inline constexpr MessageText no_creature_near = MUSTER_MESSAGE("wfb3.no-creature-near", "no creature '{id}' in the bestiary (did you mean '{near}'?)");
inline constexpr MessageText no_equipment = MUSTER_MESSAGE("wfb3.no-equipment", "no equipment '{id}'");
inline constexpr MessageText no_equipment_near = MUSTER_MESSAGE("wfb3.no-equipment-near", "no equipment '{id}' (did you mean '{near}'?)");
inline constexpr MessageText no_special = MUSTER_MESSAGE("wfb3.no-special", "no special troop type '{id}'");
inline constexpr MessageText elite_steps = MUSTER_MESSAGE("wfb3.elite-steps", "elite troops are +1 to +{max}");
inline constexpr MessageText steps_not_elite =
    MUSTER_MESSAGE("wfb3.steps-not-elite", "steps=\"{steps}\" applies to elite troops only; remove it or make the unit special=\"elite\"");
inline constexpr MessageText not_riding = MUSTER_MESSAGE("wfb3.not-riding", "{mount} is not a riding animal; a monster carries crew instead");
inline constexpr MessageText mounted_only = MUSTER_MESSAGE("wfb3.mounted-only", "{item} is for mounted troops only");
inline constexpr MessageText barding_needs_mount = MUSTER_MESSAGE("wfb3.barding-needs-mount", "barding needs a riding animal");
inline constexpr MessageText unit_needs_model = MUSTER_MESSAGE("wfb3.unit-needs-model", "a unit needs at least one model");
inline constexpr MessageText character_levels = MUSTER_MESSAGE("wfb3.character-levels", "character levels are {step} to {max} in steps of {step}");
inline constexpr MessageText no_wizard_level = MUSTER_MESSAGE("wfb3.no-wizard-level", "no wizard surcharge for level {level}");
inline constexpr MessageText chariot_needs_animals = MUSTER_MESSAGE("wfb3.chariot-needs-animals", "a chariot needs draught animals");
inline constexpr MessageText no_machine = MUSTER_MESSAGE("wfb3.no-machine", "no war machine '{id}' ({machines})");
inline constexpr MessageText machine_crew = MUSTER_MESSAGE("wfb3.machine-crew", "{machine} takes {min} to {max} crew");

inline constexpr MessageText profile_not_number =
    MUSTER_MESSAGE("wfb3.profile-not-number", "profile=\"{profile}\" of creature '{id}' holds '{word}', not a number");
inline constexpr MessageText profile_size =
    MUSTER_MESSAGE("wfb3.profile-size", "profile of creature '{id}' has {count} numbers; a profile has {expected} ({characteristics})");

// The lines of a cost breakdown, each a whole catalogue message so it reads in the player's language.
inline constexpr MessageText line_name = MUSTER_MESSAGE("wfb3.line-name", "{name}");
inline constexpr MessageText line_levy = MUSTER_MESSAGE("wfb3.line-levy", "{creature} (levy)");
inline constexpr MessageText line_equipment = MUSTER_MESSAGE("wfb3.line-equipment", "{items} ({points} × {multiplier})");
inline constexpr MessageText line_ridden = MUSTER_MESSAGE("wfb3.line-ridden", "ridden: × {factor}");
inline constexpr MessageText line_mount_fights = MUSTER_MESSAGE("wfb3.line-mount-fights", "{mount} fights: half its {points}");
inline constexpr MessageText line_elite = MUSTER_MESSAGE("wfb3.line-elite", "Elite +{steps}");
inline constexpr MessageText line_models = MUSTER_MESSAGE("wfb3.line-models", "{count} × {points}");
inline constexpr MessageText line_musician = MUSTER_MESSAGE("wfb3.line-musician", "musician (× {factor})");
inline constexpr MessageText line_standard = MUSTER_MESSAGE("wfb3.line-standard", "standard bearer (× {factor})");
inline constexpr MessageText word_musician = MUSTER_MESSAGE("wfb3.word-musician", "musician");
inline constexpr MessageText word_standard = MUSTER_MESSAGE("wfb3.word-standard", "standard bearer");
inline constexpr MessageText line_character = MUSTER_MESSAGE("wfb3.line-character", "{creature} level {level} ({per_level} × {level} + {base})");
inline constexpr MessageText line_wizard = MUSTER_MESSAGE("wfb3.line-wizard", "wizard level {level}");
inline constexpr MessageText line_mount = MUSTER_MESSAGE("wfb3.line-mount", "mount: {mount}");
inline constexpr MessageText line_chariot = MUSTER_MESSAGE("wfb3.line-chariot", "{animals} animals and {crew} crew ({sum}) × {factor}");
inline constexpr MessageText line_scythes = MUSTER_MESSAGE("wfb3.line-scythes", "scythes");
inline constexpr MessageText line_crew_member = MUSTER_MESSAGE("wfb3.line-crew-member", "crew: {creature}");
inline constexpr MessageText line_howdah = MUSTER_MESSAGE("wfb3.line-howdah", "howdah ({points} per crew)");
inline constexpr MessageText extra_crew_negative = MUSTER_MESSAGE("wfb3.extra-crew-negative", "extra crew cannot be fewer than none");

// How an entry of an army is described, and the army's own lines.
inline constexpr MessageText describe_unit = MUSTER_MESSAGE("wfb3.describe-unit", "{models} {creature}");
inline constexpr MessageText describe_mounted_unit = MUSTER_MESSAGE("wfb3.describe-mounted-unit", "{models} {creature} on {mount}");
inline constexpr MessageText describe_character = MUSTER_MESSAGE("wfb3.describe-character", "{creature} {what} level {level}");
inline constexpr MessageText word_army = MUSTER_MESSAGE("wfb3.word-army", "the army");
inline constexpr MessageText word_character = MUSTER_MESSAGE("wfb3.word-character", "character");
inline constexpr MessageText word_wizard = MUSTER_MESSAGE("wfb3.word-wizard", "wizard");
inline constexpr MessageText describe_hidden = MUSTER_MESSAGE("wfb3.describe-hidden", "{entry}, hidden in {unit}");
inline constexpr MessageText describe_contingent = MUSTER_MESSAGE("wfb3.describe-contingent", "{entry}, {contingent}");
inline constexpr MessageText describe_chariot = MUSTER_MESSAGE("wfb3.describe-chariot", "{type}");
inline constexpr MessageText describe_chariots = MUSTER_MESSAGE("wfb3.describe-chariots", "{count} × {type}");
inline constexpr MessageText describe_altar = MUSTER_MESSAGE("wfb3.describe-altar", "war altar with {guards} {creature}");
inline constexpr MessageText army_legal = MUSTER_MESSAGE("wfb3.army-legal", "{file}: LEGAL — \"{name}\", {total} / {limit}");
inline constexpr MessageText army_not_legal = MUSTER_MESSAGE("wfb3.army-not-legal", "{file}: NOT LEGAL — \"{name}\", {total} / {limit}");
inline constexpr MessageText readings_heading = MUSTER_MESSAGE("wfb3.readings-heading", "Readings of the book behind these costs:");
inline constexpr MessageText reading_line = MUSTER_MESSAGE("wfb3.reading-line", "reading: {reading}");
inline constexpr MessageText cost_line = MUSTER_MESSAGE("wfb3.cost-line", "{what}: {points}");
inline constexpr MessageText army_entry = MUSTER_MESSAGE("wfb3.army-entry", "{id}  {description}: {points}");

// What an entry is, beyond its cost (003:5838-5841: both players know each unit's weapons and armour).
inline constexpr MessageText trait_kit = MUSTER_MESSAGE("wfb3.trait-kit", "weapons and armour: {items}");
inline constexpr MessageText trait_no_kit = MUSTER_MESSAGE("wfb3.trait-no-kit", "weapons and armour: none bought");
inline constexpr MessageText trait_crew_kit = MUSTER_MESSAGE("wfb3.trait-crew-kit", "crew's weapons and armour: {items}");
inline constexpr MessageText trait_special = MUSTER_MESSAGE("wfb3.trait-special", "troop type: {special}");
inline constexpr MessageText trait_elite_shock = MUSTER_MESSAGE("wfb3.trait-elite-shock", "troop type: {special} +{steps}, shock troops");
inline constexpr MessageText trait_elite_shooter = MUSTER_MESSAGE("wfb3.trait-elite-shooter", "troop type: {special} +{steps}, marksmen");
inline constexpr MessageText trait_masters = MUSTER_MESSAGE_PLURAL("wfb3.trait-masters", "with {count} pack master", "with {count} pack masters");
inline constexpr MessageText trait_hidden = MUSTER_MESSAGE("wfb3.trait-hidden", "hidden among them: {count} × {special}");
inline constexpr MessageText trait_items = MUSTER_MESSAGE("wfb3.trait-items", "items: {items}");
inline constexpr MessageText trait_army_standard = MUSTER_MESSAGE("wfb3.trait-army-standard", "carries the army standard");

// Command: the general's radius and his seconds-in-command (003:7551-7604).
inline constexpr MessageText general_radius = MUSTER_MESSAGE("wfb3.general-radius", "general: units whose leader is within {radius}\" use his Leadership");
inline constexpr MessageText second_radius =
    MUSTER_MESSAGE("wfb3.second-radius", "second-in-command: a command radius of {dice}D6\" rolled before the battle, over units of his own race");
inline constexpr MessageText second_rolled =
    MUSTER_MESSAGE("wfb3.second-rolled", "second-in-command: a command radius of {radius}\" (rolled on {dice}D6), over units of his own race");
inline constexpr MessageText second_radius_range =
    MUSTER_MESSAGE("wfb3.second-radius-range", "the second-in-command {id} has a command radius of {radius}\"; {dice}D6 gives {min} to {max}");
inline constexpr MessageText radius_not_second =
    MUSTER_MESSAGE("wfb3.radius-not-second", "{id} has a command radius but is not a second-in-command; only they roll one");
inline constexpr MessageText second_no_units =
    MUSTER_MESSAGE("wfb3.second-no-units", "the second-in-command {id} ({creature}) commands only units of his own race, and the army has no {creature} unit");

/// The message in English, as the reports hold it.
std::string say(const Message& message);

}  // namespace muster::wfb3::messages
