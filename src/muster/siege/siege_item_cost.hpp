#pragma once
#include <string>

#include "muster/siege/siege_kit.hpp"

namespace muster {

/// What the fortifications hold, for items priced or limited by them.
struct FortificationTotals {
    double length_cm = 0;
    int gates = 0;
    int wall_sections = 0;
    int sections = 0;             ///< every section entered, of any kind
    int mineable_sections = 0;    ///< sections a mine can go under (walls, towers, barbicans)
};

/// What a quantity of an item costs in batches, engineer-months and points.
struct ItemCost {
    int batches = 0;              ///< batches to build (each at least one batch's time, however small)
    double engineer_months = 0;   ///< batches × build time
    double points = 0;
    std::string pricing;          ///< how the points were counted: "15 × 15 pts per 40 mm"
};

/// Prices a quantity of an item by the item's kind of pricing and batch build.
ItemCost cost_of(const SiegeItem& item, double quantity, const FortificationTotals& fortifications);

}  // namespace muster
