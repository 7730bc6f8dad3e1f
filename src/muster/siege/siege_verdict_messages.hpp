#pragma once
// Internal: every message of the siege verdict, written once (ids are siege.*; see src/muster/text).
#include "muster/siege/siege_kit.hpp"
#include "muster/text/message.hpp"

namespace muster::siege_messages {

// A side as the subject of a sentence, as its object, and as its owner ("The attacker's" / "de l'assaillant").
inline NestedMessage side_subject(SiegeSide side) {
    return nested(message(side == SiegeSide::attacker ? MUSTER_MESSAGE("siege.side.subject.attacker", "The attacker")
                                                      : MUSTER_MESSAGE("siege.side.subject.defender", "The defender")));
}
inline NestedMessage side_object(SiegeSide side) {
    return nested(message(side == SiegeSide::attacker ? MUSTER_MESSAGE("siege.side.object.attacker", "the attacker")
                                                      : MUSTER_MESSAGE("siege.side.object.defender", "the defender")));
}
inline NestedMessage side_whose(SiegeSide side) {
    return nested(message(side == SiegeSide::attacker ? MUSTER_MESSAGE("siege.side.whose.attacker", "The attacker's")
                                                      : MUSTER_MESSAGE("siege.side.whose.defender", "The defender's")));
}

constexpr MessageText unknown_item =
    MUSTER_MESSAGE("siege.unknown-item", "{side} buys '{item}', which the {kit} kit does not have; it is kept and counts nothing");
constexpr MessageText fix_unknown_item = MUSTER_MESSAGE("siege.unknown-item.fix", "sell it, or buy an item of the kit ({items})");
constexpr MessageText wrong_side = MUSTER_MESSAGE("siege.wrong-side", "{item} is bought by {owner}, not {side}");
constexpr MessageText whole_number = MUSTER_MESSAGE("siege.whole-number", "{side} has {quantity} of {item}: it is bought by the {unit}, in whole numbers");
constexpr MessageText fix_whole_number = MUSTER_MESSAGE("siege.whole-number.fix", "buy {lower} or {upper}");
constexpr MessageText needs_fortifications =
    MUSTER_MESSAGE("siege.needs-fortifications", "{item} are priced by the length of the fortifications, and no section is entered: they cannot be priced");
constexpr MessageText fix_needs_fortifications =
    MUSTER_MESSAGE("siege.needs-fortifications.fix", "enter the fortification sections ({fortify}), or sell the {item}");
constexpr MessageText limit_unchecked =
    MUSTER_MESSAGE("siege.limit-unchecked", "{whose} {item} ({quantity}) cannot be checked against the fortifications: no section is entered");
constexpr MessageText fix_limit_unchecked = MUSTER_MESSAGE("siege.limit-unchecked.fix", "enter the fortification sections ({fortify})");
constexpr MessageText over_limit = MUSTER_MESSAGE("siege.limit", "{side} has {quantity} of {item}; at most {most} ({basis})");
constexpr MessageText fix_over_limit = MUSTER_MESSAGE("siege.limit.fix", "sell {quantity}");
constexpr MessageText basis_per_1000 = MUSTER_MESSAGE("siege.basis.per-points", "{each} per {block} of {points}");
constexpr MessageText basis_per_gate = MUSTER_MESSAGE_PLURAL("siege.basis.per-gate", "{each} per gate, {count} gate", "{each} per gate, {count} gates");
constexpr MessageText basis_per_wall =
    MUSTER_MESSAGE_PLURAL("siege.basis.per-wall-section", "{each} per wall section, {count} wall section", "{each} per wall section, {count} wall sections");
constexpr MessageText basis_per_mineable =
    MUSTER_MESSAGE_PLURAL("siege.basis.per-mineable-section", "{each} per wall, tower or barbican section, {count} such section",
                          "{each} per wall, tower or barbican section, {count} such sections");
constexpr MessageText basis_as_list = MUSTER_MESSAGE("siege.basis.as-list", "as many as the army's list allows of {units} at {points}");
constexpr MessageText roll_contradicts =
    MUSTER_MESSAGE("siege.roll-contradicts", "the recorded dice {dice} give {given} months on the duration table, not {months}");
constexpr MessageText fix_roll_contradicts = MUSTER_MESSAGE("siege.roll-contradicts.fix", "roll the duration again, or enter the months without dice");
constexpr MessageText too_few_carriers =
    MUSTER_MESSAGE("siege.carriers", "{side} has {quantity} of {item}, but only {stands} stands of its army can carry them");
constexpr MessageText unable_carriers =
    MUSTER_MESSAGE("siege.carriers.unable", "{side} has {quantity} of {item}, but only {stands} stands of its army can carry them: {units} cannot ({why})");
constexpr MessageText basis_once = MUSTER_MESSAGE("siege.basis.once", "once for the whole army");
constexpr MessageText basis_whole_army = MUSTER_MESSAGE("siege.basis.whole-army", "{each} for the whole army");
constexpr MessageText too_short = MUSTER_MESSAGE("siege.too-short", "{item} needs at least {months} months; the siege lasts {lasts}");
constexpr MessageText fix_too_short = MUSTER_MESSAGE("siege.too-short.fix", "sell the {item}, or enter a longer siege");
constexpr MessageText prerequisite_agreed = MUSTER_MESSAGE("siege.prerequisite.agreed", "{item} allowed by the players' agreement: {reason}");
constexpr MessageText prerequisite_missing =
    MUSTER_MESSAGE("siege.prerequisite.missing", "{item} needs an army whose list has {group}; the attacker's list has none");
constexpr MessageText prerequisite_unknown =
    MUSTER_MESSAGE("siege.prerequisite.unknown", "{item} needs an army whose list has {group}; no attacker roster is attached to show it");
constexpr MessageText fix_prerequisite_missing =
    MUSTER_MESSAGE("siege.prerequisite.missing.fix", "sell them, or record the players' agreement with its reason");
constexpr MessageText fix_prerequisite_unknown =
    MUSTER_MESSAGE("siege.prerequisite.unknown.fix", "attach the attacker's roster, or record the players' agreement with its reason");
constexpr MessageText unplaced_builds =
    MUSTER_MESSAGE_PLURAL("siege.schedule.unplaced", "{count} build found no engineer (first: {first})", "{count} builds found no engineer (first: {first})");
constexpr MessageText unplaced_long_build =
    MUSTER_MESSAGE("siege.schedule.unplaced-long",
                   "{unplaced}; a build of {months} consecutive months fits {times} into {siege} months, so {engineers} can do at most {most}");
constexpr MessageText times_counted = MUSTER_MESSAGE_PLURAL("count.times", "{count} time", "{count} times");
constexpr MessageText engineers_counted = MUSTER_MESSAGE_PLURAL("count.engineers", "{count} engineer", "{count} engineers");
constexpr MessageText wrong_kit = MUSTER_MESSAGE("siege.wrong-kit", "The plan is for siege kit '{plan_kit}', not '{kit}'");
constexpr MessageText kit_revision = MUSTER_MESSAGE(
    "siege.kit-revision",
    "The plan was made with revision {plan_revision} of the kit; the installed kit is revision {revision}: the verdict follows the installed kit");
constexpr MessageText attacker_points = MUSTER_MESSAGE("siege.attacker-points", "The attacker has {points}, {ratio} × the defender's {defender}");
constexpr MessageText forces_ratio = MUSTER_MESSAGE(
    "siege.forces-ratio", "The attacker has {attacker} and the defender {defender}; the source makes the attacker {ratio} times the defender, {expected}");
constexpr MessageText fix_forces_ratio =
    MUSTER_MESSAGE("siege.forces-ratio.fix", "give the attacker {attacker}, or the defender {defender}, unless the players agree on other forces");
constexpr MessageText section_length = MUSTER_MESSAGE(
    "siege.section-length",
    "Section {section} ({kind}) is {length} cm long; the source's sections are about {about} cm, and one over {above} cm is most likely several sections, each with its own structure points");
constexpr MessageText fix_section_length = MUSTER_MESSAGE("siege.section-length.fix", "enter it as sections of about {about} cm");
constexpr MessageText structure =
    MUSTER_MESSAGE("siege.structure", "Section {section} ({kind}) has {points} structure points; the source gives a {kind} {range} ({dice})");
constexpr MessageText fix_structure = MUSTER_MESSAGE("siege.structure.fix", "roll it again, or enter {range} structure points");
constexpr MessageText range_or_more = MUSTER_MESSAGE("siege.range.or-more", "{min} or more");
constexpr MessageText range_exactly = MUSTER_MESSAGE("siege.range.exactly", "{min}");
constexpr MessageText range_between = MUSTER_MESSAGE("siege.range.between", "{min} to {max}");
constexpr MessageText no_duration = MUSTER_MESSAGE("siege.no-duration", "The siege's duration is not set");
constexpr MessageText fix_no_duration = MUSTER_MESSAGE("siege.no-duration.fix", "roll it ({roll}) or enter the months ({set_months})");
constexpr MessageText too_long = MUSTER_MESSAGE("siege.months", "The siege lasts {months} months; the duration table gives at most {most}");
constexpr MessageText fix_too_long =
    MUSTER_MESSAGE("siege.months.fix", "roll the months or enter {most} or fewer, or record the players' agreement with its reason");
constexpr MessageText long_by_agreement =
    MUSTER_MESSAGE("siege.months.agreed", "The siege lasts {months} months, more than the duration table's {most}, by the players' agreement: {reason}");
constexpr MessageText engineer_months =
    MUSTER_MESSAGE_PLURAL("siege.engineer-months", "The works need {needed} engineer-months; {engineers} engineer × {months} months give {available}",
                          "The works need {needed} engineer-months; {engineers} engineers × {months} months give {available}");
constexpr MessageText fix_sell_longer =
    MUSTER_MESSAGE("siege.engineer-months.fix-longer", "sell what takes longer than the siege ({items}), or make the siege longer");
constexpr MessageText fix_more_engineers = MUSTER_MESSAGE_PLURAL("siege.engineer-months.fix", "buy {count} more engineer ({points}), or drop {em} EM of works",
                                                                 "buy {count} more engineers ({points}), or drop {em} EM of works");
constexpr MessageText unschedulable = MUSTER_MESSAGE("siege.schedule", "The works fit the {available} engineer-months but cannot be scheduled: {reason}");
constexpr MessageText fix_unschedulable_long = MUSTER_MESSAGE("siege.schedule.fix-long", "sell the builds longer than the siege, or make the siege longer");
constexpr MessageText fix_unschedulable = MUSTER_MESSAGE("siege.schedule.fix", "buy more engineers or sell some of the long builds");
constexpr MessageText overspent_with_troops =
    MUSTER_MESSAGE("siege.points.troops", "{side} spends {spent} on the siege and {troops} on troops; its army has {available}");
constexpr MessageText overspent = MUSTER_MESSAGE("siege.points", "{side} spends {spent} on the siege; its army has {available}");
constexpr MessageText fix_overspent = MUSTER_MESSAGE("siege.points.fix", "free {points}");
constexpr MessageText roster_not_legal = MUSTER_MESSAGE("siege.roster", "{whose} roster is not legal as a siege side: {first}");
constexpr MessageText fix_roster_not_legal = MUSTER_MESSAGE("siege.roster.fix", "{validate} on the roster shows every problem");
constexpr MessageText fortification_length =
    MUSTER_MESSAGE("siege.fortification-length", "The fortifications are {length} cm long; the guideline for {points} is {low} to {high} cm");
constexpr MessageText break_point = MUSTER_MESSAGE("siege.break-point", "The attacker's break point changes by {change} ({each} per {per} of {points})");

/// A section kind's structure points as the source allows them: "3 or more", "4", "2 to 6".
inline Message structure_range(const SectionKind& kind) {
    if (!kind.max_structure) return message(range_or_more).with("min", IntegerValue{kind.min_structure});
    if (*kind.max_structure == kind.min_structure) return message(range_exactly).with("min", IntegerValue{kind.min_structure});
    return message(range_between).with("min", IntegerValue{kind.min_structure}).with("max", IntegerValue{*kind.max_structure});
}

}  // namespace muster::siege_messages
