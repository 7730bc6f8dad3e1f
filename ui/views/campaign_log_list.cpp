#include "views/campaign_log_list.hpp"

#include "app/interface_language.hpp"
#include "app/wx_text.hpp"
#include "views/list_columns.hpp"
#include "views/time_text.hpp"
#include "muster/campaign/campaign_log.hpp"

namespace muster::ui {

CampaignLogList::CampaignLogList(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL) {
    // "When" as wide as a date and time in the list's font, so a larger desktop font cuts none.
    append_column(*this, _("When"), std::max(170, GetTextExtent(local_time("2026-12-31T23:59:59Z")).x + FromDIP(16)));
    append_column(*this, _("Month"), 60);
    append_column(*this, _("Who"), 100);
    append_column(*this, _("What"), 800);
    SetMinSize(wxSize(120, 80));
}

void CampaignLogList::show(std::vector<CampaignEvent> events) {
    events_ = std::move(events);
    SetItemCount(static_cast<long>(events_.size()));
    Refresh();
}

wxString CampaignLogList::OnGetItemText(long item, long column) const {
    if (item < 0 || static_cast<std::size_t>(item) >= events_.size()) return {};
    const CampaignEvent& e = events_[events_.size() - 1 - static_cast<std::size_t>(item)];
    switch (column) {
        case 0:
            return local_time(e.at);
        case 1:
            return wxString::Format("%d", e.month);
        case 2:
            return u(event_actor(e, interface_language()));
        default:
            return u(event_text(e, interface_language()));  // rendered from its message, in the window's language
    }
}

}  // namespace muster::ui
