#pragma once
#include <string>

#include "muster/siege/engineering_schedule.hpp"
#include "muster/siege/siege_kit.hpp"

namespace muster {

/// What the fortifications hold, for items priced or limited by them.
struct FortificationTotals {
    double length_cm = 0;
    int gates = 0;
    int wall_sections = 0;
    int sections = 0;           ///< every section entered, of any kind
    int mineable_sections = 0;  ///< sections a mine can go under (walls, towers, barbicans)
};

/// What a quantity of an item costs in batches, engineer-months and points.
struct ItemCost {
    int batches = 0;             ///< batches to build (each at least one batch's time, however small)
    double engineer_months = 0;  ///< batches × build time
    double points = 0;
    std::string pricing;  ///< how the points were counted: "15 × 15 pts per 40 mm"
};

/// Prices a quantity of an item by the item's kind of pricing and batch build.
ItemCost cost_of(const SiegeItem& item, double quantity, const FortificationTotals& fortifications);

/// How the points of a quantity are counted, in a language: "15 × 15 pts per 40 mm" / "15 × 15 pts par 40 mm".
std::string pricing_text(const SiegeItem& item, double quantity, const FortificationTotals& fortifications, Language language);

/// A batch in the schedule, in a language: "Ladders (30 stands) 2/4" / "Échelles (30 socles) 2/4".
std::string job_label(const SiegeItem& item, const BuildJob& job, Language language);

}  // namespace muster
