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
#include <wx/grid.h>

#include "app/main_frame.hpp"
#include "commands/command_controls.hpp"
#include "muster/roster/roster_edit.hpp"
#include "testing/input_driver.hpp"
#include "testing/layout_check.hpp"
#include "muster/util/version.hpp"
#include "dialogs/text_dialog.hpp"
#include "muster/util/data_paths.hpp"
#include <wx/listbox.h>
#include "app/tell_user.hpp"
#include <wx/textctrl.h>
#include <wx/display.h>
#include "testing/test_checks.hpp"
#include "views/builder_panel.hpp"
#include "views/siege_panel.hpp"
#include "views/campaign_panel.hpp"
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
static void require_whole(wxStaticText* label, const std::string& what) {
    wxClientDC dc(label);
    dc.SetFont(label->GetFont());
    const wxSize text = dc.GetMultiLineTextExtent(label->GetLabel());
    const wxSize shown = label->GetSize();
    const int lines = 1 + static_cast<int>(label->GetLabel().Freq('\n'));
    const int pane = label->GetParent()->GetClientSize().x;
    require(shown.x >= text.x && shown.y < text.y / lines * (lines + 1) && label->GetPosition().x + text.x <= pane,
            what + " is cut: '" + label->GetLabel().utf8_string() + "' needs " + std::to_string(text.x) + "x" + std::to_string(text.y) + " px, shown in " +
                std::to_string(shown.x) + "x" + std::to_string(shown.y) + " in a pane " + std::to_string(pane) + " px wide");
}

static wxRect screen_rect(wxWindow* window) { return wxRect(window->GetScreenPosition(), window->GetSize()); }

static std::string example(MainFrame& frame, const std::string& system, const std::string& name) {
    return (fs::path(frame.options().file).parent_path().parent_path().parent_path() / system / "examples" / name).string();
}

const char* const division_buttons[] = {"command:roster.add-division", "command:roster.move-previous", "command:roster.move-next", "command:roster.commander"};

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
    require(builder.apply("Divisions",
                          [&](Roster& r) {
                              first = r.divisions.front().id;
                              for (int i = 0; i < 10; ++i) add_unit(r, *french, first, i < 5 ? "mounted-knights" : "crossbowmen");
                              second = add_division(r, "");
                              for (int i = 0; i < 4; ++i) add_unit(r, *french, second, "crossbowmen");
                          }),
            "the roster was refused");
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

void text_whole_in_a_missing_system_locale(MainFrame& frame, InputDriver& input) {
    input.press('1', wxMOD_CONTROL);
    const wxString dash = wxString::FromUTF8("\u2014");
    const wxString points = control<wxStaticText>(frame, "points-label")->GetLabel();
    std::fprintf(stderr, "points line: %s\n", points.utf8_string().c_str());
    require(points.Contains(dash) && points.Contains("700"), "the points line lost its words: \"" + points.utf8_string() + "\"");
    bool named = false;  // the army's name and its list, joined by a dash
    for (wxWindow* child : control<wxStaticText>(frame, "points-label")->GetParent()->GetChildren())
        if (auto* text = dynamic_cast<wxStaticText*>(child); text && text->GetLabel().StartsWith("Ost de France, 1415 " + dash + " ")) named = true;
    require(named, "the army's name is not followed by a dash and its list");
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
    require(frame.GetStatusBar()->GetStatusText().empty(),
            "the status bar still shows a stale message: " + frame.GetStatusBar()->GetStatusText().utf8_string());
    input.press('Z', wxMOD_CONTROL);

    // Greyed when they cannot run.
    const Faction* french = frame.lists().faction("hyw-french");
    require(french != nullptr, "no French list");
    builder.new_roster("hyw-french", 1000, "One division");
    std::string knight;
    require(builder.apply("Add",
                          [&](Roster& r) {
                              knight = add_unit(r, *french, r.divisions.front().id, "mounted-knights");
                              set_commander(r, r.divisions.front().id);
                          }),
            "the roster was refused");
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

    // The campaign's items that act on a selected army or version are greyed while none is.
    input.press('3', wxMOD_CONTROL);
    require(frame.current_view() == MainFrame::campaign_view && frame.campaign().campaign() != nullptr, "the default campaign is not open");
    if (frame.campaign().selected_army() == 0)
        for (const char* id : {"campaign.save-roster", "campaign.open-version", "campaign.compare-version"})
            require(!frame.command_enabled(id), std::string(id) + " is enabled with no army selected");
}

