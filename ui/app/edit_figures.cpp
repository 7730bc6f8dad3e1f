#include "app/edit_figures.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>
#include <map>
#include <vector>

#include <wx/app.h>
#include <wx/eventfilter.h>
#include <wx/utils.h>

#include "app/main_frame.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/synthetic_roster.hpp"
#include "views/builder_panel.hpp"

namespace muster::ui {

namespace {

constexpr int roster_units = 300;
constexpr int rounds = 12;


// The main thread's processor time so far, in ms.
double thread_cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// Counts the paint events any window of the app handles.
struct PaintCounter : wxEventFilter {
    int count = 0;
    PaintCounter() { wxEvtHandler::AddFilter(this); }
    ~PaintCounter() override { wxEvtHandler::RemoveFilter(this); }
    int FilterEvent(wxEvent& event) override {
        if (event.GetEventType() == wxEVT_PAINT) ++count;
        return Event_Skip;
    }
};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

}  // namespace

std::string measure_edit_figures(MainFrame& frame) {
    const Faction* faction = frame.lists().faction("hyw-french");
    if (faction == nullptr) return "desktop app: no hyw-french list, no edit figures\n";
    BuilderPanel& builder = frame.builder();
    builder.show_roster(synthetic_roster(*faction, roster_units));
    frame.show_view(MainFrame::builder_view);
    for (int i = 0; i < 20; ++i) wxYield();  // the window laid out and painted once before timing
    frame.Update();

    // Each edit as the menus run it, then the events it caused handled until the window has painted
    // it, as a player sees it. Both the time on the clock (which includes waiting for GTK's next
    // frame, up to 1/60 s) and the main thread's processor time (the work) are kept.
    PaintCounter paints;
    std::map<std::string, std::vector<double>> times, work;
    const auto timed = [&](const std::string& kind, const std::function<void()>& edit) {
        const int before = paints.count;
        const auto start = std::chrono::steady_clock::now();
        const double cpu_start = thread_cpu_ms();
        edit();
        frame.refresh_commands();
        frame.Update();
        while (paints.count == before && std::chrono::steady_clock::now() - start < std::chrono::milliseconds(500)) wxYield();
        wxYield();  // what the paint itself left pending
        times[kind].push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        work[kind].push_back(thread_cpu_ms() - cpu_start);
        for (int i = 0; i < 3; ++i) wxYield();
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
    std::vector<double> all, all_work;
    char line[240];
    for (const auto& [kind, values] : times) {
        std::snprintf(line, sizeof line,
                      "desktop app edit: %s on a %d-unit roster, revalidated and painted in %.1f ms (median; %.1f ms at worst), "
                      "%.1f ms of processor time\n",
                      kind.c_str(), roster_units, median(values), *std::max_element(values.begin(), values.end()), median(work[kind]));
        out += line;
        all.insert(all.end(), values.begin(), values.end());
        all_work.insert(all_work.end(), work[kind].begin(), work[kind].end());
    }
    std::snprintf(line, sizeof line,
                  "desktop app edit: every edit on a %d-unit roster: median %.1f ms, worst %.1f ms of %zu; processor time median %.1f ms, "
                  "worst %.1f ms (goal < 16 ms)\n",
                  roster_units, median(all), *std::max_element(all.begin(), all.end()), all.size(), median(all_work),
                  *std::max_element(all_work.begin(), all_work.end()));
    return out + line;
}

}  // namespace muster::ui
