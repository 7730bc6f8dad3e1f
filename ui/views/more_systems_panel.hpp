#pragma once
#include <string>

#include <wx/panel.h>

class wxNotebook;

namespace muster::ui {

class DocumentView;
class OnusPage;
class TowerPage;
class Wfb3Page;

/// The other game systems: Warhammer Fantasy Battle 3rd edition costs and armies, ONUS!
/// fortresses, and the SIEGE siege tower, one page each.
class MoreSystemsPanel : public wxPanel {
public:
    explicit MoreSystemsPanel(wxWindow* parent);
    /// Shows a page: "wfb3", "onus" or "tower".
    void show_page(const std::string& page);
    Wfb3Page& wfb3() { return *wfb3_; }
    OnusPage& onus() { return *onus_; }
    TowerPage& tower() { return *tower_; }
    /// Reopens the files another panel shows and brings the same page forward (a new language).
    void adopt(MoreSystemsPanel& other);
    /// The page in front.
    DocumentView* active_document();

private:
    wxNotebook* pages_ = nullptr;
    Wfb3Page* wfb3_ = nullptr;
    OnusPage* onus_ = nullptr;
    TowerPage* tower_ = nullptr;
};

}  // namespace muster::ui
