#pragma once
#include <memory>
#include <string>

#include <wx/panel.h>

#include "muster/campaign/campaign.hpp"

class wxListCtrl;
class wxListEvent;
class wxStaticText;

namespace muster::ui {

/// A campaign file: its armies and their roster history, sieges, battles, and the log.
class CampaignPanel : public wxPanel {
public:
    CampaignPanel(wxWindow* parent, const ListLibrary& lists);
    /// Opens a campaign file (the core's message in a dialog when it cannot).
    bool open(const std::string& path);
    /// Opens the default campaign, creating it on first use.
    bool open_default();
    /// Advances the campaign month.
    void advance_month();
    /// The open campaign, or null.
    Campaign* campaign() { return campaign_.get(); }

private:
    void refresh();
    void on_army_selected(wxListEvent& event);

    const ListLibrary& lists_;
    std::unique_ptr<Campaign> campaign_;
    wxStaticText* title_ = nullptr;
    wxListCtrl* armies_ = nullptr;
    wxListCtrl* history_ = nullptr;
    wxListCtrl* sieges_ = nullptr;
    wxListCtrl* log_ = nullptr;
};

}  // namespace muster::ui
