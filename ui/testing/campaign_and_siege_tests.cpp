// Real-input tests of the campaign view (issue 32, "Campaign"): a battle scored as the
// campaign's game system scores it, and corrections (renamed or deleted players, armies and
// battles) that are logged and undone with Ctrl+Z; and the siege planner's choice of siege kit
// (issue 29). Registered in ui_tests.cpp's run_ui_test.
#include "testing/campaign_and_siege_tests.hpp"

#include <functional>
#include <map>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/listctrl.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "app/print_settings.hpp"
#include "app/tell_user.hpp"
#include "muster/print/printing.hpp"
#include "app/wx_text.hpp"
#include "muster/campaign/campaign.hpp"
#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"
#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"
#include "views/siege_panel.hpp"
#include "views/wrapping_heading.hpp"
#include "views/more_systems_panel.hpp"
#include "views/onus_drawing.hpp"
#include "views/onus_page.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/siege/siege_kit.hpp"
#include <wx/grid.h>
#include <wx/display.h>
#include <wx/notebook.h>
#include <wx/scrolwin.h>
#include <cstdlib>
#include <wx/treectrl.h>
#include <algorithm>
#include <filesystem>
#include <vector>

namespace muster::ui {

namespace campaign_and_siege_tests {

template <class T>
T* named_in(wxWindow& top, const char* name) {
    return dynamic_cast<T*>(find_named(&top, name));
}

/// Every label under `top`, joined.
static wxString labels_under(wxWindow& top) {
    wxString all = top.GetLabel() + "\n";
    for (wxWindow* child : top.GetChildren()) all += labels_under(*child);
    return all;
}

/// A Hail Caesar campaign of two players and two armies, the first with the builder's roster saved.
static CampaignPanel& two_armies(MainFrame& frame, InputDriver& input, const Scratch& scratch) {
    const Roster roster = frame.builder().roster();
    input.press('3', wxMOD_CONTROL);
    require(frame.current_view() == MainFrame::campaign_view, "Ctrl+3 did not bring the campaign forward");
    CampaignPanel& panel = frame.campaign();
    require(panel.create((scratch.path / "c.muster-campaign").string(), "Cent Ans", "hail-caesar-hyw"), "the campaign was not created");
    require(panel.add_player("Jeanne") && panel.add_player("Talbot"), "the players were not added");
    const auto players = panel.campaign()->players();
    require(panel.add_army(players.at(0).id, "Ost", roster.faction_id) && panel.add_army(players.at(1).id, "Host", roster.faction_id),
            "the armies were not added");
    require(panel.save_roster_version(panel.campaign()->army("Ost").id, roster, "muster"), "the version was not saved");
    return panel;
}

/// Clicks row `row` of a list.
static void click_row(InputDriver& input, wxListCtrl* list, long row) {
    wxRect rect;
    require(list->GetItemRect(row, rect), "the list has no row " + std::to_string(row));
    input.click(list, wxPoint(rect.x + 20, rect.y + rect.height / 2));
    input.settle(200);
    require(list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED) == row, "clicking row " + std::to_string(row) + " did not select it");
}

/// Runs a command that asks for a name, types `name` over the one proposed and presses Enter.
static void rename_by_keys(MainFrame& frame, InputDriver& input, const std::string& command, const wxString& name) {
    bool asked = false;
    input.when_modal([&](wxWindow& dialog) {
        auto* field = dynamic_cast<wxTextCtrl*>(wxWindow::FindFocus());
        asked = field != nullptr && field->GetParent() == &dialog;
        if (!asked) {
            static_cast<wxDialog&>(dialog).EndModal(wxID_CANCEL);
            return;
        }
        field->SelectAll();
        input.type(name);
        input.press(WXK_RETURN);
    });
    require(frame.command_enabled(command), command + " is greyed with its row selected");
    require(frame.run_command(command), command + " could not run");
    input.settle(300);
    require(asked, command + " did not ask for the new name in a field with the focus");
}

// A Hail Caesar campaign's battle dialog offers no WFB3 victory points: the players say who won,
// and the battle is recorded so (losses as before).
static void battle_by_system(MainFrame& frame, InputDriver& input) {
    Scratch scratch("battle-by-system");
    CampaignPanel& panel = two_armies(frame, input, scratch);
    bool points_offered = true, result_offered = false;
    wxString awards_shown;
    input.when_modal([&](wxWindow& dialog) {
        points_offered = named_in<wxSpinCtrl>(dialog, "battle-surviving-first") != nullptr;
        const wxString shown = labels_under(dialog);
        for (const VictoryAward& award : bundled<VictoryTable>().awards)
            if (shown.Contains(u(local_name(award.name)))) awards_shown += u(local_name(award.name)) + " ";
        auto* result = named_in<wxChoice>(dialog, "battle-result");
        result_offered = result != nullptr && result->GetCount() == 3;
        if (!result_offered) {
            static_cast<wxDialog&>(dialog).EndModal(wxID_CANCEL);
            return;
        }
        result->SetFocus();
        input.settle(150);
        for (int i = 0; i < 3 && result->GetSelection() != 1; ++i) input.press(WXK_DOWN);
        input.click(dialog.FindWindow(wxID_OK));
    });
    input.press('B', wxMOD_CONTROL);
    input.settle(300);
    require(!points_offered, "the Hail Caesar battle dialog asks for WFB3's troops left in points");
    require(awards_shown.empty(), "the Hail Caesar battle dialog offers WFB3's victory-point items: " + awards_shown.utf8_string());
    require(result_offered, "the Hail Caesar battle dialog does not ask who won (first, second, a draw)");
    const auto battles = panel.campaign()->battles();
    require(battles.size() == 1, "the battle was not recorded");
    require(battles[0].winner_army_id && *battles[0].winner_army_id == panel.campaign()->army("Host").id,
            "the battle does not record the second army's win chosen in the dialog");
    require(battles[0].vp_a == 0 && battles[0].vp_b == 0, "a Hail Caesar battle was given victory points");
    const std::string logged = panel.campaign()->log().back().text;
    require(logged.find("Host wins") != std::string::npos && logged.find("VP") == std::string::npos,
            "the log writes the battle with victory points: " + logged);
}

// The campaign's corrections: an army renamed by its context command and a mistyped battle
// deleted (with the version its losses made), each in the log and taken back by Ctrl+Z.
static void corrections(MainFrame& frame, InputDriver& input) {
    Scratch scratch("campaign-corrections");
    CampaignPanel& panel = two_armies(frame, input, scratch);
    Campaign& campaign = *panel.campaign();
    BattleInput battle;
    battle.army_a = campaign.army("Ost").id;
    battle.army_b = campaign.army("Host").id;
    battle.scenario = "Patye";
    battle.players_result = PlayersResult::first_wins;
    battle.units_lost_a = {"u1"};
    require(panel.record_battle(battle), "the battle was not recorded");
    require(campaign.history(battle.army_a).size() == 2, "the battle's losses made no version");

    // Nothing selected: the battle's corrections are greyed.
    require(!frame.command_enabled("campaign.delete-battle"), "Delete the selected battle is offered with no battle selected");
    auto* armies = dynamic_cast<wxListCtrl*>(find_named(&frame, "campaign-armies"));
    require(armies != nullptr, "no armies list");
    click_row(input, armies, 1);
    rename_by_keys(frame, input, "campaign.rename-army", "Host de Talbot");
    require(campaign.army(std::to_string(battle.army_b)).name == "Host de Talbot", "the army was not renamed");
    require(campaign.log().back().text == "Correction: the army 'Host' is now called 'Host de Talbot'",
            "the log does not record the renaming: " + campaign.log().back().text);
    require(armies->GetItemText(1) == "Host de Talbot", "the armies list still shows the old name");
    input.press('Z', wxMOD_CONTROL);
    input.settle(200);
    require(campaign.army(std::to_string(battle.army_b)).name == "Host", "Ctrl+Z did not give the army its name back");

    auto* battles = dynamic_cast<wxListCtrl*>(find_named(&frame, "campaign-battles"));
    require(battles != nullptr, "no battles list");
    click_row(input, battles, 0);
    require(frame.command_enabled("campaign.delete-battle"), "Delete the selected battle is greyed with the battle selected");
    require(frame.run_command("campaign.delete-battle"), "Delete the selected battle could not run");
    input.settle(200);
    require(campaign.battles().empty(), "the battle was not deleted");
    require(campaign.history(battle.army_a).size() == 1, "the version the battle's losses made stayed");
    require(campaign.log().back().actor != "someone", "the correction's log line does not say who made it");
    require(battles->GetItemCount() == 0, "the battles list still shows the deleted battle");
    input.press('Z', wxMOD_CONTROL);
    input.settle(200);
    require(campaign.battles().size() == 1 && campaign.history(battle.army_a).size() == 2, "Ctrl+Z did not bring back the battle and its losses' version");
}

// Siege → New siege plan asks for the siege kit beside the name: the Fantasy chapter's kit
// chosen there draws up the plan, and the purchases grid offers its items.
static void siege_kit(MainFrame& frame, InputDriver& input) {
    input.press('2', wxMOD_CONTROL);
    require(frame.current_view() == MainFrame::siege_view, "Ctrl+2 did not bring the siege planner forward");
    const SiegeKit& fantasy = siege_kit_named("warmaster-fantasy-siege");
    const wxString fantasy_name = u(local_name(fantasy.name));
    bool offered = false;
    input.when_modal([&](wxWindow& dialog) {
        auto* kits = named_in<wxChoice>(dialog, "siege-kit");
        auto* name = named_in<wxTextCtrl>(dialog, "siege-plan-name");
        offered = kits != nullptr && name != nullptr && kits->FindString(fantasy_name) != wxNOT_FOUND && kits->GetCount() >= 2;
        if (!offered) {
            static_cast<wxDialog&>(dialog).EndModal(wxID_CANCEL);
            return;
        }
        input.focus(name);
        name->SelectAll();
        input.type("Middenheim");
        kits->SetFocus();
        input.settle(150);
        for (unsigned i = 0; i < kits->GetCount() && kits->GetStringSelection() != fantasy_name; ++i) input.press(WXK_DOWN);
        input.click(dialog.FindWindow(wxID_OK));
    });
    require(frame.run_command("siege.new"), "Siege → New siege plan could not run");
    input.settle(300);
    require(offered, "New siege plan does not offer the siege kits (the Fantasy chapter's among them) beside the name");
    SiegePanel& siege = frame.siege();
    require(siege.plan().kit_id == fantasy.id, "the plan was not drawn up with the Fantasy kit chosen: " + siege.plan().kit_id);
    require(siege.plan().name == "Middenheim", "the plan does not have the name typed: " + siege.plan().name);
    auto* items = dynamic_cast<wxGrid*>(find_named(&frame, "siege-items"));
    require(items != nullptr, "no purchases grid");
    require(items->GetNumberRows() == static_cast<int>(fantasy.items.size()), "the purchases grid does not hold the Fantasy kit's items");
    for (int row = 0; row < items->GetNumberRows(); ++row)
        require(items->GetCellValue(row, 1).StartsWith(u(local_name(fantasy.items[static_cast<std::size_t>(row)].name))),
                "row " + std::to_string(row) + " of the purchases grid is not the Fantasy kit's item: " + items->GetCellValue(row, 1).utf8_string());
    auto* title = dynamic_cast<WrappingHeading*>(find_named(&frame, "siege-title"));
    require(title != nullptr && title->text().Contains(fantasy_name), "the planner's title does not name the kit");
}

// File → Print the army summary writes the same PDF as `muster-cli print summary` (the core's
// print_army_summary with the preferences' paper and language): break point, shares, every unit.
static void print_summary(MainFrame& frame, InputDriver& input) {
    Scratch scratch("print-summary");
    input.press('1', wxMOD_CONTROL);
    require(frame.command_enabled("file.print-summary"), "File → Print the army summary is greyed with a roster open");
    const std::filesystem::path pdf = scratch.path / "summary.pdf";
    scripted_paths().push_back(pdf.string());
    require(frame.run_command("file.print-summary"), "File → Print the army summary could not run");
    input.settle(500);
    require(std::filesystem::exists(pdf), "Print the army summary wrote no PDF");
    const std::filesystem::path expected = scratch.path / "expected.pdf";
    print_army_summary(frame.builder().roster(), frame.lists(), print_settings(), expected);
    const std::string got = pdf_summary(pdf), wanted = pdf_summary(expected);
    require(!wanted.empty() && got == wanted,
            "the window's summary is not muster-cli print summary's:\n" + got.substr(0, 300) + "\n--- expected ---\n" + wanted.substr(0, 300));
}

// A Warmaster roster in the builder: its characters under a heading of their own, apart from
// the units, and the general among them marked.
static void warmaster_characters(MainFrame& frame, InputDriver& input) {
    input.press('1', wxMOD_CONTROL);
    const std::filesystem::path example = std::filesystem::path(frame.options().file).parent_path().parent_path().parent_path() / "warmaster-medieval" /
                                          "examples" / "dale-garrison-1000.roster.xml";
    require(frame.builder().open(example.string()), "the Warmaster example did not open");
    input.settle(300);
    auto* tree = dynamic_cast<wxTreeCtrl*>(find_named(&frame, "roster-tree"));
    require(tree != nullptr, "no roster tree");
    std::map<wxString, std::vector<wxString>> under;  // heading → its lines
    std::vector<wxString> headings;
    wxTreeItemIdValue cookie, inner;
    for (wxTreeItemId heading = tree->GetFirstChild(tree->GetRootItem(), cookie); heading.IsOk(); heading = tree->GetNextChild(tree->GetRootItem(), cookie)) {
        headings.push_back(tree->GetItemText(heading));
        for (wxTreeItemId line = tree->GetFirstChild(heading, inner); line.IsOk(); line = tree->GetNextChild(heading, inner))
            under[headings.back()].push_back(tree->GetItemText(line));
    }
    const GameSystem* system = frame.lists().system("warmaster-medieval");
    require(system != nullptr && system->layout("character") != nullptr, "no Warmaster Medieval system with characters");
    const wxString characters = u(local_name(system->layout("character")->name));
    const auto heading = std::find_if(headings.begin(), headings.end(), [&](const wxString& h) { return h.StartsWith(characters); });
    require(headings.size() == 2 && heading != headings.end(), "the roster tree does not group the characters under their own heading");
    const std::vector<wxString>& lines = under[*heading];
    const Roster& roster = frame.builder().roster();
    const Faction* faction = frame.lists().faction(roster.faction_id);
    const auto name_of = [&](const std::string& id) {
        const UnitEntry* entry = roster.find_entry(id).second;
        const UnitProfile* unit = entry && faction ? faction->unit(entry->unit_ref) : nullptr;
        return unit ? u(local_name(unit->name)) : wxString("?");
    };
    require(lines.size() == 2 && lines[0].StartsWith(name_of("u1")) && lines[1].StartsWith(name_of("u2")),
            "the characters' heading does not hold the castellan and the sergeant");
    const wxString marked = " ★ " + _("General");
    require(lines[0].Contains(marked) && !lines[1].Contains(marked),
            "the general (the castellan) is not the one marked: " + lines[0].utf8_string() + " / " + lines[1].utf8_string());
    // A heading is not a unit: selecting it selects no roster entry.
    tree->UnselectAll();
    tree->SelectItem(tree->GetFirstChild(tree->GetRootItem(), cookie));
    require(frame.builder().selected_entries().empty(), "selecting a heading selected roster entries");
}

// ONUS!: the cost from piece counts is the open design's, whatever is added, and a long wall is
// drawn whole inside its pane on a small screen.
static void onus_cost_and_drawing(MainFrame& frame, InputDriver& input) {
    input.press('4', wxMOD_CONTROL);
    frame.more_systems().show_page("onus");
    input.settle(300);
    OnusPage& page = frame.more_systems().onus();
    auto* new_design = dynamic_cast<wxButton*>(find_named(&frame, "command:onus.new"));
    require(new_design != nullptr, "no New design button");
    input.click(new_design);
    const onus::FortressRules& rules = bundled<onus::FortressRules>();
    auto* kind = dynamic_cast<wxChoice*>(find_named(&frame, "onus-piece-kind"));
    auto* add = dynamic_cast<wxButton*>(find_named(&frame, "command:onus.add-piece"));
    require(kind != nullptr && add != nullptr, "no piece choice or Add piece button");
    // A long straight wall, a gate and a tower: far wider than the pane is high.
    const std::vector<std::string> walk = {"wall",      "wall", "wall", "wall", "wall", "wall", "wall",  "wall", "wall", "wall",
                                           "gate-wall", "wall", "wall", "wall", "wall", "wall", "tower", "wall", "wall", "wall"};
    for (const std::string& piece : walk) {
        for (std::size_t i = 0; i < rules.pieces.size(); ++i)
            if (rules.pieces[i].kind == piece) kind->SetSelection(static_cast<int>(i));
        wxCommandEvent chosen(wxEVT_CHOICE, kind->GetId());  // as a choice made by hand: the turns it allows are offered
        chosen.SetInt(kind->GetSelection());
        chosen.SetEventObject(kind);
        kind->GetEventHandler()->ProcessEvent(chosen);
        input.click(add);
    }
    input.settle(300);
    require(page.draft().enclosure.size() == walk.size(), "Add piece did not place every piece");
    require(page.design().cost > 0 && page.counted_cost() == page.design().cost, "the cost from piece counts (" + std::to_string(page.counted_cost()) +
                                                                                     ") does not follow the open design (" +
                                                                                     std::to_string(page.design().cost) + ")");
    for (const auto& [piece, count] : page.design().counts) {
        auto* spin = dynamic_cast<wxSpinCtrl*>(find_named(&frame, "onus-count-" + piece));
        require(spin != nullptr && spin->GetValue() == count, "the count of " + piece + " is not the design's");
        require(!spin->IsEnabled(), "the count of " + piece + " can be typed apart from the design");
    }
    auto* drawing = dynamic_cast<OnusDrawing*>(find_named(&frame, "onus-drawing"));
    require(drawing != nullptr, "no drawing");
    drawing->Update();
    input.settle(200);
    const wxRect pane(wxPoint(0, 0), drawing->GetClientSize());
    require(!drawing->drawn().IsEmpty() && pane.Contains(drawing->drawn()),
            wxString::Format("the wall drawn (%d,%d %dx%d) does not fit its pane (%dx%d)", drawing->drawn().x, drawing->drawn().y, drawing->drawn().width,
                             drawing->drawn().height, pane.width, pane.height)
                .utf8_string());
}

// A small screen (800×560): the window opens centred within it on first start (no saved
// geometry), the siege planner keeps rows of its purchases grid in view, and every control of
// the siege planner and the campaign lies where its view can scroll to.
static void small_screen(MainFrame& frame, InputDriver& input) {
    input.settle(300);
    const int display = wxDisplay::GetFromWindow(&frame);
    const wxRect screen = wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
    const wxRect window = frame.GetScreenRect();
    const int left = window.x - screen.x, right = screen.GetRight() - window.GetRight();
    const int above = window.y - screen.y, below = screen.GetBottom() - window.GetBottom();
    require(std::abs(left - right) <= 60 && std::abs(above - below) <= 80,
            wxString::Format("the window is not centred on first start: %d px left, %d right, %d above, %d below", left, right, above, below).utf8_string());
    for (const int key : {'2', '3'}) {
        input.press(key, wxMOD_CONTROL);
        input.settle(300);
        wxWindow* page = dynamic_cast<wxNotebook*>(find_named(&frame, "views"))->GetCurrentPage();
        auto* scrolled = dynamic_cast<wxScrolledWindow*>(page);
        require(scrolled != nullptr, "the view in front (Ctrl+" + std::string(1, static_cast<char>(key)) + ") cannot scroll");
        const wxSize reachable = scrolled->GetVirtualSize();
        int unit_x = 1, unit_y = 1;
        scrolled->GetScrollPixelsPerUnit(&unit_x, &unit_y);
        const wxPoint scrolled_by(scrolled->GetViewStart().x * unit_x, scrolled->GetViewStart().y * unit_y);
        // Every control inside the area the view scrolls over, none squeezed below its size.
        std::function<void(wxWindow*)> check = [&](wxWindow* w) {
            for (wxWindow* child : w->GetChildren()) {
                if (!child->IsShown() || child->IsTopLevel()) continue;
                const wxRect at(scrolled->ScreenToClient(child->GetScreenPosition()) + scrolled_by, child->GetSize());
                require(at.GetRight() <= reachable.x + 2 && at.GetBottom() <= reachable.y + 2,
                        "a control (" + child->GetName().utf8_string() + ") lies beyond where the view scrolls");
                check(child);
            }
        };
        check(scrolled);
    }
    input.press('2', wxMOD_CONTROL);
    input.settle(200);
    auto* items = dynamic_cast<wxGrid*>(find_named(&frame, "siege-items"));
    require(items != nullptr, "no purchases grid");
    const int rows_in_view = (items->GetClientSize().y - items->GetColLabelSize()) / std::max(1, items->GetDefaultRowSize());
    require(rows_in_view >= 4, "the siege purchases grid shows " + std::to_string(rows_in_view) + " rows at 800×560");
}

}  // namespace campaign_and_siege_tests

bool run_campaign_and_siege_test(MainFrame& frame, InputDriver& input, const std::string& name) {
    const std::map<std::string, std::function<void(MainFrame&, InputDriver&)>> tests = {
        {"battle-by-system", campaign_and_siege_tests::battle_by_system},
        {"campaign-corrections", campaign_and_siege_tests::corrections},
        {"siege-kit", campaign_and_siege_tests::siege_kit},
        {"print-summary", campaign_and_siege_tests::print_summary},
        {"warmaster-characters", campaign_and_siege_tests::warmaster_characters},
        {"onus-cost", campaign_and_siege_tests::onus_cost_and_drawing},
        {"small-screen", campaign_and_siege_tests::small_screen},
    };
    const auto test = tests.find(name);
    if (test == tests.end()) return false;
    test->second(frame, input);
    return true;
}

}  // namespace muster::ui
