#pragma once
#include "muster/text/message.hpp"
// Internal to rules/: how a "per N points" limit grows with the army, stated in its own words.
#include <optional>
#include <string>

#include "muster/rules/army_tally.hpp"
#include "muster/rules/rounding.hpp"

namespace muster {

class ElementReader;

/// The blocks of N points a per-points limit is multiplied by, with its basis and rounding.
struct PerPointsScale {
    double per_points = 1000;
    bool basis_is_limit = true;  ///< the army's points limit, else the points spent
    Rounding rounding = Rounding::up;

    /// Reads per-points, basis and rounding; nothing when per-points is absent.
    static std::optional<PerPointsScale> read(ElementReader& element, Rounding default_rounding);
    /// The points the blocks are counted from.
    double basis(const ArmyTally& tally) const;
    /// How many blocks the army counts as.
    int blocks(const ArmyTally& tally) const;
    /// "per 1,000 pts spent, rounded down, at least one" (English)
    std::string words() const;
    /// The same as a catalogue message, for a sentence in any language.
    Message phrase() const;
};

}  // namespace muster
