// A siege item in words: the one place `siege items`, the plan sheet and the card get them from.
#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_kit.hpp"

namespace muster {

namespace {
bool given(const std::string& value) { return !value.empty() && value != "-"; }

// "per full or partial 1000 pts" from the item's rounding.
std::string per_1000(const std::string& rounding) {
    if (rounding == "up") return "per full or partial 1000 pts";
    if (rounding == "down") return "per full 1000 pts";
    return "per 1000 pts, rounded to the nearest";
}
}  // namespace

std::string profile_text(const SiegeItem& item) {
    const SiegeItemProfile& p = item.profile;
    std::string text;
    auto part = [&text](const std::string& words) { text += (text.empty() ? "" : ", ") + words; };
    if (given(p.attacks)) part(p.attacks == "1" ? std::string("1 attack") : p.attacks + (p.attacks.size() < 3 ? " attacks" : ""));
    if (given(p.range)) part(p.range.find("cm") != std::string::npos ? "range " + p.range : p.range + " shots");
    if (given(p.hits)) part(p.hits[0] == '+' ? "structure " + p.hits : p.hits + (p.hits == "1" ? " hit" : " hits"));
    if (!p.save.empty() && (given(p.hits) || given(p.save))) part(p.save.find(' ') == std::string::npos ? "save " + p.save : p.save);
    return text;
}

std::string break_point_text(const SiegeItem& item) {
    return item.counts_toward_break_point ? "counts towards the break point" : "does not count towards the break point";
}

std::string price_text(const SiegeItem& item) {
    const std::string points = format_points(item.points) + " pts";
    switch (item.price_per) {
        case PricePer::length: return points + " per " + format_points(item.price_step) + " " + item.quantity_unit;
        case PricePer::fortification_length: return points + " per " + format_points(item.price_step) + " cm of fortifications";
        case PricePer::gate: return points + " per gate";
        case PricePer::wall_section: return points + " per wall section";
        case PricePer::unit: break;
    }
    return points + " per " + item.quantity_unit;
}

std::string build_text(const SiegeItem& item) {
    if (item.build_em <= 0) return "";
    std::string text = format_points(item.build_em) + " EM per " + (item.batch > 1 ? "up to " : "") + format_points(item.batch) + " " +
                       item.quantity_unit;
    if (item.min_months > 0) text += ", one engineer for " + std::to_string(item.min_months) + " consecutive months";
    return text;
}

std::string limit_text(const SiegeItem& item) {
    if (!item.max) return "";
    const std::string most = "at most " + std::to_string(*item.max);
    if (item.max_per == "1000-points") return most + " " + per_1000(item.max_rounding);
    if (item.max_per == "gate") return most + " per gate";
    if (item.max_per == "wall-section") return most + " per wall section";
    if (item.max_per == "mineable-section") return most + " per wall, tower or barbican section";
    return *item.max == 1 ? "once for the whole army" : most + " for the whole army";
}

std::string prerequisite_text(const SiegeItem& item) {
    // A capability (gunpowder-artillery) or, in older kits, a group the list must have.
    std::string group = item.requires_capability.empty() ? item.requires_group : item.requires_capability;
    if (group.empty()) return "";
    for (char& c : group)
        if (c == '-') c = ' ';
    return "needs a list with " + group + ", or the players' recorded agreement";
}

std::string structure_bonus_text(const SiegeItem& item) {
    if (item.structure_bonus <= 0) return "";
    return "adds +" + std::to_string(item.structure_bonus) + " structure points to its " +
           (item.price_per == PricePer::gate ? std::string("gate") : item.quantity_unit);
}

}  // namespace muster
