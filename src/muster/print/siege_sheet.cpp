// The printed siege plan: budget, both sides' purchases, the months × engineers schedule,
// the fortification sections and the planner's findings.
#include "muster/print/headings.hpp"
#include "muster/print/page_flow.hpp"
#include "muster/print/printing.hpp"
#include "muster/print/sheet_geometry.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_item_cost.hpp"
#include "muster/text/numbers.hpp"
#include "muster/text/render.hpp"
#include "muster/text/vocabulary.hpp"

namespace muster {

namespace {

std::vector<std::vector<std::string>> purchase_rows(const std::vector<SiegePurchaseLine>& lines, const FortificationTotals& fortifications,
                                                    Language lang, const Headings& h) {
    std::vector<std::vector<std::string>> rows;
    for (const SiegePurchaseLine& line : lines)
        rows.push_back({line.item ? line.item->name.in(lang) : line.item_id + " (?)",
                        line.item ? quantity_text(*line.item, line.quantity, lang) : write_value(DecimalValue{line.quantity, 0}, lang),
                        line.cost.engineer_months > 0 ? write_value(DecimalValue{line.cost.engineer_months, 0}, lang) : "—",
                        write_points(line.cost.points, lang),
                        line.item ? pricing_text(*line.item, line.quantity, fortifications, lang) : line.cost.pricing});
    if (rows.empty()) rows.push_back({"(" + h["nothing"] + ")", "", "", "", ""});
    return rows;
}

// Each item bought, once: its profile, break point and effect from the kit.
void item_details(PageFlow& flow, const std::vector<SiegePurchaseLine>& lines, Language lang, const Headings& h) {
    for (const SiegePurchaseLine& line : lines) {
        if (!line.item) continue;
        const std::string profile = profile_text(*line.item, lang);
        flow.paragraph((profile.empty() ? "" : profile + "; ") + h[line.item->counts_toward_break_point ? "in-break-point" : "not-in-break-point"] +
                           ". " + note_text(*line.item, lang),
                       line.item->name.in(lang) + ":", 0.9, 0.2);
    }
}

}  // namespace

PrintResult print_siege_plan(const SiegePlan& plan, const SiegeVerdict& v, const SiegeKit& kit, const PrintOptions& options,
                             const std::filesystem::path& pdf) {
    const Language lang = options.language;
    const Headings h(lang);
    const std::string title = plan.name.empty() ? h["siege-plan"] : plan.name;
    PdfDocument doc(title);
    PageFlow flow(doc, options.paper, false, full_page_frame(options.paper), true, true, 8.5);

    flow.heading(title, 1);
    flow.paragraph(kit.name.in(lang) + ", " + h["list-revision"] + " " + std::to_string(kit.revision) + "   —   " +
                   (v.legal ? h["legal"] : h["not-legal"]));
    flow.heading(h["budget"], 2);
    std::string duration = std::to_string(v.months) + " " + h["months"];
    if (plan.duration.rolled) {
        duration += " (" + h["rolled"] + ": seed " + std::to_string(plan.duration.seed) + ", D6";
        for (int die : plan.duration.dice) duration += " " + std::to_string(die);
        duration += ")";
    }
    flow.table({{"", 1.3, false}, {"", 3.0, false}},
               {{h["duration"], duration},
                {h["engineers"], std::to_string(v.engineers) + " (" + std::to_string(v.free_engineers) + " " + h["free"] + ", " +
                                     std::to_string(v.extra_engineers) + " " + h["bought"] + ": " +
                                     format_points(v.extra_engineer_points) + " " + h["pts"] + ")"},
                {h["engineer-months"], format_points(v.em_used) + " " + h["used-of"] + " " + format_points(v.em_available)},
                {h["siege-points"], h["works-and-engines"] + " " + format_points(v.attacker_siege_points) + " " + h["pts"] + ", " +
                                        h["extra-engineers"] + " " + format_points(v.extra_engineer_points) + " " + h["pts"]},
                {h["attacker"], format_points(v.attacker_points) + " " + h["pts"] + "; " +
                                    format_points(v.attacker_siege_points + v.extra_engineer_points) + " " + h["pts"] + " → " +
                                    format_points(v.attacker_troop_points) + " " + h["pts"] + " " + h["left-for-troops"] + "; " +
                                    h["break-point"] + " " + std::to_string(v.break_point_change)},
                {h["defender"], format_points(v.defender_points) + " " + h["pts"] + "; " + format_points(v.defender_defence_points) +
                                    " " + h["pts"] + " → " + format_points(v.defender_troop_points) + " " + h["pts"] + " " +
                                    h["left-for-troops"]}});
    const std::vector<TableColumn> purchase_columns{
        {h["item"], 3.0, false}, {h["quantity"], 1.6, true}, {h["em"], 0.7, true}, {h["pts"], 1.0, true}, {h["pricing"], 3.2, false}};
    flow.heading(h["siege-works"], 2);
    flow.table(purchase_columns, purchase_rows(v.attacker_lines, v.fortifications, lang, h));
    item_details(flow, v.attacker_lines, lang, h);
    flow.heading(h["defences"], 2);
    flow.table(purchase_columns, purchase_rows(v.defender_lines, v.fortifications, lang, h));
    item_details(flow, v.defender_lines, lang, h);

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
        if (!unplaced.empty()) flow.paragraph(unplaced, h["not-placed"] + ":");
    }
    if (!v.sections.empty()) {
        flow.heading(h["fortifications"] + " (" + format_points(v.fortifications.length_cm) + " cm)", 2);
        std::vector<std::vector<std::string>> rows;
        for (const SectionLine& s : v.sections)
            rows.push_back({s.id, s.name.in(lang).empty() ? s.kind : s.name.in(lang), format_points(s.length_cm),
                            std::to_string(s.structure) + (s.bonus ? " (+" + std::to_string(s.bonus) + ")" : "")});
        flow.table({{h["section"], 0.8, false}, {h["kind"], 2.0, false}, {h["length"], 1.2, true}, {h["structure"], 1.4, true}}, rows);
    }
    if (!v.report.empty()) {
        flow.heading(h["report"], 2);
        for (const Diagnostic& d : v.report.diagnostics())
            flow.paragraph(diagnostic_text(d, lang) + (d.remedy || !d.fix.empty() ? " — " + h["fix"] + ": " + (d.remedy ? fix_text(d, lang) : d.fix) : ""),
                           severity_word(d.severity, lang) + ":");
    }
    flow.footers("Muster — " + title, h["page"], h["of"]);
    doc.save(pdf);
    return {flow.pages(), flow.base_size()};
}

}  // namespace muster
