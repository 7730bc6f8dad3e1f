// The one-page army summary for the table: every unit on one line with its profile and points,
// the composition shares against their bounds, and the glossary of the special rules it uses.
#include <algorithm>
#include <set>

#include "muster/campaign/campaign.hpp"
#include "muster/print/card_sheet.hpp"
#include "muster/print/headings.hpp"
#include "muster/print/page_flow.hpp"
#include "muster/print/print_refusals.hpp"
#include "muster/print/printing.hpp"
#include "muster/print/sheet_geometry.hpp"
#include "muster/roster/break_point.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/text/language_choice.hpp"
#include "muster/text/numbers.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/util/error.hpp"
#include "muster/lists/rule_effect.hpp"

namespace muster {

namespace {

// A share already in percent (38.5), written the language's way: "38.5 %" / "38,5 %".
std::string percent(double value, Language lang) { return write_percent(value / 100, 1, lang); }

// "at least 25.0 %, at most 50.0 %" (units when the share counts units).
std::string bound_text(const ShareBound& bound, const Headings& h, Language lang) {
    std::string text;
    if (bound.min) text += h[bound.strict ? "more-than" : "at-least"] + " " + percent(*bound.min, lang);
    if (bound.max) text += (text.empty() ? "" : ", ") + h[bound.strict ? "less-than" : "at-most"] + " " + percent(*bound.max, lang);
    return text;
}

// The break point the roster's game system declares: the rule's text in the language asked, then
// the threshold of each division or of the whole army. A system without one prints none.
void print_break_point(PageFlow& flow, const Roster& roster, const RosterVerdict& verdict, Language lang, const Headings& h) {
    const std::optional<BreakPoint> point = break_point_of(roster, verdict, lang);
    if (!point) return;
    flow.heading(h["army-break-point"], 3);
    flow.paragraph(point->rule);
    for (const BreakPointThreshold& threshold : point->thresholds) {
        std::string lead = h["whole-army"] + h["colon"];
        if (threshold.division) {
            const std::size_t d = *threshold.division;
            const std::string name = roster.divisions[d].name.empty() ? h["division"] + " " + std::to_string(d + 1) : roster.divisions[d].name;
            lead = std::to_string(d + 1) + ". " + name + h["colon"];
        }
        std::string counted = std::to_string(threshold.units) + " " + h["units"];
        if (!threshold.division && point->left_out > 0) counted += " (+" + std::to_string(point->left_out) + " " + h["not-counted"] + ")";
        flow.paragraph(counted + ", " + h["broken-at"] + " " + std::to_string(threshold.broken_at) + " " + h["units-lost"], lead);
    }
}

void lay_out(PageFlow& flow, const Roster& roster, const RosterVerdict& verdict, const PrintOptions& options) {
    const Faction& faction = *verdict.faction;
    const GameSystem& system = *verdict.system;
    const Language lang = options.language;
    const Headings h(lang);
    flow.heading((roster.name.empty() ? faction.name.in(lang) : roster.name) + " — " + h["army-summary"], 2);
    flow.paragraph(faction.name.both() + " — " + system.name.in(lang) + ", " + h["list-revision"] + " " + std::to_string(roster.list_revision),
                   h["faction"] + h["colon"]);
    flow.paragraph(written_number(verdict.points_used, lang) + " / " + written_number(verdict.points_limit, lang) + " " + h["pts"] + "   —   " +
                       (verdict.legal ? h["legal"] : h["not-legal"]) + "   —   " + h["printed"] + " " +
                       (options.date.empty() ? utc_now().substr(0, 10) : options.date),
                   h["points"] + h["colon"]);

    // An army without divisions (Warmaster) prints no division column.
    const bool divisions = system.organisation.divisions;
    std::vector<TableColumn> columns;
    if (divisions) columns.push_back({h["div"], 1.2, false});
    columns.push_back({h["unit"], 4.0, false});
    for (const StatColumn& stat : system.stats) columns.push_back({stat.short_name.empty() ? stat.name.in(lang) : stat.short_name, 0.9, true, true});
    columns.push_back({h["options-taken"], 3.2, false});
    columns.push_back({h["pts"], 1.0, true});
    std::vector<std::vector<std::string>> rows;
    std::set<std::string> used_rules;
    std::size_t entry_index = 0;
    for (std::size_t d = 0; d < roster.divisions.size(); ++d) {
        for (const UnitEntry& entry : roster.divisions[d].units) {
            const UnitProfile* unit = faction.unit(entry.unit_ref);
            std::vector<std::string> row;
            if (divisions) row.push_back(std::to_string(d + 1));
            row.push_back(unit ? unit->name.in(lang) : entry.unit_ref + " (?)");
            for (std::size_t s = 0; s < system.stats.size(); ++s) row.push_back(unit && s < unit->stats.size() ? unit->stats[s] : "");
            std::string taken;
            for (const std::string& option_id : entry.options) {
                const UnitOption* option = unit ? unit->option(option_id) : nullptr;
                taken += (taken.empty() ? "" : ", ") + (option ? option->name.in(lang) : option_id);
                if (option) used_rules.insert(option->grants_rules.begin(), option->grants_rules.end());
            }
            if (unit) used_rules.insert(unit->special_rules.begin(), unit->special_rules.end());
            row.push_back(taken);
            row.push_back(written_number(verdict.entry_points.at(entry_index++), lang));
            rows.push_back(std::move(row));
        }
    }
    flow.table(columns, rows, 1.0);

    if (!verdict.shares.empty()) {
        std::vector<std::vector<std::string>> shares;
        for (const ShareGauge& gauge : verdict.shares)
            shares.push_back({share_group_name(gauge, lang), percent(gauge.percent, lang), bound_text(gauge.bound, h, lang), h[gauge.met ? "met" : "not-met"]});
        flow.heading(h["shares"], 3);
        flow.table({{h["unit"], 3.0, false}, {h["share"], 1.2, true}, {h["bound"], 3.0, false}, {"", 1.5, false}}, shares, 1.0);
    }

    print_break_point(flow, roster, verdict, lang, h);

    std::vector<const SpecialRule*> glossary;
    for (const std::string& id : used_rules)
        if (const SpecialRule* rule = find_special_rule(system, &faction, id)) glossary.push_back(rule);
    std::sort(glossary.begin(), glossary.end(), [&](const SpecialRule* a, const SpecialRule* b) { return a->name.in(lang) < b->name.in(lang); });
    if (!glossary.empty()) flow.heading(h["special-rules"], 3);
    for (const SpecialRule* rule : glossary) flow.paragraph(effect_in(*rule, lang), rule->name.in(lang) + h["colon"]);
}

}  // namespace

PrintResult print_army_summary(const Roster& roster, const ListLibrary& lists, const PrintOptions& options, const std::filesystem::path& pdf) {
    const RosterVerdict verdict = validate_roster(roster, lists);
    if (!verdict.faction || !verdict.system) throw Error(cannot_print_roster(verdict));
    const Headings h(options.language);
    const std::string title = (roster.name.empty() ? verdict.faction->name.in(options.language) : roster.name) + " — " + h["army-summary"];
    const std::vector<PageFlow::Frame> frame = full_page_frame(options.paper);
    // One page when the army fits at 8 pt or more; a large army runs on at 8 pt.
    double size = 9.5;
    PdfDocument measure("measure");
    for (; size > 8.0; size -= 0.25) {
        PageFlow trial(measure, options.paper, false, frame, false, false, size);
        lay_out(trial, roster, verdict, options);
        if (!trial.overflowed()) break;
    }
    PdfDocument doc(title);
    PageFlow flow(doc, options.paper, false, frame, true, true, size);
    lay_out(flow, roster, verdict, options);
    flow.footers("Muster — " + title, h["page"], h["of"]);
    doc.save(pdf);
    return {flow.pages(), size, 0};
}

}  // namespace muster
