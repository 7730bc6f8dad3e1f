#include <algorithm>
#include <cmath>

#include "muster/text/catalogue.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/siege/siege_verdict_messages.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/strict_number.hpp"
#include "muster/util/text_checks.hpp"
#include "muster/util/suggest.hpp"
#include "muster/util/name_fault_text.hpp"
#include "muster/util/utf8.hpp"

namespace muster {

namespace {

constexpr MessageText no_item = MUSTER_MESSAGE("siege.edit.no-item", "the siege kit has no item '{item}'; 'muster-cli siege items' lists them");
constexpr MessageText no_item_near = MUSTER_MESSAGE("siege.edit.no-item-near", "the siege kit has no item '{item}' (did you mean '{near}'?)");
constexpr MessageText bad_defender_points = MUSTER_MESSAGE("siege.edit.defender-points", "the defender's points must be a positive number of at most {most}");
constexpr MessageText quantity_range = MUSTER_MESSAGE("siege.edit.quantity-range", "the quantity of {item} must be from 0 to {most}");
constexpr MessageText whole_only = MUSTER_MESSAGE("siege.edit.whole-only", "{item} is bought by the {unit}, in whole numbers, not {quantity}");
constexpr MessageText attacker_holds_only = MUSTER_MESSAGE("siege.edit.attacker-holds-only", "the attacker holds only {held} {unit} of {item}");
constexpr MessageText defender_holds_only = MUSTER_MESSAGE("siege.edit.defender-holds-only", "the defender holds only {held} {unit} of {item}");
constexpr MessageText unknown_kind = MUSTER_MESSAGE("siege.edit.unknown-kind", "'{kind}' is not a kind of section; use wall, tower, barbican or gate");
constexpr MessageText section_length_refused =
    MUSTER_MESSAGE("siege.edit.section-length", "a section's length must be a positive number of cm, at most {most}");
constexpr MessageText wrong_structure =
    MUSTER_MESSAGE("siege.edit.structure", "a {kind} has {range} structure points ({source} in the source), not {structure}");
constexpr MessageText structure_from_to = MUSTER_MESSAGE("siege.edit.structure-range", "{least} to {most}");
constexpr MessageText structure_or_more = MUSTER_MESSAGE("siege.edit.structure-or-more", "{least} or more");
constexpr MessageText no_section = MUSTER_MESSAGE("siege.edit.no-section", "the plan has no fortification section '{section}'");

// The kit's word for the item's units ("stand" / "socle") agreeing with a count as each language
// agrees it: English writes the singular for one alone, French for 0 and 1 too ("0 socle", "0 stands").
LocalisedName unit_word(const SiegeItem& item, double count = 1) {
    if (item.unit_one.en.empty()) return LocalisedName{item.quantity_unit, {}};
    if (item.unit_many.en.empty()) return item.unit_one;
    return in_every_language([&](Language language) { return (takes_singular(count, language) ? item.unit_one : item.unit_many).in(language); });
}

MessageValue structure_range_words(const SectionKind& kind) {
    if (!kind.max_structure) return nested(message(structure_or_more).with("least", IntegerValue{kind.min_structure}));
    if (*kind.max_structure == kind.min_structure) return IntegerValue{kind.min_structure};
    return nested(message(structure_from_to).with("least", IntegerValue{kind.min_structure}).with("most", IntegerValue{*kind.max_structure}));
}

const SiegeItem& item_or_throw(const SiegeKit& kit, const std::string& item_id) {
    if (const SiegeItem* item = kit.item(item_id)) return *item;
    std::vector<std::string> ids;
    for (const SiegeItem& i : kit.items) ids.push_back(i.id);
    const std::vector<std::string> close = near_matches(item_id, ids);
    if (close.empty()) throw Error(message(no_item).with("item", typed(item_id)));
    throw Error(message(no_item_near).with("item", typed(item_id)).with("near", VerbatimValue{close.front()}));
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
    if (!(defender_points > 0) || defender_points > max_army_points) throw Error(message(bad_defender_points).with("most", decimal_as_needed(max_army_points)));
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
        throw Error(message(quantity_range).with("item", item.name).with("most", decimal_as_needed(max_siege_quantity)));
    if (item.whole && quantity != std::floor(quantity))
        throw Error(message(whole_only).with("item", item.name).with("unit", unit_word(item)).with("quantity", decimal_as_needed(quantity)));
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
        throw Error(message(item.side == SiegeSide::attacker ? attacker_holds_only : defender_holds_only)
                        .with("held", IntegerValue{static_cast<long long>(held)})
                        .with("unit", unit_word(item, held))
                        .with("item", item.name));
    set_purchase(plan, kit, item_id, held + quantity);
}

std::string add_section(SiegePlan& plan, const SiegeKit& kit, const std::string& kind, double length_cm, std::optional<int> structure, std::uint32_t seed) {
    const SectionKind* section_kind = kit.section(kind);
    if (!section_kind) throw Error(message(unknown_kind).with("kind", typed(kind)));
    if (!(length_cm > 0) || length_cm > max_section_cm) throw Error(message(section_length_refused).with("most", decimal_as_needed(max_section_cm)));
    FortificationSection section;
    section.id = next_section_id(plan.sections);
    section.kind = kind;
    section.length_cm = length_cm;
    if (structure) {
        if (!section_kind->allows_structure(*structure))
            throw Error(message(wrong_structure)
                            .with("kind", section_kind->name)
                            .with("range", structure_range_words(*section_kind))
                            .with("source", VerbatimValue{section_kind->structure})
                            .with("structure", IntegerValue{*structure}));
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
    const auto found = std::find_if(plan.sections.begin(), plan.sections.end(), [&](const FortificationSection& s) { return s.id == section_id; });
    if (found == plan.sections.end()) throw Error(message(no_section).with("section", typed(section_id)));
    plan.sections.erase(found);
}

}  // namespace muster
