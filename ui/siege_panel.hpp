#pragma once
#include <string>

#include <wx/panel.h>

#include "muster/siege/siege_plan.hpp"
#include "muster/util/document_history.hpp"

class wxGrid;
class wxGridEvent;
class wxListCtrl;
class wxSpinCtrl;
class wxStaticText;

namespace muster::ui {

/// The siege planner: both sides' purchases, months (entered or rolled), engineers, the
/// engineer-month gauge, the months × engineers schedule and the report, all live.
class SiegePanel : public wxPanel {
public:
    explicit SiegePanel(wxWindow* parent);
    /// Opens a plan file (a broken one shows the core's message, the open plan stays).
    bool open(const std::string& path);
    /// Saves the plan.
    bool save(const std::string& path = "");
    const std::string& path() const { return path_; }
    bool dirty() const { return history_.dirty(); }
    void undo();
    void redo();
    /// Applies one edit (undoable).
    bool apply(const std::string& label, const std::function<void(SiegePlan&)>& edit);
    /// Rolls the duration with a fresh seed, recorded in the plan.
    void roll();

private:
    void refresh();
    void on_quantity_changed(wxGridEvent& event);

    DocumentHistory<SiegePlan> history_;
    std::string path_;
    wxStaticText* title_ = nullptr;
    wxStaticText* budget_ = nullptr;
    wxSpinCtrl* months_ = nullptr;
    wxSpinCtrl* engineers_ = nullptr;
    wxGrid* items_ = nullptr;
    wxGrid* schedule_ = nullptr;
    wxListCtrl* report_ = nullptr;
    bool refreshing_ = false;
};

}  // namespace muster::ui
