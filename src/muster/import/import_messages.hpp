#pragma once
// The importer's own sentences, in the catalogue so they are translated: file problems and the
// summary of an import, and every text Muster composes into an imported list — rule and group
// names, readings (written as `reading` and `reading-<code>`) and the readings the summary shows.
// The source's own words (unit names, "elite", "Up to Half" …) stay as the data gives them.
#include "muster/text/message.hpp"

namespace muster::import_text {

inline constexpr MessageText no_army = MUSTER_MESSAGE("import.no-army", "no army list among the files: an army list is a wm-selector file with \"units\"");
inline constexpr MessageText no_system = MUSTER_MESSAGE("import.no-system", "game system '{system}' is not installed, so lists cannot be written for it");
inline constexpr MessageText unexpected_structure =
    MUSTER_MESSAGE("import.unexpected-structure", "the file is not laid out as wm-selector writes armies: {what}");
inline constexpr MessageText does_not_load =
    MUSTER_MESSAGE("import.does-not-load", "the list made from this file does not load, so it was not written:\n{why}");
inline constexpr MessageText does_not_load_unmapped = MUSTER_MESSAGE(
    "import.does-not-load-unmapped", "the list made from this file does not load, so it was not written:\n{why}what could not be mapped:\n{unmapped}");
inline constexpr MessageText same_id =
    MUSTER_MESSAGE("import.same-id", "another file of this import already gave the list id '{id}'; this one was not written");
inline constexpr MessageText no_system_for_version =
    MUSTER_MESSAGE("import.no-system-for-version", "no installed game system takes wm-selector's version \"{version}\": give --system to choose one");
inline constexpr MessageText not_json = MUSTER_MESSAGE("import.not-json", "not JSON: {what}");
inline constexpr MessageText json_number_too_large =
    MUSTER_MESSAGE("import.json-number-too-large", "the number {number} is too large for Muster to read (at most about 1.8e308)");
inline constexpr MessageText json_control_character =
    MUSTER_MESSAGE("import.json-control", "{escape} is a control character, such as a NUL or a terminal escape; names and texts hold plain text");
inline constexpr MessageText too_deep = MUSTER_MESSAGE("import.too-deep", "the file nests deeper than {most} levels, which no wm-selector list does");
inline constexpr MessageText not_an_object =
    MUSTER_MESSAGE("import.not-a-list", "not a wm-selector file: expected a JSON object (an army list, special rules or magic items)");
inline constexpr MessageText units_not_object = MUSTER_MESSAGE("import.units-not-object", "\"units\" must be an object of units by name");
inline constexpr MessageText not_known_kind =
    MUSTER_MESSAGE("import.unknown-file", "not a wm-selector file: neither an army list (\"units\"), magic items (\"upgrades\") nor special rules");
inline constexpr MessageText imported = MUSTER_MESSAGE("import.imported", "imported \"{name}\" as {id}, revision {revision}: {units}, {rules} → {file}");
inline constexpr MessageText units_written = MUSTER_MESSAGE_PLURAL("import.units-written", "{count} unit", "{count} units");
inline constexpr MessageText rules_written = MUSTER_MESSAGE_PLURAL("import.rules-written", "{count} rule", "{count} rules");
inline constexpr MessageText unchanged = MUSTER_MESSAGE("import.unchanged", "unchanged \"{name}\" ({id}, revision {revision}) in {file}");
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
inline constexpr MessageText source_note = MUSTER_MESSAGE("import.wm.source", "Imported from wm-selector's {file} ({version}) by 'muster-cli lists import'.");
inline constexpr MessageText no_version = MUSTER_MESSAGE("import.wm.no-version", "no version given");
inline constexpr MessageText no_rule_text = MUSTER_MESSAGE("import.wm.no-rule-text", "The source gives no text for this rule.");
inline constexpr MessageText spells_table = MUSTER_MESSAGE("import.wm.table.spells", "Spells");
inline constexpr MessageText spell_column = MUSTER_MESSAGE("import.wm.table.spell", "Spell");
inline constexpr MessageText roll_column = MUSTER_MESSAGE("import.wm.table.roll", "Roll");
inline constexpr MessageText range_column = MUSTER_MESSAGE("import.wm.table.range", "Range");
inline constexpr MessageText effect_column = MUSTER_MESSAGE("import.wm.table.effect", "Effect");

// --- readings written into the list (shown after a finding that rests on them) -------------
inline constexpr MessageText per_thousand_reading = MUSTER_MESSAGE(
    "import.wm.reading.per-thousand", "wm-selector's; it leaves minimums unchecked below {points} spent, Muster holds a smaller army to one block");
inline constexpr MessageText homologous_reading = MUSTER_MESSAGE("import.wm.reading.homologous", "counted together, as the source's homologous units are");
inline constexpr MessageText general_reading = MUSTER_MESSAGE("import.wm.reading.general", "the units the source types as General: the army has exactly one");
inline constexpr MessageText relative_reading = MUSTER_MESSAGE(
    "import.wm.reading.relative", "the source names no units to measure against (wm-selector then checks nothing); read as the units that can take it");
inline constexpr MessageText elite_reading = MUSTER_MESSAGE(
    "import.wm.reading.elite", "wm-selector's reading of \"elite\": one fewer than the army's whole blocks of {points} spent (at least one block)");
inline constexpr MessageText halves_reading =
    MUSTER_MESSAGE("import.wm.reading.halves", "wm-selector's reading of \"{word}\": halves rounded as it rounds them");
inline constexpr MessageText one_per_unit_reading =
    MUSTER_MESSAGE("import.wm.reading.one-per-unit", "wm-selector lets each unit take at most one upgrade of this kind ({kind})");
inline constexpr MessageText augend_reading =
    MUSTER_MESSAGE("import.wm.reading.augend", "the source adds these units to others: no more of them than of the units they join");
inline constexpr MessageText rule_text_reading = MUSTER_MESSAGE("import.wm.reading.rule-text", "stated in the text of the source's rule of the same name");

// --- readings the summary of an import shows -------------------------------------------------
inline constexpr MessageText said_relative =
    MUSTER_MESSAGE("import.wm.said.relative", "{subject}: its relative limit names no units; measured against the units that can take it ({units})");
inline constexpr MessageText said_general =
    MUSTER_MESSAGE("import.wm.said.general", "{unit}: its army minimum and maximum of 1 are the game system's rule 'general'");
inline constexpr MessageText said_gunpowder =
    MUSTER_MESSAGE("import.wm.said.gunpowder", "{unit} is gunpowder artillery: an Artillery unit the source tags only as Slow, as it tags its cannons");
inline constexpr MessageText said_mixed_minimum = MUSTER_MESSAGE(
    "import.wm.said.mixed-minimum", "rule '{rule}' counts mounted and foot units together: kept in sieges, since the siege rules ask the infantry to be taken");
inline constexpr MessageText said_mixed_minimum_foot = MUSTER_MESSAGE(
    "import.wm.said.mixed-minimum-foot",
    "rule '{rule}' counts mounted and foot units together: a siege side meets it with {units} only, as the siege rules ask the infantry to be taken");
inline constexpr MessageText siege_foot_reading =
    MUSTER_MESSAGE("import.wm.siege-foot-reading", "in a siege the minimum is met with the infantry only: {units}");
inline constexpr MessageText said_not_mounted =
    MUSTER_MESSAGE("import.wm.said.not-mounted",
                   "rule '{rule}' is a minimum of infantry that the option {options} makes cavalry: a siege side meets it with units on foot only");
inline constexpr MessageText siege_not_mounted_reading =
    MUSTER_MESSAGE("import.wm.siege-not-mounted-reading", "in a siege the minimum is met on foot: units that took {options} do not count");
inline constexpr MessageText said_infantry_unlimited =
    MUSTER_MESSAGE_PLURAL("import.wm.said.infantry-unlimited",
                          "no infantry of this list is unlimited: in a siege {units} (at most {n} per {points}, the most of any infantry) counts as unlimited",
                          "no infantry of this list is unlimited: in a siege {units} (at most {n} per {points}, the most of any infantry) count as unlimited");
inline constexpr MessageText said_rule_stem =
    MUSTER_MESSAGE("import.wm.said.rule-stem", "the rule '{rule}' is not in the rules file; read as its rule '{stem}'");
inline constexpr MessageText said_rule_borrowed =
    MUSTER_MESSAGE("import.wm.said.rule-borrowed", "the rule '{rule}' has no text here; its text is taken from the same rule of {army}");
inline constexpr MessageText said_excluded =
    MUSTER_MESSAGE("import.wm.said.excluded", "{a} and {b} exclude each other on one unit, as the text of the rule '{rule}' says");
inline constexpr MessageText said_unit_extra =
    MUSTER_MESSAGE("import.wm.said.unit-extra", "{unit}: its {key} has no column in {profile} and is printed in the unit's note");
inline constexpr MessageText said_option_extra =
    MUSTER_MESSAGE("import.wm.said.option-extra", "{upgrade} on {unit}: its {key} has no column in {profile} and is printed in the option's note");
inline constexpr MessageText character_profile = MUSTER_MESSAGE("import.wm.profile.character", "a character's profile");
inline constexpr MessageText unit_profile = MUSTER_MESSAGE("import.wm.profile.unit", "a unit's profile");

// --- why a construct of the source was not carried over ("unmapped: …") -----------------------
inline constexpr MessageText unmapped_line = MUSTER_MESSAGE("import.unmapped-line", "{file}: {path}: {why}");
inline constexpr MessageText not_loaded_fix = MUSTER_MESSAGE("import.does-not-load.fix", "report this file to Muster's authors");
inline constexpr MessageText not_loaded_unmapped_fix =
    MUSTER_MESSAGE("import.does-not-load-unmapped.fix", "the file lacks what the game system needs: see what could not be mapped");
inline constexpr MessageText unit_names_expected = MUSTER_MESSAGE("import.wm.unmapped.unit-names", "expected a list of unit names");
inline constexpr MessageText not_a_unit = MUSTER_MESSAGE("import.wm.unmapped.not-a-unit", "'{name}' is not a unit of this list");
inline constexpr MessageText upgrade_names_expected = MUSTER_MESSAGE("import.wm.unmapped.upgrade-names", "expected a list of upgrade names");
inline constexpr MessageText not_takeable = MUSTER_MESSAGE("import.wm.unmapped.not-takeable", "'{name}' is not an upgrade any unit of this list can take");
inline constexpr MessageText unknown_key =
    MUSTER_MESSAGE("import.wm.unmapped.unknown-key", "a key the importer does not know; nothing in Muster stands for it");
inline constexpr MessageText name_not_text = MUSTER_MESSAGE("import.wm.unmapped.name-not-text", "expected text; the file's name stands in");
inline constexpr MessageText expected_text = MUSTER_MESSAGE("import.wm.unmapped.expected-text", "expected text");
inline constexpr MessageText expected_flag = MUSTER_MESSAGE("import.wm.unmapped.expected-flag", "expected true or false");
inline constexpr MessageText expected_text_or_number = MUSTER_MESSAGE("import.wm.unmapped.expected-text-or-number", "expected a number or text");
inline constexpr MessageText expected_list = MUSTER_MESSAGE("import.wm.unmapped.expected-list", "expected a list");
inline constexpr MessageText not_a_count = MUSTER_MESSAGE("import.wm.unmapped.not-a-count", "not a whole number of units");
inline constexpr MessageText elite_for_units = MUSTER_MESSAGE("import.wm.unmapped.elite", "\"elite\" is read for units only, as a maximum");
inline constexpr MessageText unknown_minimum = MUSTER_MESSAGE("import.wm.unmapped.unknown-minimum", "\"{word}\" is not a minimum the importer knows");
inline constexpr MessageText unknown_maximum = MUSTER_MESSAGE("import.wm.unmapped.unknown-maximum", "\"{word}\" is not a maximum the importer knows");
inline constexpr MessageText no_whole =
    MUSTER_MESSAGE("import.wm.unmapped.no-whole", "\"{word}\" needs the units it is measured against, and the source names none");
inline constexpr MessageText no_general =
    MUSTER_MESSAGE("import.wm.unmapped.no-general", "no unit is a General (type \"General\"), and the game system requires one");
inline constexpr MessageText rules_not_object = MUSTER_MESSAGE("import.wm.unmapped.rules-not-object", "expected an object of special rules by name");
inline constexpr MessageText rule_not_object = MUSTER_MESSAGE("import.wm.unmapped.rule-not-object", "expected an object with the rule's order and text");
inline constexpr MessageText rule_no_text = MUSTER_MESSAGE(
    "import.wm.unmapped.rule-no-text", "the rule has no text, here or in the special-rules file of the army's version; give that file to the import");
inline constexpr MessageText spells_not_list = MUSTER_MESSAGE("import.wm.unmapped.spells-not-list", "expected a list of spells");
inline constexpr MessageText spell_not_object =
    MUSTER_MESSAGE("import.wm.unmapped.spell-not-object", "expected an object with the spell's name, roll, range and text");
inline constexpr MessageText army_rules_not_list = MUSTER_MESSAGE("import.wm.unmapped.army-rules-not-list", "expected a list of lines of text");
inline constexpr MessageText upgrades_not_object = MUSTER_MESSAGE("import.wm.unmapped.upgrades-not-object", "expected an object of upgrades by name");
inline constexpr MessageText constraints_not_list = MUSTER_MESSAGE("import.wm.unmapped.constraints-not-list", "expected a list of constraints");
inline constexpr MessageText no_magic_file =
    MUSTER_MESSAGE("import.wm.unmapped.no-magic-file", "the army uses magic items, but no magic-items file '{key}.json' was given to the import");
inline constexpr MessageText upgrade_not_object = MUSTER_MESSAGE("import.wm.unmapped.upgrade-not-object", "expected an object describing the upgrade");
inline constexpr MessageText points_value =
    MUSTER_MESSAGE("import.wm.unmapped.points-value", "must name one of the unit's stats (a text such as \"armour\"); the option is left out");
inline constexpr MessageText no_price = MUSTER_MESSAGE("import.wm.unmapped.no-price", "no price for a unit whose {stat} is {value}; {unit} cannot take it");
inline constexpr MessageText option_points =
    MUSTER_MESSAGE("import.wm.unmapped.option-points", "not a number of points from {least} to {most}; the option is left out");
inline constexpr MessageText unit_not_object = MUSTER_MESSAGE("import.wm.unmapped.unit-not-object", "expected an object describing the unit");
inline constexpr MessageText not_an_upgrade = MUSTER_MESSAGE("import.wm.unmapped.not-an-upgrade", "'{name}' is not an upgrade of this list");
inline constexpr MessageText unit_points =
    MUSTER_MESSAGE("import.wm.unmapped.unit-points", "not a number of points from {least} to {most}; the unit costs 0 here");
inline constexpr MessageText unused_upgrade = MUSTER_MESSAGE("import.wm.unmapped.unused-upgrade", "no unit of this list can take this upgrade");

}  // namespace muster::import_text
