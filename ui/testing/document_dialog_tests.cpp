// Real-input tests of the documents' dialogs (issue 32, "Documents and dialogs"): file dialogs
// that propose the document's own name and folder, one dialog per action, the unsaved-changes
// question's buttons, and dialogs without minimise or maximise buttons. Registered in
// ui_tests.cpp's run_ui_test; each is a ctest entry of its own.
#include "testing/document_dialog_tests.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <memory>
#include <vector>

#include <wx/button.h>
#include <wx/config.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/listctrl.h>
#include <wx/spinctrl.h>
#include <wx/settings.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/treectrl.h>

#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "muster/campaign/campaign.hpp"
#include "muster/siege/siege_plan.hpp"
#include "testing/input_driver.hpp"
#include "testing/test_checks.hpp"
#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"
#include "views/more_systems_panel.hpp"
#include "views/siege_panel.hpp"
#include "views/tower_page.hpp"
#include "views/onus_page.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/siege_tower/tower_level_lines.hpp"
#include "muster/text/render.hpp"

namespace muster::ui {

namespace document_dialog_tests {

namespace fs = std::filesystem;

template <class T>
T* named_in(wxWindow& top, const char* name) {
    return dynamic_cast<T*>(find_named(&top, name));
}

/// A shell word holding `text` as it is.
static std::string quoted(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

/// What the window manager lets the user do with a top-level window (_NET_WM_ALLOWED_ACTIONS),
/// found by its title; "" without a window manager.
static std::string allowed_actions(wxWindow& window) {
    const std::string info = output_of("xwininfo -name " + quoted(window.GetLabel().utf8_string()) + " 2>/dev/null");
    const auto id = info.find("Window id: ");
    if (id == std::string::npos) return {};
    const std::string xid = info.substr(id + 11, info.find(' ', id + 11) - id - 11);
    return output_of("xprop -id " + xid + " _NET_WM_ALLOWED_ACTIONS 2>/dev/null");
}

/// Fails when the window manager offers to minimise or maximise a dialog.
static void require_no_minimise_maximise(wxWindow& dialog, const std::string& which) {
    const std::string actions = allowed_actions(dialog);
    if (actions.find("_NET_WM_ACTION") == std::string::npos) return;  // no window manager to ask
    require(actions.find("MINIMIZE") == std::string::npos && actions.find("MAXIMIZE") == std::string::npos,
            which + " can be minimised or maximised: " + actions);
}

/// Runs a command that shows one dialog; `fill` answers it with keys (it returns false when the
/// dialog is not the one expected, which is then cancelled).
static void one_dialog(MainFrame& frame, InputDriver& input, const std::string& command, const std::string& what, const std::function<bool(wxWindow&)>& fill) {
    bool filled = false;
    std::string failed;  // a check failed inside the dialog: thrown once it is closed, never through its event loop
    input.when_modal([&](wxWindow& dialog) {
        try {
            filled = fill(dialog);
        } catch (const UiTestFailed& e) { failed = e.what(); }
        if (!filled || !failed.empty()) static_cast<wxDialog&>(dialog).EndModal(wxID_CANCEL);
    });
    require(frame.run_command(command), command + " could not run");
    input.settle(300);
    require(failed.empty(), failed);
    require(!input.modal_failed(), what + ": no dialog came, or it stayed open");
    require(filled, what + " is not asked in one dialog holding every field");
    require(modal_dialog() == nullptr, what + " asked a second dialog");
}

/// Gives a choice the focus without opening its list (a click would), then presses Down until
/// `chosen` holds, at most `most` times.
static void down_until(InputDriver& input, wxChoice* choice, const std::function<bool()>& chosen, int most = 20) {
    choice->SetFocus();
    input.settle(150);
    for (int i = 0; i < most && !chosen(); ++i) input.press(WXK_DOWN);
}

/// Selects all of a field's text (Ctrl+A) and types over it.
static void type_into(InputDriver& input, wxWindow* field, const wxString& text) {
    input.focus(field);
    if (auto* entry = dynamic_cast<wxTextEntry*>(field)) entry->SelectAll();
    else input.press('A', wxMOD_CONTROL);
    input.type(text);
}

// Save As, Export and the siege plan's rosters propose the document's own name and start in its
// folder, or the folder last used, never the working directory.
static void file_dialogs(MainFrame& frame, InputDriver& input, const std::string& file) {
    Scratch scratch("document-dialogs");
    Scratch elsewhere("document-dialogs-cwd");
    fs::current_path(elsewhere.path);
    BuilderPanel& builder = frame.builder();
    input.press('1', wxMOD_CONTROL);
    require(builder.path() == file, "the roster given on the command line is not open");
    const std::string examples = fs::path(file).parent_path().string();

    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);  // nothing scripted: cancelled, the request is kept
    require(last_path_request().name == "french-legal.roster.xml",
            "Save As proposes " + last_path_request().name.utf8_string() + ", not the roster's own file name");
    require(last_path_request().folder == examples, "Save As starts in " + last_path_request().folder + ", not the roster's folder");
    input.press('E', wxMOD_CONTROL);
    require(last_path_request().name == "french-legal.pdf", "Export proposes " + last_path_request().name.utf8_string() + ", not french-legal.pdf");
    require(last_path_request().folder == examples, "Export starts in " + last_path_request().folder + ", not the roster's folder");

    // A roster without a file: its army's name, in the folder last used.
    remember_folder_of((scratch.path / "chosen.roster.xml").string());
    builder.new_roster(builder.roster().faction_id, 1000, "Formigny");
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    require(last_path_request().name == "Formigny.roster.xml", "Save As of a new roster proposes " + last_path_request().name.utf8_string());
    require(last_path_request().folder == scratch.path.string(),
            "Save As of a new roster starts in " + last_path_request().folder + ", not the folder last used");
    input.press('E', wxMOD_CONTROL);
    require(last_path_request().name == "Formigny.pdf", "Export of a new roster proposes " + last_path_request().name.utf8_string());
    require(last_path_request().folder != elsewhere.path.string(), "a file dialog starts in the working directory");

    // The siege plan: its name; the folder of the file just chosen becomes the last used.
    input.press('2', wxMOD_CONTROL);
    SiegePanel& siege = frame.siege();
    if (siege.path().empty()) {
        require(siege.apply("Name", [](SiegePlan& p) { p.name = "Siège d'Orléans"; }), "the plan was not renamed");
        input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
        require(last_path_request().name == wxString::FromUTF8("Siège d'Orléans.siege.xml"),
                "Save As of the siege plan proposes " + last_path_request().name.utf8_string());
    }
    Scratch saved("document-dialogs-saved");
    scripted_paths().push_back((saved.path / "orleans").string());
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    require(fs::exists(saved.path / "orleans.siege.xml"), "the plan was not saved where chosen");
    input.press('O', wxMOD_CONTROL);
    require(last_path_request().folder == saved.path.string(), "Open starts in " + last_path_request().folder + ", not the folder last used");
}

// Each action asks everything it needs in one dialog, answered here by keys.
static void one_dialog_per_action(MainFrame& frame, InputDriver& input) {
    Scratch scratch("one-dialog");
    BuilderPanel& builder = frame.builder();
    const std::string faction = builder.roster().faction_id;

    // New roster: the army list (the open roster's preselected), the points and the army's name.
    one_dialog(frame, input, "file.new", "New roster", [&](wxWindow& dialog) {
        auto* list = named_in<wxChoice>(dialog, "roster-list");
        auto* points = named_in<wxSpinCtrl>(dialog, "roster-points");
        auto* name = named_in<wxTextCtrl>(dialog, "roster-name");
        if (!list || !points || !name) return false;
        require_no_minimise_maximise(dialog, "the New roster dialog");
        type_into(input, points, "1500");
        type_into(input, name, "Formigny");
        input.press(WXK_RETURN);
        return true;
    });
    require(builder.roster().name == "Formigny" && builder.roster().faction_id == faction && builder.roster().points_limit == 1500,
            "New roster did not make 'Formigny', 1500 points, of the open roster's list: " + builder.roster().name);

    // A fortification section: kind, length, structure; a gate's structure is fixed, never rolled.
    input.press('2', wxMOD_CONTROL);
    const std::size_t sections = frame.siege().plan().sections.size();
    one_dialog(frame, input, "siege.add-section", "Add a section", [&](wxWindow& dialog) {
        auto* kind = named_in<wxChoice>(dialog, "section-kind");
        auto* length = named_in<wxSpinCtrl>(dialog, "section-length");
        auto* structure = named_in<wxSpinCtrl>(dialog, "section-structure");
        if (!kind || !length || !structure) return false;
        require(structure->GetMin() == 0, "a wall's structure cannot be left at 0 to roll it");
        down_until(input, kind, [&] { return kind->GetSelection() + 1 == static_cast<int>(kind->GetCount()); });  // the gate, last
        require(structure->GetMin() >= 3 && structure->GetValue() >= 3, "the gate's structure is still offered to roll (0)");
        type_into(input, length, "12");
        input.press(WXK_RETURN);
        return true;
    });
    const auto& added = frame.siege().plan().sections;
    require(added.size() == sections + 1, "Add a section did not add one");
    require(added.back().kind == "gate" && added.back().length_cm == 12 && !added.back().rolled && added.back().structure >= 3,
            "the section added is not a 12 cm gate of its fixed structure");

    // New campaign: its name, game system and file (following the name) in one dialog.
    remember_folder_of((scratch.path / "any").string());
    one_dialog(frame, input, "campaign.new", "New campaign", [&](wxWindow& dialog) {
        auto* name = named_in<wxTextCtrl>(dialog, "campaign-name");
        auto* file = named_in<wxTextCtrl>(dialog, "campaign-file");
        auto* system = named_in<wxChoice>(dialog, "campaign-system");
        if (!name || !system || !file) return false;
        type_into(input, name, "Loire 1429");
        // The roster's game system, chosen with the keys.
        const wxString wanted = u(local_name(frame.lists().system(frame.lists().faction(faction)->system_id)->name));
        down_until(input, system, [&] { return system->GetStringSelection() == wanted; });
        require(system->GetStringSelection() == wanted, "the roster's game system could not be chosen for the campaign");
        input.focus(name);
        require(file->GetValue() == u((scratch.path / "Loire 1429.muster-campaign").string()),
                "the campaign's file does not follow its name in the last used folder: " + file->GetValue().utf8_string());
        input.press(WXK_RETURN);
        return true;
    });
    Campaign* campaign = frame.campaign().campaign();
    require(campaign && frame.campaign().path() == (scratch.path / "Loire 1429.muster-campaign").string(), "the new campaign is not open from its file");
    require(campaign->info().name == "Loire 1429", "the new campaign is not named as typed");

    // Add an army: the player, the list and the name in one dialog.
    require(frame.campaign().add_player("Jeanne"), "the player was not added");
    one_dialog(frame, input, "campaign.add-army", "Add an army", [&](wxWindow& dialog) {
        auto* name = named_in<wxTextCtrl>(dialog, "army-name");
        if (!name || !named_in<wxChoice>(dialog, "army-player") || !named_in<wxChoice>(dialog, "army-list")) return false;
        type_into(input, name, "Host of the Loire");
        input.press(WXK_RETURN);
        return true;
    });
    const auto armies = campaign->armies();
    require(!armies.empty() && armies.back().name == "Host of the Loire" && armies.back().faction == faction,
            "Add an army did not add the army named, of the roster's list");
}

// The unsaved-changes question: "Don't save", "Cancel", "Save" from left to right, Save the
// default, Escape cancels, Enter saves.
static void save_changes(MainFrame& frame, InputDriver& input) {
    Scratch scratch("save-changes");
    BuilderPanel& builder = frame.builder();
    input.press('1', wxMOD_CONTROL);
    scripted_paths().push_back((scratch.path / "mine").string());
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    const fs::path saved = scratch.path / "mine.roster.xml";
    require(builder.path() == saved.string(), "the roster was not saved into the test's folder");
    require(builder.apply("Rename", [](Roster& r) { r.name = "Changed"; }) && builder.dirty(), "the roster did not change");

    keep_told_messages() = false;  // the real question, as a player sees it
    bool checked = false;
    std::string actions;
    input.when_modal([&](wxWindow& dialog) {
        auto* dont = named_in<wxButton>(dialog, "save-changes-dont");
        auto* cancel = named_in<wxButton>(dialog, "save-changes-cancel");
        auto* save = named_in<wxButton>(dialog, "save-changes-save");
        if (!dont || !cancel || !save) return;
        const int y = dont->GetScreenPosition().y;
        checked = dont->GetScreenPosition().x < cancel->GetScreenPosition().x && cancel->GetScreenPosition().x < save->GetScreenPosition().x &&
                  cancel->GetScreenPosition().y == y && save->GetScreenPosition().y == y && static_cast<wxDialog&>(dialog).GetDefaultItem() == save;
        actions = allowed_actions(dialog);
        input.press(WXK_ESCAPE);
    });
    const bool discarded = frame.confirm_discard(builder);
    require(checked, "the unsaved-changes dialog does not show Don't save, Cancel, Save in that order with Save the default");
    require(!discarded && builder.dirty(), "Escape on the unsaved-changes dialog did not cancel");
    require(actions.find("MINIMIZE") == std::string::npos && actions.find("MAXIMIZE") == std::string::npos,
            "the unsaved-changes dialog can be minimised or maximised: " + actions);

    input.when_modal([&](wxWindow&) { input.press(WXK_RETURN); });
    const bool saved_first = frame.confirm_discard(builder);
    keep_told_messages() = true;
    require(saved_first && !builder.dirty(), "Enter on the unsaved-changes dialog did not save");
    std::ifstream written(saved);
    const std::string text((std::istreambuf_iterator<char>(written)), std::istreambuf_iterator<char>());
    require(text.find("Changed") != std::string::npos, "the roster saved is not the changed one");
}

// The campaign's log names the player chosen at this window, once per campaign file, remembered
// when the campaign is opened again; and a siege started this month is in its first month.
static void campaign_user(MainFrame& frame, InputDriver& input) {
    Scratch scratch("campaign-user");
    input.press('3', wxMOD_CONTROL);
    CampaignPanel& panel = frame.campaign();
    const fs::path file = scratch.path / "loire.muster-campaign";
    require(panel.create(file.string(), "Loire", "hail-caesar-hyw"), "the campaign was not created");
    require(panel.add_player("Jeanne") && panel.add_player("Talbot"), "the players were not added");
    auto* user = named_in<wxChoice>(frame, "campaign-user");
    require(user != nullptr, "the campaign view does not ask who is at the window");
    require(user->GetCount() == 2, "'You are' does not offer the campaign's players");
    down_until(
        input, user, [&] { return user->GetStringSelection() == "Talbot"; }, 4);
    require(user->GetStringSelection() == "Talbot", "Talbot could not be chosen in 'You are' with the keys");
    require(panel.add_player("Dunois"), "the third player was not added");
    require(panel.campaign()->log().back().actor == "Talbot", "the log names " + panel.campaign()->log().back().actor + " as who added the player, not Talbot");
    // Opened again (as on another day): still Talbot, without asking.
    require(panel.open_default() && panel.open(file.string()), "the campaign could not be opened again");
    require(panel.actor() == "Talbot" && named_in<wxChoice>(frame, "campaign-user")->GetStringSelection() == "Talbot",
            "the player chosen at this window was not remembered for the campaign");
}

// A campaign army's version opened in the builder says which campaign, army and version it is,
// and Save (Ctrl+S) offers to save it as the army's next version.
static void campaign_version(MainFrame& frame, InputDriver& input) {
    Scratch scratch("campaign-version");
    BuilderPanel& builder = frame.builder();
    const Roster roster = builder.roster();
    input.press('3', wxMOD_CONTROL);
    CampaignPanel& panel = frame.campaign();
    require(panel.create((scratch.path / "cent-ans.muster-campaign").string(), "Cent Ans", "hail-caesar-hyw"), "the campaign was not created");
    require(panel.add_player("Jeanne"), "the player was not added");
    require(panel.add_army(panel.campaign()->players().at(0).id, "Ost", roster.faction_id), "the army was not added");
    const std::int64_t army = panel.campaign()->armies().at(0).id;
    require(panel.save_roster_version(army, roster, "muster"), "the first version was not saved");
    auto* history = named_in<wxListCtrl>(frame, "campaign-history");
    require(history && history->GetItemCount() == 1, "the army's history does not show its version");
    history->SetItemState(0, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    input.settle(200);
    require(frame.run_command("campaign.open-version"), "Open the selected version could not run");
    input.settle(300);
    require(frame.current_view() == MainFrame::builder_view, "the version did not open in the builder");
    auto* origin = named_in<wxStaticText>(frame, "builder-campaign-version");
    require(origin && origin->IsShownOnScreen(), "the builder does not say the roster is a campaign version");
    const wxString said = origin->GetLabel();
    require(said.Contains("Ost") && said.Contains("Cent Ans") && said.Contains("1"),
            "the builder does not say which campaign, army and version: " + said.utf8_string());
    require(frame.GetTitle().Contains("Ost"), "the title does not name the army's version: " + frame.GetTitle().utf8_string());

    const std::size_t units = builder.roster().unit_count();
    builder.select_entry(builder.roster().divisions.front().units.front().id);
    require(frame.run_command("roster.duplicate") && builder.roster().unit_count() == units + 1, "the unit was not duplicated");
    scripted_answers().push_back(wxYES);  // "Save as the army's next version"
    const std::size_t told = told_messages().size();
    input.press('S', wxMOD_CONTROL);
    require(told_messages().size() == told + 1, "Ctrl+S on a campaign version did not offer to save it as the army's next version");
    const auto versions = panel.campaign()->history(army);
    require(versions.size() == 2, "Save did not add the army's next version");
    require(!builder.dirty(), "after saving as the next version the roster is still marked changed");
    require(origin->GetLabel().Contains("2"), "the builder does not say it is version 2 now: " + origin->GetLabel().utf8_string());
}

// The first start: with no recent file, a new roster and a word on what the window holds and how
// to start another faction's; with one, the last document worked on instead.
static void first_start(MainFrame& frame, InputDriver& input) {
    Scratch scratch("first-start");
    BuilderPanel& builder = frame.builder();
    wxConfigBase::Get()->DeleteGroup("/recent");
    frame.recent().load();
    frame.open_start_document();
    input.settle(300);
    auto* hint = named_in<wxStaticText>(frame, "builder-campaign-version");
    require(hint && hint->IsShownOnScreen(), "the first start says nothing about what the window holds");
    require(hint->GetLabel().Contains("Ctrl+N") && hint->GetLabel().Contains("Ctrl+3"),
            "the first start does not say how to start another faction's roster: " + hint->GetLabel().utf8_string());
    // After a roster was saved, the next start opens it rather than a new one.
    scripted_paths().push_back((scratch.path / "formigny").string());
    input.press('S', wxMOD_CONTROL | wxMOD_SHIFT);
    const std::string saved = (scratch.path / "formigny.roster.xml").string();
    require(builder.path() == saved, "the roster was not saved");
    require(!hint->IsShown(), "the first start's word stays once the roster is saved");
    builder.new_roster(builder.roster().faction_id, 500, "Other");
    frame.open_start_document();
    require(builder.path() == saved, "the start did not open the last document worked on, but " + builder.path());
}

// The battle dialog's "Troops left" start at each army's points as it took the field, not at 0.
static void battle_troops_left(MainFrame& frame, InputDriver& input) {
    Scratch scratch("battle-troops-left");
    const Roster roster = frame.builder().roster();
    input.press('3', wxMOD_CONTROL);
    CampaignPanel& panel = frame.campaign();
    // Troops left are victory points: a campaign of WFB3, which scores them (its armies added through the core).
    require(panel.create((scratch.path / "c.muster-campaign").string(), "Cent Ans", "warhammer-fantasy-3"), "the campaign was not created");
    require(panel.add_player("Jeanne") && panel.add_player("Talbot"), "the players were not added");
    const auto players = panel.campaign()->players();
    panel.campaign()->add_army(players.at(0).id, "Ost", roster.faction_id, "test");
    panel.campaign()->add_army(players.at(1).id, "Host", roster.faction_id, "test");
    for (const ArmyRecord& army : panel.campaign()->armies()) require(panel.save_roster_version(army.id, roster, "muster"), "the version was not saved");
    const double points = panel.campaign()->history(panel.campaign()->armies().at(0).id).back().points;
    bool checked = false;
    input.when_modal([&](wxWindow& dialog) {
        auto* first = named_in<wxSpinCtrl>(dialog, "battle-surviving-first");
        auto* second = named_in<wxSpinCtrl>(dialog, "battle-surviving-second");
        checked = first && second && first->GetValue() == static_cast<int>(std::lround(points)) && second->GetValue() == first->GetValue();
        input.press(WXK_ESCAPE);
    });
    input.press('B', wxMOD_CONTROL);
    input.settle(300);
    require(checked, "the battle dialog's troops left do not start at the armies' points (" + std::to_string(points) + ")");
}

/// The items of a dialog's choice, in order.
static std::vector<wxString> items_of(wxWindow& dialog, const char* name) {
    std::vector<wxString> items;
    if (auto* choice = named_in<wxChoice>(dialog, name))
        for (unsigned i = 0; i < choice->GetCount(); ++i) items.push_back(choice->GetString(i));
    return items;
}

// The two card dialogs offer the same choices in the same order, and the unit cards are printed
// on the paper chosen there.
static void card_dialogs(MainFrame& frame, InputDriver& input) {
    Scratch scratch("card-dialogs");
    input.press('1', wxMOD_CONTROL);
    std::vector<std::vector<wxString>> reference;
    input.when_modal([&](wxWindow& dialog) {
        for (const char* name : {"card-layout", "card-paper", "card-language"}) reference.push_back(items_of(dialog, name));
        input.press(WXK_ESCAPE);
    });
    input.press('P', wxMOD_CONTROL);
    input.settle(300);
    require(reference.size() == 3 && !reference[0].empty(), "Print a card did not show its layout, paper and language");
    bool same = false;
    scripted_paths().push_back((scratch.path / "cards.pdf").string());
    one_dialog(frame, input, "file.print-unit-cards", "Print unit cards", [&](wxWindow& dialog) {
        same = items_of(dialog, "unit-cards-layout") == reference[0] && items_of(dialog, "unit-cards-paper") == reference[1] &&
               items_of(dialog, "unit-cards-language") == reference[2];
        auto* paper = named_in<wxChoice>(dialog, "unit-cards-paper");
        if (!paper) return false;
        down_until(
            input, paper, [&] { return paper->GetSelection() == 1; }, 2);  // US Letter
        input.press(WXK_RETURN);
        return true;
    });
    require(same, "Print unit cards does not offer the layouts, papers and languages of Print a card in the same order");
    for (int i = 0; i < 50 && !fs::exists(scratch.path / "cards.pdf"); ++i) input.settle(100);
    const std::string info = output_of("pdfinfo '" + (scratch.path / "cards.pdf").string() + "' 2>/dev/null | grep 'Page size'");
    require(info.find("612 x 792") != std::string::npos, "the unit cards are not on the US Letter chosen: " + info);
}

// The catalogue shows the roster's own list first and open, the others greyed and folded; a search
// finds within the roster's list first.
static void catalogue(MainFrame& frame, InputDriver& input) {
    input.press('1', wxMOD_CONTROL);
    BuilderPanel& builder = frame.builder();
    const Faction* own = frame.lists().faction(builder.roster().faction_id);
    require(own != nullptr, "the roster's list is not known");
    auto* browser = named_in<wxTreeCtrl>(frame, "unit-browser");
    require(browser != nullptr, "no catalogue");
    wxTreeItemIdValue cookie;
    const wxTreeItemId system = browser->GetFirstChild(browser->GetRootItem(), cookie);
    require(system.IsOk() && browser->GetItemText(system) == u(local_name(frame.lists().system(own->system_id)->name)),
            "the catalogue does not start with the roster's game system");
    wxTreeItemIdValue inner;
    const wxTreeItemId first = browser->GetFirstChild(system, inner);
    require(first.IsOk() && browser->GetItemText(first) == u(local_name(own->name)) && browser->IsExpanded(first),
            "the catalogue does not show the roster's own list first, open: " + browser->GetItemText(first).utf8_string());
    const wxTreeItemId other = browser->GetNextChild(system, inner);
    if (other.IsOk()) {
        require(!browser->IsExpanded(other), "another faction's list is open beside the roster's own");
        require(browser->GetItemTextColour(other) == wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT), "another faction's list is not greyed");
    }
    auto* search = named_in<wxSearchCtrl>(frame, "unit-search");
    require(search && input.focus(search), "the search box does not take the focus");
    search->SelectAll();
    input.type("a");
    input.press(WXK_DOWN);
    const wxTreeItemId found = browser->GetSelection();
    require(found.IsOk() && browser->GetItemParent(found) == browser->GetFirstChild(browser->GetFirstChild(browser->GetRootItem(), cookie), inner),
            "the search does not find within the roster's list first");
}

// The siege tower page takes what `muster-cli tower check` takes — the rampart attacked, the
// winch operators, the pushers fighting, the distance — and shows its verdict and level lines.
static void tower_parity(MainFrame& frame, InputDriver& input) {
    input.press('4', wxMOD_CONTROL);
    frame.more_systems().show_page("tower");
    input.settle(300);
    TowerPage& page = frame.more_systems().tower();
    auto* rampart = named_in<wxChoice>(page, "tower-rampart-level");
    auto* winch = named_in<wxSpinCtrl>(page, "tower-winch");
    auto* engaged = named_in<wxSpinCtrl>(page, "tower-engaged-pushers");
    auto* distance = named_in<wxSpinCtrl>(page, "tower-rampart-distance");
    auto* pushers = named_in<wxSpinCtrl>(page, "tower-pushers");
    require(rampart && winch && engaged && distance && pushers, "the tower page lacks the rampart level, winch, fighting pushers or distance");
    down_until(
        input, rampart, [&] { return rampart->GetSelection() + 1 == static_cast<int>(rampart->GetCount()); }, 4);  // the highest rampart
    type_into(input, pushers, "6");
    type_into(input, engaged, "2");
    type_into(input, winch, "1");
    type_into(input, distance, "1");
    input.press(WXK_TAB);
    const siege_tower::TowerRules& rules = bundled<siege_tower::TowerRules>();
    siege_tower::Loadout loadout;
    loadout.aboard = std::vector<int>(rules.level_capacity.size(), 0);
    loadout.pushers = 6;
    loadout.engaged_pushers = 2;
    loadout.winch_operators = 1;
    loadout.rampart_distance = 1;
    loadout.rampart_level = rules.ramparts.back().level;
    const siege_tower::TowerVerdict expected = siege_tower::check_loadout(rules, loadout);
    const siege_tower::TowerVerdict& shown = page.verdict();
    require(shown.rampart_level == expected.rampart_level && shown.movement == expected.movement && shown.legal == expected.legal &&
                shown.report.diagnostics().size() == expected.report.diagnostics().size(),
            "the tower page's verdict is not `tower check`'s for the same loadout (rampart " + std::to_string(shown.rampart_level) + ", " +
                std::to_string(shown.movement) + " MP against " + std::to_string(expected.movement) + ")");
    wxString details;
    const std::function<void(wxWindow&)> gather = [&](wxWindow& window) {
        for (wxWindow* child : window.GetChildren()) {
            if (auto* text = dynamic_cast<wxTextCtrl*>(child)) details += text->GetValue();
            gather(*child);
        }
    };
    gather(page);
    for (const Message& line : siege_tower::level_lines(expected))
        require(details.Contains(u(render_message(line, interface_language()))),
                "the tower page does not show the line `tower check` prints: " + render_message(line, interface_language()));
}

// A corner of an ONUS! wall always turns: chosen with the keys, the way it goes offers no "straight".
static void onus_corner(MainFrame& frame, InputDriver& input) {
    input.press('4', wxMOD_CONTROL);
    frame.more_systems().show_page("onus");
    input.settle(300);
    OnusPage& page = frame.more_systems().onus();
    input.click(named_in<wxButton>(frame, "command:onus.new"));
    auto* kind = named_in<wxChoice>(frame, "onus-piece-kind");
    auto* turn = named_in<wxChoice>(frame, "onus-piece-turn");
    require(kind && turn, "the designer lacks its piece and turn choices");
    const onus::FortressRules& rules = bundled<onus::FortressRules>();
    std::size_t corner = rules.pieces.size();
    for (std::size_t i = 0; i < rules.pieces.size(); ++i)
        if (rules.pieces[i].bend == onus::Bend::always) corner = i;
    require(corner < rules.pieces.size(), "the rules have no piece that always turns");
    down_until(
        input, kind, [&] { return kind->GetSelection() >= static_cast<int>(corner); }, 8);
    require(kind->GetSelection() == static_cast<int>(corner), "the corner could not be chosen with the keys");
    for (unsigned i = 0; i < turn->GetCount(); ++i) require(turn->GetString(i) != _("straight"), "a corner may still be added straight");
    input.click(named_in<wxButton>(frame, "command:onus.add-piece"));
    require(page.draft().enclosure.size() == 1 && page.draft().enclosure.back().turn != onus::Turn::none, "the corner added does not turn");
}

}  // namespace document_dialog_tests

bool run_document_dialog_test(MainFrame& frame, InputDriver& input, const std::string& name, const std::string& file, bool& known) {
    using namespace document_dialog_tests;
    const std::map<std::string, std::function<void()>> tests = {
        {"file-dialogs", [&] { file_dialogs(frame, input, file); }},
        {"one-dialog", [&] { one_dialog_per_action(frame, input); }},
        {"save-changes", [&] { save_changes(frame, input); }},
        {"campaign-user", [&] { campaign_user(frame, input); }},
        {"campaign-version", [&] { campaign_version(frame, input); }},
        {"first-start", [&] { first_start(frame, input); }},
        {"battle-troops-left", [&] { battle_troops_left(frame, input); }},
        {"card-dialogs", [&] { card_dialogs(frame, input); }},
        {"catalogue", [&] { catalogue(frame, input); }},
        {"tower-parity", [&] { tower_parity(frame, input); }},
        {"onus-corner", [&] { onus_corner(frame, input); }},
    };
    const auto test = tests.find(name);
    known = test != tests.end();
    if (known) test->second();
    return known;
}

}  // namespace muster::ui
