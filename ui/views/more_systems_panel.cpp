#include "views/more_systems_panel.hpp"

#include <wx/notebook.h>
#include <wx/sizer.h>

#include "views/onus_page.hpp"
#include "views/relayout.hpp"
#include "views/tower_page.hpp"
#include "views/wfb3_page.hpp"

namespace muster::ui {

MoreSystemsPanel::MoreSystemsPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY, wxDefaultPosition, parent->GetClientSize()) {
    pages_ = new wxNotebook(this, wxID_ANY, wxDefaultPosition, GetClientSize() - wxSize(8, 8));  // not 0×0: see MainFrame
    wfb3_ = new Wfb3Page(pages_);
    onus_ = new OnusPage(pages_);
    tower_ = new TowerPage(pages_);
    pages_->AddPage(wfb3_, _("Warhammer Fantasy Battle 3"));
    pages_->AddPage(onus_, _("ONUS! fortresses"));
    pages_->AddPage(tower_, _("SIEGE siege tower"));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(pages_, 1, wxEXPAND | wxALL, 4);
    SetSizer(sizer);
    // Each page is measured again when first shown (its headings' true size is known only then).
    pages_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& event) {
        event.Skip();
        if (event.GetEventObject() != pages_) return;  // a page's own tabs (the WFB3 calculators)
        wxWindow* page = pages_->GetPage(static_cast<size_t>(event.GetSelection()));
        CallAfter([page] { relayout(page); });
    });
}

void MoreSystemsPanel::show_page(const std::string& page) { pages_->SetSelection(page == "tower" ? 2 : page == "onus" ? 1 : 0); }

DocumentView* MoreSystemsPanel::active_document() {
    switch (pages_->GetSelection()) {
        case 0:
            return wfb3_;
        case 1:
            return onus_;
        case 2:
            return tower_;
        default:
            return nullptr;
    }
}

void MoreSystemsPanel::adopt(MoreSystemsPanel& other) {
    wfb3_->adopt(*other.wfb3_);  // the army and the design as they stand, saved or not
    onus_->adopt(*other.onus_);
    pages_->SetSelection(other.pages_->GetSelection());
}

}  // namespace muster::ui
