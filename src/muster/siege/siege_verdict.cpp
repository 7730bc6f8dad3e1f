#include "muster/siege/siege_verdict.hpp"

#include "muster/roster/break_point.hpp"

#include "muster/text/catalogue.hpp"
#include "muster/text/language_choice.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

#include "muster/rules/rule_kinds.hpp"
#include "muster/siege/siege_carriers.hpp"
#include "muster/siege/siege_prerequisite.hpp"
#include "muster/siege/siege_verdict_messages.hpp"
#include "muster/util/error.hpp"

namespace muster {

namespace {

using namespace siege_messages;

Diagnostic& add(Report& report, Severity severity, std::string rule, Message meaning, const LocalisedName& reading = {}) {
    Diagnostic d;
    d.severity = severity;
    d.rule_id = std::move(rule);
    d.said = std::move(meaning);
    d.read_as(reading);
    return report.add(std::move(d));
}

// "3 rams" / "3 béliers": the quantity with the kit's unit word, in either language.
LocalisedName quantity_words(const SiegeItem& item, double quantity) {
    return in_every_language([&](Language language) { return quantity_text(item, quantity, language); });
}

// The cap an item's limit allows for a side, and how it is reckoned.
std::optional<int> limit_of(const SiegeItem& item, double side_points, const FortificationTotals& fort, Message& basis) {
    if (!item.max) return std::nullopt;
    if (item.max_per == MaxPer::thousand_points) {
        const int blocks = static_cast<int>(apply_rounding(side_points / 1000.0, item.max_rounding));
        basis = message(basis_per_1000).with("each", IntegerValue{*item.max}).with("block", PointsValue{1000}).with("points", PointsValue{side_points});
        return *item.max * blocks;
    }
    if (item.max_per == MaxPer::gate) {
        basis = message(basis_per_gate).with("each", IntegerValue{*item.max}).counting("count", fort.gates);
        return *item.max * fort.gates;
    }
    if (item.max_per == MaxPer::wall_section) {
        basis = message(basis_per_wall).with("each", IntegerValue{*item.max}).counting("count", fort.wall_sections);
        return *item.max * fort.wall_sections;
    }
    if (item.max_per == MaxPer::mineable_section) {
        basis = message(basis_per_mineable).with("each", IntegerValue{*item.max}).counting("count", fort.mineable_sections);
        return *item.max * fort.mineable_sections;
    }
    basis = *item.max == 1 ? message(basis_once) : message(basis_whole_army).with("each", IntegerValue{*item.max});
    return *item.max;
}

// A group's name from the army's list or any installed list; its id when no list has it.
LocalisedName group_named(const Roster* roster, const ListLibrary* lists, const std::string& group_id) {
    if (lists && roster)
        if (const Faction* faction = lists->faction(roster->faction_id); faction && faction->group_index(group_id) >= 0)
            return faction->groups[static_cast<std::size_t>(faction->group_index(group_id))].name;
    if (lists)
        for (const Faction* faction : lists->factions())
            if (faction && faction->group_index(group_id) >= 0) return faction->groups[static_cast<std::size_t>(faction->group_index(group_id))].name;
    return LocalisedName{group_id, {}};
}

bool limited_by_sections(const SiegeItem& item) {
    return item.max && (item.max_per == MaxPer::gate || item.max_per == MaxPer::wall_section || item.max_per == MaxPer::mineable_section);
}

// The quantity a side holds of each item over all its lines: limits apply to the total.
std::map<std::string, double> totals_by_item(const std::vector<SiegePurchase>& purchases) {
    std::map<std::string, double> totals;
    for (const SiegePurchase& purchase : purchases) totals[purchase.item_id] += purchase.quantity;
    return totals;
}

// The points a side spends on the siege itself: part of its army for the list's per-points blocks.
double siege_spending(const SiegePlan& plan, const SiegeKit& kit, SiegeSide side, const FortificationTotals& fort) {
    double points = side == SiegeSide::attacker ? plan.extra_engineers * kit.engineer_extra_cost : 0;
    for (const SiegePurchase& purchase : plan.purchases(side))
        if (const SiegeItem* item = kit.item(purchase.item_id)) points += cost_of(*item, purchase.quantity, fort).points;
    return points;
}

void price_purchases(const SiegePlan& plan, const SiegeKit& kit, SiegeSide side, double side_points, const SiegeArmies& armies, SiegeVerdict& verdict) {
    std::vector<SiegePurchaseLine>& lines = side == SiegeSide::attacker ? verdict.attacker_lines : verdict.defender_lines;
    const std::map<std::string, double> totals = totals_by_item(plan.purchases(side));
    std::set<std::string> limits_checked;
    const Roster* side_army = side == SiegeSide::attacker ? armies.attacker : armies.defender;
    for (const SiegePurchase& purchase : plan.purchases(side)) {
        SiegePurchaseLine line;
        line.item_id = purchase.item_id;
        line.side = side;
        line.quantity = purchase.quantity;
        line.item = kit.item(purchase.item_id);
        if (!line.item) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.unknown-item",
                                message(unknown_item).with("side", side_subject(side)).with("item", VerbatimValue{purchase.item_id}).with("kit", kit.name));
            d.fix_by(message(fix_unknown_item), {{"items", FrontEndAction{"siege.items", {}}}});
            lines.push_back(line);
            continue;
        }
        const SiegeItem& item = *line.item;
        if (item.side != side) {
            add(verdict.report, Severity::error, "siege.wrong-side",
                message(wrong_side).with("item", item.name).with("owner", side_object(item.side)).with("side", side_object(side)));
        }
        line.cost = cost_of(item, purchase.quantity, verdict.fortifications);
        if (item.whole && purchase.quantity != std::floor(purchase.quantity)) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.whole-number." + item.id,
                                message(whole_number)
                                    .with("side", side_subject(side))
                                    .with("quantity", quantity_words(item, purchase.quantity))
                                    .with("item", item.name)
                                    .with("unit", item.unit_one));
            d.actual = purchase.quantity;
            d.measure = item.quantity_unit;
            d.fix_by(message(fix_whole_number)
                         .with("lower", decimal_as_needed(std::floor(purchase.quantity)))
                         .with("upper", decimal_as_needed(std::ceil(purchase.quantity))));
        }
        if (item.price_per == PricePer::fortification_length && purchase.quantity > 0 && verdict.fortifications.length_cm <= 0) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.needs-fortifications." + item.id, message(needs_fortifications).with("item", item.name),
                                item.reading);
            d.fix_by(message(fix_needs_fortifications).with("item", item.name), {{"fortify", FrontEndAction{"siege.fortify", {}}}});
        }
        Message basis = message(basis_once);
        const double total = totals.at(purchase.item_id);
        const bool first_line_of_item = limits_checked.insert(item.id).second;
        if (first_line_of_item && total > 0)
            if (std::optional<SiegeCarriers> carriers = siege_carriers(side_army, armies.lists, item); carriers && total > carriers->stands + 1e-9) {
                Diagnostic& d = add(verdict.report, Severity::error, "siege.carriers." + item.id,
                                    message(carriers->unable.en.empty() ? too_few_carriers : unable_carriers)
                                        .with("side", side_subject(side))
                                        .with("quantity", quantity_words(item, total))
                                        .with("item", item.name)
                                        .with("stands", decimal_as_needed(carriers->stands))
                                        .with("units", carriers->unable)
                                        .with("why", carriers->unable_because));
                d.actual = total;
                d.allowed = carriers->stands;
                d.measure = item.quantity_unit;
                d.fix_by(message(fix_over_limit).with("quantity", quantity_words(item, total - carriers->stands)));
            }
        if (!first_line_of_item) {
            // the item's limit was checked on its first line, for its total
        } else if (limited_by_sections(item) && verdict.fortifications.sections == 0 && total > 0) {
            Diagnostic& d = add(verdict.report, Severity::warning, "siege.limit-unchecked." + item.id,
                                message(limit_unchecked).with("whose", side_whose(side)).with("item", item.name).with("quantity", quantity_words(item, total)),
                                item.reading);
            d.fix_by(message(fix_limit_unchecked), {{"fortify", FrontEndAction{"siege.fortify", {}}}});
        } else {
            // An item that follows the list: as many as the army's own list allows, counted as the list counts.
            std::optional<int> cap;
            if (!item.max_follows.empty())
                if (std::optional<ListAllowance> list =
                        list_allowance(side_army, armies.lists, item, siege_spending(plan, kit, side, verdict.fortifications))) {
                    cap = list->most;
                    basis = message(basis_as_list).with("units", list->units).with("points", PointsValue{side_army->points_limit});
                }
            if (!cap) cap = limit_of(item, side_points, verdict.fortifications, basis);
            if (cap && total > *cap) {
                Diagnostic& d = add(verdict.report, Severity::error, "siege.limit." + item.id,
                                    message(over_limit)
                                        .with("side", side_subject(side))
                                        .with("quantity", quantity_words(item, total))
                                        .with("item", item.name)
                                        .with("most", IntegerValue{*cap})
                                        .with("basis", nested(basis)),
                                    item.reading);
                d.actual = total;
                d.allowed = *cap;
                d.measure = item.quantity_unit;
                d.fix_by(message(fix_over_limit).with("quantity", quantity_words(item, total - *cap)));
            }
        }
        if (item.min_months > 0 && verdict.months > 0 && verdict.months < item.min_months) {
            Diagnostic& d =
                add(verdict.report, Severity::error, "siege.too-short." + item.id,
                    message(too_short).with("item", item.name).with("months", IntegerValue{item.min_months}).with("lasts", IntegerValue{verdict.months}),
                    item.reading);
            d.actual = verdict.months;
            d.allowed = item.min_months;
            d.measure = "months";
            d.fix_by(message(fix_too_short).with("item", item.name));
        }
        if ((!item.requires_group.empty() || !item.requires_capability.empty()) && purchase.quantity > 0) {
            const Roster* army = side == SiegeSide::attacker ? armies.attacker : armies.defender;
            if (list_meets_prerequisite(army, armies.lists, item)) {
                // the army's list has what it takes
            } else if (!plan.gunpowder_override.empty()) {
                add(verdict.report, Severity::info, "siege.prerequisite." + item.id,
                    message(prerequisite_agreed).with("item", item.name).with("reason", VerbatimValue{plan.gunpowder_override}));
            } else {
                Diagnostic& d = add(verdict.report, Severity::error, "siege.prerequisite." + item.id,
                                    message(army ? prerequisite_missing : prerequisite_unknown)
                                        .with("item", item.name)
                                        .with("group", item.requires_capability.empty() ? group_named(army, armies.lists, item.requires_group)
                                                                                        : prerequisite_name(army, armies.lists, item)),
                                    item.reading);
                d.fix_by(message(army ? fix_prerequisite_missing : fix_prerequisite_unknown));
            }
        }
        lines.push_back(line);
    }
}

