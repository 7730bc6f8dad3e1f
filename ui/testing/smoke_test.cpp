// What the window does under test: a screenshot of itself, and the smoke test, which drives the
// builder, the siege planner and the campaign through the same calls the menus make.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <wx/menu.h>
#include <wx/dcscreen.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/dialog.h>
#include <wx/grid.h>
#include <wx/notebook.h>

#include "testing/test_checks.hpp"
#include "views/builder_panel.hpp"
#include "views/campaign_panel.hpp"
#include "app/interface_language.hpp"
#include "app/main_frame.hpp"
#include "views/more_systems_panel.hpp"
#include "muster/import/import_messages.hpp"
#include "muster/onus/fortress.hpp"
#include "muster/roster/army_body.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/siege_tower/siege_tower.hpp"
#include "muster/text/render.hpp"
#include "muster/util/data_paths.hpp"
#include "muster/wfb3/wfb3_army.hpp"
#include "views/onus_page.hpp"
#include "views/siege_panel.hpp"
#include "app/tell_user.hpp"
#include "views/tower_page.hpp"
#include "views/wfb3_page.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

namespace fs = std::filesystem;

void MainFrame::take_screenshot(const std::string& file, bool whole_screen) {
    // A dialog open over the window (the share preview) stays in front of it.
    bool dialog_open = false;
    for (wxWindow* top : wxTopLevelWindows)
        if (auto* dialog = dynamic_cast<wxDialog*>(top); dialog && dialog->IsModal()) dialog_open = true;
    if (!dialog_open) Raise();
    // Until GTK has laid out and painted what the first layouts moved (the splitter, the labels):
    // frames come on its clock, so yielding alone can shoot the window half drawn.
    for (int i = 0; i < 40; ++i) {
        wxYield();
        wxMilliSleep(25);
    }
    if (whole_screen) {  // as the player sees it: the window manager has placed the window
        wxMilliSleep(1500);
        for (int i = 0; i < 20; ++i) wxYield();
        wxScreenDC display;
        const wxSize size = display.GetSize();
        wxBitmap bitmap(size.x, size.y);
        wxMemoryDC memory(bitmap);
        memory.Blit(0, 0, size.x, size.y, &display, 0, 0);
        memory.SelectObject(wxNullBitmap);
        exit_status() = bitmap.SaveFile(u(file), wxBITMAP_TYPE_PNG) ? 0 : 1;
        return;
    }
    wxClientDC screen(this);
    const wxSize size = GetClientSize();
    wxBitmap bitmap(size.x, size.y);
    wxMemoryDC memory(bitmap);
    memory.Blit(0, 0, size.x, size.y, &screen, 0, 0);
    memory.SelectObject(wxNullBitmap);
    exit_status() = bitmap.SaveFile(u(file), wxBITMAP_TYPE_PNG) ? 0 : 1;
}

