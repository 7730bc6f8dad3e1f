#include "testing/edit_figures.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <map>
#include <vector>

#include <wx/app.h>
#include <wx/evtloop.h>
#include <wx/window.h>
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

// With MUSTER_EDIT_TRACE set, every event each edit causes (paints, sizes, idle passes) is printed
// to stderr with its window's name and time: what found which edits repaint which panes.
bool trace = std::getenv("MUSTER_EDIT_TRACE") != nullptr;
std::chrono::steady_clock::time_point trace_start;
// Counts the paint events any window of the app handles.
struct PaintCounter : wxEventFilter {
    int count = 0;
    PaintCounter() { wxEvtHandler::AddFilter(this); }
    ~PaintCounter() override { wxEvtHandler::RemoveFilter(this); }
    int FilterEvent(wxEvent& event) override {
        if (event.GetEventType() == wxEVT_PAINT) ++count;
        if (trace) {
            auto* w = dynamic_cast<wxWindow*>(event.GetEventObject());
            std::fprintf(stderr, "TRACE event %d %s at %.1f\n", event.GetEventType(), w ? w->GetName().utf8_str().data() : "?",
                         std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - trace_start).count());
            if (event.GetEventType() == wxEVT_SIZE && w) {
                static std::map<wxWindow*, std::pair<wxSize, wxPoint>> last;
                const wxSize size = static_cast<wxSizeEvent&>(event).GetSize();
                std::fprintf(stderr, "TRACE   size %s %dx%d at %d,%d (was %dx%d at %d,%d)\n", w->GetName().utf8_str().data(), size.x, size.y,
                             w->GetPosition().x, w->GetPosition().y, last[w].first.x, last[w].first.y, last[w].second.x, last[w].second.y);
                last[w] = {size, w->GetPosition()};
            }
        }
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
    // As a player edits: a unit selected in the roster tree, which has the focus (a text box with the
    // focus would blink its caret, a paint that no edit caused).
    builder.select_entry(builder.roster().divisions.front().units.front().id);
    if (wxWindow* tree = wxWindow::FindWindowByName("roster-tree", &frame)) tree->SetFocus();
    wxEventLoopBase* loop = wxEventLoopBase::GetActive();
    const auto settle = [&] {  // every event handled until nothing happens for a while
        const auto quiet = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() - quiet < std::chrono::milliseconds(300)) loop->DispatchTimeout(20);
    };
    settle();  // the window laid out and painted once before timing

    // Each edit as the menus run it, then every event it caused handled — revalidation, the views'
    // update, GTK's layout and the paints of every frame it takes — until the event loop has had
    // nothing to do for quiet_ms: the clock stops when the last of that work ended. Both the time
    // on the clock (which includes waiting for GTK's next frame, up to 1/60 s, between a layout and
    // its paint) and the main thread's processor time (the work) are kept.
    constexpr int quiet_ms = 60;
    PaintCounter paints;
    std::map<std::string, std::vector<double>> times, work;
    std::map<std::string, int> frames_painted;
    const auto timed = [&](const std::string& kind, const std::function<void()>& edit) {
        int before = paints.count;
        const auto start = std::chrono::steady_clock::now();
        trace_start = start;
        if (trace) std::fprintf(stderr, "TRACE %s\n", kind.c_str());
        const double cpu_start = thread_cpu_ms();
        edit();
        frame.refresh_commands();
        auto last_work = std::chrono::steady_clock::now();
        double cpu_end = thread_cpu_ms();
        if (paints.count != before) ++frames_painted[kind];  // Update() paints what it can at once
        before = paints.count;
        for (;;) {
            const auto now = std::chrono::steady_clock::now();
            const auto left = std::chrono::milliseconds(quiet_ms) - (now - last_work);
            if (left <= std::chrono::milliseconds(0) || now - start > std::chrono::seconds(2)) break;
            const int dispatched = loop->DispatchTimeout(static_cast<unsigned long>(std::chrono::duration_cast<std::chrono::milliseconds>(left).count()) + 1);
            const int painted = paints.count;
            if (trace)
                std::fprintf(stderr, "TRACE dispatched %d at %.1f\n", dispatched,
                             std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
            if (dispatched > 0) {  // an event or idle pass the edit caused
                last_work = std::chrono::steady_clock::now();
                cpu_end = thread_cpu_ms();
            }
            if (painted != before) ++frames_painted[kind];
            before = painted;
            if (dispatched < 0) break;  // the loop is ending
        }
        times[kind].push_back(std::chrono::duration<double, std::milli>(last_work - start).count());
        work[kind].push_back(cpu_end - cpu_start);
        settle();
    };
    const std::string unit_ref = faction->units.front().id;
    const auto with_options = std::find_if(faction->units.begin(), faction->units.end(), [](const UnitProfile& p) { return !p.options.empty(); });
    for (int round = 0; round < rounds; ++round) {
        const Roster& roster = builder.roster();
        const std::string division = roster.divisions[static_cast<std::size_t>(round) % roster.divisions.size()].id;
        const std::string next = roster.divisions[static_cast<std::size_t>(round + 1) % roster.divisions.size()].id;
        const std::string unit = roster.divisions[static_cast<std::size_t>(round) % roster.divisions.size()].units.front().id;
        timed("add a unit", [&] { builder.apply("Add", [&](Roster& r) { add_unit(r, *faction, division, unit_ref); }); });
        timed("move a unit", [&] { builder.apply("Move", [&](Roster& r) { move_unit(r, unit, next); }); });
        timed("rename a division", [&] { builder.apply("Rename", [&](Roster& r) { rename_division(r, division, "Renamed " + std::to_string(round)); }); });
        if (with_options != faction->units.end()) {
            // A unit that has options (the round-th of its kind in the roster): one chosen, then none again.
            std::vector<std::string> candidates;
            for (const Division& d : builder.roster().divisions)
                for (const UnitEntry& e : d.units)
                    if (e.unit_ref == with_options->id) candidates.push_back(e.id);
            const std::string optioned = candidates.empty() ? unit : candidates[static_cast<std::size_t>(round) % candidates.size()];
            timed("choose a unit's options",
                  [&] { builder.apply("Options", [&](Roster& r) { set_options(r, *faction, optioned, {with_options->options.front().id}); }); });
            timed("choose a unit's options", [&] { builder.apply("Options", [&](Roster& r) { set_options(r, *faction, optioned, {}); }); });
        }
        timed("undo", [&] { builder.undo(); });
        timed("redo", [&] { builder.redo(); });
        timed("delete a unit", [&] { builder.apply("Delete", [&](Roster& r) { remove_entry(r, unit); }); });
    }
    std::string out;
    std::vector<double> all, all_work;
    char line[300];
    for (const auto& [kind, values] : times) {
        std::snprintf(line, sizeof line,
                      "desktop app edit: %s on a %d-unit roster, revalidated and painted in %.1f ms (median; %.1f ms at worst), "
                      "%.1f ms of processor time, %.1f frames painted\n",
                      kind.c_str(), roster_units, median(values), *std::max_element(values.begin(), values.end()), median(work[kind]),
                      static_cast<double>(frames_painted[kind]) / static_cast<double>(values.size()));
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
