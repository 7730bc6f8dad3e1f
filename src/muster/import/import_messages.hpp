#pragma once
// The importer's own sentences (file problems and the summary of an import), in the catalogue
// so they are translated; the readings and unmapped constructs name the source's keys and stay
// in English, as the source does.
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

}  // namespace muster::import_text
