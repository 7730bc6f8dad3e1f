// The campaign's corrections in the window: the selected player, army or battle renamed or
// deleted through the core (each a line of the log), and what Undo says it takes back.
#include <wx/listctrl.h>
#include <wx/textdlg.h>

#include "app/wx_text.hpp"
#include "views/campaign_panel.hpp"

namespace muster::ui {

namespace {

// The row selected in a list, as an index into `ids`; 0 when none.
std::int64_t selected_in(wxListCtrl* list, const std::vector<std::int64_t>& ids) {
    const long row = list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    return row < 0 || static_cast<std::size_t>(row) >= ids.size() ? 0 : ids[static_cast<std::size_t>(row)];
}

}  // namespace

std::string correction_undo_label(const CampaignEvent& correction) {
    const std::string& id = correction.message_id;
    if (id == "campaign.log.player-renamed") return tr("Rename the player");
    if (id == "campaign.log.player-deleted") return tr("Delete the player");
    if (id == "campaign.log.army-renamed") return tr("Rename the army");
    if (id == "campaign.log.army-deleted") return tr("Delete the army");
    if (id == "campaign.log.battle-renamed") return tr("Rename the battle");
    if (id == "campaign.log.battle-deleted") return tr("Delete the battle");
    return tr("Correction");
}

std::int64_t CampaignPanel::selected_player() const { return selected_in(players_, player_ids_); }

std::int64_t CampaignPanel::selected_battle() const { return selected_in(battles_, battle_ids_); }

void CampaignPanel::ask_rename_player() {
    const std::int64_t id = selected_player();
    if (!campaign_ || id == 0) return;
    const wxString old = u(campaign_->player(std::to_string(id)).name);
    const wxString name = wxGetTextFromUser(_("New name of the player:"), _("Rename the player"), old, this);
    if (name.empty() || name == old) return;
    run(_("The player was not renamed"), [&](Campaign& c) { c.rename_player(id, name.Strip(wxString::both).utf8_string(), actor()); });
}

void CampaignPanel::delete_selected_player() {
    const std::int64_t id = selected_player();
    if (id != 0) run(_("The player was not deleted"), [&](Campaign& c) { c.delete_player(id, actor()); });
}

void CampaignPanel::ask_rename_army() {
    const std::int64_t id = selected_army();
    if (!campaign_ || id == 0) return;
    const wxString old = u(campaign_->army(std::to_string(id)).name);
    const wxString name = wxGetTextFromUser(_("New name of the army:"), _("Rename the army"), old, this);
    if (name.empty() || name == old) return;
    run(_("The army was not renamed"), [&](Campaign& c) { c.rename_army(id, name.Strip(wxString::both).utf8_string(), actor()); });
}

void CampaignPanel::delete_selected_army() {
    const std::int64_t id = selected_army();
    if (id != 0) run(_("The army was not deleted"), [&](Campaign& c) { c.delete_army(id, actor()); });
}

void CampaignPanel::ask_rename_battle() {
    const std::int64_t id = selected_battle();
    if (!campaign_ || id == 0) return;
    wxString old;
    for (const BattleRecord& b : campaign_->battles())
        if (b.id == id) old = u(b.scenario);
    const wxString scenario = wxGetTextFromUser(_("Scenario of the battle:"), _("Rename the battle"), old, this);
    if (scenario.empty() || scenario == old) return;
    run(_("The battle was not renamed"), [&](Campaign& c) { c.rename_battle(id, scenario.Strip(wxString::both).utf8_string(), actor()); });
}

void CampaignPanel::delete_selected_battle() {
    const std::int64_t id = selected_battle();
    if (id != 0) run(_("The battle was not deleted"), [&](Campaign& c) { c.delete_battle(id, actor()); });
}

}  // namespace muster::ui
