#include <algorithm>
#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/siege/siege_verdict_messages.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/util/suggest.hpp"
#include "muster/util/name_fault_text.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

// A figure as the language writes it, with the decimals it has (at most two).
MessageValue figure(double value) {
    const double rounded = std::round(value * 100.0) / 100.0;
    if (rounded == std::floor(rounded) && std::fabs(rounded) < 1e15) return IntegerValue{static_cast<long long>(rounded)};
    return DecimalValue{rounded, rounded * 10 == std::floor(rounded * 10) ? 1 : 2};
}

const SiegeItem& item_or_throw(const SiegeKit& kit, const std::string& item_id) {
    if (const SiegeItem* item = kit.item(item_id)) return *item;
    std::vector<std::string> ids;
    for (const SiegeItem& i : kit.items) ids.push_back(i.id);
    const std::vector<std::string> close = near_matches(item_id, ids);
    if (close.empty())
        throw Error(message(MUSTER_MESSAGE("siege.edit.no-item", "the siege kit has no item '{id}'; 'muster-cli siege items' lists them"))
                        .with("id", VerbatimValue{item_id}));
    throw Error(message(MUSTER_MESSAGE("siege.edit.no-item-close", "the siege kit has no item '{id}' (did you mean '{close}'?)"))
                    .with("id", VerbatimValue{item_id})
                    .with("close", VerbatimValue{close.front()}));
}

// "s" and one more than the highest number in use; ids are read from files, so
// "s99999999999999999999" must not overflow.
std::string next_section_id(const std::vector<FortificationSection>& sections) {
    long long highest = 0;
    for (const FortificationSection& s : sections)
        if (s.id.size() > 1 && s.id[0] == 's')
            if (const auto n = parse_whole_number(std::string_view(s.id).substr(1)); n && *n > highest) highest = *n;
    const auto taken = [&](const std::string& id) {
        return std::any_of(sections.begin(), sections.end(), [&](const FortificationSection& s) { return s.id == id; });
    };
    std::string id;
    do id = "s" + std::to_string(++highest);
    while (taken(id));
    return id;
}

}  // namespace

// cppcheck-suppress passedByValue ; the name is checked, then kept in the document
SiegePlan new_siege_plan(const SiegeKit& kit, double defender_points, std::string name) {
    if (!(defender_points > 0) || defender_points > max_army_points)
        throw Error(message(MUSTER_MESSAGE("siege.edit.defender-points", "the defender's points must be a positive number of at most {most}"))
                        .with("most", figure(max_army_points)));
    SiegePlan plan;
    plan.name = checked_name(name, message(MUSTER_MESSAGE("siege.edit.name", "the siege's name")));
    plan.kit_id = kit.id;
    plan.kit_revision = kit.revision;
    plan.defender_points = defender_points;
    return plan;
}

void set_purchase(SiegePlan& plan, const SiegeKit& kit, const std::string& item_id, double quantity) {
    const SiegeItem& item = item_or_throw(kit, item_id);
    if (!(quantity >= 0) || quantity > max_siege_quantity)
        throw Error(message(MUSTER_MESSAGE("siege.edit.quantity", "the quantity of {item} must be from 0 to {most}"))
                        .with("item", item.name)
                        .with("most", figure(max_siege_quantity)));
    if (item.whole && quantity != std::floor(quantity))
        throw Error(message(MUSTER_MESSAGE("siege.edit.whole", "{item} is bought by the {unit}, in whole numbers, not {quantity}"))
                        .with("item", item.name)
                        .with("unit", item.unit_one.en.empty() ? LocalisedName{item.quantity_unit, ""} : item.unit_one)
                        .with("quantity", figure(quantity)));
    std::vector<SiegePurchase>& purchases = plan.purchases(item.side);
    const auto found = std::find_if(purchases.begin(), purchases.end(), [&](const SiegePurchase& p) { return p.item_id == item_id; });
    if (quantity == 0) {
        if (found != purchases.end()) purchases.erase(found);
    } else if (found != purchases.end()) {
        found->quantity = quantity;
    } else {
        purchases.push_back({item_id, quantity});
    }
}

void add_purchase(SiegePlan& plan, const SiegeKit& kit, const std::string& item_id, double quantity) {
    const SiegeItem& item = item_or_throw(kit, item_id);
    double held = 0;
    for (const SiegePurchase& p : plan.purchases(item.side))
        if (p.item_id == item_id) held = p.quantity;
    if (held + quantity < 0)
        throw Error(message(MUSTER_MESSAGE_PLURAL("siege.edit.holds-only", "{side} holds only {held} {unit} of {item}",
                                                  "{side} holds only {held} {units} of {item}"))
                        .with("side", siege_messages::side_object(item.side))
                        .with("unit", item.unit_one.en.empty() ? LocalisedName{item.quantity_unit, ""} : item.unit_one)
                        .with("units", item.unit_many.en.empty() ? LocalisedName{item.quantity_unit, ""} : item.unit_many)
                        .with("item", item.name)
                        .counting("held", static_cast<long long>(held)));
    set_purchase(plan, kit, item_id, held + quantity);
}

std::string add_section(SiegePlan& plan, const SiegeKit& kit, const std::string& kind, double length_cm,
                        std::optional<int> structure, std::uint32_t seed) {
    const SectionKind* section_kind = kit.section(kind);
    if (!section_kind)
        throw Error(message(MUSTER_MESSAGE("siege.edit.section-kind", "'{kind}' is not a kind of section; use wall, tower, barbican or gate"))
                        .with("kind", VerbatimValue{kind}));
    if (!(length_cm > 0) || length_cm > max_section_cm)
        throw Error(message(MUSTER_MESSAGE("siege.edit.section-length", "a section's length must be a positive number of cm, at most {most}"))
                        .with("most", figure(max_section_cm)));
    FortificationSection section;
    section.id = next_section_id(plan.sections);
    section.kind = kind;
    section.length_cm = length_cm;
    if (structure) {
        if (!section_kind->allows_structure(*structure))
            throw Error(message(MUSTER_MESSAGE("siege.edit.structure", "a {kind} has {range} structure points ({source} in the source), not {given}"))
                            .with("kind", section_kind->name)
                            .with("range", nested(siege_messages::structure_range(*section_kind)))
                            .with("source", VerbatimValue{section_kind->structure})
                            .with("given", IntegerValue{*structure}));
        section.structure = *structure;
    } else {
        Dice dice(seed);
        std::vector<int> rolled;
        section.structure = dice.roll(section_kind->structure, rolled);
        section.rolled = !rolled.empty();
        section.seed = section.rolled ? seed : 0;
    }
    plan.sections.push_back(section);
    return section.id;
}

void remove_section(SiegePlan& plan, const std::string& section_id) {
    const auto found = std::find_if(plan.sections.begin(), plan.sections.end(),
                                    [&](const FortificationSection& s) { return s.id == section_id; });
    if (found == plan.sections.end())
        throw Error(message(MUSTER_MESSAGE("siege.edit.no-section", "the plan has no fortification section '{id}'")).with("id", VerbatimValue{section_id}));
    plan.sections.erase(found);
}

}  // namespace muster
