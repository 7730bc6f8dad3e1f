// Real-input tests of the window's wrong results and keyboard (issue 32): the builder's headline,
// a fix that moves what it says, a French system locale, Alt+Up/Down, focus after a dialog and
// the greying of commands. Registered in ui_tests.cpp's run_ui_test; each is a ctest entry.
#include "testing/window_fixes_tests.hpp"

#include <clocale>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <wx/button.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/dcclient.h>
#include <wx/regex.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/treectrl.h>

#include "app/main_frame.hpp"
#include "commands/command_controls.hpp"
#include "muster/roster/roster_edit.hpp"
#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"
#include "views/builder_panel.hpp"
#include "views/message_list.hpp"

namespace muster::ui {

namespace window_fixes_tests {

namespace fs = std::filesystem;

template <class T>
T* control(wxWindow& top, const char* name) {
    auto* window = dynamic_cast<T*>(find_named(&top, name));
    require(window != nullptr, std::string("no control named ") + name);
    return window;
}

/// The label shows its whole text on one line per line of text, inside its pane.
void require_whole(wxStaticText* label, const std::string& what) {
    wxClientDC dc(label);
    dc.SetFont(label->GetFont());
    const wxSize text = dc.GetMultiLineTextExtent(label->GetLabel());
    const wxSize shown = label->GetSize();
    const int lines = 1 + static_cast<int>(label->GetLabel().Freq('\n'));
    const int pane = label->GetParent()->GetClientSize().x;
    require(shown.x >= text.x && shown.y < text.y / lines * (lines + 1) && label->GetPosition().x + text.x <= pane,
            what + " is cut: '" + label->GetLabel().utf8_string() + "' needs " + std::to_string(text.x) + "x" + std::to_string(text.y) +
                " px, shown in " + std::to_string(shown.x) + "x" + std::to_string(shown.y) + " in a pane " + std::to_string(pane) + " px wide");
}

wxRect screen_rect(wxWindow* window) { return wxRect(window->GetScreenPosition(), window->GetSize()); }

std::string example(MainFrame& frame, const std::string& system, const std::string& name) {
    return (fs::path(frame.options().file).parent_path().parent_path().parent_path() / system / "examples" / name).string();
}

const char* const division_buttons[] = {"command:roster.add-division", "command:roster.move-previous", "command:roster.move-next",
                                        "command:roster.commander"};

}  // namespace window_fixes_tests

using namespace window_fixes_tests;

void headline_shows_whole(MainFrame& frame, InputDriver& input) {
    BuilderPanel& builder = frame.builder();
    input.press('1', wxMOD_CONTROL);
    // A Warmaster army has no divisions; a Hail Caesar one opened after it shows its division
    // buttons under the roster list, not over it.
    require(builder.open(example(frame, "warmaster-medieval", "dale-garrison-1000.roster.xml")), "the Warmaster example did not open");
    input.settle(300);
    require(builder.open(frame.options().file), "the Hail Caesar example did not open");
    input.settle(300);
    auto* tree = control<wxTreeCtrl>(frame, "roster-tree");
    for (const char* name : division_buttons) {
        auto* button = control<wxButton>(frame, name);
        require(button->IsShownOnScreen(), std::string(name) + " is not shown for a Hail Caesar army");
        require(!screen_rect(button).Intersects(screen_rect(tree)), std::string(name) + " is drawn over the roster list");
    }

    // The points line and the army's name stay whole as the army grows past its limit.
    builder.new_roster("hyw-french", 1000, "Host of the Oriflamme, of the Lilies and of Saint Denis");
    input.settle(300);
    auto* points = control<wxStaticText>(frame, "points-label");
    auto* army = control<wxStaticText>(frame, "army-label");
    require_whole(army, "the army's name");
    const Faction* french = frame.lists().faction("hyw-french");
    require(french != nullptr, "no French list");
    for (int i = 0; i < 40 && builder.roster().unit_count() < 40; ++i) {
        require(builder.apply("Add", [&](Roster& r) { add_unit(r, *french, r.divisions.front().id, "mounted-knights"); }), "a knight was refused");
        input.settle(30);
        require_whole(points, "the points line after " + std::to_string(i + 1) + " knights");
        require_whole(army, "the army's name");
    }
}

void fix_moves_what_it_says(MainFrame& frame, InputDriver& input) {
    BuilderPanel& builder = frame.builder();
    input.press('1', wxMOD_CONTROL);
    const Faction* french = frame.lists().faction("hyw-french");
    require(french != nullptr, "no French list");
    builder.new_roster("hyw-french", 3000, "Too big a division");
    std::string first, second;
    require(builder.apply("Divisions", [&](Roster& r) {
        first = r.divisions.front().id;
        for (int i = 0; i < 10; ++i) add_unit(r, *french, first, i < 5 ? "mounted-knights" : "crossbowmen");
        second = add_division(r, "");
        for (int i = 0; i < 4; ++i) add_unit(r, *french, second, "crossbowmen");
    }), "the roster was refused");
    input.settle(300);
    auto* list = control<MessageList>(frame, "rule-messages");
    int row = -1;
    for (int i = 0; i < list->rows() && row < 0; ++i)
        if (const Diagnostic* finding = list->finding(i); finding && finding->rule_id == "division-size" && finding->entries.size() == 10) row = i;
    require(row >= 0, "no finding says the division of 10 units is too big");
    list->ScrollToRow(static_cast<std::size_t>(row));
    input.settle(200);
    const wxRect rect = list->GetItemRect(static_cast<std::size_t>(row));
    const wxPoint middle(rect.x + rect.width / 2, rect.y + rect.height / 2);
    input.click(list, middle);  // a click selects the finding's 10 units, as a player does first
    require(builder.selected_entries().size() == 10, "clicking the finding did not select its units");
    // The right-click offers the fix's commands; the test takes the menu's first item itself (a
    // popup menu holds the keyboard where simulated keys do not reach it).
    wxString offered;
    list->Bind(EVT_COMMAND_MENU, [&offered](wxCommandEvent& e) { offered = e.GetString(); });
    input.right_click(list, middle);
    input.settle(300);
    require(offered.StartsWith("roster.move-next"), "the finding's context menu does not offer Move to next division first: " + offered.utf8_string());
    require(frame.run_command("roster.move-next"), "Move to next division could not run");
    input.settle(200);
    const Roster& roster = builder.roster();
    require(roster.division(first)->units.size() == 9 && roster.division(second)->units.size() == 5,
            "'move 1 unit to another division' moved " + std::to_string(10 - roster.division(first)->units.size()) + " units");
}

void shares_in_a_french_system_locale(MainFrame& frame, InputDriver& input) {
    input.press('1', wxMOD_CONTROL);
    const std::lconv* numbers = std::localeconv();
    require(numbers != nullptr && std::string(numbers->decimal_point) == ",",
            "the run's system locale does not write numbers the French way (LANG=fr_FR.UTF-8 with its locale generated)");
    auto* points = control<wxStaticText>(frame, "points-label");
    wxString shares;
    for (wxWindow* child : points->GetParent()->GetChildren())
        if (auto* text = dynamic_cast<wxStaticText*>(child); text && text->GetLabel().Contains("%")) shares += text->GetLabel() + "\n";
    require(!shares.empty(), "no share is shown");
    std::fprintf(stderr, "shares shown: %s\n", shares.utf8_string().c_str());
    // A group mark before fewer than three digits splits a number: "5 2,4 %".
    wxRegEx split(wxString::FromUTF8("[0-9][ \u00A0\u202F][0-9]{1,2}[,.]"), wxRE_ADVANCED);
    require(split.IsValid() && !split.Matches(shares), "a share's number is split by a group mark: " + shares.utf8_string());
    require(shares.Contains(","), "the shares are not written with a decimal comma: " + shares.utf8_string());
}

void builder_keys_and_greying(MainFrame& frame, InputDriver& input) {
    BuilderPanel& builder = frame.builder();
    input.press('1', wxMOD_CONTROL);
    const Roster& roster = builder.roster();
    require(roster.divisions.size() >= 2, "the example has fewer than two divisions");
    // Alt+Down moves the selected unit even when the focus is in the catalogue.
    const std::string unit = roster.divisions.front().units.front().id;
    builder.select_entry(unit);
    auto* browser = control<wxTreeCtrl>(frame, "unit-browser");
    require(input.focus(browser), "the catalogue does not take the focus");
    const wxTreeItemId catalogue_cursor = browser->GetSelection();
    input.press(WXK_DOWN, wxMOD_ALT);
    require(roster.find_entry(unit).first == &roster.divisions[1], "Alt+Down with the focus in the catalogue did not move the unit");
    require(browser->GetSelection() == catalogue_cursor, "Alt+Down moved the catalogue's cursor");
    input.press(WXK_UP, wxMOD_ALT);
    require(roster.find_entry(unit).first == &roster.divisions[0], "Alt+Up with the focus in the catalogue did not move the unit back");

    // After the points-limit dialog, the focus is back where it was, not on "Add to roster".
    auto* tree = control<wxTreeCtrl>(frame, "roster-tree");
    require(input.focus(tree), "the roster does not take the focus");
    builder.select_entry(unit);
    input.when_modal([&input](wxWindow&) { input.press(WXK_RETURN); });
    require(frame.run_command("roster.points-limit"), "Points limit could not run");
    input.settle(400);
    require(!input.modal_failed(), "the points-limit dialog did not close with Enter");
    require(wxWindow::FindFocus() == tree, "after the points-limit dialog the focus is not back on the roster");

    // A command with nothing to do says so in the status bar: Alt+Up on a unit of the first division.
    frame.status("");
    input.press(WXK_UP, wxMOD_ALT);
    require(!frame.GetStatusBar()->GetStatusText().empty(), "Alt+Up in the first division did nothing and said nothing");
    // ... and the message goes at the next command that runs.
    input.press('D', wxMOD_CONTROL);
    require(frame.GetStatusBar()->GetStatusText().empty(), "the status bar still shows a stale message: " +
                                                               frame.GetStatusBar()->GetStatusText().utf8_string());
    input.press('Z', wxMOD_CONTROL);

    // Greyed when they cannot run.
    const Faction* french = frame.lists().faction("hyw-french");
    require(french != nullptr, "no French list");
    builder.new_roster("hyw-french", 1000, "One division");
    std::string knight;
    require(builder.apply("Add", [&](Roster& r) {
        knight = add_unit(r, *french, r.divisions.front().id, "mounted-knights");
        set_commander(r, r.divisions.front().id);
    }), "the roster was refused");
    builder.select_entry(knight);
    input.settle(200);
    for (const char* id : {"roster.move-next", "roster.move-previous", "roster.commander"})
        require(!frame.command_enabled(id), std::string(id) + " is enabled with one division that leads the army");
    control<wxTreeCtrl>(frame, "roster-tree")->SetFocus();
    input.settle(100);
    input.press('C', wxMOD_CONTROL);
    require(frame.command_enabled("edit.paste"), "Paste is greyed with a unit just copied");
    {
        wxClipboardLocker locker;
        require(!!locker, "the clipboard cannot be opened");
        wxTheClipboard->SetData(new wxTextDataObject(""));
    }
    builder.clipboard_changed();  // as when the player comes back from the window where they copied
    input.settle(200);
    require(!frame.command_enabled("edit.paste"), "Paste is enabled with no units on the clipboard");
}

}  // namespace muster::ui
