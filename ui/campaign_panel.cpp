#include "campaign_panel.hpp"

#include <cstdlib>

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"

namespace muster::ui {

namespace {
wxString u(const std::string& text) { return wxString::FromUTF8(text); }

std::string actor() {
    const char* user = std::getenv("USER");
    return user && *user ? user : "someone";
}

wxListCtrl* make_list(wxWindow* parent, std::initializer_list<std::pair<const char*, int>> columns) {
    auto* list = new wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    for (const auto& [title, width] : columns) list->AppendColumn(wxGetTranslation(title), wxLIST_FORMAT_LEFT, width);
    list->SetMinSize(wxSize(120, 80));  // share the width by proportion, not by the columns' total
    return list;
}
}  // namespace

CampaignPanel::CampaignPanel(wxWindow* parent, const ListLibrary& lists) : wxPanel(parent), lists_(lists) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    title_ = new wxStaticText(this, wxID_ANY, "");
    title_->SetFont(title_->GetFont().Bold().Larger());
    auto* advance = new wxButton(this, wxID_ANY, _("&Advance the month"));
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(title_, 1, wxALIGN_CENTER_VERTICAL);
    top->Add(advance, 0);
    armies_ = make_list(this, {{"Army", 220}, {"Player", 140}, {"Faction", 160}, {"Versions", 80}});
    history_ = make_list(this, {{"Version", 70}, {"Saved", 170}, {"Points", 70}, {"Verdict", 90}, {"Why", 300}});
    sieges_ = make_list(this, {{"Siege", 200}, {"Month", 70}, {"Status", 120}});
    log_ = make_list(this, {{"When", 170}, {"Month", 60}, {"Who", 100}, {"What", 700}});
    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    auto column = [&](const wxString& title, wxListCtrl* list) {
        auto* box = new wxBoxSizer(wxVERTICAL);
        box->Add(new wxStaticText(this, wxID_ANY, title), 0, wxBOTTOM, 3);
        box->Add(list, 1, wxEXPAND);
        middle->Add(box, 1, wxEXPAND | wxRIGHT, 6);
    };
    column(_("Armies (select one for its roster history)"), armies_);
    column(_("Roster history"), history_);
    column(_("Sieges"), sieges_);
    sizer->Add(top, 0, wxEXPAND | wxALL, 6);
    sizer->Add(middle, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Log")), 0, wxLEFT | wxTOP, 6);
    sizer->Add(log_, 1, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    armies_->Bind(wxEVT_LIST_ITEM_SELECTED, &CampaignPanel::on_army_selected, this);
    advance->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { advance_month(); });
    refresh();
}

bool CampaignPanel::open(const std::string& path) {
    try {
        campaign_ = std::make_unique<Campaign>(Campaign::open(path));
    } catch (const Error& e) {
        wxMessageBox(u(e.what()), _("This campaign cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    refresh();
    return true;
}

bool CampaignPanel::open_default() {
    try {
        campaign_ = std::make_unique<Campaign>(Campaign::open_default(actor()));
    } catch (const Error& e) {
        wxMessageBox(u(e.what()), _("The default campaign cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    refresh();
    return true;
}

void CampaignPanel::advance_month() {
    if (!campaign_) return;
    try {
        campaign_->advance_month(actor());
    } catch (const Error& e) {
        wxMessageBox(u(e.what()), _("The month did not advance"), wxOK | wxICON_ERROR, this);
    }
    refresh();
}

void CampaignPanel::on_army_selected(wxListEvent& event) {
    history_->DeleteAllItems();
    if (!campaign_) return;
    const auto armies = campaign_->armies();
    const long index = event.GetIndex();
    if (index < 0 || static_cast<std::size_t>(index) >= armies.size()) return;
    for (const RosterVersionRecord& v : campaign_->history(armies[static_cast<std::size_t>(index)].id)) {
        const long row = history_->InsertItem(history_->GetItemCount(), u("v" + std::to_string(v.version)));
        history_->SetItem(row, 1, u(v.saved_at));
        history_->SetItem(row, 2, u(format_points(v.points)));
        history_->SetItem(row, 3, v.legal ? _("legal") : _("not legal"));
        history_->SetItem(row, 4, u(v.reason));
    }
}

void CampaignPanel::refresh() {
    armies_->DeleteAllItems();
    sieges_->DeleteAllItems();
    log_->DeleteAllItems();
    history_->DeleteAllItems();
    if (!campaign_) {
        title_->SetLabel(_("No campaign open: File > Open campaign"));
        return;
    }
    const CampaignInfo info = campaign_->info();
    title_->SetLabel(u(info.name + " — " + info.game_system + ", month " + std::to_string(info.current_month) + " — " +
                       campaign_->file().string()));
    for (const ArmyRecord& a : campaign_->armies()) {
        const long row = armies_->InsertItem(armies_->GetItemCount(), u(a.name));
        armies_->SetItem(row, 1, u(a.player));
        armies_->SetItem(row, 2, u(a.faction));
        armies_->SetItem(row, 3, u(std::to_string(a.versions)));
    }
    for (const SiegeRecord& s : campaign_->sieges()) {
        const long row = sieges_->InsertItem(sieges_->GetItemCount(), u(s.name));
        sieges_->SetItem(row, 1, u(std::to_string(s.months_elapsed)));
        sieges_->SetItem(row, 2, u(s.status));
    }
    const auto events = campaign_->log();
    for (auto e = events.rbegin(); e != events.rend(); ++e) {
        const long row = log_->InsertItem(log_->GetItemCount(), u(e->at));
        log_->SetItem(row, 1, u(std::to_string(e->month)));
        log_->SetItem(row, 2, u(e->actor));
        log_->SetItem(row, 3, u(e->text));
    }
    Layout();
}

}  // namespace muster::ui
