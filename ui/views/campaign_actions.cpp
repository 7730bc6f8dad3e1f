// The campaign's actions: each is one call into the core's Campaign (one transaction), and the
// ask_ variants gather what it needs from the user first.
#include <algorithm>
#include <filesystem>

#include <wx/choicdlg.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/textdlg.h>

#include "dialogs/battle_dialog.hpp"
#include "views/campaign_panel.hpp"
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

namespace muster::ui {

bool CampaignPanel::add_player(const std::string& name) {
    return run(_("The player was not added"), [&](Campaign& c) { c.add_player(name, campaign_actor()); });
}

bool CampaignPanel::add_army(std::int64_t player_id, const std::string& name, const std::string& faction_id) {
    const Faction* faction = lists_.faction(faction_id);
    // The log names the list as players do ("French"), not by its id.
    return run(_("The army was not added"),
               [&](Campaign& c) { c.add_army(player_id, name, faction_id, campaign_actor(), faction ? faction->name : LocalisedName{}); });
}

bool CampaignPanel::save_roster_version(std::int64_t army_id, const Roster& roster, const std::string& reason) {
    return run(_("The roster was not saved to the campaign"),
               [&](Campaign& c) { c.save_roster_version(army_id, roster, lists_, reason, campaign_actor()); });
}

bool CampaignPanel::start_siege(const std::string& name, std::int64_t attacker, std::int64_t defender, const SiegePlan& plan) {
    return run(_("The siege was not started"),
               [&](Campaign& c) { c.start_siege(name, attacker, defender, siege_plan_to_xml(plan), campaign_actor()); });
}

bool CampaignPanel::record_battle(const BattleInput& battle) {
    return run(_("The battle was not recorded"),
               [&](Campaign& c) { c.record_battle(battle, bundled_victory_table(), lists_, campaign_actor()); });
}

void CampaignPanel::advance_month() {
    run(_("The month did not advance"), [](Campaign& c) { c.advance_month(campaign_actor()); });
}

std::string CampaignPanel::undo_label() const { return can_take_back_ ? tr("Advance the month") : std::string(); }

std::string CampaignPanel::redo_label() const { return can_advance_again_ ? tr("Advance the month") : std::string(); }

void CampaignPanel::undo() {
    if (run(_("The month was not taken back"), [](Campaign& c) { c.take_back_month(campaign_actor()); })) can_advance_again_ = true;
}

void CampaignPanel::redo() {
    if (can_advance_again_) advance_month();
}

void CampaignPanel::ask_new_campaign() {
    const std::string path = ask_path(this, _("New campaign"), "campaign.muster-campaign",
                                      _("Muster campaigns (*.muster-campaign)|*.muster-campaign"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (path.empty()) return;
    const wxString file_name = u(std::filesystem::path(path).filename().string());
    const wxString name = wxGetTextFromUser(_("Name of the campaign"), _("New campaign"), file_name.BeforeFirst('.'), this);
    if (name.empty()) return;
    wxArrayString systems;
    std::vector<std::string> ids;
    for (const GameSystem* system : lists_.systems()) {
        systems.Add(u(local_name(system->name)));
        ids.push_back(system->id);
    }
    const int choice = choose_one(this, _("Which game system?"), _("New campaign"), systems);
    if (choice < 0) return;
    if (wxFileExists(u(path))) wxRemoveFile(u(path));  // the user agreed to replace it
    create(path, name.utf8_string(), ids[static_cast<std::size_t>(choice)]);
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
    const int player = choose_one(this, _("Who leads the army?"), _("Add an army"), player_names);
    if (player < 0) return;
    wxArrayString faction_names;
    std::vector<std::string> faction_ids;
    int preselect = 0;
    for (const Faction* f : lists_.factions()) {
        if (current_roster && f->id == current_roster().faction_id) preselect = static_cast<int>(faction_ids.size());
        faction_names.Add(u(local_name(f->name)));
        faction_ids.push_back(f->id);
    }
    const int faction = choose_one(this, _("Which army list?"), _("Add an army"), faction_names, preselect);
    if (faction < 0) return;
    const wxString name = wxGetTextFromUser(_("Name of the army"), _("Add an army"), current_roster ? u(current_roster().name) : "", this);
    if (!name.empty()) add_army(players[static_cast<std::size_t>(player)].id, name.utf8_string(), faction_ids[static_cast<std::size_t>(faction)]);
}

void CampaignPanel::ask_save_roster() {
    if (!campaign_ || !current_roster) return;
    std::int64_t army = selected_army();
    if (army == 0) {
        tell_user(_("Select the army this roster belongs to (or add it first)."), _("Save the roster to the army"),
                     wxOK | wxICON_INFORMATION, this);
        return;
    }
    const wxString reason = wxGetTextFromUser(_("Why is this version saved?"), _("Save the roster to the army"),
                                              _("built in the army builder"), this);
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
    const wxString name = wxGetTextFromUser(_("Name of the siege (the siege planner's plan is used)"), _("Start a siege"),
                                            u(current_plan().name), this);
    if (!name.empty())
        start_siege(name.utf8_string(), armies_[static_cast<std::size_t>(attacker)].id, armies_[static_cast<std::size_t>(defender)].id,
                    current_plan());
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
        open_roster(*roster, "v" + std::to_string(saved.version));
    });
}

void CampaignPanel::compare_selected_version() {
    const std::int64_t army = selected_army();
    const int version = selected_version();
    if (!campaign_ || army == 0 || version < 0) return;
    run(_("This version cannot be compared"), [&](Campaign& c) {
        const RosterVersionRecord saved = c.roster_version(army, version);
        const RosterComparison diff = Campaign::compare_with_current_lists(saved, lists_);
        wxString text = wxString::Format(_("Version %d: %s points then, %s now; %s then, %s now."), saved.version,
                                         u(local_points(diff.points_then)), u(local_points(diff.points_now)),
                                         diff.legal_then ? _("legal") : _("not legal"), diff.legal_now ? _("legal") : _("not legal"));
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
