#include "muster/siege/siege_item_cost.hpp"

#include <cmath>

#include "muster/rules/army_tally.hpp"

namespace muster {

namespace {
// Steps of a length, a started step counting whole (600 mm at 40 mm a step: 15).
double steps(double length, double step) { return std::ceil(length / step - 1e-9); }
}  // namespace

ItemCost cost_of(const SiegeItem& item, double quantity, const FortificationTotals& fortifications) {
    ItemCost cost;
    if (quantity <= 0) return cost;
    if (item.build_em > 0) {
        cost.batches = static_cast<int>(std::ceil(quantity / item.batch - 1e-9));
        cost.engineer_months = cost.batches * item.build_em;
    }
    const std::string each = format_points(item.points) + " pts";
    switch (item.price_per) {
        case PricePer::unit:
            cost.points = item.points * quantity;
            cost.pricing = format_points(quantity) + " × " + each;
            break;
        case PricePer::length: {
            const double n = steps(quantity, item.price_step);
            cost.points = item.points * n;
            cost.pricing = format_points(n) + " × " + each + " per " + format_points(item.price_step) + " " + item.quantity_unit;
            break;
        }
        case PricePer::gate:
            cost.points = item.points * quantity;
            cost.pricing = format_points(quantity) + " gate" + (quantity == 1 ? "" : "s") + " × " + each;
            break;
        case PricePer::wall_section:
            cost.points = item.points * quantity;
            cost.pricing = format_points(quantity) + " wall section" + (quantity == 1 ? "" : "s") + " × " + each;
            break;
        case PricePer::fortification_length: {
            const double n = steps(fortifications.length_cm, item.price_step);
            cost.points = item.points * n * quantity;
            cost.pricing = format_points(n) + " × " + each + " per " + format_points(item.price_step) + " cm of " +
                           format_points(fortifications.length_cm) + " cm of fortifications";
            break;
        }
    }
    return cost;
}

}  // namespace muster
