#include "app/edit_figures.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <vector>

#include <wx/app.h>
#include <wx/utils.h>

#include "app/main_frame.hpp"
#include "muster/roster/roster_edit.hpp"
#include "views/builder_panel.hpp"

namespace muster::ui {

namespace {

constexpr int roster_units = 300;
constexpr int rounds = 12;

// A roster of 300 units, nine to a division (as tests/bench's synthetic rosters).
Roster big_roster(const Faction& faction) {
    Roster roster = new_roster(faction, 1e8, "bench");
    for (int i = 0; i < roster_units; ++i) {
        if (i % 9 == 0) add_division(roster, "Division " + std::to_string(i / 9 + 1), i == 0);
        add_unit(roster, faction, roster.divisions.back().id, faction.units[static_cast<std::size_t>(i) % faction.units.size()].id);
    }
    return roster;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

}  // namespace

std::string measure_edit_figures(MainFrame& frame) {
    const Faction* faction = frame.lists().faction("hyw-french");
    if (faction == nullptr) return "desktop app: no hyw-french list, no edit figures\n";
    BuilderPanel& builder = frame.builder();
    builder.show_roster(big_roster(*faction));
    frame.show_view(MainFrame::builder_view);
    for (int i = 0; i < 20; ++i) wxYield();  // the window laid out and painted once before timing
    frame.Update();

    // Each edit as the menus run it, then the window brought up to date and painted, as a player sees it.
    std::map<std::string, std::vector<double>> times;
    const auto timed = [&](const std::string& kind, const std::function<void()>& edit) {
        const auto start = std::chrono::steady_clock::now();
        edit();
        frame.refresh_commands();
        frame.Update();  // the repaint now, not at the next idle
        times[kind].push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        wxYield();
    };
    const std::string unit_ref = faction->units.front().id;
    for (int round = 0; round < rounds; ++round) {
        const Roster& roster = builder.roster();
        const std::string division = roster.divisions[static_cast<std::size_t>(round) % roster.divisions.size()].id;
        const std::string next = roster.divisions[static_cast<std::size_t>(round + 1) % roster.divisions.size()].id;
        const std::string unit = roster.divisions[static_cast<std::size_t>(round) % roster.divisions.size()].units.front().id;
        timed("add a unit", [&] { builder.apply("Add", [&](Roster& r) { add_unit(r, *faction, division, unit_ref); }); });
        timed("move a unit", [&] { builder.apply("Move", [&](Roster& r) { move_unit(r, unit, next); }); });
        timed("rename a division", [&] { builder.apply("Rename", [&](Roster& r) { rename_division(r, division, "Renamed " + std::to_string(round)); }); });
        timed("undo", [&] { builder.undo(); });
        timed("redo", [&] { builder.redo(); });
        timed("delete a unit", [&] { builder.apply("Delete", [&](Roster& r) { remove_entry(r, unit); }); });
    }
    std::string out;
    std::vector<double> all;
    char line[200];
    for (const auto& [kind, values] : times) {
        std::snprintf(line, sizeof line, "desktop app edit: %s on a %d-unit roster, revalidated and redrawn in %.1f ms (median), %.1f ms at worst\n",
                      kind.c_str(), roster_units, median(values), *std::max_element(values.begin(), values.end()));
        out += line;
        all.insert(all.end(), values.begin(), values.end());
    }
    std::snprintf(line, sizeof line, "desktop app edit: every edit on a %d-unit roster: median %.1f ms, worst %.1f ms of %zu (goal < 16 ms)\n",
                  roster_units, median(all), *std::max_element(all.begin(), all.end()), all.size());
    return out + line;
}

}  // namespace muster::ui
