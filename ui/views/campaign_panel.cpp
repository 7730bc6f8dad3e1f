#include "views/campaign_panel.hpp"

#include "muster/campaign/victory_points.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <pwd.h>
#include <unistd.h>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>
#include <wx/utils.h>
#include <wx/wrapsizer.h>

#include "views/campaign_log_list.hpp"
#include "views/time_text.hpp"
#include "app/interface_language.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/campaign/siege_progress.hpp"
#include "muster/campaign/postgres_store.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "commands/command_controls.hpp"
#include "views/list_columns.hpp"
#include "views/wrapping_heading.hpp"

namespace muster::ui {

namespace {

wxListCtrl* make_list(wxWindow* parent, std::initializer_list<std::pair<const char*, int>> columns) {
    auto* list = new wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    for (const auto& [title, width] : columns) append_column(*list, wxGetTranslation(title), width);
    list->SetMinSize(wxSize(120, 80));  // share the width by proportion, not by the columns' total
    return list;
}

}  // namespace

std::string campaign_actor() {
    for (const char* variable : {"USER", "LOGNAME"})
        if (const char* user = std::getenv(variable); user && *user) return user;
    if (const passwd* entry = ::getpwuid(::getuid()); entry && entry->pw_name && *entry->pw_name) return entry->pw_name;
    return "someone";
}

namespace {
/// Where the player chosen at this window for a campaign file is remembered.
wxString user_key(const std::string& campaign_file) { return wxString::Format("/campaign-users/%zx", std::hash<std::string>{}(campaign_file)); }
}  // namespace

std::string CampaignPanel::actor() const { return user_.empty() ? campaign_actor() : user_; }

void CampaignPanel::set_user(const std::string& player) {
    user_ = player;
    if (campaign_) {
        wxConfigBase::Get()->Write(user_key(campaign_->file().string()), u(player));
        wxConfigBase::Get()->Flush();
    }
    refresh_user();
}

void CampaignPanel::recall_user() { user_ = campaign_ ? wxConfigBase::Get()->Read(user_key(campaign_->file().string()), "").utf8_string() : std::string(); }

void CampaignPanel::refresh_user() {
    user_choice_->Clear();
    if (!campaign_) return;
    for (const PlayerRecord& p : campaign_->players()) {
        const int row = user_choice_->Append(u(p.name));
        if (p.name == user_) user_choice_->SetSelection(row);
    }
}

CampaignPanel::CampaignPanel(wxWindow* parent, const ListLibrary& lists) : wxPanel(parent), lists_(lists) {
    title_ = new WrappingHeading(this);  // wraps to the room it has (a long name, a larger font) rather than be cut
    // Who plays at this window: the log names them, not the machine's login.
    user_choice_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0, wxDefaultValidator, "campaign-user");
    user_choice_->SetToolTip(_("The player at this window: the campaign's log names them as who did each thing."));
    user_choice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { set_user(user_choice_->GetStringSelection().utf8_string()); });
    auto* actions = new wxWrapSizer(wxHORIZONTAL);
    for (const char* id :
         {"campaign.add-player", "campaign.add-army", "campaign.save-roster", "campaign.record-battle", "campaign.start-siege", "campaign.advance-month"})
        actions->Add(command_button(this, id), 0, wxRIGHT | wxBOTTOM, 4);

    static const char* player_columns[] = {wxTRANSLATE("Player"), wxTRANSLATE("Armies")};
    static const char* army_columns[] = {wxTRANSLATE("Army"), wxTRANSLATE("Player"), wxTRANSLATE("Faction"), wxTRANSLATE("Versions")};
    static const char* history_columns[] = {wxTRANSLATE("Version"), wxTRANSLATE("Saved"), wxTRANSLATE("Points"), wxTRANSLATE("Verdict"), wxTRANSLATE("Why")};
    static const char* siege_columns[] = {wxTRANSLATE("Siege"), wxTRANSLATE("Started in month"), wxTRANSLATE("Progress")};
    static const char* battle_columns[] = {wxTRANSLATE("Month"), wxTRANSLATE("Scenario"), wxTRANSLATE("Result"), wxTRANSLATE("Victory points")};
    players_ = make_list(this, {{player_columns[0], 140}, {player_columns[1], 60}});
    armies_list_ = make_list(this, {{army_columns[0], 200}, {army_columns[1], 120}, {army_columns[2], 140}, {army_columns[3], 70}});
    history_ =
        make_list(this, {{history_columns[0], 60}, {history_columns[1], 160}, {history_columns[2], 60}, {history_columns[3], 80}, {history_columns[4], 260}});
    sieges_ = make_list(this, {{siege_columns[0], 180}, {siege_columns[1], 60}, {siege_columns[2], 200}});
    battles_ = make_list(this, {{battle_columns[0], 60}, {battle_columns[1], 150}, {battle_columns[2], 160}, {battle_columns[3], 120}});
    log_ = new CampaignLogList(this);

    auto* version_buttons = new wxWrapSizer(wxHORIZONTAL);
    version_buttons->Add(command_button(this, "campaign.open-version"), 0, wxRIGHT, 4);
    version_buttons->Add(command_button(this, "campaign.compare-version"), 0);

    int proportion = 1;
    auto column = [&](wxSizer* row, const wxString& title, wxWindow* list, wxSizer* below = nullptr) {
        auto* box = new wxBoxSizer(wxVERTICAL);
        box->Add(new wxStaticText(this, wxID_ANY, title), 0, wxBOTTOM, 3);
        box->Add(list, 1, wxEXPAND);
        if (below) box->Add(below, 0, wxEXPAND | wxTOP, 4);
        row->Add(box, proportion, wxEXPAND | wxRIGHT, 6);
    };
    auto* upper = new wxBoxSizer(wxHORIZONTAL);
    proportion = 1;
    column(upper, _("Players"), players_);
    proportion = 2;
    column(upper, _("Armies (select one for its roster history)"), armies_list_);
    column(upper, _("Roster history"), history_, version_buttons);
    proportion = 1;
    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    column(middle, _("Sieges"), sieges_);
    column(middle, _("Battles"), battles_);
    auto* lower = new wxBoxSizer(wxHORIZONTAL);
    column(lower, _("Log"), log_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* heading = new wxBoxSizer(wxHORIZONTAL);
    heading->Add(title_, 1, wxALIGN_CENTER_VERTICAL);
    heading->Add(new wxStaticText(this, wxID_ANY, _("You are:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    heading->Add(user_choice_, 0, wxALIGN_CENTER_VERTICAL);
    sizer->Add(heading, 0, wxEXPAND | wxALL, 6);
    sizer->Add(actions, 0, wxLEFT | wxRIGHT | wxBOTTOM, 6);
    sizer->Add(upper, 3, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(middle, 2, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 6);
    sizer->Add(lower, 3, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    armies_list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { show_history(); });
    players_->SetName("campaign-players");
    armies_list_->SetName("campaign-armies");
    history_->SetName("campaign-history");
    give_context_menu(players_, {"campaign.add-player", "campaign.add-army", "-", "campaign.rename-player", "campaign.delete-player"});
    give_context_menu(armies_list_, {"campaign.save-roster", "campaign.add-army", "-", "campaign.record-battle", "campaign.start-siege", "-",
                                     "campaign.rename-army", "campaign.delete-army"});
    give_context_menu(history_, {"campaign.open-version", "campaign.compare-version", "-", "campaign.save-roster"});
    give_context_menu(sieges_, {"campaign.start-siege", "campaign.advance-month"});
    give_context_menu(battles_, {"campaign.record-battle", "-", "campaign.rename-battle", "campaign.delete-battle"});
    battles_->SetName("campaign-battles");
    history_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { open_selected_version(); });
    live_timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { check_for_others_writes(); });
    refresh();
}

wxString CampaignPanel::document_name() const { return _("campaign"); }

std::string CampaignPanel::path() const { return campaign_ ? campaign_->file().string() : std::string(); }

bool CampaignPanel::open(const std::string& path) {
    wxBusyCursor busy;
    try {
        campaign_ = std::make_unique<Campaign>(Campaign::open(path));
    } catch (const Error& e) {
        tell_user(u(e.in(interface_language())), _("This campaign cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    recall_user();
    refresh();
    return true;
}

bool CampaignPanel::open_server(const std::string& address) {
    wxBusyCursor busy;
    try {
        auto opened = std::make_unique<Campaign>(Campaign::open_server(address));
        if (auto* server = dynamic_cast<PostgresStore*>(&opened->store())) server->listen();
        campaign_ = std::move(opened);
    } catch (const Error& e) {
        tell_user(u(e.in(interface_language())), _("This campaign cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    live_timer_.Start(250);
    refresh();
    return true;
}

void CampaignPanel::ask_open_server() {
    const wxString address = wxGetTextFromUser(_("The campaign's server: a postgresql:// address or a service name of ~/.pg_service.conf. "
                                                 "Its password goes in ~/.pgpass, never here."),
                                               _("Open a campaign on a server"), "", this);
    if (!address.empty()) open_server(address.utf8_string());
}

// Another player's battle, roster version or month shows within a second of its commit; this
// view's own actions read the campaign inside their transactions, so none overwrites what it did not see.
void CampaignPanel::check_for_others_writes() {
    auto* server = campaign_ && campaign_->on_server() ? dynamic_cast<PostgresStore*>(&campaign_->store()) : nullptr;
    if (!server) {
        live_timer_.Stop();
        return;
    }
    try {
        if (server->someone_wrote()) refresh();
    } catch (const Error&) {
        live_timer_.Stop();  // the connection is gone: the next action says so
    }
}

void CampaignPanel::adopt(CampaignPanel& other) {
    campaign_ = std::move(other.campaign_);
    user_ = std::move(other.user_);
    if (campaign_ && campaign_->on_server()) live_timer_.Start(250);
    other.refresh();
    refresh();
}

bool CampaignPanel::open_default() {
    try {
        campaign_ = std::make_unique<Campaign>(Campaign::open_default(campaign_actor(), {}, interface_language()));
    } catch (const Error& e) {
        tell_user(u(e.in(interface_language())), _("The default campaign cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    recall_user();
    refresh();
    return true;
}

bool CampaignPanel::create(const std::string& path, const std::string& name, const std::string& game_system) {
    try {
        const GameSystem* system = game_system.empty() ? nullptr : lists_.system(game_system);
        campaign_ = std::make_unique<Campaign>(Campaign::create(path, name, game_system, "", campaign_actor(), system ? system->name : LocalisedName{}));
    } catch (const Error& e) {
        tell_user(u(e.in(interface_language())), _("The campaign was not created"), wxOK | wxICON_ERROR, this);
        return false;
    }
    recall_user();
    refresh();
    return true;
}

bool CampaignPanel::run(const wxString& failure_title, const std::function<void(Campaign&)>& action) {
    if (!campaign_) return false;
    can_advance_again_ = false;  // any action, a take-back included, ends what Redo would do
    try {
        action(*campaign_);
    } catch (const Error& e) {
        tell_user(u(e.in(interface_language())), failure_title, wxOK | wxICON_ERROR, this);
        refresh();
        return false;
    }
    refresh();
    return true;
}

std::int64_t CampaignPanel::selected_army() const {
    const long row = armies_list_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    return row < 0 || static_cast<std::size_t>(row) >= armies_.size() ? 0 : armies_[static_cast<std::size_t>(row)].id;
}

int CampaignPanel::selected_version() const {
    const long row = history_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row < 0) return history_->GetItemCount() > 0 ? 0 : -1;  // nothing chosen: the latest
    return static_cast<int>(history_->GetItemData(row));
}

void CampaignPanel::show_history() {
    history_->DeleteAllItems();
    const std::int64_t army = selected_army();
    if (!campaign_ || army == 0) return;
    for (const RosterVersionRecord& v : campaign_->history(army)) {
        const long row = history_->InsertItem(history_->GetItemCount(), wxString::Format("v%d", v.version));
        history_->SetItemData(row, v.version);
        history_->SetItem(row, 1, local_time(v.saved_at));
        history_->SetItem(row, 2, u(local_points(v.points)));
        history_->SetItem(row, 3, v.legal ? _("legal") : _("not legal"));
        history_->SetItem(row, 4, u(render_message(version_reason_message(v), interface_language())));
    }
}

void CampaignPanel::refresh() {
    const std::int64_t army = selected_army();
    refresh_user();
    armies_list_->DeleteAllItems();
    players_->DeleteAllItems();
    sieges_->DeleteAllItems();
    battles_->DeleteAllItems();
    history_->DeleteAllItems();
    armies_.clear();
    can_take_back_ = false;
    correction_label_.clear();
    player_ids_.clear();
    battle_ids_.clear();
    if (!campaign_) {
        title_->set_text(_("No campaign open: File > Open"));
        log_->show({});
        return;
    }
    const CampaignInfo info = campaign_->info();
    const GameSystem* system = lists_.system(info.game_system);
    title_->set_text(u(info.name + " — " + (system ? local_name(system->name) : info.game_system) + " — ") +
                     wxString::Format(_("month %d"), info.current_month));
    title_->SetToolTip(u(campaign_->where()));
    armies_ = campaign_->armies();
    for (const PlayerRecord& p : campaign_->players()) {
        const long row = players_->InsertItem(players_->GetItemCount(), u(p.name));
        player_ids_.push_back(p.id);
        const auto led = std::count_if(armies_.begin(), armies_.end(), [&](const ArmyRecord& a) { return a.player == p.name; });
        players_->SetItem(row, 1, wxString::Format("%d", static_cast<int>(led)));
    }
    for (const ArmyRecord& a : armies_) {
        const long row = armies_list_->InsertItem(armies_list_->GetItemCount(), u(a.name));
        armies_list_->SetItem(row, 1, u(a.player));
        const Faction* faction = lists_.faction(a.faction);
        armies_list_->SetItem(row, 2, u(faction ? local_name(faction->name) : a.faction));
        armies_list_->SetItem(row, 3, wxString::Format("%d", a.versions));
        if (a.id == army) armies_list_->SetItemState(row, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    }
    if (army == 0 && !armies_.empty()) armies_list_->SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    for (const SiegeRecord& s : campaign_->sieges()) {
        const long row = sieges_->InsertItem(sieges_->GetItemCount(), u(s.name));
        sieges_->SetItem(row, 1, wxString::Format("%d", s.started_month));
        sieges_->SetItem(row, 2, u(render_message(siege_progress_message(s), interface_language())));
    }
    auto army_name = [this](std::int64_t id) {
        for (const ArmyRecord& a : armies_)
            if (a.id == id) return a.name;
        return std::string("?");
    };
    const auto battles = campaign_->battles();
    // A game system without victory points has its battles decided by the players: no points to show.
    const bool scored_by_points = victory_table_for(campaign_->info().game_system) != nullptr;
    for (auto b = battles.rbegin(); b != battles.rend(); ++b) {
        const long row = battles_->InsertItem(battles_->GetItemCount(), wxString::Format("%d", b->month));
        battle_ids_.push_back(b->id);
        battles_->SetItem(row, 1, u(b->scenario));
        battles_->SetItem(row, 2, b->winner_army_id ? wxString::Format(_("%s wins"), u(army_name(*b->winner_army_id))) : _("A draw"));
        battles_->SetItem(row, 3, scored_by_points ? u(local_points(b->vp_a) + " – " + local_points(b->vp_b)) : wxString("—"));
    }
    // Each column as wide as its heading and its longest cell: nothing cut ("Versions", results).
    for (wxListCtrl* list : {players_, armies_list_, sieges_, battles_}) {
        for (int column = 0; column < list->GetColumnCount(); ++column) {
            list->SetColumnWidth(column, wxLIST_AUTOSIZE);
            const int cells = list->GetColumnWidth(column);
            list->SetColumnWidth(column, wxLIST_AUTOSIZE_USEHEADER);
            list->SetColumnWidth(column, std::max(cells, list->GetColumnWidth(column)));
        }
    }
    log_->show(campaign_->log());
    try {
        can_take_back_ = campaign_->can_take_back_month();
        if (const std::optional<CampaignEvent> correction = campaign_->undoable_correction()) correction_label_ = correction_undo_label(*correction);
    } catch (const Error&) {  // a damaged file says so on the next action
    }
    show_history();
    Layout();
}

}  // namespace muster::ui
