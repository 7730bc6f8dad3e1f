#pragma once
#include <functional>
#include <memory>
#include <string>

#include <wx/panel.h>
#include <wx/timer.h>

#include "muster/campaign/campaign.hpp"
#include "documents/document_view.hpp"
#include "views/campaign_version_origin.hpp"
#include "muster/siege/siege_plan.hpp"

class wxChoice;
class wxListCtrl;
class wxListEvent;
class wxStaticText;

namespace muster::ui {

class CampaignLogList;
class WrappingHeading;

/// A campaign file: players and armies with their roster history, sieges, battles, the log.
/// Every action is one of the core's Campaign calls; a refused one shows the core's message.
class CampaignPanel : public wxPanel, public DocumentView {
public:
    CampaignPanel(wxWindow* parent, const ListLibrary& lists);

    // DocumentView: every action is saved as it is done, so there is nothing to save or revert.
    wxString document_name() const override;
    std::string path() const override;
    // Undo takes back the last month advanced (the campaign's log keeps it); Redo advances again.
    bool can_undo() const override { return can_take_back_ || !correction_label_.empty(); }
    bool can_redo() const override { return can_advance_again_; }
    std::string undo_label() const override;
    std::string redo_label() const override;
    void undo() override;
    void redo() override;

    /// The army builder's roster and the siege planner's plan, and a way to open a roster in the builder.
    std::function<const Roster&()> current_roster;
    std::function<const SiegePlan&()> current_plan;
    std::function<void(const Roster&, const CampaignVersionOrigin&)> open_roster;

    /// Opens a campaign file (the core's message in a dialog when it cannot).
    bool open(const std::string& path);
    /// Opens the campaign on a PostgreSQL server (a postgresql:// address or a libpq service
    /// name); the view then shows the other players' writes within a second (LISTEN/NOTIFY).
    bool open_server(const std::string& address);
    /// Asks for a server's address and opens its campaign.
    void ask_open_server();
    /// Opens the default campaign, creating it on first use.
    bool open_default();
    /// Creates a new campaign file and opens it.
    bool create(const std::string& path, const std::string& name, const std::string& game_system);
    /// Takes over another panel's open campaign (the window in a new language).
    void adopt(CampaignPanel& other);
    /// The open campaign, or null.
    Campaign* campaign() { return campaign_.get(); }
    /// Who is at this window, for the open campaign's log: the player chosen in "You are" (once
    /// per campaign file, remembered), else the login name.
    std::string actor() const;
    /// Chooses the player at this window for the open campaign and remembers it.
    void set_user(const std::string& player);

    // The actions, each one transaction; false (with the core's message shown) when refused.
    bool add_player(const std::string& name);
    bool add_army(std::int64_t player_id, const std::string& name, const std::string& faction_id);
    bool save_roster_version(std::int64_t army_id, const Roster& roster, const std::string& reason);
    /// Saves a roster opened from a campaign version as its army's next version; the version
    /// saved, or 0 when refused (another campaign open now, or the core's refusal shown).
    int save_as_next_version(const CampaignVersionOrigin& origin, const Roster& roster);
    bool start_siege(const std::string& name, std::int64_t attacker, std::int64_t defender, const SiegePlan& plan);
    bool record_battle(const BattleInput& battle);
    void advance_month();

    // The same actions asking the user what they need.
    void ask_new_campaign();
    void ask_add_player();
    void ask_add_army();
    void ask_save_roster();
    void ask_start_siege();
    void ask_record_battle();
    /// The selected roster version opened in the army builder / compared with today's lists.
    void open_selected_version();
    void compare_selected_version();
    /// The army selected in the list (0: none), and its version selected (-1: none).
    std::int64_t selected_army() const;
    int selected_version() const;
    /// The player and the battle selected in their lists (0: none).
    std::int64_t selected_player() const;
    std::int64_t selected_battle() const;

    // Corrections (campaign_corrections.cpp): the selected player, army or battle renamed (asking
    // the new name) or deleted; each is in the log and Undo takes it back.
    void ask_rename_player();
    void delete_selected_player();
    void ask_rename_army();
    void delete_selected_army();
    void ask_rename_battle();
    void delete_selected_battle();

private:
    void refresh();
    void refresh_user();
    /// The heading's text, wrapped to the room the heading has.
    /// Reads who was chosen at this window for the campaign just opened.
    void recall_user();
    void show_history();
    /// Runs one campaign action, showing the core's message when it is refused.
    bool run(const wxString& failure_title, const std::function<void(Campaign&)>& action);

    const ListLibrary& lists_;
    std::unique_ptr<Campaign> campaign_;
    std::vector<ArmyRecord> armies_;
    WrappingHeading* title_ = nullptr;
    wxChoice* user_choice_ = nullptr;
    std::string user_;  ///< the player chosen at this window for the open campaign, or empty
    wxListCtrl* players_ = nullptr;
    wxListCtrl* armies_list_ = nullptr;
    wxListCtrl* history_ = nullptr;
    wxListCtrl* sieges_ = nullptr;
    wxListCtrl* battles_ = nullptr;
    CampaignLogList* log_ = nullptr;
    /// Polls a server campaign's connection for the other players' commits.
    wxTimer live_timer_;
    void check_for_others_writes();
    std::vector<std::int64_t> player_ids_;  ///< the players' list's rows
    std::vector<std::int64_t> battle_ids_;  ///< the battles' list's rows (the latest first)
    std::string correction_label_;          ///< what Undo takes back when the log's last line is a correction
    bool can_take_back_ = false;            ///< the month in force was reached by an advance and nothing else happened in it
    bool can_advance_again_ = false;        ///< a month was just taken back
};

/// What Undo says it takes back for a correction of the log ("Rename the army"), in the interface language.
std::string correction_undo_label(const CampaignEvent& correction);

/// Who did it, for the campaign's log when no player was chosen: the user's login name.
std::string campaign_actor();

}  // namespace muster::ui
