// A siege item in words: the one place `siege items`, the plan sheet and the card get them from.
// Every phrase is a whole catalogue message, so French reads as French ("25 pts par tour").
#include <cmath>

#include "muster/text/catalogue.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/siege/siege_item_cost.hpp"
#include "muster/text/render.hpp"

namespace muster {

namespace {

constexpr MessageText attacks_count = MUSTER_MESSAGE_PLURAL("siege.item.attacks", "{count} attack", "{count} attacks");
constexpr MessageText range_words = MUSTER_MESSAGE("siege.item.range", "range {range}");
constexpr MessageText shots_words = MUSTER_MESSAGE("siege.item.shots", "{shots} shots");
constexpr MessageText structure_words = MUSTER_MESSAGE("siege.item.structure", "structure {structure}");
constexpr MessageText hits_count = MUSTER_MESSAGE_PLURAL("siege.item.hits", "{count} hit", "{count} hits");
constexpr MessageText hits_words = MUSTER_MESSAGE("siege.item.hits-dice", "{hits} hits");
constexpr MessageText save_words = MUSTER_MESSAGE("siege.item.save", "save {save}");
constexpr MessageText profile_list = MUSTER_MESSAGE("siege.item.profile-list", "{first}, {rest}");

constexpr MessageText counts_break_point = MUSTER_MESSAGE("siege.item.counts-break-point", "counts towards the break point");
constexpr MessageText not_break_point = MUSTER_MESSAGE("siege.item.not-break-point", "does not count towards the break point");

constexpr MessageText price_per_unit = MUSTER_MESSAGE("siege.item.price-unit", "{points} per {unit}");
constexpr MessageText price_per_length = MUSTER_MESSAGE("siege.item.price-length", "{points} per {step} {unit}");
constexpr MessageText price_per_fortification = MUSTER_MESSAGE("siege.item.price-fortification", "{points} per {step} cm of fortifications");
constexpr MessageText price_per_gate = MUSTER_MESSAGE("siege.item.price-gate", "{points} per gate");
constexpr MessageText price_per_wall_section = MUSTER_MESSAGE("siege.item.price-wall-section", "{points} per wall section");

constexpr MessageText build_each = MUSTER_MESSAGE("siege.item.build", "{em} EM per {quantity}");
constexpr MessageText build_up_to = MUSTER_MESSAGE("siege.item.build-up-to", "{em} EM per up to {quantity}");
constexpr MessageText build_each_months = MUSTER_MESSAGE("siege.item.build-months", "{em} EM per {quantity}, one engineer for {months} consecutive months");
constexpr MessageText build_up_to_months =
    MUSTER_MESSAGE("siege.item.build-up-to-months", "{em} EM per up to {quantity}, one engineer for {months} consecutive months");

constexpr MessageText most_per_full_or_partial = MUSTER_MESSAGE("siege.item.most-per-1000-up", "at most {max} per full or partial 1000 pts");
constexpr MessageText most_per_full = MUSTER_MESSAGE("siege.item.most-per-1000-down", "at most {max} per full 1000 pts");
constexpr MessageText most_per_nearest = MUSTER_MESSAGE("siege.item.most-per-1000-nearest", "at most {max} per 1000 pts, rounded to the nearest");
constexpr MessageText most_per_gate = MUSTER_MESSAGE("siege.item.most-per-gate", "at most {max} per gate");
constexpr MessageText most_per_wall_section = MUSTER_MESSAGE("siege.item.most-per-wall-section", "at most {max} per wall section");
constexpr MessageText most_per_mineable = MUSTER_MESSAGE("siege.item.most-per-mineable", "at most {max} per wall, tower or barbican section");
constexpr MessageText once_for_army = MUSTER_MESSAGE("siege.item.once", "once for the whole army");
constexpr MessageText most_for_army = MUSTER_MESSAGE("siege.item.most-for-army", "at most {max} for the whole army");

constexpr MessageText needs_list_with = MUSTER_MESSAGE("siege.item.needs", "needs a list with {capability}, or the players' recorded agreement");
constexpr MessageText gunpowder_artillery = MUSTER_MESSAGE("siege.item.gunpowder-artillery", "gunpowder artillery");

constexpr MessageText bonus_to_gate = MUSTER_MESSAGE("siege.item.bonus-gate", "adds +{bonus} structure points to its gate");
constexpr MessageText bonus_to_other = MUSTER_MESSAGE("siege.item.bonus-other", "adds +{bonus} structure points to the section it is put on");

constexpr MessageText bought_whole = MUSTER_MESSAGE("siege.item.whole", "bought in whole numbers");
constexpr MessageText bought_any = MUSTER_MESSAGE("siege.item.any-amount", "any amount");

constexpr MessageText category_engine = MUSTER_MESSAGE("siege.category.engine", "engine");
constexpr MessageText category_works = MUSTER_MESSAGE("siege.category.works", "works");
constexpr MessageText category_equipment = MUSTER_MESSAGE("siege.category.equipment", "equipment");
constexpr MessageText category_artillery = MUSTER_MESSAGE("siege.category.artillery", "artillery");
constexpr MessageText category_defence = MUSTER_MESSAGE("siege.category.defence", "defence");

constexpr MessageText quantity_of = MUSTER_MESSAGE("siege.item.quantity", "{quantity} {unit}");

bool given(const std::string& value) { return !value.empty() && value != "-"; }

bool is_whole_number(const std::string& text) {
    if (text.empty() || text.size() > 6) return false;
    for (char c : text)
        if (c < '0' || c > '9') return false;
    return true;
}

std::string say(const Message& m, Language language) { return render_message(m, language); }

}  // namespace

std::string profile_text(const SiegeItem& item, Language language) {
    // The kit's own figures decide; a word is shown in the reader's language.
    const std::string& attacks = item.profile.attacks.en;
    const std::string& range = item.profile.range.en;
    const std::string& hits = item.profile.hits.en;
    const std::string& save = item.profile.save.en;
    std::vector<std::string> parts;
    if (given(attacks))
        parts.push_back(is_whole_number(attacks) ? say(message(attacks_count).counting("count", std::stoll(attacks)), language)
                                                 : item.profile.attacks.in(language));
    if (given(range))
        parts.push_back(range.find("cm") != std::string::npos
                            ? say(message(range_words).with("range", VerbatimValue{item.profile.range.in(language)}), language)
                            : say(message(shots_words).with("shots", VerbatimValue{range}), language));
    if (given(hits))
        parts.push_back(hits[0] == '+'          ? say(message(structure_words).with("structure", VerbatimValue{item.profile.hits.in(language)}), language)
                        : is_whole_number(hits) ? say(message(hits_count).counting("count", std::stoll(hits)), language)
                                                : say(message(hits_words).with("hits", VerbatimValue{hits}), language));
    if (!save.empty() && (given(hits) || given(save)))
        parts.push_back(save.find(' ') == std::string::npos ? say(message(save_words).with("save", VerbatimValue{save}), language)
                                                            : item.profile.save.in(language));
    if (parts.empty()) return "";
    std::string text = parts.back();
    for (std::size_t i = parts.size() - 1; i-- > 0;)
        text = say(message(profile_list).with("first", VerbatimValue{parts[i]}).with("rest", VerbatimValue{text}), language);
    return text;
}

std::string break_point_text(const SiegeItem& item, Language language) {
    return say(message(item.counts_toward_break_point ? counts_break_point : not_break_point), language);
}

std::string quantity_text(const SiegeItem& item, double quantity, Language language) {
    const bool one = takes_singular(quantity, language);
    const LocalisedName& unit = one || item.unit_many.en.empty() ? item.unit_one : item.unit_many;
    const std::string& words = unit.en.empty() ? item.quantity_unit : unit.in(language);
    return say(message(quantity_of).with("quantity", decimal_as_needed(quantity)).with("unit", VerbatimValue{words}), language);
}

std::string item_name_text(const SiegeItem& item, Language language) { return item.name.shown_in(language); }

std::string price_text(const SiegeItem& item, Language language) {
    const PointsValue points{item.points};
    const LocalisedName& one = item.unit_one.en.empty() ? LocalisedName{item.quantity_unit, {}} : item.unit_one;
    switch (item.price_per) {
        case PricePer::length:
            return say(
                message(price_per_length).with("points", points).with("step", decimal_as_needed(item.price_step)).with("unit", VerbatimValue{one.in(language)}),
                language);
        case PricePer::fortification_length:
            return say(message(price_per_fortification).with("points", points).with("step", decimal_as_needed(item.price_step)), language);
        case PricePer::gate:
            return say(message(price_per_gate).with("points", points), language);
        case PricePer::wall_section:
            return say(message(price_per_wall_section).with("points", points), language);
        case PricePer::unit:
            break;
    }
    return say(message(price_per_unit).with("points", points).with("unit", VerbatimValue{one.in(language)}), language);
}

std::string build_text(const SiegeItem& item, Language language) {
    if (item.build_em <= 0) return "";
    const bool up_to = item.batch > 1;
    const MessageText& text = item.min_months > 0 ? (up_to ? build_up_to_months : build_each_months) : (up_to ? build_up_to : build_each);
    Message m = message(text).with("em", decimal_as_needed(item.build_em)).with("quantity", VerbatimValue{quantity_text(item, item.batch, language)});
    if (item.min_months > 0) m.with("months", IntegerValue{item.min_months});
    return say(m, language);
}

std::string limit_text(const SiegeItem& item, Language language) {
    if (!item.max) return "";
    const IntegerValue most{*item.max};
    const MessageText* text = &most_for_army;
    if (item.max_per == MaxPer::thousand_points)
        text = item.max_rounding == Rounding::up ? &most_per_full_or_partial : item.max_rounding == Rounding::down ? &most_per_full : &most_per_nearest;
    else if (item.max_per == MaxPer::gate) text = &most_per_gate;
    else if (item.max_per == MaxPer::wall_section) text = &most_per_wall_section;
    else if (item.max_per == MaxPer::mineable_section) text = &most_per_mineable;
    else if (*item.max == 1) text = &once_for_army;
    return say(message(*text).with("max", most), language);
}

std::string prerequisite_text(const SiegeItem& item, Language language) {
    // A capability (gunpowder-artillery) or, in older kits, a group the list must have.
    std::string group = item.requires_capability.empty() ? item.requires_group : item.requires_capability;
    if (group.empty()) return "";
    MessageValue named;
    if (group == "gunpowder-artillery") {
        named = nested(message(gunpowder_artillery));
    } else {
        for (char& c : group)
            if (c == '-') c = ' ';
        named = VerbatimValue{group};
    }
    return say(message(needs_list_with).with("capability", named), language);
}

std::string structure_bonus_text(const SiegeItem& item, Language language) {
    if (item.structure_bonus <= 0) return "";
    return say(message(item.price_per == PricePer::gate || item.max_per == MaxPer::gate ? bonus_to_gate : bonus_to_other)
                   .with("bonus", IntegerValue{item.structure_bonus}),
               language);
}

std::string whole_text(const SiegeItem& item, Language language) { return say(message(item.whole ? bought_whole : bought_any), language); }

std::string category_text(const SiegeItem& item, Language language) {
    const MessageText* text = item.category == "engine"      ? &category_engine
                              : item.category == "works"     ? &category_works
                              : item.category == "equipment" ? &category_equipment
                              : item.category == "artillery" ? &category_artillery
                              : item.category == "defence"   ? &category_defence
                                                             : nullptr;
    return text ? say(message(*text), language) : item.category;
}

const std::string& note_text(const SiegeItem& item, Language language) { return item.note.in(language); }

}  // namespace muster
