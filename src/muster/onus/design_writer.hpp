#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "muster/onus/enclosure.hpp"
#include "muster/onus/fortress.hpp"

namespace muster::onus {

/// One piece of a fortress being designed, in walking order round the wall.
struct DraftPiece {
    std::string kind;        ///< a piece kind of the rules (wall, tower, gate-wall, corner)
    Turn turn = Turn::none;  ///< which way the wall turns at it
    bool operator==(const DraftPiece&) const = default;
};

/// A fortress design made in a front end, before it is a file.
struct FortressDraft {
    std::string name;
    bool stone = false;
    int artillery = 0;
    std::vector<DraftPiece> enclosure;
    bool operator==(const FortressDraft&) const = default;
};

/// The draft as a design file (format 2, <enclosure> in walking order), which check_fortress_text reads back.
std::string fortress_draft_to_xml(const FortressDraft& draft);
/// Writes the draft atomically (throws Error on failure).
void save_fortress_draft(const FortressDraft& draft, const std::filesystem::path& file);
/// The wall's steps for trace_enclosure: each piece's run from the rules (unknown kinds run 0).
/// A design file's enclosure as a draft to edit further; nothing when the file cannot be read, its
/// wall is not one ring of pieces in walking order, or it holds what a draft cannot (agreements,
/// inner walls, watchtowers, other defences, pieces of another material), which saving would lose.
std::optional<FortressDraft> fortress_draft_of_file(const std::filesystem::path& file, const FortressRules& rules);
std::vector<WallStep> draft_steps(const FortressDraft& draft, const FortressRules& rules);

}  // namespace muster::onus
