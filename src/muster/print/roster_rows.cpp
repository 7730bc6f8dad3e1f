#include "muster/print/roster_rows.hpp"

#include <algorithm>
#include <map>

#include "muster/lists/unit_profile_view.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/text/numbers.hpp"

namespace muster {

std::string grouped_unit_name(std::size_t count, const std::string& name) { return std::to_string(count) + " \u00D7 " + name; }

std::string option_cost_text(const std::string& name, double points, const std::string& pts_word, Language language) {
    return name + " (" + write_amount(points, language) + " " + pts_word + ")";
}

namespace {

struct Line {
    std::vector<std::size_t> entries;  ///< indexes into the division's units
    double points = 0;
};

}  // namespace

std::vector<RosterTableRows> roster_table_rows(const Roster& roster, std::size_t division, std::size_t first_entry, const RosterVerdict& verdict,
                                               const GameSystem& system, const Faction& faction, const PrintOptions& options, const std::string& pts_word,
                                               std::set<std::string>& used_rules) {
    const Language lang = options.language;
    const std::vector<UnitEntry>& units = roster.divisions[division].units;

    // Lines: one per unit, or one per set of identical units.
    std::vector<Line> lines;
    for (std::size_t i = 0; i < units.size(); ++i) {
        const double points = first_entry + i < verdict.entry_points.size() ? verdict.entry_points[first_entry + i] : 0;
        if (options.group_identical_units && units[i].label.empty()) {
            std::vector<std::string> options_i = units[i].options;
            std::sort(options_i.begin(), options_i.end());
            auto same = std::find_if(lines.begin(), lines.end(), [&](const Line& line) {
                const UnitEntry& other = units[line.entries.front()];
                std::vector<std::string> options_o = other.options;
                std::sort(options_o.begin(), options_o.end());
                return other.label.empty() && other.unit_ref == units[i].unit_ref && options_o == options_i;
            });
            if (same != lines.end()) {
                same->entries.push_back(i);
                same->points += points;
                continue;
            }
        }
        lines.push_back({{i}, points});
    }

    // One table per layout, in the system's layout order (units without a layout: the first).
    std::vector<std::string> layout_order;
    for (const ProfileLayout& l : system.layouts) layout_order.push_back(l.id);
    if (layout_order.empty()) layout_order.emplace_back();
    std::map<std::string, std::vector<const Line*>> by_layout;
    for (const Line& line : lines) {
        const UnitProfile* unit = faction.unit(units[line.entries.front()].unit_ref);
        std::string layout = unit ? unit->layout : std::string();
        if (layout.empty() || std::find(layout_order.begin(), layout_order.end(), layout) == layout_order.end()) layout = layout_order.front();
        by_layout[layout].push_back(&line);
    }
    std::vector<RosterTableRows> tables;
    for (const std::string& layout_id : layout_order) {
        if (!by_layout.count(layout_id)) continue;
        RosterTableRows table;
        table.columns = system.columns_of(layout_id);
        if (by_layout.size() > 1)
            if (const ProfileLayout* layout = system.layout(layout_id)) table.title = layout->name.in(lang);
        for (const Line* line : by_layout[layout_id]) {
            const UnitEntry& entry = units[line->entries.front()];
            const UnitProfile* unit = faction.unit(entry.unit_ref);
            // An English sheet names the unit with its original beside it: "Mounted knights (Chevaliers montés)".
            std::string name = unit ? unit->name.shown_in(lang) : entry.unit_ref + " (?)";
            if (!entry.label.empty()) name = entry.label + " — " + name;
            std::vector<std::string> row;
            // The unit as the player names it: the sheet is read at the table, where ids mean nothing (issue 28).
            row.push_back(line->entries.size() > 1 ? grouped_unit_name(line->entries.size(), name) : name);
            const ProfileView view = unit ? profile_with_options(system, faction, *unit, entry.options) : ProfileView{};
            for (std::size_t c = 0; c < table.columns.size(); ++c) row.push_back(c < view.stats.size() ? view.stats[c] : "");
            // A rule an option taken grants is told by that option ("+ Pavise (2 pts)"), not twice.
            std::set<std::string> told_by_options;
            for (const std::string& option_id : entry.options)
                if (const UnitOption* option = unit ? unit->option(option_id) : nullptr)
                    told_by_options.insert(option->grants_rules.begin(), option->grants_rules.end());
            std::string rules;
            for (const std::string& rule_id : view.special_rules) {
                used_rules.insert(rule_id);
                if (told_by_options.count(rule_id) && std::find(unit->special_rules.begin(), unit->special_rules.end(), rule_id) == unit->special_rules.end())
                    continue;
                const SpecialRule* rule = find_special_rule(system, &faction, rule_id);
                rules += (rules.empty() ? "" : ", ") + (rule ? rule->name.in(lang) : rule_id);
                used_rules.insert(rule_id);
            }
            for (const std::string& option_id : entry.options) {
                const UnitOption* option = unit ? unit->option(option_id) : nullptr;
                rules += (rules.empty() ? "+ " : "; + ") + (option ? option_cost_text(option->name.in(lang), option->points, pts_word, lang) : option_id);
            }
            row.push_back(rules);
            row.push_back(write_amount(line->points, lang));
            table.rows.push_back(std::move(row));
        }
        tables.push_back(std::move(table));
    }
    return tables;
}

}  // namespace muster
