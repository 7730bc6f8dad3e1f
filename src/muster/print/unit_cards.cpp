// Unit cards from a roster: one card per unit type (same unit, same options), with its names,
// profile, options, special rules' texts, points and how many the roster fields, then one card
// per division.
#include <map>

#include "muster/print/card_sheet.hpp"
#include "muster/print/headings.hpp"
#include "muster/print/print_refusals.hpp"
#include "muster/print/printing.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/util/error.hpp"
#include "muster/lists/rule_effect.hpp"

namespace muster {

namespace {

// Units of the same type with the same options share a card.
struct UnitType {
    const UnitProfile* unit = nullptr;
    std::string unit_ref;
    std::vector<std::string> options;
    int count = 0;
    double points_each = 0;
};

}  // namespace

PrintResult print_unit_cards(const Roster& roster, const ListLibrary& lists, const PrintOptions& options, const std::filesystem::path& pdf) {
    const RosterVerdict verdict = validate_roster(roster, lists);
    if (!verdict.faction || !verdict.system) throw Error(cannot_print_roster(verdict));
    const Faction& faction = *verdict.faction;
    const GameSystem& system = *verdict.system;
    const Language lang = options.language;
    const Headings h(lang);

    std::vector<UnitType> types;
    std::size_t entry_index = 0;
    for (const Division& division : roster.divisions)
        for (const UnitEntry& entry : division.units) {
            std::vector<std::string> chosen = entry.options;
            std::sort(chosen.begin(), chosen.end());
            const double points = verdict.entry_points.at(entry_index++);
            auto same = std::find_if(types.begin(), types.end(), [&](const UnitType& t) { return t.unit_ref == entry.unit_ref && t.options == chosen; });
            if (same == types.end()) types.push_back({faction.unit(entry.unit_ref), entry.unit_ref, chosen, 1, points});
            else ++same->count;
        }

    const std::string army = roster.name.empty() ? faction.name.in(lang) : roster.name;
    const std::string footer =
        h["language-name"] + " · " + h["list"] + " " + faction.name.in(lang) + ", " + h["list-revision"] + " " + std::to_string(roster.list_revision);
    PdfDocument doc(army + " — " + h["unit-cards"]);
    CardSheet sheet(doc, options, true);
    for (const UnitType& type : types) {
        const std::string name = type.unit ? type.unit->name.in(lang) : type.unit_ref + " (?)";
        sheet.begin({army + " — " + system.name.in(lang), name, footer});
        sheet.section([&](PageFlow& flow) {
            if (type.unit && !type.unit->name.original().empty()) flow.paragraph(type.unit->name.en + " / " + type.unit->name.original(), "", 1.0, note_ink);
            flow.paragraph("× " + std::to_string(type.count) + " " + h["in-roster"] + " — " + written_number(type.points_each, lang) + " " + h["pts"] + " " +
                               h["each"] + ", " + written_number(type.points_each * type.count, lang) + " " + h["pts"] + " " + h["total"],
                           h["points"] + h["colon"]);
        });
        if (type.unit && !system.stats.empty()) {
            sheet.section([&](PageFlow& flow) {
                std::vector<TableColumn> columns;
                std::vector<std::string> row;
                for (std::size_t s = 0; s < system.stats.size(); ++s) {
                    columns.push_back({system.stats[s].short_name.empty() ? system.stats[s].name.in(lang) : system.stats[s].short_name, 0, false});
                    row.push_back(s < type.unit->stats.size() ? type.unit->stats[s] : "");
                }
                flow.heading(h["profile"], 3);
                flow.table(columns, {row}, 1.0);
            });
        }
        std::vector<std::string> rule_ids = type.unit ? type.unit->special_rules : std::vector<std::string>{};
        sheet.section([&](PageFlow& flow) {
            flow.heading(h["options-taken"], 3);
            if (type.options.empty()) flow.paragraph(h["no-options"], "", 1.0, note_ink);
            for (const std::string& option_id : type.options) {
                const UnitOption* option = type.unit ? type.unit->option(option_id) : nullptr;
                if (!option) {
                    flow.paragraph(option_id + " (?)", "+");
                    continue;
                }
                flow.paragraph(option->name.in(lang) + " (" + written_number(option->points, lang) + " " + h["pts"] + ")" +
                                   (option->note.empty() ? "" : " — " + option->note),
                               "+");
            }
        });
        for (const std::string& option_id : type.options)
            if (const UnitOption* option = type.unit ? type.unit->option(option_id) : nullptr)
                for (const std::string& granted : option->grants_rules)
                    if (std::find(rule_ids.begin(), rule_ids.end(), granted) == rule_ids.end()) rule_ids.push_back(granted);
        bool first_rule = true;
        for (const std::string& rule_id : rule_ids) {
            const SpecialRule* rule = find_special_rule(system, &faction, rule_id);
            sheet.section([&](PageFlow& flow) {
                if (first_rule) flow.heading(h["special-rules"], 3);
                flow.paragraph(rule ? effect_in(*rule, lang) : std::string(), (rule ? rule->name.in(lang) : rule_id) + h["colon"]);
            });
            first_rule = false;
        }
        if (type.unit && !type.unit->note.empty())
            sheet.section([&](PageFlow& flow) { flow.paragraph(type.unit->note, h["notes"] + h["colon"], 1.0, note_ink); });
    }

    for (std::size_t d = 0; d < roster.divisions.size(); ++d) {
        const Division& division = roster.divisions[d];
        const DivisionPoints& points = verdict.divisions[d];
        const int command = division.commander ? system.organisation.commander_command : system.organisation.general_command;
        const std::string title = division.name.empty() ? h["division"] + " " + std::to_string(d + 1) : division.name;
        sheet.begin({army + " — " + system.name.in(lang), h["division"] + h["colon"] + " " + title, footer});
        sheet.section([&](PageFlow& flow) {
            flow.paragraph((division.commander ? h["commander"] : h["general"] + " " + written_number(points.general_points, lang) + " " + h["pts"]) +
                               (command > 0 ? ", " + h["command"] + " " + std::to_string(command) : std::string()),
                           h["led-by"] + h["colon"]);
            flow.paragraph(
                std::to_string(points.units) + " " + h["units"] + ", " + written_number(points.unit_points + points.general_points, lang) + " " + h["pts"],
                h["points"] + h["colon"]);
        });
        sheet.section([&](PageFlow& flow) {
            std::map<std::string, int> counts;
            std::vector<std::string> order;
            for (const UnitEntry& entry : division.units) {
                const UnitProfile* unit = faction.unit(entry.unit_ref);
                const std::string name = unit ? unit->name.in(lang) : entry.unit_ref + " (?)";
                if (counts[name]++ == 0) order.push_back(name);
            }
            std::vector<std::vector<std::string>> rows;
            for (const std::string& name : order) rows.push_back({"× " + std::to_string(counts[name]), name});
            flow.table({{"", 1.0, false}, {h["unit"], 6.0, false}}, rows, 1.0);
        });
    }
    doc.save(pdf);
    return {sheet.pages(), sheet.body_size(), sheet.cards()};
}

}  // namespace muster