void help_menu(MainFrame& frame, InputDriver& input) {
    // F1: the keyboard shortcuts, in a dialog that fits the screen, closed with Enter.
    wxString shortcuts, problems;
    input.when_modal([&](wxWindow& dialog) {
        if (dialog.GetName() == "shortcuts-dialog")
            if (auto* text = dynamic_cast<wxTextCtrl*>(find_named(&dialog, "text"))) shortcuts = text->GetValue();
        for (const std::string& problem : layout_problems(&dialog, "the shortcuts dialog")) problems += problem + "\n";
        input.press(WXK_RETURN);
    });
    input.press(WXK_F1);
    input.settle(300);
    require(!input.modal_failed() && !shortcuts.empty(), "F1 did not show the keyboard shortcuts, or Enter did not close them");
    require(problems.empty(), "the shortcuts dialog does not fit: " + problems.utf8_string());
    for (const char* key : {"Ctrl+D", "Ctrl+Z", "Alt+Down", "Ctrl+1"})
        require(shortcuts.Contains(key), std::string("the shortcuts do not list ") + key + ":\n" + shortcuts.utf8_string());
    require(shortcuts.Contains(wxStripMenuCodes(_("Add &division"))), "the shortcuts do not say what Ctrl+D does");

    // Help → User guide: the README's guide to the window.
    wxString guide;
    input.when_modal([&](wxWindow& dialog) {
        if (auto* text = dynamic_cast<wxTextCtrl*>(find_named(&dialog, "text"))) guide = text->GetValue();
        input.press(WXK_ESCAPE);
    });
    require(frame.run_command("help.guide"), "Help → User guide could not run");
    input.settle(300);
    require(guide.StartsWith("## The desktop app") && guide.Length() > 2000, "the user guide is not the README's: " + guide.Left(80).utf8_string());

    // Help → About names the version.
    const std::size_t told = told_messages().size();
    require(frame.run_command("help.about"), "Help → About could not run");
    require(told_messages().size() > told && told_messages().back().Contains(wxString::FromUTF8(version())), "About does not show the version");
}

void import_dialog(MainFrame& frame, InputDriver& input) {
    // The wm-selector fixtures: an army list, and the special-rules and magic-items files, which
    // share one name in two folders.
    const fs::path fixtures =
        fs::path(frame.options().file).parent_path().parent_path().parent_path().parent_path() / "tests" / "data" / "wm-selector-fixtures";
    const fs::path rules = fixtures / "special-rules" / "Warmaster Medieval Armies.json";
    const fs::path items = fixtures / "magic-items" / "Warmaster Medieval Armies.json";
    const fs::path army = fixtures / "the-march-host.json";
    require(fs::exists(rules) && fs::exists(items) && fs::exists(army), "the wm-selector fixtures are missing under " + fixtures.string());
    scripted_paths().push_back(army.string());
    scripted_paths().push_back(rules.string());
    scripted_paths().push_back(items.string());
    wxString problems;
    std::size_t listed = 0;
    input.when_modal([&](wxWindow& dialog) {
        for (const std::string& problem : layout_problems(&dialog, "the import dialog")) problems += problem + "\n";
        for (const char* button : {"import-add-lists", "import-add-special-rules", "import-add-magic-items"})
            if (wxWindow* b = find_named(&dialog, button)) input.click(b);
        if (auto* files = dynamic_cast<wxListBox*>(find_named(&dialog, "import-files"))) listed = files->GetCount();
        input.click(dialog.FindWindow(wxID_OK));
    });
    const std::size_t told = told_messages().size();
    require(frame.run_command("file.import-lists"), "File → Import lists could not run");
    input.settle(500);
    require(!input.modal_failed(), "the import dialog did not close with Import");
    require(problems.empty(), "the import dialog does not fit: " + problems.utf8_string());
    require(listed == 3, "the import dialog took " + std::to_string(listed) + " files, not the army list and both rules files");
    require(told_messages().size() > told, "the import said nothing");
    const wxString report = told_messages().back();
    require(report.Contains("march") || report.Contains("March"), "the import did not write the army list: " + report.utf8_string());

    // The report of a long import scrolls inside a dialog that fits the screen, OK in view.
    wxString long_report;
    for (int i = 0; i < 120; ++i) long_report += report + "\n";
    wxString report_problems;
    wxRect report_rect, ok_rect;
    input.when_modal([&](wxWindow& dialog) {
        for (const std::string& problem : layout_problems(&dialog, "the import report")) report_problems += problem + "\n";
        report_rect = dialog.GetScreenRect();
        if (wxWindow* ok = dialog.FindWindow(wxID_OK)) ok_rect = ok->GetScreenRect();
        input.press(WXK_RETURN);
    });
    show_text(&frame, _("Import lists"), long_report, "import-report");
    const wxRect screen = wxDisplay(0u).GetClientArea();
    require(report_problems.empty(), "the import report does not fit: " + report_problems.utf8_string());
    require(screen.Contains(report_rect) && screen.Contains(ok_rect) && ok_rect.width > 0, "the import report or its OK button is off the screen");
}

