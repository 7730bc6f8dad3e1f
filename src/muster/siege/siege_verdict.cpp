#include "muster/siege/siege_verdict.hpp"

#include <algorithm>
#include <cmath>

#include "muster/rules/army_tally.hpp"
#include "muster/rules/rule_kinds.hpp"
#include "muster/siege/siege_prerequisite.hpp"

namespace muster {

namespace {

Diagnostic& add(Report& report, Severity severity, std::string rule, std::string message) {
    Diagnostic d;
    d.severity = severity;
    d.rule_id = std::move(rule);
    d.message = std::move(message);
    return report.add(std::move(d));
}

std::string with_reading(std::string message, const std::string& reading) {
    return reading.empty() ? message : message + " (reading: " + reading + ")";
}

std::string quantity_text(const SiegeItem& item, double quantity) {
    return format_points(quantity) + " " + item.quantity_unit;
}

// The cap an item's limit allows for a side.
std::optional<int> limit_of(const SiegeItem& item, double side_points, const FortificationTotals& fort,
                            std::string& basis) {
    if (!item.max) return std::nullopt;
    if (item.max_per == "1000-points") {
        const int blocks = static_cast<int>(apply_rounding(side_points / 1000.0, item.max_rounding));
        basis = std::to_string(*item.max) + " per 1,000 pts of " + format_points(side_points) + " pts";
        return *item.max * blocks;
    }
    if (item.max_per == "gate") {
        basis = std::to_string(*item.max) + " per gate, " + std::to_string(fort.gates) + " gate" + (fort.gates == 1 ? "" : "s");
        return *item.max * fort.gates;
    }
    if (item.max_per == "wall-section") {
        basis = std::to_string(*item.max) + " per wall section, " + std::to_string(fort.wall_sections) + " wall section" +
                (fort.wall_sections == 1 ? "" : "s");
        return *item.max * fort.wall_sections;
    }
    if (item.max_per == "mineable-section") {
        basis = std::to_string(*item.max) + " per wall, tower or barbican section, " + std::to_string(fort.mineable_sections) +
                " such section" + (fort.mineable_sections == 1 ? "" : "s");
        return *item.max * fort.mineable_sections;
    }
    basis = "once for the whole army";
    if (*item.max != 1) basis = std::to_string(*item.max) + " for the whole army";
    return *item.max;
}

bool limited_by_sections(const SiegeItem& item) {
    return item.max && (item.max_per == "gate" || item.max_per == "wall-section" || item.max_per == "mineable-section");
}

void price_purchases(const SiegePlan& plan, const SiegeKit& kit, SiegeSide side, double side_points,
                     const SiegeArmies& armies, SiegeVerdict& verdict) {
    std::vector<SiegePurchaseLine>& lines = side == SiegeSide::attacker ? verdict.attacker_lines : verdict.defender_lines;
    for (const SiegePurchase& purchase : plan.purchases(side)) {
        SiegePurchaseLine line;
        line.item_id = purchase.item_id;
        line.side = side;
        line.quantity = purchase.quantity;
        line.item = kit.item(purchase.item_id);
        if (!line.item) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.unknown-item",
                                "The " + std::string(side_name(side)) + " buys '" + purchase.item_id +
                                    "', which the " + kit.name.en + " kit does not have; it is kept and counts nothing");
            d.fix = "sell it, or buy an item of the kit ('muster-cli siege items')";
            lines.push_back(line);
            continue;
        }
        const SiegeItem& item = *line.item;
        if (item.side != side) {
            add(verdict.report, Severity::error, "siege.wrong-side",
                item.name.en + " is bought by the " + side_name(item.side) + ", not the " + side_name(side));
        }
        line.cost = cost_of(item, purchase.quantity, verdict.fortifications);
        if (item.whole && purchase.quantity != std::floor(purchase.quantity)) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.whole-number." + item.id,
                                "The " + std::string(side_name(side)) + " has " + quantity_text(item, purchase.quantity) + " of " +
                                    item.name.en + ": it is bought by the " + item.quantity_unit + ", in whole numbers");
            d.actual = purchase.quantity;
            d.measure = item.quantity_unit;
            d.fix = "buy " + format_points(std::floor(purchase.quantity)) + " or " + format_points(std::ceil(purchase.quantity));
        }
        if (item.price_per == PricePer::fortification_length && purchase.quantity > 0 && verdict.fortifications.length_cm <= 0) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.needs-fortifications." + item.id,
                                with_reading(item.name.en + " are priced by the length of the fortifications, and no section is "
                                                            "entered: they cannot be priced",
                                             item.reading));
            d.fix = "enter the fortification sections ('muster-cli siege fortify'), or sell the " + item.name.en;
        }
        std::string basis;
        if (limited_by_sections(item) && verdict.fortifications.sections == 0 && purchase.quantity > 0) {
            Diagnostic& d = add(verdict.report, Severity::warning, "siege.limit-unchecked." + item.id,
                                with_reading("The " + std::string(side_name(side)) + "'s " + item.name.en + " (" +
                                                 quantity_text(item, purchase.quantity) +
                                                 ") cannot be checked against the fortifications: no section is entered",
                                             item.reading));
            d.fix = "enter the fortification sections ('muster-cli siege fortify')";
        } else if (std::optional<int> cap = limit_of(item, side_points, verdict.fortifications, basis);
            cap && purchase.quantity > *cap) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.limit." + item.id,
                                with_reading("The " + std::string(side_name(side)) + " has " + quantity_text(item, purchase.quantity) +
                                                 " of " + item.name.en + "; at most " + std::to_string(*cap) + " (" + basis + ")",
                                             item.reading));
            d.actual = purchase.quantity;
            d.allowed = *cap;
            d.measure = item.quantity_unit;
            d.fix = "sell " + format_points(purchase.quantity - *cap) + " " + item.quantity_unit;
        }
        if (item.min_months > 0 && verdict.months > 0 && verdict.months < item.min_months) {
            Diagnostic& d = add(verdict.report, Severity::error, "siege.too-short." + item.id,
                                with_reading(item.name.en + " needs at least " + std::to_string(item.min_months) +
                                                 " months; the siege lasts " + std::to_string(verdict.months),
                                             item.reading));
            d.actual = verdict.months;
            d.allowed = item.min_months;
            d.measure = "months";
            d.fix = "sell the " + item.name.en + ", or enter a longer siege";
        }
        if ((!item.requires_group.empty() || !item.requires_capability.empty()) && purchase.quantity > 0) {
            const Roster* army = side == SiegeSide::attacker ? armies.attacker : armies.defender;
            if (list_meets_prerequisite(army, armies.lists, item)) {
                // the army's list has what it takes
            } else if (!plan.gunpowder_override.empty()) {
                add(verdict.report, Severity::info, "siege.prerequisite." + item.id,
                    item.name.en + " allowed by the players' agreement: " + plan.gunpowder_override);
            } else {
                Diagnostic& d = add(verdict.report, Severity::error, "siege.prerequisite." + item.id,
                                    with_reading(item.name.en + " needs an army whose list has " + prerequisite_name(army, armies.lists, item) +
                                                     (army ? "; the attacker's list has none" : "; no attacker roster is attached to show it"),
                                                 item.reading));
                d.fix = army ? "sell them, or record the players' agreement with its reason"
                             : "attach the attacker's roster, or record the players' agreement with its reason";
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
        orders.push_back({line.item->id, line.item->name.en, line.item->quantity_unit, line.quantity, line.item->batch,
                          line.cost.batches, std::max(1, months)});
    }
    return orders;
}