// One order per item: its batches are described, never listed, so a million ladders cost one line.
std::vector<BuildOrder> orders_for(const std::vector<SiegePurchaseLine>& lines) {
    std::vector<BuildOrder> orders;
    for (const SiegePurchaseLine& line : lines) {
        if (!line.item || line.cost.batches == 0) continue;
        const int months = static_cast<int>(std::ceil(line.item->build_em - 1e-9));
        orders.push_back(
            {line.item->id, line.item->name.en, line.item->quantity_unit, line.quantity, line.item->batch, line.cost.batches, std::max(1, months)});
    }
    return orders;
}

Message unplaced_reason(const EngineeringSchedule& schedule, const SiegeKit& kit) {
    const BuildJob job = schedule.first_unplaced();
    const SiegeItem* item = kit.item(job.item_id);
    const MessageValue first =
        item ? MessageValue{in_every_language([&](Language language) { return job_label(*item, job, language); })} : MessageValue{VerbatimValue{job.label}};
    Message reason = message(unplaced_builds).counting("count", schedule.unplaced_count()).with("first", first);
    if (job.months <= 1) return reason;
    const int per_engineer = schedule.months / job.months;
    return message(unplaced_long_build)
        .with("unplaced", nested(reason))
        .with("months", IntegerValue{job.months})
        .with("times", nested(message(times_counted).counting("count", per_engineer)))
        .with("siege", IntegerValue{schedule.months})
        .with("engineers", nested(message(engineers_counted).counting("count", schedule.engineers)))
        .with("most", IntegerValue{per_engineer * schedule.engineers});
}

