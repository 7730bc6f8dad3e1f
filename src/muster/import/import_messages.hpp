#pragma once
// The importer's own sentences, in the catalogue so they are translated: file problems and the
// summary of an import, and every text Muster composes into an imported list — rule and group
// names, readings (written as `reading` and `reading-<code>`) and the readings the summary shows.
// The source's own words (unit names, "elite", "Up to Half" …) stay as the data gives them.
#include "muster/text/message.hpp"

namespace muster::import_text {

inline constexpr MessageText no_army =
    MUSTER_MESSAGE("import.no-army", "no army list among the files: an army list is a wm-selector file with \"units\"");
inline constexpr MessageText no_system =
    MUSTER_MESSAGE("import.no-system", "game system '{system}' is not installed, so lists cannot be written for it");
inline constexpr MessageText unexpected_structure =
    MUSTER_MESSAGE("import.unexpected-structure", "the file is not laid out as wm-selector writes armies: {what}");
inline constexpr MessageText does_not_load =
    MUSTER_MESSAGE("import.does-not-load", "the list made from this file does not load, so it was not written:\n{why}");
inline constexpr MessageText does_not_load_unmapped = MUSTER_MESSAGE(
    "import.does-not-load-unmapped",
    "the list made from this file does not load, so it was not written:\n{why}what could not be mapped:\n{unmapped}");
inline constexpr MessageText same_id = MUSTER_MESSAGE(
    "import.same-id", "another file of this import already gave the list id '{id}'; this one was not written");
inline constexpr MessageText not_json = MUSTER_MESSAGE("import.not-json", "not JSON: {what}");
inline constexpr MessageText too_deep =
    MUSTER_MESSAGE("import.too-deep", "the file nests deeper than {most} levels, which no wm-selector list does");
inline constexpr MessageText not_an_object = MUSTER_MESSAGE(
    "import.not-a-list", "not a wm-selector file: expected a JSON object (an army list, special rules or magic items)");
inline constexpr MessageText units_not_object =
    MUSTER_MESSAGE("import.units-not-object", "\"units\" must be an object of units by name");
inline constexpr MessageText not_known_kind = MUSTER_MESSAGE(
    "import.unknown-file",
    "not a wm-selector file: neither an army list (\"units\"), magic items (\"upgrades\") nor special rules");
inline constexpr MessageText imported = MUSTER_MESSAGE(
    "import.imported", "imported \"{name}\" as {id}, revision {revision}: {units} units, {rules} rules → {file}");
inline constexpr MessageText unchanged =
    MUSTER_MESSAGE("import.unchanged", "unchanged \"{name}\" ({id}, revision {revision}) in {file}");
inline constexpr MessageText reading = MUSTER_MESSAGE("import.reading", "  reading: {text}");
inline constexpr MessageText unmapped = MUSTER_MESSAGE("import.unmapped", "  unmapped: {line}");
inline constexpr MessageText totals = MUSTER_MESSAGE("import.totals", "{lists}, {unmapped}");
inline constexpr MessageText lists_written = MUSTER_MESSAGE_PLURAL("import.lists-written", "{count} list written", "{count} lists written");
inline constexpr MessageText constructs_unmapped =
    MUSTER_MESSAGE_PLURAL("import.constructs-unmapped", "{count} construct not mapped", "{count} constructs not mapped");


// --- words Muster composes into an imported list ------------------------------------------
inline constexpr MessageText names_next = MUSTER_MESSAGE("import.wm.names-next", "{list}, {next}");
inline constexpr MessageText names_and = MUSTER_MESSAGE("import.wm.names-and", "{list} and {last}");
inline constexpr MessageText general_group = MUSTER_MESSAGE("import.wm.group.general", "General");
inline constexpr MessageText rule_minimum = MUSTER_MESSAGE("import.wm.rule.minimum", "{subject} (minimum)");
inline constexpr MessageText rule_maximum = MUSTER_MESSAGE("import.wm.rule.maximum", "{subject} (maximum)");
inline constexpr MessageText rule_army_limit = MUSTER_MESSAGE("import.wm.rule.army-limit", "{subject} (army limit)");
inline constexpr MessageText rule_elite = MUSTER_MESSAGE("import.wm.rule.elite", "{subject} (elite)");
inline constexpr MessageText rule_word = MUSTER_MESSAGE("import.wm.rule.word", "{subject}: {word}");
inline constexpr MessageText rule_needs_units = MUSTER_MESSAGE("import.wm.rule.needs-units", "{subject} needs {units}");
inline constexpr MessageText rule_needs_upgrade = MUSTER_MESSAGE("import.wm.rule.needs-upgrade", "{subject} needs an upgrade");
inline constexpr MessageText rule_or_units = MUSTER_MESSAGE("import.wm.rule.or-units", "{subject} or {units}");
inline constexpr MessageText rule_or_upgrade = MUSTER_MESSAGE("import.wm.rule.or-upgrade", "{subject} or another upgrade");
inline constexpr MessageText rule_one_troop_type = MUSTER_MESSAGE("import.wm.rule.one-troop-type", "One troop type per unit");
inline constexpr MessageText rule_one_magic_item = MUSTER_MESSAGE("import.wm.rule.one-magic-item", "One magic item per unit");
inline constexpr MessageText rule_one_mount = MUSTER_MESSAGE("import.wm.rule.one-mount", "One mount per unit");
inline constexpr MessageText rule_one_per_others = MUSTER_MESSAGE("import.wm.rule.one-per-others", "{unit}: at most one per {others}");
inline constexpr MessageText rule_only_with = MUSTER_MESSAGE("import.wm.rule.only-with", "Only with {upgrade}");
inline constexpr MessageText rule_cannot_take = MUSTER_MESSAGE("import.wm.rule.cannot-take", "{a} cannot take {b}");
inline constexpr MessageText kind_troop_type = MUSTER_MESSAGE("import.wm.kind.troop-type", "troop type");
inline constexpr MessageText kind_magic_item = MUSTER_MESSAGE("import.wm.kind.magic-item", "magic item");
inline constexpr MessageText kind_mount = MUSTER_MESSAGE("import.wm.kind.mount", "mount");
inline constexpr MessageText spells_table = MUSTER_MESSAGE("import.wm.table.spells", "Spells");
inline constexpr MessageText spell_column = MUSTER_MESSAGE("import.wm.table.spell", "Spell");
inline constexpr MessageText roll_column = MUSTER_MESSAGE("import.wm.table.roll", "Roll");
inline constexpr MessageText range_column = MUSTER_MESSAGE("import.wm.table.range", "Range");
inline constexpr MessageText effect_column = MUSTER_MESSAGE("import.wm.table.effect", "Effect");

// --- readings written into the list (shown after a finding that rests on them) -------------
inline constexpr MessageText per_thousand_reading = MUSTER_MESSAGE(
    "import.wm.reading.per-thousand",
    "wm-selector's; it leaves minimums unchecked below {points} spent, Muster holds a smaller army to one block");
inline constexpr MessageText homologous_reading =
    MUSTER_MESSAGE("import.wm.reading.homologous", "counted together, as the source's homologous units are");
inline constexpr MessageText general_reading =
    MUSTER_MESSAGE("import.wm.reading.general", "the units the source types as General: the army has exactly one");
inline constexpr MessageText relative_reading = MUSTER_MESSAGE(
    "import.wm.reading.relative",
    "the source names no units to measure against (wm-selector then checks nothing); read as the units that can take it");
inline constexpr MessageText elite_reading = MUSTER_MESSAGE(
    "import.wm.reading.elite",
    "wm-selector's reading of \"elite\": one fewer than the army's whole blocks of {points} spent (at least one block)");
inline constexpr MessageText halves_reading =
    MUSTER_MESSAGE("import.wm.reading.halves", "wm-selector's reading of \"{word}\": halves rounded as it rounds them");
inline constexpr MessageText one_per_unit_reading =
    MUSTER_MESSAGE("import.wm.reading.one-per-unit", "wm-selector lets each unit take at most one upgrade of this kind ({kind})");
inline constexpr MessageText augend_reading = MUSTER_MESSAGE(
    "import.wm.reading.augend", "the source adds these units to others: no more of them than of the units they join");
inline constexpr MessageText rule_text_reading =
    MUSTER_MESSAGE("import.wm.reading.rule-text", "stated in the text of the source's rule of the same name");

// --- readings the summary of an import shows -------------------------------------------------
inline constexpr MessageText said_relative = MUSTER_MESSAGE(
    "import.wm.said.relative",
    "{subject}: its relative limit names no units; measured against the units that can take it ({units})");
inline constexpr MessageText said_general =
    MUSTER_MESSAGE("import.wm.said.general", "{unit}: its army minimum and maximum of 1 are the game system's rule 'general'");
inline constexpr MessageText said_gunpowder = MUSTER_MESSAGE(
    "import.wm.said.gunpowder", "{unit} is gunpowder artillery: an Artillery unit the source tags only as Slow, as it tags its cannons");
inline constexpr MessageText said_mixed_minimum = MUSTER_MESSAGE(
    "import.wm.said.mixed-minimum",
    "rule '{rule}' counts mounted and foot units together: kept in sieges, since the seed asks the infantry to be taken");
inline constexpr MessageText said_infantry_unlimited = MUSTER_MESSAGE_PLURAL(
    "import.wm.said.infantry-unlimited",
    "no infantry of this list is unlimited: in a siege {units} (at most {n} per {points}, the most of any infantry) counts as unlimited",
    "no infantry of this list is unlimited: in a siege {units} (at most {n} per {points}, the most of any infantry) count as unlimited");
inline constexpr MessageText said_rule_stem =
    MUSTER_MESSAGE("import.wm.said.rule-stem", "the rule '{rule}' is not in the rules file; read as its rule '{stem}'");
inline constexpr MessageText said_rule_borrowed = MUSTER_MESSAGE(
    "import.wm.said.rule-borrowed", "the rule '{rule}' has no text here; its text is taken from the same rule of {army}");
inline constexpr MessageText said_excluded = MUSTER_MESSAGE(
    "import.wm.said.excluded", "{a} and {b} exclude each other on one unit, as the text of the rule '{rule}' says");
inline constexpr MessageText said_unit_extra = MUSTER_MESSAGE(
    "import.wm.said.unit-extra", "{unit}: its {key} has no column in {profile} and is printed in the unit's note");
inline constexpr MessageText said_option_extra = MUSTER_MESSAGE(
    "import.wm.said.option-extra", "{upgrade} on {unit}: its {key} has no column in {profile} and is printed in the option's note");
inline constexpr MessageText character_profile = MUSTER_MESSAGE("import.wm.profile.character", "a character's profile");
inline constexpr MessageText unit_profile = MUSTER_MESSAGE("import.wm.profile.unit", "a unit's profile");

}  // namespace muster::import_text
