#include "muster/siege/siege_item_cost.hpp"

#include <cmath>

#include "muster/text/render.hpp"

namespace muster {

namespace {
// Steps of a length, a started step counting whole (600 mm at 40 mm a step: 15).
double steps(double length, double step) { return std::ceil(length / step - 1e-9); }

constexpr MessageText pricing_units = MUSTER_MESSAGE("siege.pricing.units", "{count} × {each}");
constexpr MessageText pricing_length = MUSTER_MESSAGE("siege.pricing.length", "{count} × {each} per {step} {unit}");
constexpr MessageText pricing_gates = MUSTER_MESSAGE_PLURAL("siege.pricing.gates", "{count} gate × {each}", "{count} gates × {each}");
constexpr MessageText pricing_wall_sections =
    MUSTER_MESSAGE_PLURAL("siege.pricing.wall-sections", "{count} wall section × {each}", "{count} wall sections × {each}");
constexpr MessageText pricing_fortification = MUSTER_MESSAGE("siege.pricing.fortification", "{count} × {each} per {step} cm of {length} cm of fortifications");
constexpr MessageText job_batch_numbered = MUSTER_MESSAGE("siege.job.batch-numbered", "{name} ({quantity}) {number}/{of}");
constexpr MessageText job_batch = MUSTER_MESSAGE("siege.job.batch", "{name} ({quantity})");
constexpr MessageText job_numbered = MUSTER_MESSAGE("siege.job.numbered", "{name} {number}/{of}");
}  // namespace

ItemCost cost_of(const SiegeItem& item, double quantity, const FortificationTotals& fortifications) {
    ItemCost cost;
    if (quantity <= 0) return cost;
    if (item.build_em > 0) {
        cost.batches = static_cast<int>(std::ceil(quantity / item.batch - 1e-9));
        cost.engineer_months = cost.batches * item.build_em;
    }
    switch (item.price_per) {
        case PricePer::unit:
        case PricePer::gate:
        case PricePer::wall_section:
            cost.points = item.points * quantity;
            break;
        case PricePer::length:
            cost.points = item.points * steps(quantity, item.price_step);
            break;
        case PricePer::fortification_length:
            cost.points = item.points * steps(fortifications.length_cm, item.price_step) * quantity;
            break;
    }
    cost.pricing = pricing_text(item, quantity, fortifications, Language::english);
    return cost;
}

std::string pricing_text(const SiegeItem& item, double quantity, const FortificationTotals& fortifications, Language language) {
    const PointsValue each{item.points};
    switch (item.price_per) {
        case PricePer::unit:
            return render_message(message(pricing_units).with("count", decimal_as_needed(quantity)).with("each", each), language);
        case PricePer::length:
            return render_message(message(pricing_length)
                                      .with("count", decimal_as_needed(steps(quantity, item.price_step)))
                                      .with("each", each)
                                      .with("step", decimal_as_needed(item.price_step))
                                      .with("unit", item.unit_one.en.empty() ? LocalisedName{item.quantity_unit, {}} : item.unit_one),
                                  language);
        case PricePer::gate:
            return render_message(message(pricing_gates).counting("count", static_cast<long long>(quantity)).with("each", each), language);
        case PricePer::wall_section:
            return render_message(message(pricing_wall_sections).counting("count", static_cast<long long>(quantity)).with("each", each), language);
        case PricePer::fortification_length:
            return render_message(message(pricing_fortification)
                                      .with("count", decimal_as_needed(steps(fortifications.length_cm, item.price_step)))
                                      .with("each", each)
                                      .with("step", decimal_as_needed(item.price_step))
                                      .with("length", decimal_as_needed(fortifications.length_cm)),
                                  language);
    }
    return "";
}

std::string job_label(const SiegeItem& item, const BuildJob& job, Language language) {
    const std::string name = item.name.in(language);
    if (job.in_batch > 0) {
        const std::string held = quantity_text(item, job.in_batch, language);
        if (job.of > 0)
            return render_message(message(job_batch_numbered)
                                      .with("name", VerbatimValue{name})
                                      .with("quantity", VerbatimValue{held})
                                      .with("number", IntegerValue{job.number})
                                      .with("of", IntegerValue{job.of}),
                                  language);
        return render_message(message(job_batch).with("name", VerbatimValue{name}).with("quantity", VerbatimValue{held}), language);
    }
    if (job.of > 0)
        return render_message(message(job_numbered).with("name", VerbatimValue{name}).with("number", IntegerValue{job.number}).with("of", IntegerValue{job.of}),
                              language);
    return name;
}

}  // namespace muster