// The first error of a report that has errors (its info and warning lines are not reasons).
const Diagnostic& first_error_of(const Report& report) {
    for (const Diagnostic& d : report.diagnostics())
        if (d.severity == Severity::error) return d;
    return report.diagnostics().front();
}

// Whether recorded dice give the months on the kit's duration table: the table die, then the months' dice.
bool roll_gives_months(const SiegeKit& kit, const SiegeDuration& duration, int& given) {
    const int table_die = duration.dice.front();
    for (const DurationRow& row : kit.duration) {
        if (table_die < row.from || table_die > row.to) continue;
        const std::size_t d = row.months.find('D');
        const int count = d == std::string::npos ? 0 : (d == 0 ? 1 : std::atoi(row.months.substr(0, d).c_str()));
        given = 0;
        if (count == 0) {
            given = std::atoi(row.months.c_str());
            return duration.dice.size() == 1 && given == duration.months;
        }
        for (std::size_t i = 1; i < duration.dice.size(); ++i) given += duration.dice[i];
        return static_cast<int>(duration.dice.size()) == count + 1 && given == duration.months;
    }
    given = 0;
    return false;
}

}  // namespace

SiegeVerdict evaluate_siege(const SiegePlan& plan, const SiegeKit& kit, const SiegeArmies& armies) {
    SiegeVerdict v;
    Report& report = v.report;
    if (plan.kit_id != kit.id)
        add(report, Severity::error, "siege.wrong-kit", message(wrong_kit).with("plan_kit", VerbatimValue{plan.kit_id}).with("kit", VerbatimValue{kit.id}));
    else if (plan.kit_revision != kit.revision)
        add(report, Severity::warning, "siege.kit-revision",
            message(kit_revision).with("plan_revision", IntegerValue{plan.kit_revision}).with("revision", IntegerValue{kit.revision}));

    // Armies: their rosters, when attached, give the points (and are validated once the works are priced).
    v.defender_points = armies.defender ? armies.defender->points_limit : plan.defender_points;
    if (armies.attacker) v.attacker_points = armies.attacker->points_limit;
    else v.attacker_points = plan.attacker_points.value_or(v.defender_points * kit.attacker_ratio);
    if (!plan.attacker_points && !armies.attacker) {
        add(report, Severity::info, "siege.attacker-points",
            message(attacker_points)
                .with("points", PointsValue{v.attacker_points})
                .with("ratio", decimal_as_needed(kit.attacker_ratio))
                .with("defender", PointsValue{v.defender_points}),
            kit.forces_reading);
    } else if (const double expected = v.defender_points * kit.attacker_ratio; std::abs(v.attacker_points - expected) > 0.5) {
        Diagnostic& d = add(report, Severity::warning, "siege.forces-ratio",
                            message(forces_ratio)
                                .with("attacker", PointsValue{v.attacker_points})
                                .with("defender", PointsValue{v.defender_points})
                                .with("ratio", decimal_as_needed(kit.attacker_ratio))
                                .with("expected", PointsValue{expected}),
                            kit.forces_reading);
        d.actual = v.attacker_points;
        d.allowed = expected;
        d.measure = "pts";
        d.fix_by(message(fix_forces_ratio).with("attacker", PointsValue{expected}).with("defender", PointsValue{v.attacker_points / kit.attacker_ratio}));
    }

    v.months = plan.duration.months;
    v.free_engineers = static_cast<int>(apply_rounding(v.attacker_points / kit.engineer_free_per_points, kit.engineer_free_rounding));
    v.extra_engineers = plan.extra_engineers;
    v.engineers = v.free_engineers + v.extra_engineers;
    v.em_available = static_cast<double>(v.engineers) * v.months;
    v.extra_engineer_points = v.extra_engineers * kit.engineer_extra_cost;
    v.break_point_change = kit.break_point_change * static_cast<int>(apply_rounding(v.attacker_points / kit.break_point_per_points, kit.break_point_rounding));

    for (const FortificationSection& s : plan.sections) {
        v.fortifications.length_cm += s.length_cm;
        ++v.fortifications.sections;
        if (s.kind == "gate") ++v.fortifications.gates;
        if (s.kind == "wall") ++v.fortifications.wall_sections;
        const SectionKind* kind = kit.section(s.kind);
        if (kind && kind->mineable) ++v.fortifications.mineable_sections;
        if (kind && kit.section_warn_above_cm > 0 && s.length_cm > kit.section_warn_above_cm + 1e-9) {
            Diagnostic& d = add(report, Severity::warning, "siege.section-length",
                                message(section_length)
                                    .with("section", VerbatimValue{s.id})
                                    .with("kind", kind->name)
                                    .with("length", decimal_as_needed(s.length_cm))
                                    .with("about", decimal_as_needed(kit.section_about_cm))
                                    .with("above", decimal_as_needed(kit.section_warn_above_cm)),
                                kit.sections_reading);
            d.actual = s.length_cm;
            d.allowed = kit.section_warn_above_cm;
            d.measure = "cm";
            d.fix_by(message(fix_section_length).with("about", decimal_as_needed(kit.section_about_cm)));
        }
        if (kind && !kind->allows_structure(s.structure)) {
            Diagnostic& d = add(report, Severity::error, "siege.structure",
                                message(structure)
                                    .with("section", VerbatimValue{s.id})
                                    .with("kind", kind->name)
                                    .with("points", IntegerValue{s.structure})
                                    .with("range", nested(structure_range(*kind)))
                                    .with("dice", VerbatimValue{kind->structure}));
            d.actual = s.structure;
            d.allowed = kind->max_structure && s.structure > *kind->max_structure ? *kind->max_structure : kind->min_structure;
            d.measure = "structure points";
            d.fix_by(message(fix_structure).with("range", nested(structure_range(*kind))));
        }
    }
    if (plan.duration.months <= 0) {
        Diagnostic& d = add(report, Severity::error, "siege.no-duration", message(no_duration));
        d.fix_by(message(fix_no_duration), {{"roll", FrontEndAction{"siege.roll", {}}}, {"set_months", FrontEndAction{"siege.set-months", {}}}});
    } else if (const int most = kit.max_months(); most > 0 && plan.duration.months > most) {
        if (plan.months_agreement.empty()) {
            Diagnostic& d = add(report, Severity::error, "siege.months",
                                message(too_long).with("months", IntegerValue{plan.duration.months}).with("most", IntegerValue{most}));
            d.actual = plan.duration.months;
            d.allowed = most;
            d.measure = "months";
            d.fix_by(message(fix_too_long).with("most", IntegerValue{most}));
        } else {
            add(report, Severity::info, "siege.months",
                message(long_by_agreement)
                    .with("months", IntegerValue{plan.duration.months})
                    .with("most", IntegerValue{most})
                    .with("reason", VerbatimValue{plan.months_agreement}));
        }
    }

    if (!plan.duration.dice.empty() && plan.duration.months > 0) {
        int given = 0;
        if (!roll_gives_months(kit, plan.duration, given)) {
            std::string dice;
            for (int die : plan.duration.dice) dice += (dice.empty() ? "" : " ") + std::to_string(die);
            Diagnostic& d = add(report, Severity::error, "siege.roll-contradicts",
                                message(roll_contradicts)
                                    .with("dice", VerbatimValue{dice})
                                    .with("given", IntegerValue{given})
                                    .with("months", IntegerValue{plan.duration.months}));
            d.actual = plan.duration.months;
            d.allowed = given;
            d.measure = "months";
            d.fix_by(message(fix_roll_contradicts));
        }
    }

    price_purchases(plan, kit, SiegeSide::attacker, v.attacker_points, armies, v);
    price_purchases(plan, kit, SiegeSide::defender, v.defender_points, armies, v);
    for (const SiegePurchaseLine& line : v.attacker_lines) {
        v.em_used += line.cost.engineer_months;
        v.attacker_siege_points += line.cost.points;
    }
    for (const SiegePurchaseLine& line : v.defender_lines) v.defender_defence_points += line.cost.points;
    if (armies.defender && armies.lists) v.defender_army = validate_roster(*armies.defender, *armies.lists, {true, v.defender_defence_points});
    if (armies.attacker && armies.lists) {
        v.attacker_army = validate_roster(*armies.attacker, *armies.lists, {true, v.attacker_siege_points + v.extra_engineer_points});
        int engines = 0;
        for (const SiegePurchaseLine& line : v.attacker_lines)
            if (line.item && line.item->counts_toward_break_point) engines += static_cast<int>(line.quantity);
        try {
            if (const std::optional<BreakPoint> point = break_point_of(*armies.attacker, *v.attacker_army, Language::english, engines);
                point && point->thresholds.size() == 1 && !point->thresholds.front().division) {
                v.attacker_break_point = point->thresholds.front().broken_at;
                v.attacker_break_point_units = point->thresholds.front().units;
            }
        } catch (const Error&) {
            // A game system whose break point cannot be read plans its sieges without it; printing
            // the army's summary says what is wrong with it.
        }
    }

    // Sections, with barricades put on the gates in order.
    int barricades = 0, barricade_bonus = 0;
    for (const SiegePurchaseLine& line : v.defender_lines)
        if (line.item && line.item->price_per == PricePer::gate && line.item->structure_bonus > 0) {
            barricades += static_cast<int>(line.quantity);
            barricade_bonus = line.item->structure_bonus;
        }
    for (const FortificationSection& s : plan.sections) {
        SectionLine line{s.id, s.kind, {}, s.length_cm, s.structure, 0, s.rolled};
        if (const SectionKind* kind = kit.section(s.kind)) line.name = kind->name;
        if (s.kind == "gate" && barricades > 0) {
            line.bonus = barricade_bonus;
            line.structure += barricade_bonus;
            --barricades;
        }
        v.sections.push_back(line);
    }

    // Engineer-months and the schedule.
    if (v.em_used > v.em_available + 1e-9 && v.months > 0) {
        Diagnostic& d = add(report, Severity::error, "siege.engineer-months",
                            message(engineer_months)
                                .with("needed", decimal_as_needed(v.em_used))
                                .counting("engineers", v.engineers)
                                .with("months", IntegerValue{v.months})
                                .with("available", decimal_as_needed(v.em_available)));
        d.actual = v.em_used;
        d.allowed = v.em_available;
        d.measure = "EM";
        const int more = static_cast<int>(std::ceil((v.em_used - v.em_available) / std::max(1, v.months) - 1e-9));
        // Builds no engineer can finish in time: more engineers cannot help them.
        std::vector<const SiegeItem*> too_long;
        for (const SiegePurchaseLine& line : v.attacker_lines)
            if (line.item && std::max<double>(line.item->min_months, line.item->build_em) > v.months + 1e-9) too_long.push_back(line.item);
        const LocalisedName longer_than_siege = in_every_language([&](Language language) {
            std::string names;
            for (const SiegeItem* item : too_long) names += (names.empty() ? "" : ", ") + item->name.in(language);
            return names;
        });
        if (!longer_than_siege.en.empty()) d.fix_by(message(fix_sell_longer).with("items", longer_than_siege));
        else
            d.fix_by(message(fix_more_engineers)
                         .counting("count", more)
                         .with("points", PointsValue{more * kit.engineer_extra_cost})
                         .with("em", decimal_as_needed(v.em_used - v.em_available)));
    }
    v.schedule = schedule_builds(orders_for(v.attacker_lines), v.engineers, v.months);
    if (!v.schedule.complete() && v.em_used <= v.em_available + 1e-9 && v.months > 0) {
        bool too_long = false;  // a build longer than the siege: no engineer can help
        for (const UnplacedRun& run : v.schedule.unplaced_runs) too_long = too_long || v.schedule.orders[run.order].job(run.first_batch).months > v.months;
        Diagnostic& d =
            add(report, Severity::error, "siege.schedule",
                message(unschedulable).with("available", decimal_as_needed(v.em_available)).with("reason", nested(unplaced_reason(v.schedule, kit))));
        d.fix_by(message(too_long ? fix_unschedulable_long : fix_unschedulable));
    }

    // Points: siege items come out of the attacker's army, defences out of the defender's.
    v.attacker_troop_points = v.attacker_points - v.attacker_siege_points - v.extra_engineer_points;
    v.defender_troop_points = v.defender_points - v.defender_defence_points;
    auto check_points = [&](SiegeSide side, double available, double spent, const std::optional<RosterVerdict>& army) {
        const double troops = army ? army->points_used : 0;
        if (spent + troops <= available + 1e-9) return;
        Diagnostic& d = add(report, Severity::error, std::string("siege.points.") + side_name(side),
                            message(army ? overspent_with_troops : overspent)
                                .with("side", side_subject(side))
                                .with("spent", PointsValue{spent})
                                .with("troops", PointsValue{troops})
                                .with("available", PointsValue{available}));
        d.actual = spent + troops;
        d.allowed = available;
        d.measure = "pts";
        d.fix_by(message(fix_overspent).with("points", PointsValue{spent + troops - available}));
    };
    check_points(SiegeSide::attacker, v.attacker_points, v.attacker_siege_points + v.extra_engineer_points, v.attacker_army);
    check_points(SiegeSide::defender, v.defender_points, v.defender_defence_points, v.defender_army);
    for (const auto* army : {&v.attacker_army, &v.defender_army}) {
        if (!*army || (*army)->legal) continue;
        const bool attacker = army == &v.attacker_army;
        Diagnostic& d = add(report, Severity::error, attacker ? "siege.attacker-roster" : "siege.defender-roster",
                            message(roster_not_legal)
                                .with("whose", side_whose(attacker ? SiegeSide::attacker : SiegeSide::defender))
                                .with("first", nested(diagnostic_meaning(first_error_of((*army)->report)))));
        d.fix_by(message(fix_roster_not_legal), {{"validate", FrontEndAction{"validate.siege-side", {}}}});
    }

    // Guidelines and consequences.
    if (kit.guideline_max_cm_per_1000 > 0 && !plan.sections.empty()) {
        const double low = kit.guideline_min_cm_per_1000 * v.defender_points / 1000.0;
        const double high = kit.guideline_max_cm_per_1000 * v.defender_points / 1000.0;
        if (v.fortifications.length_cm < low - 1e-9 || v.fortifications.length_cm > high + 1e-9) {
            Diagnostic& d = add(report, Severity::warning, "siege.fortification-length",
                                message(fortification_length)
                                    .with("length", decimal_as_needed(v.fortifications.length_cm))
                                    .with("points", PointsValue{v.defender_points})
                                    .with("low", decimal_as_needed(low))
                                    .with("high", decimal_as_needed(high)),
                                kit.guideline_reading);
            d.actual = v.fortifications.length_cm;
            d.allowed = v.fortifications.length_cm < low ? low : high;
            d.measure = "cm";
        }
    }
    if (v.break_point_change != 0)
        add(report, Severity::info, "siege.break-point",
            message(break_point)
                .with("change", VerbatimValue{std::to_string(v.break_point_change)})
                .with("each", VerbatimValue{std::to_string(kit.break_point_change)})
                .with("per", PointsValue{kit.break_point_per_points})
                .with("points", PointsValue{v.attacker_points}),
            kit.break_point_reading);

    v.legal = !report.has_errors();
    return v;
}

bool holds_but_for_its_rosters(const SiegeVerdict& verdict) {
    for (const Diagnostic& d : verdict.report.diagnostics())
        if (d.severity == Severity::error && std::string(d.said.text.id) != prerequisite_unknown.id) return false;
    return true;
}

SiegePlan plan_as_judged(const SiegePlan& plan, const SiegeVerdict& verdict) {
    SiegePlan judged = plan;
    judged.defender_points = verdict.defender_points;
    judged.attacker_points = verdict.attacker_points;
    return judged;
}

std::vector<ScheduledBuild> builds_complete_by(const SiegeVerdict& verdict, int month) {
    std::vector<ScheduledBuild> done;
    for (ScheduledBuild& build : verdict.schedule.builds())
        if (build.end_month() <= month) done.push_back(std::move(build));
    std::stable_sort(done.begin(), done.end(), [](const ScheduledBuild& a, const ScheduledBuild& b) { return a.end_month() < b.end_month(); });
    return done;
}

}  // namespace muster
