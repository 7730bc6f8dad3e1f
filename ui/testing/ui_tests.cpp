// The tests that drive the window as a player does: real key presses and clicks sent through the
// X server, then a look at the documents. Each runs in its own app (a ctest entry each); what a
// modal box would ask is answered from a script (app/tell_user.hpp), so none can hang.
#include "testing/ui_tests.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <filesystem>
#include <functional>
#include <map>
#include <unistd.h>

#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/dialog.h>
#include <wx/toplevel.h>
#include <wx/filename.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/notebook.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/treectrl.h>

#include "app/main_frame.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/siege/siege_plan.hpp"
#include "testing/input_driver.hpp"
#include "testing/layout_check.hpp"
#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"
#include "views/message_list.hpp"
#include "views/siege_panel.hpp"

namespace muster::ui {

namespace fs = std::filesystem;

namespace {

struct Failed {
    std::string why;
};

void require(bool holds, const std::string& why) {
    if (!holds) throw Failed{why};
}

template <class T>
T* named(MainFrame& frame, const char* name) {
    auto* window = dynamic_cast<T*>(find_named(&frame, name));
    require(window != nullptr, std::string("no control named ") + name);
    return window;
}

/// A folder of its own for the files a test writes, removed at the end.
struct Scratch {
    fs::path path = fs::temp_directory_path() / ("muster-ui-test-" + std::to_string(::getpid()));
    Scratch() { fs::create_directories(path); }
    ~Scratch() { fs::remove_all(path); }
};

/// Brings a view forward with its shortcut (Ctrl+1 … Ctrl+4), as a player would.
void view_by_key(MainFrame& frame, InputDriver& input, MainFrame::View view) {
    input.press('1' + static_cast<int>(view), wxMOD_CONTROL);
    require(frame.current_view() == view, "Ctrl+" + std::to_string(1 + static_cast<int>(view)) + " did not bring its view forward");
}

/// Types a search in the builder and goes down to the unit found, `extra` rows further.
void find_unit(MainFrame& frame, InputDriver& input, const wxString& search_text, int extra = 0) {
    auto* search = named<wxSearchCtrl>(frame, "unit-search");
    require(input.focus(search), "the search box does not take the focus");
    search->SelectAll();
    input.type(search_text);
    require(search->GetValue() == search_text, "typing did not reach the search box: '" + search->GetValue().utf8_string() + "'");
    input.press(WXK_DOWN);
    auto* browser = named<wxTreeCtrl>(frame, "unit-browser");
    require(wxWindow::FindFocus() == browser, "Down in the search box did not move to the units found");
    for (int i = 0; i < extra; ++i) input.press(WXK_DOWN);
}

const UnitEntry* entry_of(const Roster& roster, const std::string& id) { return roster.find_entry(id).second; }

// Adds units, a division and options with the keyboard only.
void keyboard(MainFrame& frame, InputDriver& input) {
    BuilderPanel& builder = frame.builder();
    view_by_key(frame, input, MainFrame::builder_view);
    const std::size_t before = builder.roster().unit_count();
    find_unit(frame, input, "crossbowmen");
    input.press(WXK_RETURN);
    require(builder.roster().unit_count() == before + 1, "Enter on a unit found did not add it");
    const std::string added = builder.selected_entry();
    require(!added.empty() && entry_of(builder.roster(), added) != nullptr, "the unit added is not the one selected in the roster");

    // After "Add division", the next unit goes into the new division.
    const std::size_t divisions = builder.roster().divisions.size();
    input.press('D', wxMOD_CONTROL);
    require(builder.roster().divisions.size() == divisions + 1, "Ctrl+D did not add a division");
    const std::string new_division = builder.roster().divisions.back().id;
    require(builder.selected_entry() == new_division, "the new division is not selected");
    find_unit(frame, input, "crossbowmen", 1);  // the second match: plain crossbowmen, who may take a pavise
    input.press(WXK_RETURN);
    require(builder.roster().divisions.back().units.size() == 1, "the unit added after Add division did not go into the new division");
    const UnitEntry crossbowmen = builder.roster().divisions.back().units.front();
    require(crossbowmen.unit_ref == "crossbowmen", "Down then Enter added " + crossbowmen.unit_ref + ", not the crossbowmen");
    require(builder.selected_entry() == crossbowmen.id, "the unit just added is not selected");

    // The options dialog from the keyboard: Ctrl+Enter, Space ticks the first option, Enter accepts.
    require(crossbowmen.options.empty(), "the new unit should start without options");
    bool dialog_seen = false;
    input.when_modal([&](wxWindow&) {
        dialog_seen = true;
        input.press(WXK_SPACE);
        input.press(WXK_RETURN);
    });
    input.press(WXK_RETURN, wxMOD_CONTROL);
    input.settle(300);
    require(dialog_seen && !input.modal_failed(), "Ctrl+Enter did not open the options dialog, or it did not close with Enter");
    const UnitEntry* with_options = entry_of(builder.roster(), crossbowmen.id);
    require(with_options && with_options->options == std::vector<std::string>{"pavise"},
            "Space and Enter in the options dialog did not choose the pavise");
}

// Delete acts on the view in front only, on what has the focus there.
void delete_key(MainFrame& frame, InputDriver& input) {
    BuilderPanel& builder = frame.builder();
    SiegePanel& siege = frame.siege();
    view_by_key(frame, input, MainFrame::siege_view);
    require(siege.apply("Add a section", [](SiegePlan& p) { add_section(p, bundled_siege_kit(), "gate", 10, 3, 0); }), "section refused");
    const std::size_t sections = siege.plan().sections.size();
    view_by_key(frame, input, MainFrame::builder_view);
    const Roster roster_before = builder.roster();

    // In the builder: one unit, then two at once, then undo brings both back.
    const std::string first = roster_before.divisions.front().units.front().id;
    auto* tree = named<wxTreeCtrl>(frame, "roster-tree");
    builder.select_entry(first);
    tree->SetFocus();
    input.settle();
    input.press(WXK_DELETE);
    require(builder.roster().unit_count() == roster_before.unit_count() - 1 && !entry_of(builder.roster(), first),
            "Delete in the roster did not remove the selected unit");
    const auto& units = builder.roster().divisions.front().units;
    const std::vector<std::string> two = {units[0].id, units[1].id};
    builder.select_entries(two);
    tree->SetFocus();
    input.settle();
    input.press(WXK_DELETE);
    require(builder.roster().unit_count() == roster_before.unit_count() - 3, "Delete with two units selected did not remove both");
    input.press('Z', wxMOD_CONTROL);
    require(builder.roster().unit_count() == roster_before.unit_count() - 1, "one Ctrl+Z did not bring both units back");
    require(siege.plan().sections.size() == sections, "Delete in the builder changed the siege plan");

    // In the search box, Delete deletes text.
    const std::size_t units_now = builder.roster().unit_count();
    auto* search = named<wxSearchCtrl>(frame, "unit-search");
    require(input.focus(search), "the search box does not take the focus");
    search->SelectAll();
    input.type("pike");
    input.press(WXK_HOME);
    input.press(WXK_DELETE);
    require(search->GetValue() == "ike", "Delete in the search box did not delete a character: '" + search->GetValue().utf8_string() + "'");
    require(builder.roster().unit_count() == units_now, "Delete in the search box removed a unit");
    search->Clear();

    // In the siege planner: Delete in the sections list removes the section; in a field it does not.
    builder.select_entry(builder.roster().divisions.front().units.front().id);
    view_by_key(frame, input, MainFrame::siege_view);
    auto* months = named<wxSpinCtrl>(frame, "siege-months");
    require(input.focus(months) || months->HasFocus() || wxWindow::FindFocus() != nullptr, "the months field does not take the focus");
    input.press(WXK_DELETE);
    require(siege.plan().sections.size() == sections, "Delete in the months field removed a section");
    auto* list = named<wxListCtrl>(frame, "siege-sections");
    list->SetItemState(0, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    list->SetFocus();
    input.settle();
    input.press(WXK_DELETE);
    require(siege.plan().sections.size() == sections - 1, "Delete in the sections list did not remove the selected section");
    require(builder.roster().unit_count() == units_now, "Delete in the siege planner changed the roster");

    // In the campaign and the other systems, Delete changes no document.
    for (MainFrame::View view : {MainFrame::campaign_view, MainFrame::more_systems_view}) {
        view_by_key(frame, input, view);
        input.press(WXK_DELETE);
        require(builder.roster().unit_count() == units_now && siege.plan().sections.size() == sections - 1,
                "Delete in the campaign or More systems changed the roster or the plan");
    }
}

// Save As with a bare name keeps the double extension, and Open offers what was saved.
void save_as(MainFrame& frame, InputDriver& input) {
    Scratch scratch;
    BuilderPanel& builder = frame.builder();
    view_by_key(frame, input, MainFrame::builder_view);
    find_unit(frame, input, "peasants");
    input.press(WXK_RETURN);
    const Roster edited = builder.roster();
    scripted_paths().push_back((scratch.path / "my army").string());
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    const fs::path roster_file = scratch.path / "my army.roster.xml";
    require(fs::exists(roster_file), "Save As with the bare name 'my army' did not write 'my army.roster.xml'");
    require(!builder.dirty() && builder.path() == roster_file.string(), "after Save As the roster is not clean and named by its file");
    require(frame.GetStatusBar()->GetStatusText().Contains("my army.roster.xml"), "the status bar does not say what was saved");
    // The first filter of Open (and every filter of its type) finds the file.
    input.press('O', wxMOD_CONTROL);  // no answer scripted: cancelled, but the filters are known
    const wxArrayString filters = wxSplit(last_path_wildcard(), '|');
    require(filters.size() >= 2, "Open offers no filters");
    bool found = false;
    for (const wxString& pattern : wxSplit(filters[1], ';')) found = found || wxMatchWild(pattern, roster_file.filename().string());
    require(found, "Open's first filter does not find what Save As wrote");
    // Saved again over an existing file: the question is asked, and No keeps the file.
    const auto written = fs::last_write_time(roster_file);
    scripted_paths().push_back((scratch.path / "my army").string());
    scripted_answers().push_back(wxNO);
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    require(fs::last_write_time(roster_file) == written, "answering No to Replace? still wrote the file");
    // Open it again after a change: the saved roster comes back.
    input.press(WXK_DELETE);
    scripted_paths().push_back(roster_file.string());
    scripted_answers().push_back(wxNO);  // do not save the change
    input.press('O', wxMOD_CONTROL);
    require(builder.roster() == edited, "Open did not bring back the roster as saved");

    // The siege plan: Save As "orleans" writes orleans.siege.xml.
    view_by_key(frame, input, MainFrame::siege_view);
    auto* months = named<wxSpinCtrl>(frame, "siege-months");
    input.focus(months);
    input.press(WXK_UP);
    scripted_paths().push_back((scratch.path / "orleans").string());
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    require(fs::exists(scratch.path / "orleans.siege.xml"), "Save As with the bare name 'orleans' did not write 'orleans.siege.xml'");
    require(!frame.siege().dirty(), "after Save As the plan is still marked changed");
}

// Undo and redo by their keys, on the view in front; repeated clicks on one field are one step.
void undo_redo(MainFrame& frame, InputDriver& input) {
    BuilderPanel& builder = frame.builder();
    SiegePanel& siege = frame.siege();
    view_by_key(frame, input, MainFrame::builder_view);
    const std::size_t units = builder.roster().unit_count();
    find_unit(frame, input, "ribauds");
    input.press(WXK_RETURN);
    require(builder.roster().unit_count() == units + 1, "the unit was not added");
    input.press('Z', wxMOD_CONTROL);
    require(builder.roster().unit_count() == units, "Ctrl+Z did not undo the addition");
    input.press('Z', wxMOD_CONTROL | wxMOD_SHIFT);
    require(builder.roster().unit_count() == units + 1, "Ctrl+Shift+Z did not redo it");
    input.press('Z', wxMOD_CONTROL);
    input.press('Y', wxMOD_CONTROL);
    require(builder.roster().unit_count() == units + 1, "Ctrl+Y did not redo it");

    view_by_key(frame, input, MainFrame::siege_view);
    const int months_before = siege.plan().duration.months;
    auto* months = named<wxSpinCtrl>(frame, "siege-months");
    input.focus(months);
    for (int i = 0; i < 3; ++i) input.press(WXK_UP);
    require(siege.plan().duration.months == months_before + 3, "three Up presses in Months did not add three months");
    input.press('Z', wxMOD_CONTROL);
    require(siege.plan().duration.months == months_before, "one Ctrl+Z did not take back the three clicks on Months");
    require(builder.roster().unit_count() == units + 1, "Ctrl+Z in the siege planner undid the roster's edit");
    require(!siege.can_undo(), "the month clicks left more than one undo step");
    input.press('Y', wxMOD_CONTROL);
    require(siege.plan().duration.months == months_before + 3, "Ctrl+Y did not redo the month clicks");
}

// The language chosen in Preferences with the keyboard applies at once, and the open work stays.
void language(MainFrame& frame, InputDriver& input) {
    require(frame.builder().roster().unit_count() > 0, "the roster should be open");
    const std::size_t units = frame.builder().roster().unit_count();
    bool dialog_seen = false;
    input.when_modal([&](wxWindow& dialog) {
        dialog_seen = true;
        auto* choice = dynamic_cast<wxChoice*>(find_named(&dialog, "language-choice"));
        if (choice == nullptr) return;
        // The list of languages has the focus: Down moves to French, Enter accepts the dialog.
        const int french = choice->FindString(wxString::FromUTF8("Français"));
        if (wxWindow::FindFocus() != choice) choice->SetFocus();
        input.settle(200);
        for (int i = 0; i < 5 && choice->GetSelection() != french; ++i) {
            input.press(WXK_DOWN);
            std::fprintf(stderr, "language test: after Down the list shows %d (French is %d), the dialog is %s\n", choice->GetSelection(), french,
                         dynamic_cast<wxTopLevelWindow&>(dialog).IsActive() ? "active" : "not active");
        }
        if (choice->GetSelection() != french) return;  // the dialog is closed for us: the test fails below
        input.press(WXK_RETURN);
        std::fprintf(stderr, "language test: Enter pressed, the dialog is %s\n", modal_dialog() ? "still open" : "closed");
    });
    input.press(',', wxMOD_CONTROL);
    input.settle(500);
    require(dialog_seen, "Ctrl+, did not open Preferences");
    require(!input.modal_failed(), "Down and Enter in Preferences did not choose French and close it");
    require(wxConfigBase::Get()->Read("/interface/language", "") == "fr", "Preferences did not keep French");
    MainFrame* now = MainFrame::current();
    require(now != nullptr, "no window after the language changed");
    input.settle(500);
    auto* views = dynamic_cast<wxNotebook*>(find_named(now, "views"));
    require(views && views->GetPageText(0) == wxString::FromUTF8("Constructeur d'armée"),
            "the window does not speak French after the change: " + (views ? views->GetPageText(0).utf8_string() : std::string("?")));
    require(now->builder().roster().unit_count() == units, "the open roster was lost when the language changed");
    require(now->GetMenuBar()->GetMenuLabelText(0) == "Fichier", "the menus are not in French");
}

}  // namespace

bool run_ui_test(MainFrame& frame, const std::string& name, const std::string& file) {
    static const std::map<std::string, std::function<void(MainFrame&, InputDriver&)>> tests = {
        {"keyboard", keyboard}, {"delete", delete_key}, {"save-as", save_as}, {"undo", undo_redo}, {"language", language},
    };
    (void)file;
    // Whatever happens, the test ends: a window that stopped answering fails it after a while.
    std::thread([name] {
        std::this_thread::sleep_for(std::chrono::seconds(110));
        std::fprintf(stderr, "UI test %s failed: it did not finish in 110 s\n", name.c_str());
        std::_Exit(3);
    }).detach();
    InputDriver input;
    frame.Raise();
    input.settle(500);
    try {
        if (name.rfind("layout", 0) == 0) {
            check_layout(frame, input);
        } else {
            const auto test = tests.find(name);
            require(test != tests.end(), "no UI test called " + name);
            test->second(frame, input);
        }
    } catch (const Failed& failed) {
        std::fprintf(stderr, "UI test %s failed: %s\n", name.c_str(), failed.why.c_str());
        return false;
    } catch (const LayoutFailed& failed) {
        std::fprintf(stderr, "UI test %s failed:\n%s\n", name.c_str(), failed.what.c_str());
        return false;
    }
    std::fprintf(stderr, "UI test %s passed\n", name.c_str());
    return true;
}

}  // namespace muster::ui