std::string unplaced_reason(const EngineeringSchedule& schedule) {
    const BuildJob job = schedule.first_unplaced();
    const long long unplaced = schedule.unplaced_count();
    std::string reason = std::to_string(unplaced) + " build" + (unplaced == 1 ? "" : "s") +
                         " found no engineer (first: " + job.label + ")";
    if (job.months > 1) {
        const int per_engineer = schedule.months / job.months;
        reason += "; a build of " + std::to_string(job.months) + " consecutive months fits " +
                  std::to_string(per_engineer) + " time" + (per_engineer == 1 ? "" : "s") + " into " +
                  std::to_string(schedule.months) + " months, so " + std::to_string(schedule.engineers) + " engineer" +
                  (schedule.engineers == 1 ? "" : "s") + " can do at most " + std::to_string(per_engineer * schedule.engineers);
    }
    return reason;
}

}  // namespace

SiegeVerdict evaluate_siege(const SiegePlan& plan, const SiegeKit& kit, const SiegeArmies& armies) {
    SiegeVerdict v;
    Report& report = v.report;
    if (plan.kit_id != kit.id)
        add(report, Severity::error, "siege.wrong-kit", "The plan is for siege kit '" + plan.kit_id + "', not '" + kit.id + "'");
    else if (plan.kit_revision != kit.revision)
        add(report, Severity::warning, "siege.kit-revision",
            "The plan was made with revision " + std::to_string(plan.kit_revision) + " of the kit; the installed kit is revision " +
                std::to_string(kit.revision) + ": the verdict follows the installed kit");

    // Armies: their rosters, when attached, give the points.
    if (armies.defender && armies.lists) v.defender_army = validate_roster(*armies.defender, *armies.lists, {true});
    if (armies.attacker && armies.lists) v.attacker_army = validate_roster(*armies.attacker, *armies.lists, {true});
    v.defender_points = armies.defender ? armies.defender->points_limit : plan.defender_points;
    if (armies.attacker)
        v.attacker_points = armies.attacker->points_limit;
    else
        v.attacker_points = plan.attacker_points.value_or(v.defender_points * kit.attacker_ratio);
    if (!plan.attacker_points && !armies.attacker) {
        add(report, Severity::info, "siege.attacker-points",
            with_reading("The attacker has " + format_points(v.attacker_points) + " pts, " + format_points(kit.attacker_ratio) +
                             " × the defender's " + format_points(v.defender_points),
                         kit.forces_reading));
    } else if (const double expected = v.defender_points * kit.attacker_ratio; std::abs(v.attacker_points - expected) > 0.5) {
        Diagnostic& d = add(report, Severity::warning, "siege.forces-ratio",
                            with_reading("The attacker has " + format_points(v.attacker_points) + " pts and the defender " +
                                             format_points(v.defender_points) + " pts; the source makes the attacker " +
                                             format_points(kit.attacker_ratio) + " times the defender, " + format_points(expected) +
                                             " pts",
                                         kit.forces_reading));
        d.actual = v.attacker_points;
        d.allowed = expected;
        d.measure = "pts";
        d.fix = "give the attacker " + format_points(expected) + " pts, or the defender " +
                format_points(v.attacker_points / kit.attacker_ratio) + " pts, unless the players agree on other forces";
    }

    v.months = plan.duration.months;
    v.free_engineers = static_cast<int>(apply_rounding(v.attacker_points / kit.engineer_free_per_points, kit.engineer_free_rounding));
    v.extra_engineers = plan.extra_engineers;
    v.engineers = v.free_engineers + v.extra_engineers;
    v.em_available = static_cast<double>(v.engineers) * v.months;
    v.extra_engineer_points = v.extra_engineers * kit.engineer_extra_cost;
    v.break_point_change =
        kit.break_point_change * static_cast<int>(apply_rounding(v.attacker_points / kit.break_point_per_points, kit.break_point_rounding));

    for (const FortificationSection& s : plan.sections) {
        v.fortifications.length_cm += s.length_cm;
        ++v.fortifications.sections;
        if (s.kind == "gate") ++v.fortifications.gates;
        if (s.kind == "wall") ++v.fortifications.wall_sections;
        const SectionKind* kind = kit.section(s.kind);
        if (kind && kind->mineable) ++v.fortifications.mineable_sections;
        if (kind && kit.section_warn_above_cm > 0 && s.length_cm > kit.section_warn_above_cm + 1e-9) {
            Diagnostic& d = add(report, Severity::warning, "siege.section-length",
                                with_reading("Section " + s.id + " (" + kind->name.en + ") is " + format_points(s.length_cm) +
                                                 " cm long; the source's sections are about " + format_points(kit.section_about_cm) +
                                                 " cm, and one over " + format_points(kit.section_warn_above_cm) +
                                                 " cm is most likely several sections, each with its own structure points",
                                             kit.sections_reading));
            d.actual = s.length_cm;
            d.allowed = kit.section_warn_above_cm;
            d.measure = "cm";
            d.fix = "enter it as sections of about " + format_points(kit.section_about_cm) + " cm";
        }
        if (kind && !kind->allows_structure(s.structure)) {
            Diagnostic& d = add(report, Severity::error, "siege.structure",
                                "Section " + s.id + " (" + kind->name.en + ") has " + std::to_string(s.structure) +
                                    " structure points; the source gives a " + kind->name.en + " " + kind->structure_range() +
                                    " (" + kind->structure + ")");
            d.actual = s.structure;
            d.allowed = kind->max_structure && s.structure > *kind->max_structure ? *kind->max_structure : kind->min_structure;
            d.measure = "structure points";
            d.fix = "roll it again, or enter " + kind->structure_range() + " structure points";
        }
    }
    if (plan.duration.months <= 0) {
        Diagnostic& d = add(report, Severity::error, "siege.no-duration", "The siege's duration is not set");
        d.fix = "roll it ('muster-cli siege roll') or enter the months ('muster-cli siege set --months N')";
    } else if (const int most = kit.max_months(); most > 0 && plan.duration.months > most) {
        if (plan.months_agreement.empty()) {
            Diagnostic& d = add(report, Severity::error, "siege.months",
                                "The siege lasts " + std::to_string(plan.duration.months) + " months; the duration table gives at most " +
                                    std::to_string(most));
            d.actual = plan.duration.months;
            d.allowed = most;
            d.measure = "months";
            d.fix = "roll the months or enter " + std::to_string(most) + " or fewer, or record the players' agreement with its reason";
        } else {
            add(report, Severity::info, "siege.months",
                "The siege lasts " + std::to_string(plan.duration.months) + " months, more than the duration table's " +
                    std::to_string(most) + ", by the players' agreement: " + plan.months_agreement);
        }
    }

    price_purchases(plan, kit, SiegeSide::attacker, v.attacker_points, armies, v);
    price_purchases(plan, kit, SiegeSide::defender, v.defender_points, armies, v);
    for (const SiegePurchaseLine& line : v.attacker_lines) {
        v.em_used += line.cost.engineer_months;
        v.attacker_siege_points += line.cost.points;
    }
    for (const SiegePurchaseLine& line : v.defender_lines) v.defender_defence_points += line.cost.points;

    // Sections, with barricades put on the gates in order.
    int barricades = 0, barricade_bonus = 0;
    for (const SiegePurchaseLine& line : v.defender_lines)
        if (line.item && line.item->price_per == PricePer::gate && line.item->structure_bonus > 0) {
            barricades = static_cast<int>(line.quantity);
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
                            "The works need " + format_points(v.em_used) + " engineer-months; " + std::to_string(v.engineers) +
                                (v.engineers == 1 ? " engineer × " : " engineers × ") + std::to_string(v.months) + " months give " + format_points(v.em_available));
        d.actual = v.em_used;
        d.allowed = v.em_available;
        d.measure = "EM";
        const int more = static_cast<int>(std::ceil((v.em_used - v.em_available) / std::max(1, v.months) - 1e-9));
        std::string longer_than_siege;  // builds no engineer can finish in time: more engineers cannot help them
        for (const SiegePurchaseLine& line : v.attacker_lines)
            if (line.item && std::max<double>(line.item->min_months, line.item->build_em) > v.months + 1e-9)
                longer_than_siege += (longer_than_siege.empty() ? "" : ", ") + line.item->name.en;
        d.fix = !longer_than_siege.empty()
                    ? "sell what takes longer than the siege (" + longer_than_siege + "), or make the siege longer"
                    : "buy " + std::to_string(more) + " more engineer" + (more == 1 ? "" : "s") + " (" +
                          format_points(more * kit.engineer_extra_cost) + " pts), or drop " +
                          format_points(v.em_used - v.em_available) + " EM of works";
    }
    v.schedule = schedule_builds(orders_for(v.attacker_lines), v.engineers, v.months);
    if (!v.schedule.complete() && v.em_used <= v.em_available + 1e-9 && v.months > 0) {
        bool too_long = false;  // a build longer than the siege: no engineer can help
        for (const UnplacedRun& run : v.schedule.unplaced_runs)
            too_long = too_long || v.schedule.orders[run.order].job(run.first_batch).months > v.months;
        Diagnostic& d = add(report, Severity::error, "siege.schedule",
                            "The works fit the " + format_points(v.em_available) + " engineer-months but cannot be scheduled: " +
                                unplaced_reason(v.schedule));
        d.fix = too_long ? "sell the builds longer than the siege, or make the siege longer"
                         : "buy more engineers or sell some of the long builds";
    }

    // Points: siege items come out of the attacker's army, defences out of the defender's.
    v.attacker_troop_points = v.attacker_points - v.attacker_siege_points - v.extra_engineer_points;
    v.defender_troop_points = v.defender_points - v.defender_defence_points;
    auto check_points = [&](const char* side, double available, double spent, const std::optional<RosterVerdict>& army) {
        const double troops = army ? army->points_used : 0;
        if (spent + troops <= available + 1e-9) return;
        Diagnostic& d = add(report, Severity::error, std::string("siege.points.") + side,
                            std::string("The ") + side + " spends " + format_points(spent) + " pts on the siege" +
                                (army ? " and " + format_points(troops) + " pts on troops" : std::string()) + "; its army has " +
                                format_points(available) + " pts");
        d.actual = spent + troops;
        d.allowed = available;
        d.measure = "pts";
        d.fix = "free " + format_points(spent + troops - available) + " pts";
    };
    check_points("attacker", v.attacker_points, v.attacker_siege_points + v.extra_engineer_points, v.attacker_army);
    check_points("defender", v.defender_points, v.defender_defence_points, v.defender_army);
    for (const auto* army : {&v.attacker_army, &v.defender_army}) {
        if (!*army || (*army)->legal) continue;
        const bool attacker = army == &v.attacker_army;
        Diagnostic& d = add(report, Severity::error, attacker ? "siege.attacker-roster" : "siege.defender-roster",
                            std::string("The ") + (attacker ? "attacker" : "defender") + "'s roster is not legal as a siege side: " +
                                (*army)->report.diagnostics().front().message);
        d.fix = "'muster-cli validate --siege-side' on the roster shows every problem";
    }

    // Guidelines and consequences.
    if (kit.guideline_max_cm_per_1000 > 0 && !plan.sections.empty()) {
        const double low = kit.guideline_min_cm_per_1000 * v.defender_points / 1000.0;
        const double high = kit.guideline_max_cm_per_1000 * v.defender_points / 1000.0;
        if (v.fortifications.length_cm < low - 1e-9 || v.fortifications.length_cm > high + 1e-9) {
            Diagnostic& d = add(report, Severity::warning, "siege.fortification-length",
                                with_reading("The fortifications are " + format_points(v.fortifications.length_cm) +
                                                 " cm long; the guideline for " + format_points(v.defender_points) + " pts is " +
                                                 format_points(low) + " to " + format_points(high) + " cm",
                                             kit.guideline_reading));
            d.actual = v.fortifications.length_cm;
            d.allowed = v.fortifications.length_cm < low ? low : high;
            d.measure = "cm";
        }
    }
    if (v.break_point_change != 0)
        add(report, Severity::info, "siege.break-point",
            with_reading("The attacker's break point changes by " + std::to_string(v.break_point_change) + " (" +
                             std::to_string(kit.break_point_change) + " per " + format_points(kit.break_point_per_points) +
                             " pts of " + format_points(v.attacker_points) + " pts)",
                         kit.break_point_reading));

    v.legal = !report.has_errors();
    return v;
}

std::vector<ScheduledBuild> builds_complete_by(const SiegeVerdict& verdict, int month) {
    std::vector<ScheduledBuild> done;
    for (ScheduledBuild& build : verdict.schedule.builds())
        if (build.end_month() <= month) done.push_back(std::move(build));
    std::stable_sort(done.begin(), done.end(), [](const ScheduledBuild& a, const ScheduledBuild& b) {
        return a.end_month() < b.end_month();
    });
    return done;
}

}  // namespace muster
