// WFB3 armies printed for the table: a card per priced line (what it is, its profile, its points
// and how they are made up) and a roster sheet with the total against the limit and every profile.
#include <algorithm>

#include "muster/campaign/campaign.hpp"
#include "muster/print/card_sheet.hpp"
#include "muster/print/headings.hpp"
#include "muster/print/print_refusals.hpp"
#include "muster/print/printing.hpp"
#include "muster/print/sheet_geometry.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "muster/report/finding_behind.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "muster/text/numbers.hpp"

namespace muster {

namespace {

void require_readable(const wfb3::ArmyVerdict& army) {
    if (!army.readable)
        throw Error(message(MUSTER_MESSAGE("print.army-unreadable", "cannot print: the army file cannot be read:\n{findings}"))
                        .with("findings", nested(findings_message(army.report))));
}

std::string army_title(const wfb3::ArmyVerdict& army, const Headings& h) { return army.name.empty() ? h["wfb3"] : army.name; }

// A profile's numbers as the table shows them (4, 2.5).
std::vector<std::string> profile_cells(const std::vector<double>& profile, Language language) {
    std::vector<std::string> cells;
    for (double value : profile) cells.push_back(write_amount(value, language));
    return cells;
}

// The profile columns: the characteristics' abbreviations in the sheet's language.
std::vector<TableColumn> profile_columns(const wfb3::ArmyVerdict& army, Language language, const std::string& first = "", double first_weight = 0) {
    std::vector<TableColumn> columns;
    if (!first.empty()) columns.push_back({first, first_weight, false});
    for (const LocalisedName& name : army.characteristic_names) columns.push_back({name.in(language), 1.0, true, true});
    return columns;
}

}  // namespace

PrintResult print_wfb3_unit_cards(const wfb3::ArmyVerdict& army, const PrintOptions& options, const std::filesystem::path& pdf) {
    require_readable(army);
    const Headings h(options.language);
    const std::string title = army_title(army, h);
    PdfDocument doc(title + " — " + h["unit-cards"]);
    CardSheet sheet(doc, options, true);
    for (const wfb3::ArmyLine& line : army.lines) {
        sheet.begin({title + " — " + h["wfb3"], wfb3::describe(line, options.language), h["language-name"] + " · " + h["entry"] + " " + line.id});
        sheet.section([&](PageFlow& flow) {
            flow.paragraph(h["wfb3-" + line.kind] + " — " + write_amount(line.cost.total, options.language) + " " + h["pts"], h["points"] + h["colon"]);
        });
        if (!line.traits.empty())
            sheet.section([&](PageFlow& flow) {
                for (const Message& trait : line.traits) flow.paragraph(render_message(trait, options.language));
            });
        if (!line.characteristics.empty())
            sheet.section([&](PageFlow& flow) {
                flow.heading(h["profile"], 3);
                flow.table(profile_columns(army, options.language), {profile_cells(line.characteristics, options.language)}, 1.0);
            });
        if (!line.command.empty())
            sheet.section([&](PageFlow& flow) {
                for (const Message& command : line.command) flow.paragraph(render_message(command, options.language), h["command"] + h["colon"]);
            });
        sheet.section([&](PageFlow& flow) {
            std::vector<std::vector<std::string>> rows;
            for (const auto& [what, points] : wfb3::cost_lines(line.cost, options.language)) rows.push_back({what, write_amount(points, options.language)});
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
    flow.paragraph(h["wfb3"], h["game-system"] + h["colon"]);
    flow.paragraph(write_amount(army.total, options.language) + " / " + write_amount(army.points_limit, options.language) + " " + h["pts"] + "   —   " +
                       (army.legal ? h["legal"] : h["not-legal"]) + "   —   " + h["printed"] + " " +
                       (options.date.empty() ? utc_now().substr(0, 10) : options.date),
                   h["points"] + h["colon"]);
    std::vector<std::vector<std::string>> rows;
    for (const wfb3::ArmyLine& line : army.lines)
        rows.push_back({line.id, h["wfb3-" + line.kind], wfb3::describe(line, options.language), write_amount(line.cost.total, options.language)});
    flow.table({{h["entry"], 1.0, false}, {h["kind"], 2.0, false}, {h["unit"], 5.0, false}, {h["pts"], 1.2, true}}, rows, 1.0);
    std::vector<std::vector<std::string>> profiles;
    for (const wfb3::ArmyLine& line : army.lines) {
        if (line.characteristics.empty()) continue;
        std::vector<std::string> row{line.id};
        for (std::string& cell : profile_cells(line.characteristics, options.language)) row.push_back(std::move(cell));
        profiles.push_back(std::move(row));
    }
    if (!profiles.empty()) {
        flow.heading(h["profile"], 3);
        flow.table(profile_columns(army, options.language, h["entry"], 2.0), profiles, 1.0);
    }
    bool traits_heading = false;
    for (const wfb3::ArmyLine& line : army.lines) {
        if (line.traits.empty()) continue;
        if (!traits_heading) flow.heading(h["wfb3-traits"], 3);
        traits_heading = true;
        std::string said;
        for (const Message& trait : line.traits) said += (said.empty() ? "" : " · ") + render_message(trait, options.language);
        flow.paragraph(said, line.id + h["colon"]);
    }
    bool command_heading = false;
    for (const wfb3::ArmyLine& line : army.lines)
        for (const Message& command : line.command) {
            if (!command_heading) flow.heading(h["command"], 3);
            command_heading = true;
            flow.paragraph(render_message(command, options.language), line.id + h["colon"]);
        }
    if (army.train_requested && (army.train.wagons > 0 || army.train.civilians > 0))
        flow.paragraph(h["wagons"] + h["colon"] + " " + std::to_string(army.train.wagons) + " · " + h["civilians"] + h["colon"] + " " +
                           std::to_string(army.train.civilians),
                       h["supply-train"] + h["colon"]);
    std::vector<LocalisedName> readings;
    for (const wfb3::ArmyLine& line : army.lines)
        for (const LocalisedName& r : line.cost.readings)
            if (std::none_of(readings.begin(), readings.end(), [&](const LocalisedName& known) { return known.en == r.en; })) readings.push_back(r);
    if (army.train_requested && army.train.wagons > 0 && !army.train_reading.en.empty()) readings.push_back(army.train_reading);
    if (!readings.empty()) {
        flow.heading(h["wfb3-readings"], 3);
        for (const LocalisedName& r : readings) flow.paragraph(r.in(options.language), "•", 0.85);
    }
    if (!army.legal) {
        flow.heading(h["validation"], 3);
        for (const Diagnostic& d : army.report.diagnostics())
            if (d.severity == Severity::error) {
                flow.paragraph(diagnostic_sentence(d, options.language), "•");
                if (const std::string behind = finding_behind(d, options.language); options.with_sources && !behind.empty())
                    flow.paragraph(behind, "", 0.85, 0.4);
            }
    }
    flow.footers("Muster — " + title, h["page"], h["of"]);
    doc.save(pdf);
    return {flow.pages(), flow.base_size(), 0};
}

}  // namespace muster