bool MainFrame::run_smoke_test(const std::string& roster_file) {
    auto fail = [](const std::string& why) {
        std::fprintf(stderr, "smoke test failed: %s\n", why.c_str());
        return false;
    };
    const Scratch scratch_folder("smoke-test");
    const fs::path& scratch = scratch_folder.path;

    // The interface speaks the language asked for.
    if (options_.language == "fr" && views_->GetPageText(0) == "Army builder") return fail("the French catalogue was not loaded");
    if (options_.language == "en" && views_->GetPageText(0) != "Army builder") return fail("English was asked for");

    // Army builder: open, edit, undo, redo, copy and paste, drag a unit, options, save, reread.
    if (roster_file.empty() || !builder_->open(roster_file)) return fail("cannot open " + roster_file);
    const std::size_t units = builder_->roster().unit_count();
    const Faction* faction = lists_->faction(builder_->roster().faction_id);
    if (!faction) return fail("unknown faction");
    const std::string first_division = builder_->roster().divisions.front().id;
    const std::string last_division = builder_->roster().divisions.back().id;
    if (!builder_->apply("Add unit", [&](Roster& r) { add_unit(r, *faction, first_division, faction->units.front().id); })) return fail("the edit was refused");
    if (builder_->roster().unit_count() != units + 1 || !builder_->dirty()) return fail("the edit did not show");
    builder_->undo();
    if (builder_->roster().unit_count() != units) return fail("undo did not restore the roster");
    builder_->redo();
    if (builder_->roster().unit_count() != units + 1) return fail("redo did not reapply the edit");

    const std::string with_option = [&] {
        for (const Division& d : builder_->roster().divisions)
            for (const UnitEntry& e : d.units)
                if (!e.options.empty()) return e.id;
        return std::string();
    }();
    if (with_option.empty()) return fail("the fixture should hold a unit with an option");
    builder_->select_entry(with_option);
    const std::string copied = builder_->selection_as_clipboard_text();
    builder_->select_entry(last_division);
    if (!builder_->paste_text(copied)) return fail("paste was refused");
    const UnitEntry pasted = builder_->roster().divisions.back().units.back();
    if (builder_->roster().unit_count() != units + 2 || pasted.options != builder_->roster().find_entry(with_option).second->options)
        return fail("the pasted unit is not a copy with its options");
    if (!builder_->drop_unit(pasted.id, first_division, 0)) return fail("drag and drop's move was refused");
    if (builder_->roster().divisions.front().units.front().id != pasted.id) return fail("the dropped unit is not where it was dropped");
    if (!builder_->apply("Options", [&](Roster& r) { set_options(r, *faction, pasted.id, {}); })) return fail("options refused");

    const fs::path saved = scratch / "army.roster.xml";
    if (!builder_->save(saved.string()) || builder_->dirty()) return fail("save failed");
    Report report;
    const std::optional<Roster> reread = load_roster(saved, report);
    if (!reread || *reread != builder_->roster()) return fail("the saved file does not hold the roster as edited");

    // Siege planner: months, a section, an attached roster, save, reread.
    if (!siege().apply("Set months", [](SiegePlan& p) { p.duration.months = 5; })) return fail("siege edit refused");
    siege().undo();
    siege().redo();
    if (!siege().apply("Add a section", [](SiegePlan& p) { add_section(p, bundled<SiegeKit>(), "gate", 10, 3, 0); })) return fail("section refused");
    if (!siege().attach_roster(SiegeSide::defender, saved.string())) return fail("roster not attached");
    if (!siege().verdict().defender_army) return fail("the attached roster was not read");
    // Builds the schedule cannot fit are named on a row of their own, then the plan is set back.
    if (!siege().apply("Too much", [](SiegePlan& p) {
            p.duration.months = 1;
            set_purchase(p, bundled<SiegeKit>(), "siege-tower", 6);
        }))
        return fail("the large purchase was refused");
    auto* schedule = dynamic_cast<wxGrid*>(wxWindow::FindWindowByName("siege-schedule", this));
    if (siege().verdict().schedule.complete() || !schedule || schedule->GetNumberRows() == 0 ||
        schedule->GetRowLabelValue(schedule->GetNumberRows() - 1) != _("Not placed") ||
        !schedule->GetCellValue(schedule->GetNumberRows() - 1, 0).Contains(_("Siege tower").BeforeFirst(' ')))
        return fail("the builds the schedule cannot place are not named under it");
    siege().undo();
    const fs::path plan_file = scratch / "plan.siege.xml";
    if (!siege().save(plan_file.string())) return fail("siege save failed");
    Report plan_report;
    const std::optional<SiegePlan> plan_read = load_siege_plan(plan_file, plan_report);
    if (!plan_read || plan_read->duration.months != 5 || plan_read->sections.size() != siege().plan().sections.size() ||
        plan_read->defender_roster != "army.roster.xml")
        return fail("the saved siege plan does not hold the edits (roster path relative to the plan)");

    // Campaign: players, armies, a roster version, a battle with a loss, a siege, a month.
    const fs::path campaign_file = scratch / "smoke.muster-campaign";
    if (!campaign().create(campaign_file.string(), "Smoke", "hail-caesar-hyw")) return fail("campaign not created");
    Campaign& c = *campaign().campaign();
    if (!campaign().add_player("Jehanne") || !campaign().add_player("Talbot")) return fail("players refused");
    const auto players = c.players();
    if (!campaign().add_army(players[0].id, "Armée de Loire", "hyw-french") || !campaign().add_army(players[1].id, "Talbot's host", "hyw-french"))
        return fail("armies refused");
    const auto armies = c.armies();
    for (const ArmyRecord& a : armies)
        if (!campaign().save_roster_version(a.id, builder_->roster(), "first muster")) return fail("roster version refused");
    BattleInput battle;
    battle.scenario = "Patay";
    battle.army_a = armies[0].id;
    battle.army_b = armies[1].id;
    // Scored as the campaign's game system scores it: victory points, or the players' result.
    if (victory_table_for(c.info().game_system)) {
        battle.victory_a.surviving_points = 900;
        battle.victory_b.surviving_points = 300;
    } else {
        battle.players_result = PlayersResult::first_wins;
    }
    battle.units_lost_b = {pasted.id};
    if (!campaign().record_battle(battle)) return fail("battle refused");
    if (c.battles().size() != 1 || c.battles().front().winner_army_id != armies[0].id) return fail("the battle's result is wrong");
    if (c.roster_version(armies[1].id).version != 2) return fail("the loss was not applied as a new roster version");
    if (!campaign().start_siege("Orléans", armies[1].id, armies[0].id, siege().plan())) return fail("siege refused");
    campaign().advance_month();
    if (Campaign::open(campaign_file).info().current_month != 2) return fail("the campaign month did not advance");

    // Printing, through the same worker the menu uses.
    const fs::path pdf = scratch / "roster.pdf";
    views_->SetSelection(builder_view);
    if (!builder_->export_pdf(pdf.string()).empty()) return fail("the roster was not printed");
    std::ifstream in(pdf, std::ios::binary);
    std::string magic(5, '\0');
    in.read(magic.data(), 5);
    if (magic != "%PDF-") return fail("the export is not a PDF");

    // Commands act on the document in front only: Delete in the campaign view leaves the roster
    // alone, Save is not offered where nothing can be saved, Undo names the edit it undoes.
    const std::string some_unit = builder_->roster().divisions.front().units.front().id;
    builder_->select_entry(some_unit);
    show_view(campaign_view);
    views_->SetFocus();
    const std::size_t before_delete = builder_->roster().unit_count();
    if (run_command("edit.delete") || builder_->roster().unit_count() != before_delete) return fail("Delete in the campaign view changed the roster");
    if (command_enabled("file.revert") || command_enabled("roster.add-division")) return fail("the campaign view offers the roster's commands");
    show_view(builder_view);
    views_->SetFocus();
    builder_->select_entry(some_unit);
    if (!run_command("edit.delete") || builder_->roster().unit_count() != before_delete - 1)
        return fail("Delete in the army builder did not remove the selected unit");
    if (!command_enabled("file.revert") || !command_enabled("edit.undo")) return fail("Revert and Undo are greyed after an edit");
    if (!run_command("edit.undo") || builder_->roster().unit_count() != before_delete) return fail("Undo did not bring the unit back");
    show_view(more_systems_view);
    if (command_enabled("file.save") || command_enabled("edit.undo")) return fail("More systems offers Save or Undo of another view");
    show_view(builder_view);

    // Broken files: the core's message (with the line and column) is shown, the open work stays.
    const std::size_t units_open = builder_->roster().unit_count();
    const fs::path broken_roster = scratch / "broken.roster.xml";
    std::ofstream(broken_roster) << "<?xml version=\"1.0\"?>\n<roster format=\"1\">\n  <division id=\"d1\">\n</roster>\n";
    told_messages().clear();
    if (builder_->open(broken_roster.string())) return fail("a broken roster was opened");
    if (told_messages().empty() || !told_messages().back().Contains("broken.roster.xml:4:")) return fail("the broken roster's message has no line and column");
    if (builder_->roster().unit_count() != units_open || builder_->path() != saved.string()) return fail("a broken roster replaced the open one");
    const fs::path broken_plan = scratch / "broken.siege.xml";
    std::ofstream(broken_plan) << "<siege-plan format=\"1\"><months>five</months>";
    const std::size_t sections_open = siege().plan().sections.size();
    if (siege().open(broken_plan.string()) || siege().plan().sections.size() != sections_open || siege().path() != plan_file.string())
        return fail("a broken siege plan replaced the open one");
    const fs::path newer = scratch / "newer.muster-campaign";
    fs::copy_file(campaign_file, newer);
    {
        std::fstream patch(newer, std::ios::in | std::ios::out | std::ios::binary);
        patch.seekp(60);  // SQLite's user_version, big-endian: the schema of a Muster from the future
        const char schema_999[4] = {0, 0, 3, static_cast<char>(0xE7)};
        patch.write(schema_999, 4);
    }
    told_messages().clear();
    if (campaign().open(newer.string())) return fail("a campaign from a newer Muster was opened");
    // The core's sentence, in the window's language.
    const wxString newer_words = interface_language() == Language::french ? wxString::FromUTF8("Muster plus récent") : wxString("newer Muster");
    if (told_messages().empty() || !told_messages().back().Contains(newer_words)) return fail("the newer campaign's message is not the core's");
    if (!campaign().campaign() || campaign().campaign()->file() != campaign_file) return fail("a refused campaign closed the open one");

    // The other systems: a WFB3 army and the unit calculator, an ONUS! fortress and the piece
    // calculator, the siege tower's loadout — each shown as the core works it out.
    views_->SetSelection(more_systems_view);
    const fs::path army_file = lists_folder() / "warhammer-fantasy-3" / "examples" / "border-patrol.wfb3.xml";
    open_any(army_file.string());
    const wfb3::ArmyVerdict army = wfb3::evaluate_army_file(army_file, bundled<wfb3::PointsRules>());
    if (more_systems().wfb3().army().total != army.total || !more_systems().wfb3().army().legal) return fail("the WFB3 army was not shown as priced");
    wfb3::UnitSpec spearmen;
    spearmen.model = {"human", {"light-armour", "shield", "spear"}, "", "", 0};
    spearmen.models = 20;
    spearmen.musician = true;
    more_systems().wfb3().set_unit(spearmen);
    const auto& unit_cost = more_systems().wfb3().unit_cost();
    if (!unit_cost || unit_cost->total != wfb3::unit_cost(bundled<wfb3::PointsRules>(), spearmen).total) return fail("the WFB3 unit calculator disagrees");
    const fs::path fortress_file = lists_folder() / "onus" / "examples" / "standard-5x3.onus.xml";
    open_any(fortress_file.string());
    const onus::FortressVerdict& design = more_systems().onus().design();
    if (!design.legal || design.cost <= 0) return fail("the ONUS! fortress was not checked");
    more_systems().onus().set_counts(design.counts, design.stone);
    if (more_systems().onus().counted_cost() != design.cost) return fail("the ONUS! calculator disagrees with the design's cost");
    const siege_tower::TowerRules& tower_rules = bundled<siege_tower::TowerRules>();
    siege_tower::Loadout loadout{{1, 1, 1}, tower_rules.max_pushers, false, false};
    more_systems().tower().set_loadout(loadout);
    if (!more_systems().tower().verdict().legal || more_systems().tower().verdict().movement != siege_tower::check_loadout(tower_rules, loadout).movement)
        return fail("the siege tower's movement is not the core's");
    loadout.aboard[0] = tower_rules.level_capacity[0] + 1;
    more_systems().tower().set_loadout(loadout);
    if (more_systems().tower().verdict().legal) return fail("an overloaded siege tower was accepted");

    // File > Import lists: a community list (an invented one) into the user's folder, an army of
    // it with no division, and a siege planned with it, its cannon letting it build a bombard.
    const fs::path community = scratch / "the-smoke-host.json";
    std::ofstream(community) << R"({"name": "The Smoke Host", "version": "Warmaster Medieval Armies", "units": {
        "Spearmen": {"order": 0, "type": "Infantry", "attack": 3, "hits": 3, "size": 3, "points": 45, "min": 1, "specialRules": ["Drill"]},
        "Cannon": {"order": 1, "type": "Artillery", "attack": 1, "range": "2x40", "hits": 2, "size": 2, "points": 50, "max": 1, "specialRules": ["Slow"]},
        "Marshal": {"order": 2, "type": "General", "attack": "+2", "command": 9, "size": 1, "points": 125, "armyMin": 1, "armyMax": 1}},
      "specialRules": {"Drill": {"order": 1, "text": ["Smoke text."]}, "Slow": {"order": 2, "text": ["Smoke text."]}}})";
    // The import is a command of the registry, in the File menu, always available.
    if (!commands_.find("file.import-lists") || !command_enabled("file.import-lists") ||
        GetMenuBar()->FindItem(commands_.wx_id("file.import-lists")) == nullptr)
        return fail("File > Import lists is not a command of the File menu");
    told_messages().clear();
    if (!import_lists({community.string()})) return fail("the import was refused");
    // The import's summary gives the readings the importer chose in the window's language.
    const std::string general_reading = render_message(message(import_text::said_general).with("unit", VerbatimValue{"Marshal"}), interface_language());
    if (told_messages().empty() || !told_messages().back().Contains(u(general_reading)))
        return fail("the import's summary does not give the general's reading in the window's language");
    const Faction* host = lists_->faction("wmm-smoke-host");
    if (!host) return fail("the imported list is not among the lists");
    builder_->new_roster(host->id, 1500, "Smoke host");
    for (const char* unit : {"marshal", "spearmen", "cannon"})
        if (!builder_->apply("Add unit", [&](Roster& r) { add_unit(r, *host, division_for_new_units(r, *lists_), unit); }))
            return fail("a unit of the imported list was refused");
    if (builder_->roster().divisions.size() != 1 || builder_->roster().divisions[0].name != "Army") return fail("an army without divisions got a division");
    const RosterVerdict host_verdict = validate_roster(builder_->roster(), *lists_);
    if (!host_verdict.legal) return fail("the imported army is not legal: " + format_human(host_verdict.report));
    const fs::path host_file = scratch / "smoke-host.roster.xml";
    if (!builder_->save(host_file.string())) return fail("the imported army was not saved");
    if (!siege().attach_roster(SiegeSide::attacker, host_file.string())) return fail("the imported army was not attached");
    if (!siege().apply("Buy a bombard", [](SiegePlan& p) { set_purchase(p, bundled<SiegeKit>(), "bombard", 1); })) return fail("the bombard was refused");
    const SiegeVerdict with_host = siege().verdict();
    for (const Diagnostic& d : with_host.report.diagnostics())
        if (d.rule_id == "siege.prerequisite.bombard" && d.severity == Severity::error) return fail("the cannon did not count as gunpowder");
    bool named = false;
    for (const Diagnostic& d : with_host.report.diagnostics())
        if (d.rule_id == "siege.attacker-system" && d.message.find("Warmaster Medieval") != std::string::npos) named = true;
    if (!named) return fail("the siege plan does not name the attacker's game system");

    std::fprintf(stderr, "smoke test passed\n");
    return true;
}

}  // namespace muster::ui
