#pragma once
// Internal: a fortress design file read into its pieces, in walking order.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "muster/onus/enclosure.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/xml/xml_source.hpp"

namespace muster::onus {

/// One piece of a design, where the file names it.
struct DesignPiece {
    std::string kind;
    Turn turn = Turn::none;
    std::string material;           ///< empty: the fortress's own
    SourceLocation where;           ///< the element
    SourceLocation turn_where;      ///< its turn="…", or the element
    SourceLocation material_where;  ///< its material="…", or the element
};

/// A run of wall that is not part of the enclosure.
struct InnerWall {
    std::vector<DesignPiece> pieces;
    SourceLocation where;
};

/// A watchtower placed by its centre, in unit sections from where the enclosure's first piece begins.
struct PlacedWatchtower {
    double x = 0, y = 0;
    std::optional<double> points;  ///< as the players agree; the text prints none
    SourceLocation where;
};

/// Trenches, barricades or caltrops the defender sets out.
struct DesignDefence {
    std::string kind;
    int count = 0;
    std::optional<double> points;
    SourceLocation where;
};

/// A fortress design as written.
struct FortressDesign {
    std::string name;
    bool stone = false;
    int artillery = 0;
    std::set<std::string> agreements;    ///< ids of the agreements recorded
    std::vector<DesignPiece> enclosure;  ///< in walking order
    bool enclosure_in_order = true;      ///< false when a grid design is not one ring (already reported)
    std::vector<InnerWall> inner_walls;
    std::vector<PlacedWatchtower> watchtowers;
    std::vector<DesignDefence> defences;
    SourceLocation where;  ///< the document element
};

/// Reads a design: format 2 lists the <enclosure>'s pieces in walking order; format 1 places pieces
/// on a grid of squares, which is put in walking order when it forms one ring. Problems go to the
/// report; nothing when the document is not a design at all.
std::optional<FortressDesign> read_fortress_design(const XmlSource& source, const FortressRules& rules, Report& report);

}  // namespace muster::onus
