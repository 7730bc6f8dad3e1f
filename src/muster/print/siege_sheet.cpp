// The printed siege plan: budget, both sides' purchases, the months × engineers schedule,
// the fortification sections and the planner's findings.
#include <algorithm>

#include "muster/print/headings.hpp"
#include "muster/print/page_flow.hpp"
#include "muster/print/printing.hpp"
#include "muster/print/sheet_geometry.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "muster/report/finding_behind.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_item_cost.hpp"
#include "muster/text/numbers.hpp"
#include "muster/text/render.hpp"
#include "muster/text/vocabulary.hpp"

namespace muster {

namespace {

constexpr MessageText sheet_months = MUSTER_MESSAGE_PLURAL("siege.sheet.months", "{months} month", "{months} months");
constexpr MessageText sheet_rolled =
    MUSTER_MESSAGE_PLURAL("siege.sheet.rolled", "{months} month (rolled: seed {seed}, D6 {dice})", "{months} months (rolled: seed {seed}, D6 {dice})");
constexpr MessageText sheet_engineers = MUSTER_MESSAGE_PLURAL("siege.sheet.engineers", "{engineers} ({free} free, {extra} bought: {points})",
                                                              "{engineers} ({free} free, {extra} bought: {points})");
constexpr MessageText sheet_engineer_months = MUSTER_MESSAGE("siege.sheet.engineer-months", "{used} used of {available}");
constexpr MessageText sheet_siege_points = MUSTER_MESSAGE("siege.sheet.siege-points", "siege works and engines {works}, extra engineers {engineers}");
constexpr MessageText sheet_attacker = MUSTER_MESSAGE("siege.sheet.attacker", "{points}; {spent} → {troops} left for troops; break point {change}");
constexpr MessageText sheet_attacker_broken_at = MUSTER_MESSAGE(
    "siege.sheet.attacker-broken-at",
    "{points}; {spent} → {troops} left for troops; broken at {broken} units lost ({units} units, {army_broken} before the siege's change of {change})");
constexpr MessageText sheet_defender = MUSTER_MESSAGE("siege.sheet.defender", "{points}; {spent} → {troops} left for troops");
constexpr MessageText item_profile_effect = MUSTER_MESSAGE("siege.sheet.item", "{profile}; {break_point}. {effect}");
constexpr MessageText item_effect = MUSTER_MESSAGE("siege.sheet.item-no-profile", "{break_point}. {effect}");

// The attacker's points and what the siege leaves for troops, and its break point: the units lost
// that break it once the siege has changed it, when its roster is known.
Message attacker_line(const SiegeVerdict& v) {
    const auto filled = [&](const MessageText& text) {
        return message(text)
            .with("points", PointsValue{v.attacker_points})
            .with("spent", PointsValue{v.attacker_siege_points + v.extra_engineer_points})
            .with("troops", PointsValue{v.attacker_troop_points})
            .with("change", VerbatimValue{std::to_string(v.break_point_change)});
    };
    if (!v.attacker_break_point) return filled(sheet_attacker);
    return filled(sheet_attacker_broken_at)
        .with("broken", IntegerValue{std::max(1, *v.attacker_break_point + v.break_point_change)})
        .with("units", IntegerValue{v.attacker_break_point_units})
        .with("army_broken", IntegerValue{*v.attacker_break_point});
}

std::vector<std::vector<std::string>> purchase_rows(const std::vector<SiegePurchaseLine>& lines, const FortificationTotals& fortifications, Language lang,
                                                    const Headings& h) {
    std::vector<std::vector<std::string>> rows;
    for (const SiegePurchaseLine& line : lines)
        rows.push_back({line.item ? line.item->name.in(lang) : line.item_id + " (?)",
                        line.item ? quantity_text(*line.item, line.quantity, lang) : write_value(DecimalValue{line.quantity, 0}, lang),
                        line.cost.engineer_months > 0 ? write_value(DecimalValue{line.cost.engineer_months, 0}, lang) : "—",
                        write_points(line.cost.points, lang), line.item ? pricing_text(*line.item, line.quantity, fortifications, lang) : line.cost.pricing});
    if (rows.empty()) rows.push_back({"(" + h["nothing"] + ")", "", "", "", ""});
    return rows;
}

// Each item bought, once: its profile, break point and effect from the kit.
void item_details(PageFlow& flow, const std::vector<SiegePurchaseLine>& lines, Language lang) {
    for (const SiegePurchaseLine& line : lines) {
        if (!line.item) continue;
        const std::string profile = profile_text(*line.item, lang);
        flow.paragraph(render_message(message(profile.empty() ? item_effect : item_profile_effect)
                                          .with("profile", VerbatimValue{profile})
                                          .with("break_point", VerbatimValue{break_point_text(*line.item, lang)})
                                          .with("effect", VerbatimValue{note_text(*line.item, lang)}),
                                      lang),
                       line.item->name.in(lang) + Headings(lang)["colon"], 0.9, 0.2);
    }
}

}  // namespace

PrintResult print_siege_plan(const SiegePlan& plan, const SiegeVerdict& v, const SiegeKit& kit, const PrintOptions& options, const std::filesystem::path& pdf) {
    const Language lang = options.language;
    const Headings h(lang);
    const std::string title = plan.name.empty() ? h["siege-plan"] : plan.name;
    PdfDocument doc(title);
    PageFlow flow(doc, options.paper, false, full_page_frame(options.paper), true, true, 8.5);

    flow.heading(title, 1);
    flow.paragraph(kit.name.in(lang) + ", " + h["list-revision"] + " " + std::to_string(kit.revision) + "   —   " + (v.legal ? h["legal"] : h["not-legal"]));
    flow.heading(h["budget"], 2);
    auto say = [lang](const Message& m) { return render_message(m, lang); };
    std::string dice;
    for (int die : plan.duration.dice) dice += (dice.empty() ? "" : " ") + std::to_string(die);
    const std::string duration = say(plan.duration.rolled ? message(sheet_rolled)
                                                                .counting("months", v.months)
                                                                .with("seed", VerbatimValue{std::to_string(plan.duration.seed)})
                                                                .with("dice", VerbatimValue{dice})
                                                          : message(sheet_months).counting("months", v.months));
    flow.table({{"", 1.3, false}, {"", 3.0, false}},
               {{h["duration"], duration},
                {h["engineers"], say(message(sheet_engineers)
                                         .with("engineers", IntegerValue{v.engineers})
                                         .counting("free", v.free_engineers)
                                         .with("extra", IntegerValue{v.extra_engineers})
                                         .with("points", PointsValue{v.extra_engineer_points}))},
                {h["engineer-months"],
                 say(message(sheet_engineer_months).with("used", DecimalValue{v.em_used, 0}).with("available", DecimalValue{v.em_available, 0}))},
                {h["siege-points"],
                 say(message(sheet_siege_points).with("works", PointsValue{v.attacker_siege_points}).with("engineers", PointsValue{v.extra_engineer_points}))},
                {h["attacker"], say(attacker_line(v))},
                {h["defender"], say(message(sheet_defender)
                                        .with("points", PointsValue{v.defender_points})
                                        .with("spent", PointsValue{v.defender_defence_points})
                                        .with("troops", PointsValue{v.defender_troop_points}))}});
    const std::vector<TableColumn> purchase_columns{
        {h["item"], 3.0, false}, {h["quantity"], 1.6, true}, {h["em"], 0.7, true}, {h["pts"], 1.0, true}, {h["pricing"], 3.2, false}};
    flow.heading(h["siege-works"], 2);
    flow.table(purchase_columns, purchase_rows(v.attacker_lines, v.fortifications, lang, h));
    item_details(flow, v.attacker_lines, lang);
    flow.heading(h["defences"], 2);
    flow.table(purchase_columns, purchase_rows(v.defender_lines, v.fortifications, lang, h));
    item_details(flow, v.defender_lines, lang);

    if (v.engineers > 0 && v.months > 0) {
        flow.heading(h["schedule"], 2);
        std::vector<TableColumn> columns{{h["month"], 0.8, true}};
        for (int e = 1; e <= v.engineers; ++e) columns.push_back({h["engineer"] + " " + std::to_string(e), 2.0, false});
        std::vector<std::vector<std::string>> rows;
        const auto grid = v.schedule.grid([&kit, lang](const BuildJob& job) {
            const SiegeItem* item = kit.item(job.item_id);
            return item ? job_label(*item, job, lang) : job.label;
        });
        for (std::size_t m = 0; m < grid.size(); ++m) {
            std::vector<std::string> row{std::to_string(m + 1)};
            for (const std::string& cell : grid[m]) row.push_back(cell.empty() ? "·" : cell);
            rows.push_back(row);
        }
        flow.table(columns, rows, v.engineers > 6 ? 0.8 : 1.0);
        std::string unplaced;
        for (const std::string& label : v.schedule.unplaced_labels()) unplaced += (unplaced.empty() ? "" : ", ") + label;
        if (!unplaced.empty()) flow.paragraph(unplaced, h["not-placed"] + h["colon"]);
    }
    if (!v.sections.empty()) {
        flow.heading(h["fortifications"] + " (" + write_amount(v.fortifications.length_cm, lang) + " cm)", 2);
        std::vector<std::vector<std::string>> rows;
        for (const SectionLine& s : v.sections)
            rows.push_back({s.id, s.name.in(lang).empty() ? s.kind : s.name.in(lang), write_amount(s.length_cm, lang),
                            std::to_string(s.structure) + (s.bonus ? " (+" + std::to_string(s.bonus) + ")" : "")});
        flow.table({{h["section"], 0.8, false}, {h["kind"], 2.0, false}, {h["length"], 1.2, true}, {h["structure"], 1.4, true}}, rows);
    }
    if (!v.report.empty()) {
        flow.heading(h["report"], 2);
        for (const Diagnostic& d : v.report.diagnostics()) {
            flow.paragraph(
                diagnostic_sentence(d, lang) + (d.remedy || !d.fix.empty() ? " — " + h["fix"] + h["colon"] + " " + (d.remedy ? fix_text(d, lang) : d.fix) : ""),
                severity_word(d.severity, lang) + h["colon"]);
            if (const std::string behind = finding_behind(d, lang); options.with_sources && !behind.empty()) flow.paragraph(behind, "", 0.85, 0.4);
        }
    }
    flow.footers("Muster — " + title, h["page"], h["of"]);
    doc.save(pdf);
    return {flow.pages(), flow.base_size()};
}

}  // namespace muster
