#pragma once
#include <vector>

#include <wx/listctrl.h>

#include "muster/campaign/campaign.hpp"

namespace muster::ui {

/// The campaign's log, newest first. Virtual: a campaign of ten thousand battles shows at once,
/// the rows being drawn only when they scroll into view.
class CampaignLogList : public wxListCtrl {
public:
    explicit CampaignLogList(wxWindow* parent);
    /// Shows these events (oldest first, as the campaign gives them).
    void show(std::vector<CampaignEvent> events);

private:
    wxString OnGetItemText(long item, long column) const override;
    std::vector<CampaignEvent> events_;
};

}  // namespace muster::ui
