#include "views/campaign_panel.hpp"

#include <algorithm>
#include <cstdlib>

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/utils.h>
#include <wx/wrapsizer.h>

#include "views/campaign_log_list.hpp"
#include "views/time_text.hpp"
#include "app/interface_language.hpp"
#include "muster/campaign/campaign_log.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "commands/command_controls.hpp"

namespace muster::ui {

namespace {

wxListCtrl* make_list(wxWindow* parent, std::initializer_list<std::pair<const char*, int>> columns) {
    auto* list = new wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    for (const auto& [title, width] : columns) list->AppendColumn(wxGetTranslation(title), wxLIST_FORMAT_LEFT, width);
    list->SetMinSize(wxSize(120, 80));  // share the width by proportion, not by the columns' total
    return list;
}

}  // namespace

std::string campaign_actor() {
    const char* user = std::getenv("USER");
    return user && *user ? user : "someone";
}

CampaignPanel::CampaignPanel(wxWindow* parent, const ListLibrary& lists) : wxPanel(parent), lists_(lists) {
    title_ = new wxStaticText(this, wxID_ANY, "");
    title_->SetFont(title_->GetFont().Bold().Larger());
    auto* actions = new wxWrapSizer(wxHORIZONTAL);
    for (const char* id : {"campaign.add-player", "campaign.add-army", "campaign.save-roster", "campaign.record-battle",
                           "campaign.start-siege", "campaign.advance-month"})
        actions->Add(command_button(this, id), 0, wxRIGHT | wxBOTTOM, 4);

    static const char* player_columns[] = {wxTRANSLATE("Player"), wxTRANSLATE("Armies")};
    static const char* army_columns[] = {wxTRANSLATE("Army"), wxTRANSLATE("Player"), wxTRANSLATE("Faction"), wxTRANSLATE("Versions")};
    static const char* history_columns[] = {wxTRANSLATE("Version"), wxTRANSLATE("Saved"), wxTRANSLATE("Points"), wxTRANSLATE("Verdict"),
                                            wxTRANSLATE("Why")};
    static const char* siege_columns[] = {wxTRANSLATE("Siege"), wxTRANSLATE("Month"), wxTRANSLATE("Status")};
    static const char* battle_columns[] = {wxTRANSLATE("Month"), wxTRANSLATE("Scenario"), wxTRANSLATE("Result"), wxTRANSLATE("Victory points")};
    players_ = make_list(this, {{player_columns[0], 140}, {player_columns[1], 60}});
    armies_list_ = make_list(this, {{army_columns[0], 200}, {army_columns[1], 120}, {army_columns[2], 140}, {army_columns[3], 70}});
    history_ = make_list(this, {{history_columns[0], 60}, {history_columns[1], 160}, {history_columns[2], 60}, {history_columns[3], 80},
                                {history_columns[4], 260}});
    sieges_ = make_list(this, {{siege_columns[0], 180}, {siege_columns[1], 60}, {siege_columns[2], 110}});
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
    sizer->Add(title_, 0, wxALL, 6);
    sizer->Add(actions, 0, wxLEFT | wxRIGHT | wxBOTTOM, 6);
    sizer->Add(upper, 3, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(middle, 2, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 6);
    sizer->Add(lower, 3, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    armies_list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { show_history(); });
    players_->SetName("campaign-players");
    armies_list_->SetName("campaign-armies");
    history_->SetName("campaign-history");
    give_context_menu(players_, {"campaign.add-player", "campaign.add-army"});
    give_context_menu(armies_list_, {"campaign.save-roster", "campaign.add-army", "-", "campaign.record-battle", "campaign.start-siege"});
    give_context_menu(history_, {"campaign.open-version", "campaign.compare-version", "-", "campaign.save-roster"});
    give_context_menu(sieges_, {"campaign.start-siege", "campaign.advance-month"});
    give_context_menu(battles_, {"campaign.record-battle"});
    history_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { open_selected_version(); });
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
    refresh();
    return true;
}

void CampaignPanel::adopt(CampaignPanel& other) {
    campaign_ = std::move(other.campaign_);
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
        history_->SetItem(row, 4, u(render_message(version_reason_message(v.reason), interface_language())));
    }
}

void CampaignPanel::refresh() {
    const std::int64_t army = selected_army();
    armies_list_->DeleteAllItems();
    players_->DeleteAllItems();
    sieges_->DeleteAllItems();
    battles_->DeleteAllItems();
    history_->DeleteAllItems();
    armies_.clear();
    can_take_back_ = false;
    if (!campaign_) {
        title_->SetLabel(_("No campaign open: File > Open"));
        log_->show({});
        return;
    }
    const CampaignInfo info = campaign_->info();
    const GameSystem* system = lists_.system(info.game_system);
    title_->SetLabel(u(info.name + " — " + (system ? local_name(system->name) : info.game_system) + " — ") +
                     wxString::Format(_("month %d"), info.current_month));
    title_->SetToolTip(u(campaign_->file().string()));
    armies_ = campaign_->armies();
    for (const PlayerRecord& p : campaign_->players()) {
        const long row = players_->InsertItem(players_->GetItemCount(), u(p.name));
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
        sieges_->SetItem(row, 1, wxString::Format("%d", s.months_elapsed));
        sieges_->SetItem(row, 2, u(render_message(siege_status_message(s.status), interface_language())));
    }
    auto army_name = [this](std::int64_t id) {
        for (const ArmyRecord& a : armies_)
            if (a.id == id) return a.name;
        return std::string("?");
    };
    const auto battles = campaign_->battles();
    for (auto b = battles.rbegin(); b != battles.rend(); ++b) {
        const long row = battles_->InsertItem(battles_->GetItemCount(), wxString::Format("%d", b->month));
        battles_->SetItem(row, 1, u(b->scenario));
        battles_->SetItem(row, 2, b->winner_army_id ? wxString::Format(_("%s wins"), u(army_name(*b->winner_army_id))) : _("A draw"));
        battles_->SetItem(row, 3, u(local_points(b->vp_a) + " – " + local_points(b->vp_b)));
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
    } catch (const Error&) {  // a damaged file says so on the next action
    }
    show_history();
    Layout();
}

}  // namespace muster::ui
