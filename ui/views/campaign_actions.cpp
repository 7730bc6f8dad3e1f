// The campaign's actions: each is one call into the core's Campaign (one transaction), and the
// ask_ variants gather what it needs from the user first.
#include <algorithm>
#include <filesystem>

#include <memory>

#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/textctrl.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/textdlg.h>

#include "dialogs/battle_dialog.hpp"
#include "views/campaign_panel.hpp"
#include "muster/campaign/campaign_lists.hpp"
#include "muster/campaign/saved_verdict.hpp"
#include "muster/report/diagnostic_text.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/text/render.hpp"
#include "muster/siege/siege_plan.hpp"
#include "muster/util/error.hpp"
#include "app/interface_language.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "dialogs/choice_dialog.hpp"
#include "dialogs/form_dialog.hpp"
#include "muster/util/document_paths.hpp"

namespace muster::ui {

namespace fs = std::filesystem;

bool CampaignPanel::add_player(const std::string& name) {
    return run(_("The player was not added"), [&](Campaign& c) { c.add_player(name, actor()); });
}

bool CampaignPanel::add_army(std::int64_t player_id, const std::string& name, const std::string& faction_id) {
    const Faction* faction = lists_.faction(faction_id);
    return run(_("The army was not added"), [&](Campaign& c) {
        if (faction) check_list_fits_campaign(c.info().game_system, *faction, lists_);
        // The log names the list as players do ("French"), not by its id.
        c.add_army(player_id, name, faction_id, actor(), faction ? faction->name : LocalisedName{});
    });
}

bool CampaignPanel::save_roster_version(std::int64_t army_id, const Roster& roster, const std::string& reason) {
    return run(_("The roster was not saved to the campaign"), [&](Campaign& c) { c.save_roster_version(army_id, roster, lists_, reason, actor()); });
}

bool CampaignPanel::start_siege(const std::string& name, std::int64_t attacker, std::int64_t defender, const SiegePlan& plan) {
    return run(_("The siege was not started"), [&](Campaign& c) { c.start_siege(name, attacker, defender, siege_plan_to_xml(plan), actor()); });
}

bool CampaignPanel::record_battle(const BattleInput& battle) {
    return run(_("The battle was not recorded"), [&](Campaign& c) {
        // The campaign's game system decides how its battles are scored.
        c.record_battle(
            battle, [this]() -> const ListLibrary& { return lists_; }, actor());
    });
}

void CampaignPanel::advance_month() {
    run(_("The month did not advance"), [this](Campaign& c) { c.advance_month(actor()); });
}

std::string CampaignPanel::undo_label() const {
    if (!correction_label_.empty()) return correction_label_;
    return can_take_back_ ? tr("Advance the month") : std::string();
}

std::string CampaignPanel::redo_label() const { return can_advance_again_ ? tr("Advance the month") : std::string(); }

void CampaignPanel::undo() {
    if (!correction_label_.empty()) {
        run(_("The correction was not undone"), [this](Campaign& c) { c.undo_correction(actor()); });
        return;
    }
    if (run(_("The month was not taken back"), [this](Campaign& c) { c.take_back_month(actor()); })) can_advance_again_ = true;
}

void CampaignPanel::redo() {
    if (can_advance_again_) advance_month();
}

void CampaignPanel::ask_new_campaign() {
    wxArrayString systems;
    std::vector<std::string> ids;
    for (const GameSystem* system : lists_.systems()) {
        systems.Add(u(local_name(system->name)));
        ids.push_back(system->id);
    }
    if (ids.empty()) return;
    FormDialog form(this, _("New campaign"));
    wxTextCtrl* name = form.add_text("campaign-name", _("Name of the campaign:"), _("Campaign"));
    wxChoice* system = form.add_choice("campaign-system", _("Game system:"), systems);
    const fs::path folder = last_used_folder();
    wxTextCtrl* file = form.add_save_file("campaign-file", _("File:"), (folder / "Campaign.muster-campaign").string(),
                                          _("Muster campaigns (*.muster-campaign)|*.muster-campaign"));
    // The file follows the name until the user types or chooses one of their own.
    auto file_follows = std::make_shared<bool>(true);
    name->Bind(wxEVT_TEXT, [name, file, folder, file_follows](wxCommandEvent& e) {
        e.Skip();
        if (!*file_follows) return;
        const wxString wanted = name->GetValue().Strip(wxString::both);
        file->ChangeValue(u((folder / ((wanted.empty() ? wxString("Campaign") : wanted).utf8_string() + ".muster-campaign")).string()));
    });
    file->Bind(wxEVT_TEXT, [file_follows](wxCommandEvent& e) {
        *file_follows = false;
        e.Skip();
    });
    name->SelectAll();
    if (!form.ask()) return;
    const std::string path = with_document_extension(file->GetValue().Strip(wxString::both).utf8_string(), ".muster-campaign");
    if (wxFileExists(u(path)) && ask_user(wxString::Format(_("%s already exists. Replace it?"), u(fs::path(path).filename().string())), _("New campaign"),
                                          wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, this) != wxYES)
        return;
    remember_folder_of(path);
    if (wxFileExists(u(path))) wxRemoveFile(u(path));  // the user agreed to replace it
    create(path, name->GetValue().Strip(wxString::both).utf8_string(), ids[static_cast<std::size_t>(system->GetSelection())]);
}

void CampaignPanel::ask_add_player() {
    if (!campaign_) return;
    const wxString name = wxGetTextFromUser(_("Name of the player"), _("Add a player"), "", this);
    if (!name.empty()) add_player(name.utf8_string());
}

void CampaignPanel::ask_add_army() {
    if (!campaign_) return;
    const auto players = campaign_->players();
    if (players.empty()) {
        tell_user(_("Add a player first: every army is led by one."), _("Add an army"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString player_names;
    for (const PlayerRecord& p : players) player_names.Add(u(p.name));
    wxArrayString faction_names;
    std::vector<std::string> faction_ids;
    int preselect = 0;
    const std::string system = campaign_->info().game_system;
    for (const Faction* f : lists_.factions()) {
        if (!list_fits_campaign(system, *f, lists_)) continue;  // the campaign's game system decides which armies it takes
        if (current_roster && f->id == current_roster().faction_id) preselect = static_cast<int>(faction_ids.size());
        faction_names.Add(u(local_name(f->name)));
        faction_ids.push_back(f->id);
    }
    if (faction_ids.empty()) {
        tell_user(_("No army list of this campaign's game system is installed."), _("Add an army"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    FormDialog form(this, _("Add an army"));
    wxChoice* player = form.add_choice("army-player", _("Who leads the army?"), player_names);
    wxChoice* faction = form.add_choice("army-list", _("Army list:"), faction_names, preselect);
    wxTextCtrl* name = form.add_text("army-name", _("Name of the army:"), current_roster ? u(current_roster().name) : "");
    if (!form.ask()) return;
    add_army(players[static_cast<std::size_t>(player->GetSelection())].id, name->GetValue().Strip(wxString::both).utf8_string(),
             faction_ids[static_cast<std::size_t>(faction->GetSelection())]);
}

int CampaignPanel::save_as_next_version(const CampaignVersionOrigin& origin, const Roster& roster) {
    if (!campaign_ || campaign_->file().string() != origin.campaign_file) {
        tell_user(wxString::Format(_("The campaign “%s” is no longer open: open it again to save this version into it."), u(origin.campaign)),
                  _("Save the roster to the army"), wxOK | wxICON_INFORMATION, this);
        return 0;
    }
    if (!save_roster_version(origin.army_id, roster, tr("built in the army builder"))) return 0;
    const auto history = campaign_->history(origin.army_id);
    return history.empty() ? 0 : history.back().version;
}

void CampaignPanel::ask_save_roster() {
    if (!campaign_ || !current_roster) return;
    std::int64_t army = selected_army();
    if (army == 0) {
        tell_user(_("Select the army this roster belongs to (or add it first)."), _("Save the roster to the army"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    const wxString reason = wxGetTextFromUser(_("Why is this version saved?"), _("Save the roster to the army"), _("built in the army builder"), this);
    if (!reason.empty()) save_roster_version(army, current_roster(), reason.utf8_string());
}

void CampaignPanel::ask_start_siege() {
    if (!campaign_ || !current_plan) return;
    if (armies_.size() < 2) {
        tell_user(_("A siege needs two armies in the campaign."), _("Start a siege"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString names;
    for (const ArmyRecord& a : armies_) names.Add(u(a.name + " — " + a.player));
    const int attacker = choose_one(this, _("Which army besieges?"), _("Start a siege"), names);
    if (attacker < 0) return;
    const int defender = choose_one(this, _("Which army defends?"), _("Start a siege"), names, attacker == 0 ? 1 : 0);
    if (defender < 0) return;
    const wxString name = wxGetTextFromUser(_("Name of the siege (the siege planner's plan is used)"), _("Start a siege"), u(current_plan().name), this);
    if (!name.empty())
        start_siege(name.utf8_string(), armies_[static_cast<std::size_t>(attacker)].id, armies_[static_cast<std::size_t>(defender)].id, current_plan());
}

void CampaignPanel::ask_record_battle() {
    if (!campaign_) return;
    if (armies_.size() < 2) {
        tell_user(_("A battle needs two armies in the campaign."), _("Record a battle"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    BattleDialog dialog(this, *campaign_, lists_);
    if (dialog.ShowModal() == wxID_OK) record_battle(dialog.battle());
}

void CampaignPanel::open_selected_version() {
    const std::int64_t army = selected_army();
    const int version = selected_version();
    if (!campaign_ || army == 0 || version < 0 || !open_roster) return;
    run(_("This version cannot be opened"), [&](Campaign& c) {
        const RosterVersionRecord saved = c.roster_version(army, version);
        Report report;
        const std::optional<Roster> roster = parse_roster(saved.roster_xml, "version " + std::to_string(saved.version), report);
        if (!roster) throw Error(format_human(report));
        const auto armies = c.armies();
        const auto army_record = std::find_if(armies.begin(), armies.end(), [&](const ArmyRecord& a) { return a.id == army; });
        open_roster(*roster, {c.file().string(), c.info().name, army, army_record == armies.end() ? std::string() : army_record->name, saved.version});
    });
}

void CampaignPanel::compare_selected_version() {
    const std::int64_t army = selected_army();
    const int version = selected_version();
    if (!campaign_ || army == 0 || version < 0) return;
    run(_("This version cannot be compared"), [&](Campaign& c) {
        const RosterVersionRecord saved = c.roster_version(army, version);
        const RosterComparison diff = Campaign::compare_with_current_lists(saved, lists_);
        wxString text =
            wxString::Format(_("Version %d: %s points then, %s now; %s then, %s now."), saved.version, u(local_points(diff.points_then)),
                             u(local_points(diff.points_now)), diff.legal_then ? _("legal") : _("not legal"), diff.legal_now ? _("legal") : _("not legal"));
        const Language language = interface_language();
        if (diff.findings_gone.empty() && diff.findings_new.empty()) text += "\n\n" + _("The current lists judge it exactly as before.");
        for (const SavedFinding& gone : diff.findings_gone) text += "\n\n− " + u(saved_finding_text(gone, language));
        if (language != Language::english &&
            std::any_of(diff.findings_gone.begin(), diff.findings_gone.end(), [](const SavedFinding& f) { return !f.meaning; }))
            text += "\n\n" + u(render_message(saved_as_text_note(), language));
        for (const Diagnostic& now : diff.findings_new) text += "\n\n+ " + u(diagnostic_text(now, language));
        tell_user(text, _("Compared with today's lists"), wxOK | wxICON_INFORMATION, this);
    });
}

}  // namespace muster::ui
