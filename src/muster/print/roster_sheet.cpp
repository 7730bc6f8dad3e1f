// The printed roster: header, one table per division in the system's own columns, the
// glossary of every special rule the army uses, and what makes it illegal if it is.
#include <ctime>
#include <set>

#include "muster/print/headings.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "muster/report/finding_behind.hpp"
#include "muster/print/page_flow.hpp"
#include "muster/print/roster_rows.hpp"
#include "muster/print/print_refusals.hpp"
#include "muster/print/printing.hpp"
#include "muster/print/sheet_geometry.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/lists/rule_effect.hpp"
#include "muster/text/numbers.hpp"

namespace muster {

namespace {

std::string today(const PrintOptions& options) { return options.date.empty() ? utc_now().substr(0, 10) : options.date; }

// Notes print in full up to about 40 pages; longer notes (a 15 MiB file is 1,700 pages, and
// took longer to lay out than any sheet should) print their start and say how much is left.
constexpr std::size_t most_printed_note_bytes = 100000;

std::string printed_notes(const std::string& notes, Language language) {
    if (notes.size() <= most_printed_note_bytes) return notes;
    std::size_t cut = most_printed_note_bytes;
    while (cut > 0 && (static_cast<unsigned char>(notes[cut]) & 0xC0) == 0x80) --cut;  // never inside a character
    long long left = 0;
    for (std::size_t i = cut; i < notes.size(); ++i) left += (static_cast<unsigned char>(notes[i]) & 0xC0) != 0x80;
    return notes.substr(0, cut) + "\n" +
           render_message(message(MUSTER_MESSAGE_PLURAL("print.notes-cut", "… and {count} more character of notes, in the roster file",
                                                        "… and {count} more characters of notes, in the roster file"))
                              .counting("count", left),
                          language);
}

}  // namespace

PrintResult print_roster(const Roster& roster, const ListLibrary& lists, const PrintOptions& options, const std::filesystem::path& pdf) {
    const RosterVerdict verdict = validate_roster(roster, lists);
    if (!verdict.faction || !verdict.system) throw Error(cannot_print_roster(verdict));
    const Faction& faction = *verdict.faction;
    const GameSystem& system = *verdict.system;
    const Language lang = options.language;
    const Headings h(lang);

    PdfDocument doc(roster.name.empty() ? h["roster"] : roster.name);
    PageFlow flow(doc, options.paper, false, full_page_frame(options.paper), true, true, 8.5);

    flow.heading(roster.name.empty() ? h["roster"] : roster.name, 1);
    flow.paragraph(faction.name.shown_in(lang) + " — " + system.name.in(lang) + ", " + h["list-revision"] + " " + std::to_string(roster.list_revision),
                   h["faction"] + h["colon"]);
    flow.paragraph(write_amount(verdict.points_used, lang) + " / " + write_amount(verdict.points_limit, lang) + " " + h["pts"] + "   —   " +
                       (verdict.legal ? h["legal"] : h["not-legal"]) + "   —   " + h["printed"] + " " + today(options),
                   h["points"] + h["colon"]);
    if (!roster.notes.empty()) flow.paragraph(printed_notes(roster.notes, lang), h["notes"] + h["colon"], 0.95, 0.25);
    flow.space(6);

    std::set<std::string> used_rules;
    const bool divisions = system.organisation.divisions;
    // Where each entry's points are in verdict.entry_points (flattened in roster order).
    std::size_t first_entry = 0;
    for (std::size_t d = 0; d < roster.divisions.size(); ++d) {
        const Division& division = roster.divisions[d];
        const DivisionPoints& points = verdict.divisions[d];
        if (divisions) {
            const int command = division.commander ? system.organisation.commander_command : system.organisation.general_command;
            std::string title = division.name.empty() ? h["division"] + " " + std::to_string(d + 1) : division.name;
            title += "   (" + (division.commander ? h["commander"] : h["general"] + " " + write_amount(points.general_points, lang) + " " + h["pts"]) +
                     (command > 0 ? ", " + h["command"] + " " + std::to_string(command) : std::string()) + "; " + std::to_string(points.units) + " " +
                     h["units"] + ", " + write_amount(points.unit_points + points.general_points, lang) + " " + h["pts"] + ")";
            flow.heading(title, 3);
        } else if (d == 0 || !division.units.empty()) {
            flow.heading(
                h["army"] + "   (" + std::to_string(points.units) + " " + h["units"] + ", " + write_amount(points.unit_points, lang) + " " + h["pts"] + ")", 3);
        }
        for (const RosterTableRows& table : roster_table_rows(roster, d, first_entry, verdict, system, faction, options, h["pts"], used_rules)) {
            std::vector<TableColumn> columns{{h["unit"], 4.2, false}};
            for (std::size_t column : table.columns) {
                const StatColumn& stat = system.stats[column];
                columns.push_back({stat.short_name.empty() ? stat.name.in(lang) : stat.short_name, 1.0, true, true});
            }
            columns.push_back({h["rules-and-options"], 6.0, false});
            columns.push_back({h["pts"], 1.2, true});
            if (!table.title.empty()) flow.paragraph("", table.title);
            flow.table(columns, table.rows);
        }
        first_entry += division.units.size();
    }

    if (!used_rules.empty()) {
        flow.heading(h["special-rules"], 2);
        std::vector<const SpecialRule*> glossary;
        for (const std::string& id : used_rules)
            if (const SpecialRule* rule = find_special_rule(system, &faction, id)) glossary.push_back(rule);
        std::sort(glossary.begin(), glossary.end(), [&](const SpecialRule* a, const SpecialRule* b) { return a->name.in(lang) < b->name.in(lang); });
        for (const SpecialRule* rule : glossary) flow.paragraph(effect_in(*rule, lang), rule->name.in(lang) + h["colon"]);
    }

    if (!verdict.legal) {
        flow.heading(h["validation"], 2);
        for (const Diagnostic& d : verdict.report.diagnostics()) {
            if (d.severity != Severity::error) continue;
            const std::string fix = d.remedy ? fix_text(d, lang) : d.fix;
            flow.paragraph(diagnostic_sentence(d, lang) + (fix.empty() ? "" : " — " + h["fix"] + h["colon"] + " " + fix), "•");
            // --sources: the reading and the places of the source behind it, in grey; never inside it.
            if (const std::string behind = finding_behind(d, lang); options.with_sources && !behind.empty()) flow.paragraph(behind, "", 0.85, 0.4);
        }
    }
    flow.footers("Muster — " + (roster.name.empty() ? faction.name.in(lang) : roster.name), h["page"], h["of"]);
    doc.save(pdf);
    return {flow.pages(), flow.base_size()};
}

}  // namespace muster
