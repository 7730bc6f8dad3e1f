// The siege verdict as JSON and as the human report muster-cli prints.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "muster/report/report_json.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/util/error.hpp"
#include "muster/text/render.hpp"

namespace muster {

namespace {

nlohmann::json lines_json(const std::vector<SiegePurchaseLine>& lines) {
    nlohmann::json out = nlohmann::json::array();
    for (const SiegePurchaseLine& line : lines)
        out.push_back({{"item", line.item_id},
                       {"name", line.item ? line.item->name.en : line.item_id},
                       {"quantity", line.quantity},
                       {"unit", line.item ? line.item->quantity_unit : ""},
                       {"batches", line.cost.batches},
                       {"engineer_months", line.cost.engineer_months},
                       {"points", line.cost.points},
                       {"pricing", line.cost.pricing}});
    return out;
}

std::string pad(std::string text, std::size_t width) {
    std::size_t length = 0;  // code points, so accents do not break the columns
    for (unsigned char c : text) length += (c & 0xC0) != 0x80;
    if (length < width) text.append(width - length, ' ');
    return text;
}

constexpr MessageText plan_holds = MUSTER_MESSAGE("siege.show.holds", "{name}: the plan holds");
constexpr MessageText plan_fails = MUSTER_MESSAGE("siege.show.fails", "{name}: THE PLAN DOES NOT HOLD");
constexpr MessageText unnamed_plan = MUSTER_MESSAGE("siege.show.unnamed", "Siege plan");
constexpr MessageText duration_months = MUSTER_MESSAGE("siege.show.duration", "Duration: {months} months");
constexpr MessageText duration_unset = MUSTER_MESSAGE("siege.show.duration-unset", "Duration: not set");
constexpr MessageText duration_rolled = MUSTER_MESSAGE("siege.show.rolled", "{duration} (rolled, seed {seed}, dice {dice})");
constexpr MessageText engineers_line = MUSTER_MESSAGE("siege.show.engineers", "Engineers: {engineers} ({free} free, {extra} bought for {points})");
constexpr MessageText engineer_months_line = MUSTER_MESSAGE("siege.show.engineer-months", "Engineer-months: {used} used of {available}");
constexpr MessageText attacker_line =
    MUSTER_MESSAGE("siege.show.attacker",
                   "Attacker: {points}; siege works and engines {works}, extra engineers {engineers}; {troops} left for troops; break point {break_point}");
constexpr MessageText attacker_broken_at_line = MUSTER_MESSAGE(
    "siege.show.attacker-broken-at", "Attacker's break point: broken at {broken} units lost ({units} units, {army_broken} before the siege's change)");
constexpr MessageText defender_line = MUSTER_MESSAGE("siege.show.defender", "Defender: {points}; defences {defences}; {troops} left for troops");
constexpr MessageText attacker_purchases = MUSTER_MESSAGE("siege.show.attacker-purchases", "Attacker's siege works and engines:");
constexpr MessageText defender_purchases = MUSTER_MESSAGE("siege.show.defender-purchases", "Defender's defences:");
constexpr MessageText nothing_bought = MUSTER_MESSAGE("siege.show.nothing", "(nothing)");
constexpr MessageText fortifications_heading = MUSTER_MESSAGE("siege.show.fortifications", "Fortifications ({length} cm):");
constexpr MessageText schedule_heading = MUSTER_MESSAGE("siege.show.schedule", "Schedule (months × engineers):");
constexpr MessageText not_placed = MUSTER_MESSAGE("siege.show.not-placed", "Not placed (no engineer had the months): {builds}");

constexpr MessageText centimetres = MUSTER_MESSAGE("siege.show.cm", "{length} cm");
constexpr MessageText structure_points = MUSTER_MESSAGE_PLURAL("siege.show.structure", "{count} structure point", "{count} structure points");
constexpr MessageText barricade_bonus = MUSTER_MESSAGE("siege.show.barricade", "(+{bonus} barricade)");
constexpr MessageText rolled_mark = MUSTER_MESSAGE("siege.show.rolled-mark", "(rolled)");
constexpr MessageText month_column = MUSTER_MESSAGE("siege.show.month", "Month");
constexpr MessageText engineer_column = MUSTER_MESSAGE("siege.show.engineer", "Engineer {number}");
constexpr MessageText unknown_item = MUSTER_MESSAGE("siege.show.unknown-item", "{item} (unknown)");
constexpr MessageText engineer_months_amount = MUSTER_MESSAGE("siege.show.em", "{em} EM");
constexpr MessageText unplaced_range = MUSTER_MESSAGE("siege.show.unplaced-range", "{first} to {last}");

std::string purchases_text(const MessageText& title, const std::vector<SiegePurchaseLine>& lines, const FortificationTotals& fortifications,
                           Language language) {
    auto say = [language](const Message& m) { return render_message(m, language); };
    std::string out = say(message(title)) + "\n";
    if (lines.empty()) return out + "  " + say(message(nothing_bought)) + "\n";
    for (const SiegePurchaseLine& line : lines) {
        const std::string name = line.item ? item_name_text(*line.item, language) : say(message(unknown_item).with("item", VerbatimValue{line.item_id}));
        const std::string quantity = line.item ? quantity_text(*line.item, line.quantity, language) : write_value(decimal_as_needed(line.quantity), language);
        out += "  " + pad(name, 40) + pad(quantity, 16);
        if (line.cost.engineer_months > 0) out += pad(say(message(engineer_months_amount).with("em", decimal_as_needed(line.cost.engineer_months))), 8);
        else out += pad("", 8);
        out += pad(write_value(PointsValue{line.cost.points}, language), 10) + "  " +
               (line.item ? pricing_text(*line.item, line.quantity, fortifications, language) : line.cost.pricing) + "\n";
    }
    return out;
}

std::vector<std::string> unplaced_labels_in(const EngineeringSchedule& schedule, const SiegeKit* kit, Language language);

// A batch in the schedule named in the language.
std::string label_in(const SiegeKit* kit, const BuildJob& job, Language language) {
    const SiegeItem* item = kit ? kit->item(job.item_id) : nullptr;
    return item ? job_label(*item, job, language) : job.label;
}

std::vector<std::string> unplaced_labels_in(const EngineeringSchedule& schedule, const SiegeKit* kit, Language language) {
    std::vector<std::string> labels;
    for (const UnplacedRun& run : schedule.unplaced_runs) {
        const BuildOrder& order = schedule.orders[run.order];
        const std::string first = label_in(kit, order.job(run.first_batch), language);
        labels.push_back(run.first_batch == order.batches ? first
                                                          : render_message(message(unplaced_range)
                                                                               .with("first", VerbatimValue{first})
                                                                               .with("last", VerbatimValue{label_in(kit, order.job(order.batches), language)}),
                                                                           language));
    }
    return labels;
}

}  // namespace

nlohmann::json siege_verdict_to_json(const SiegeVerdict& v, Language language) {
    nlohmann::json j;
    j["legal"] = v.legal;
    j["months"] = v.months;
    j["engineers"] = {{"free", v.free_engineers}, {"extra", v.extra_engineers}, {"total", v.engineers}, {"extra_points", v.extra_engineer_points}};
    j["engineer_months"] = {{"used", v.em_used}, {"available", v.em_available}};
    j["attacker"] = {{"points", v.attacker_points},
                     {"siege_points", v.attacker_siege_points},
                     {"troop_points", v.attacker_troop_points},
                     {"break_point_change", v.break_point_change},
                     {"purchases", lines_json(v.attacker_lines)}};
    if (v.attacker_break_point) {
        j["attacker"]["broken_at"] = std::max(1, *v.attacker_break_point + v.break_point_change);
        j["attacker"]["break_point_units"] = v.attacker_break_point_units;
    }
    j["defender"] = {{"points", v.defender_points},
                     {"defence_points", v.defender_defence_points},
                     {"troop_points", v.defender_troop_points},
                     {"purchases", lines_json(v.defender_lines)}};
    nlohmann::json sections = nlohmann::json::array();
    for (const SectionLine& s : v.sections)
        sections.push_back({{"id", s.id}, {"kind", s.kind}, {"length_cm", s.length_cm}, {"structure", s.structure}, {"bonus", s.bonus}, {"rolled", s.rolled}});
    j["fortifications"] = {{"length_cm", v.fortifications.length_cm}, {"sections", sections}};
    nlohmann::json builds = nlohmann::json::array();
    for (const ScheduledBuild& b : v.schedule.builds())
        builds.push_back(
            {{"item", b.job.item_id}, {"label", b.job.label}, {"engineer", b.engineer}, {"start_month", b.start_month}, {"end_month", b.end_month()}});
    nlohmann::json unplaced = nlohmann::json::array();
    for (const std::string& label : v.schedule.unplaced_labels()) unplaced.push_back(label);
    j["schedule"] = {{"complete", v.schedule.complete()}, {"builds", builds}, {"unplaced", unplaced}, {"grid", v.schedule.grid()}};
    j["messages"] = to_json(v.report, language);
    return j;
}

std::string format_siege_verdict(const SiegePlan& plan, const SiegeVerdict& v, Language language) {
    auto say = [language](const Message& m) { return render_message(m, language); };
    const MessageValue name = plan.name.empty() ? MessageValue{nested(message(unnamed_plan))} : MessageValue{VerbatimValue{plan.name}};
    std::string out = say(message(v.legal ? plan_holds : plan_fails).with("name", name)) + "\n\n";
    Message duration = v.months > 0 ? message(duration_months).with("months", IntegerValue{v.months}) : message(duration_unset);
    if (plan.duration.rolled) {
        std::string dice;
        for (int die : plan.duration.dice) dice += (dice.empty() ? "" : " ") + std::to_string(die);
        duration = message(duration_rolled)
                       .with("duration", nested(duration))
                       .with("seed", VerbatimValue{std::to_string(plan.duration.seed)})
                       .with("dice", VerbatimValue{dice});
    }
    out += say(duration) + "\n";
    out += say(message(engineers_line)
                   .with("engineers", IntegerValue{v.engineers})
                   .with("free", IntegerValue{v.free_engineers})
                   .with("extra", IntegerValue{v.extra_engineers})
                   .with("points", PointsValue{v.extra_engineer_points})) +
           "\n";
    out += say(message(engineer_months_line).with("used", decimal_as_needed(v.em_used)).with("available", decimal_as_needed(v.em_available))) + "\n";
    out += say(message(attacker_line)
                   .with("points", PointsValue{v.attacker_points})
                   .with("works", PointsValue{v.attacker_siege_points})
                   .with("engineers", PointsValue{v.extra_engineer_points})
                   .with("troops", PointsValue{v.attacker_troop_points})
                   .with("break_point", VerbatimValue{(v.break_point_change >= 0 ? "+" : "") + std::to_string(v.break_point_change)})) +
           "\n";
    if (v.attacker_break_point)
        out += say(message(attacker_broken_at_line)
                       .with("broken", IntegerValue{std::max(1, *v.attacker_break_point + v.break_point_change)})
                       .with("units", IntegerValue{v.attacker_break_point_units})
                       .with("army_broken", IntegerValue{*v.attacker_break_point})) +
               "\n";
    out += say(message(defender_line)
                   .with("points", PointsValue{v.defender_points})
                   .with("defences", PointsValue{v.defender_defence_points})
                   .with("troops", PointsValue{v.defender_troop_points})) +
           "\n\n";
    const SiegeKit* kit = nullptr;
    try {
        kit = &siege_kit_named(plan.kit_id);
    } catch (const Error&) {
        // a plan for a kit that is not installed is shown without the kit's words (the verdict says why)
    }
    out += purchases_text(attacker_purchases, v.attacker_lines, v.fortifications, language);
    out += purchases_text(defender_purchases, v.defender_lines, v.fortifications, language);
    if (!v.sections.empty()) {
        out += say(message(fortifications_heading).with("length", decimal_as_needed(v.fortifications.length_cm))) + "\n";
        for (const SectionLine& s : v.sections) {
            out += "  " + pad(s.id, 5) + pad(s.name.en.empty() ? s.kind : s.name.in(language), 16) +
                   pad(say(message(centimetres).with("length", decimal_as_needed(s.length_cm))), 10) +
                   say(message(structure_points).counting("count", s.structure));
            if (s.bonus) out += " " + say(message(barricade_bonus).with("bonus", IntegerValue{s.bonus}));
            if (s.rolled) out += " " + say(message(rolled_mark));
            out += "\n";
        }
    }
    if (v.engineers > 0 && v.months > 0 && !v.schedule.runs.empty()) {
        const auto grid = v.schedule.grid([kit, language](const BuildJob& job) { return label_in(kit, job, language); });
        std::size_t width = 8;
        for (const auto& row : grid)
            for (const auto& cell : row) width = std::max(width, cell.size() + 2);
        width = std::min<std::size_t>(width, 34);
        out += "\n" + say(message(schedule_heading)) + "\n  " + pad(say(message(month_column)), 7);
        for (int e = 1; e <= v.engineers; ++e) out += pad(say(message(engineer_column).with("number", IntegerValue{e})), width);
        out += "\n";
        for (std::size_t m = 0; m < grid.size(); ++m) {
            out += "  " + pad(std::to_string(m + 1), 7);
            for (const std::string& cell : grid[m]) out += pad(cell.empty() ? "·" : cell.substr(0, width - 2), width);
            out += "\n";
        }
    }
    if (!v.schedule.complete()) {
        std::string unplaced;
        for (const std::string& label : unplaced_labels_in(v.schedule, kit, language)) unplaced += (unplaced.empty() ? "" : ", ") + label;
        out += "  " + say(message(not_placed).with("builds", VerbatimValue{unplaced})) + "\n";
    }
    if (!v.report.empty()) out += "\n";
    // An attached roster's findings name its file.
    for (const Diagnostic& d : v.report.diagnostics()) out += "  " + format_human(d, language);
    return out;
}

}  // namespace muster
