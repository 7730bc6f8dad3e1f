#include <algorithm>
#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/util/suggest.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

const SiegeItem& item_or_throw(const SiegeKit& kit, const std::string& item_id) {
    if (const SiegeItem* item = kit.item(item_id)) return *item;
    std::vector<std::string> ids;
    for (const SiegeItem& i : kit.items) ids.push_back(i.id);
    const std::vector<std::string> close = near_matches(item_id, ids);
    throw Error("the siege kit has no item '" + item_id + "'" +
                (close.empty() ? std::string("; 'muster-cli siege items' lists them") : " (did you mean '" + close.front() + "'?)"));
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
        throw Error("the defender's points must be a positive number of at most " + format_points(max_army_points));
    SiegePlan plan;
    plan.name = checked_name(name, "the siege's name");
    plan.kit_id = kit.id;
    plan.kit_revision = kit.revision;
    plan.defender_points = defender_points;
    return plan;
}

void set_purchase(SiegePlan& plan, const SiegeKit& kit, const std::string& item_id, double quantity) {
    const SiegeItem& item = item_or_throw(kit, item_id);
    if (!(quantity >= 0) || quantity > max_siege_quantity)
        throw Error("the quantity of " + item.name.en + " must be from 0 to " + format_points(max_siege_quantity));
    if (item.whole && quantity != std::floor(quantity))
        throw Error(item.name.en + " is bought by the " + item.quantity_unit + ", in whole numbers, not " + format_points(quantity));
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
        throw Error("the " + std::string(side_name(item.side)) + " holds only " + std::to_string(static_cast<long long>(held)) +
                    " " + item.quantity_unit + " of " + item.name.en);
    set_purchase(plan, kit, item_id, held + quantity);
}

std::string add_section(SiegePlan& plan, const SiegeKit& kit, const std::string& kind, double length_cm,
                        std::optional<int> structure, std::uint32_t seed) {
    const SectionKind* section_kind = kit.section(kind);
    if (!section_kind) throw Error("'" + kind + "' is not a kind of section; use wall, tower, barbican or gate");
    if (!(length_cm > 0) || length_cm > max_section_cm)
        throw Error("a section's length must be a positive number of cm, at most " + format_points(max_section_cm));
    FortificationSection section;
    section.id = next_section_id(plan.sections);
    section.kind = kind;
    section.length_cm = length_cm;
    if (structure) {
        if (!section_kind->allows_structure(*structure))
            throw Error("a " + section_kind->name.en + " has " + section_kind->structure_range() + " structure points (" +
                        section_kind->structure + " in the source), not " + std::to_string(*structure));
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
    if (found == plan.sections.end()) throw Error("the plan has no fortification section '" + section_id + "'");
    plan.sections.erase(found);
}

}  // namespace muster
