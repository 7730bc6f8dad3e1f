// Campaign: the campaign's actions, available while the campaign is in front and open.
#include <wx/msgdlg.h>

#include "app/tell_user.hpp"
#include "commands/command_helpers.hpp"
#include "views/campaign_panel.hpp"

namespace muster::ui {

namespace {

bool campaign_open(const CommandContext& c) { return in_front(c, MainFrame::campaign_view) && c.frame.campaign().campaign() != nullptr; }
// Greyed until what they act on is selected.
bool army_selected(const CommandContext& c) { return campaign_open(c) && c.frame.campaign().selected_army() != 0; }
bool version_selected(const CommandContext& c) { return army_selected(c) && c.frame.campaign().selected_version() >= 0; }
bool player_selected(const CommandContext& c) { return campaign_open(c) && c.frame.campaign().selected_player() != 0; }
bool battle_selected(const CommandContext& c) { return campaign_open(c) && c.frame.campaign().selected_battle() != 0; }

std::function<void(CommandContext&)> on_campaign(void (CampaignPanel::*action)()) {
    return [action](CommandContext& c) { (c.frame.campaign().*action)(); };
}

}  // namespace

void add_campaign_commands(CommandRegistry& registry) {
    registry.add({"campaign.new", [] { return _("&New campaign…"); }, "", always,
                  [](CommandContext& c) {
                      c.frame.show_view(MainFrame::campaign_view);
                      c.frame.campaign().ask_new_campaign();
                  }});
    registry.add({"campaign.open-server", [] { return _("Open campaign on a &server…"); }, "", always,
                  [](CommandContext& c) {
                      c.frame.show_view(MainFrame::campaign_view);
                      c.frame.campaign().ask_open_server();
                  }});
    registry.add({"campaign.open-default", [] { return _("Open the &default campaign"); }, "", always,
                  [](CommandContext& c) {
                      c.frame.show_view(MainFrame::campaign_view);
                      c.frame.campaign().open_default();
                  }});
    registry.add({"campaign.add-player", [] { return _("Add a &player…"); }, "", campaign_open, on_campaign(&CampaignPanel::ask_add_player)});
    registry.add({"campaign.add-army", [] { return _("Add an &army…"); }, "", campaign_open, on_campaign(&CampaignPanel::ask_add_army)});
    registry.add(
        {"campaign.save-roster", [] { return _("&Save the roster to the selected army…"); }, "", army_selected, on_campaign(&CampaignPanel::ask_save_roster)});
    registry.add({"campaign.open-version", [] { return _("&Open the selected version in the army builder"); }, "", version_selected,
                  on_campaign(&CampaignPanel::open_selected_version)});
    registry.add({"campaign.compare-version", [] { return _("&Compare the selected version with today's lists"); }, "", version_selected,
                  on_campaign(&CampaignPanel::compare_selected_version)});
    registry.add({"campaign.record-battle", [] { return _("Record a &battle…"); }, "Ctrl+B", campaign_open, on_campaign(&CampaignPanel::ask_record_battle)});
    registry.add({"campaign.start-siege", [] { return _("Start a s&iege with the plan…"); }, "", campaign_open, on_campaign(&CampaignPanel::ask_start_siege)});
    // Corrections: each in the log, and undone by Edit > Undo.
    registry.add(
        {"campaign.rename-player", [] { return _("Rename the selected p&layer…"); }, "", player_selected, on_campaign(&CampaignPanel::ask_rename_player)});
    registry.add(
        {"campaign.delete-player", [] { return _("Delete the selected player"); }, "", player_selected, on_campaign(&CampaignPanel::delete_selected_player)});
    registry.add({"campaign.rename-army", [] { return _("&Rename the selected army…"); }, "", army_selected, on_campaign(&CampaignPanel::ask_rename_army)});
    registry.add({"campaign.delete-army", [] { return _("Delete the selected army"); }, "", army_selected, on_campaign(&CampaignPanel::delete_selected_army)});
    registry.add(
        {"campaign.rename-battle", [] { return _("Rename the selected ba&ttle…"); }, "", battle_selected, on_campaign(&CampaignPanel::ask_rename_battle)});
    registry.add(
        {"campaign.delete-battle", [] { return _("Delete the selected battle"); }, "", battle_selected, on_campaign(&CampaignPanel::delete_selected_battle)});
    registry.add({"campaign.advance-month", [] { return _("Advance the &month…"); }, "Ctrl+M", campaign_open,
                  [](CommandContext& c) {
                      // A month moves every siege of the campaign: ask first.
                      if (ask_user(_("Advance the campaign by one month? Every siege moves on a month."), _("Advance the month"),
                                   wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, &c.frame) == wxYES)
                          c.frame.campaign().advance_month();
                  }});
}

}  // namespace muster::ui
