#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "muster/wfb3/wfb3_costs.hpp"

namespace muster::wfb3 {

/// One element of a WFB3 army file as written: its name, its attributes in order and its children
/// (equipment, magic items). A front end edits the lines it knows and keeps the rest as written.
struct DraftElement {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes;
    std::vector<DraftElement> children;
    /// An attribute's value, empty when the element has none.
    std::string attribute(const std::string& key) const;
    bool operator==(const DraftElement&) const = default;
};

/// A WFB3 army being edited, before it is a file: the army's own attributes (name, points limit,
/// level cap …) and its entries in order. Empty attributes: no army yet.
struct ArmyDraft {
    std::vector<std::pair<std::string, std::string>> attributes;
    std::vector<DraftElement> entries;
    /// The army's name as its file gives it.
    std::string name() const;
    bool operator==(const ArmyDraft&) const = default;
};

/// A new army with no entries.
ArmyDraft new_army_draft(const std::string& name, int points_limit);
/// The army an army file holds as written, or nothing when it is not a readable <wfb3-army> (its
/// problems are then evaluate_army_file's to tell).
std::optional<ArmyDraft> army_draft_of_file(const std::filesystem::path& file);
/// The draft as an army file (<wfb3-army format="1">), which evaluate_army_text and `muster-cli wfb3 army` read.
std::string army_draft_to_xml(const ArmyDraft& draft);
/// Writes the draft atomically (throws Error on failure).
void save_army_draft(const ArmyDraft& draft, const std::filesystem::path& file);

/// A troop unit as an army file's <unit>.
DraftElement unit_entry(const UnitSpec& spec, const std::string& id);
/// A character as an army file's <character>, the army's general or standard bearer when said.
DraftElement character_entry(const CharacterSpec& spec, const std::string& id, bool general, bool army_standard);
/// The unit an entry describes (its equipment and choices), or nothing for another kind of entry.
std::optional<UnitSpec> unit_of(const DraftElement& entry);
/// The character an entry describes, or nothing for another kind of entry.
std::optional<CharacterSpec> character_of(const DraftElement& entry);
/// An entry replaced by a new one of the same kind from a calculator: it keeps its id and what the
/// calculator does not set (magic items, contingent, hidden-in, command radius …).
DraftElement updated_entry(const DraftElement& old, const DraftElement& fresh);
/// An id no entry of the army has yet: `stem`, or `stem 2`, `stem 3` …
std::string free_entry_id(const ArmyDraft& draft, const std::string& stem);

}  // namespace muster::wfb3
