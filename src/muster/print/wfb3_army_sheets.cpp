// WFB3 armies printed for the table: a card per priced line (what it is, its points and how
// they are made up) and a one-page summary with the total against the limit.
#include "muster/campaign/campaign.hpp"
#include "muster/print/card_sheet.hpp"
#include "muster/print/headings.hpp"
#include "muster/print/printing.hpp"
#include "muster/print/sheet_geometry.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_army.hpp"

namespace muster {

namespace {

void require_readable(const wfb3::ArmyVerdict& army) {
    if (!army.readable) throw Error("cannot print: the army file cannot be read:\n" + format_human(army.report));
}

std::string army_title(const wfb3::ArmyVerdict& army, const Headings& h) { return army.name.empty() ? h["wfb3"] : army.name; }

}  // namespace

PrintResult print_wfb3_unit_cards(const wfb3::ArmyVerdict& army, const PrintOptions& options, const std::filesystem::path& pdf) {
    require_readable(army);
    const Headings h(options.language);
    const std::string title = army_title(army, h);
    PdfDocument doc(title + " — " + h["unit-cards"]);
    CardSheet sheet(doc, options, true);
    for (const wfb3::ArmyLine& line : army.lines) {
        sheet.begin({title + " — " + h["wfb3"], line.description, h["language-name"] + " · " + h["entry"] + " " + line.id});
        sheet.section([&](PageFlow& flow) {
            flow.paragraph(h["wfb3-" + line.kind] + " — " + format_points(line.cost.total) + " " + h["pts"], h["points"] + ":");
        });
        sheet.section([&](PageFlow& flow) {
            std::vector<std::vector<std::string>> rows;
            for (const auto& [what, points] : line.cost.lines) rows.push_back({what, format_points(points)});
            flow.heading(h["cost"], 3);
            flow.table({{h["item"], 5.0, false}, {h["pts"], 1.2, true}}, rows, 1.0);
        });
    }
    if (army.lines.empty()) sheet.begin({title + " — " + h["wfb3"], title, h["language-name"]});
    doc.save(pdf);
    return {sheet.pages(), sheet.body_size(), sheet.cards()};
}

PrintResult print_wfb3_army_summary(const wfb3::ArmyVerdict& army, const PrintOptions& options, const std::filesystem::path& pdf) {
    require_readable(army);
    const Headings h(options.language);
    const std::string title = army_title(army, h) + " — " + h["army-summary"];
    PdfDocument doc(title);
    PageFlow flow(doc, options.paper, false, full_page_frame(options.paper), true, true, 9.5);
    flow.heading(title, 2);
    flow.paragraph(h["wfb3"], h["game-system"] + ":");
    flow.paragraph(format_points(army.total) + " / " + format_points(army.points_limit) + " " + h["pts"] + "   —   " +
                       (army.legal ? h["legal"] : h["not-legal"]) + "   —   " + h["printed"] + " " +
                       (options.date.empty() ? utc_now().substr(0, 10) : options.date),
                   h["points"] + ":");
    std::vector<std::vector<std::string>> rows;
    for (const wfb3::ArmyLine& line : army.lines) rows.push_back({line.id, h["wfb3-" + line.kind], line.description, format_points(line.cost.total)});
    flow.table({{h["entry"], 1.0, false}, {h["kind"], 2.0, false}, {h["unit"], 5.0, false}, {h["pts"], 1.2, true}}, rows, 1.0);
    if (army.train.wagons > 0 || army.train.civilians > 0)
        flow.paragraph(h["wagons"] + ": " + std::to_string(army.train.wagons) + " · " + h["civilians"] + ": " + std::to_string(army.train.civilians),
                       h["supply-train"] + ":");
    if (!army.legal) {
        flow.heading(h["validation"], 3);
        for (const Diagnostic& d : army.report.diagnostics())
            if (d.severity == Severity::error) flow.paragraph(d.message, "•");
    }
    flow.footers("Muster — " + title, h["page"], h["of"]);
    doc.save(pdf);
    return {flow.pages(), flow.base_size(), 0};
}

}  // namespace muster