void siege_plan_named(MainFrame& frame, InputDriver& input) {
    input.press('2', wxMOD_CONTROL);
    require(frame.current_view() == MainFrame::siege_view, "Ctrl+2 did not bring the siege planner forward");
    SiegePanel& siege = frame.siege();
    // Tab leaves the purchases grid for the next control, Shift+Tab for the one before.
    auto* items = control<wxWindow>(frame, "siege-items");
    items->SetFocus();
    input.settle(200);
    const auto in_items = [items] {
        for (wxWindow* w = wxWindow::FindFocus(); w != nullptr; w = w->GetParent())
            if (w == items) return true;
        return false;
    };
    require(in_items(), "the purchases grid does not take the focus");
    input.press(WXK_TAB);
    const wxWindow* after_tab = wxWindow::FindFocus();
    require(!in_items(),
            "Tab is trapped in the siege purchases grid (the focus is on " +
                (after_tab ? after_tab->GetClassInfo()->GetClassName() + wxString(" ") + after_tab->GetName() : wxString("nothing")).utf8_string() + ")");
    items->SetFocus();
    input.settle(200);
    input.press(WXK_TAB, wxMOD_SHIFT);
    require(!in_items(), "Shift+Tab is trapped in the siege purchases grid");
    const auto answer_with = [&input](const wxString& text) {
        input.when_modal([&input, text](wxWindow&) {
            input.press('A', wxMOD_CONTROL);
            input.type(text);
            input.press(WXK_RETURN);
        });
    };
    // Siege → Rename the siege plan: the name typed is the plan's, and one Ctrl+Z takes it back.
    const std::string before = siege.plan().name;
    answer_with("Orleans 1429");
    require(frame.run_command("siege.rename"), "Siege → Rename the siege plan could not run");
    input.settle(300);
    require(!input.modal_failed() && siege.plan().name == "Orleans 1429", "the plan was not renamed: '" + siege.plan().name + "'");
    input.press('Z', wxMOD_CONTROL);
    require(siege.plan().name == before, "Ctrl+Z did not take the name back");
    input.press('Y', wxMOD_CONTROL);
    // Siege → New siege plan: asks about the unsaved plan (No: drop it), then starts one by the name typed.
    require(siege.dirty(), "the renamed plan is not marked changed");
    scripted_answers().push_back(wxNO);
    answer_with("Harfleur");
    require(frame.run_command("siege.new"), "Siege → New siege plan could not run");
    input.settle(300);
    require(!input.modal_failed() && siege.plan().name == "Harfleur" && !siege.dirty() && siege.path().empty() && siege.plan().sections.empty(),
            "New siege plan did not start a plan named Harfleur: '" + siege.plan().name + "'");
    require(!frame.GetTitle().StartsWith(wxString::FromUTF8("• ")), "the new plan is marked changed in the title");
}

}  // namespace muster::ui
