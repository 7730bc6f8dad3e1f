#include "siege_panel.hpp"

#include <wx/button.h>
#include <wx/grid.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include "muster/rules/army_tally.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/siege/siege_verdict.hpp"
#include "muster/util/error.hpp"

namespace muster::ui {

namespace {
wxString u(const std::string& text) { return wxString::FromUTF8(text); }
}  // namespace

SiegePanel::SiegePanel(wxWindow* parent) : wxPanel(parent), history_(new_siege_plan(bundled_siege_kit(), 2000, "New siege")) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    title_ = new wxStaticText(this, wxID_ANY, "");
    title_->SetFont(title_->GetFont().Bold().Larger());
    auto* controls = new wxBoxSizer(wxHORIZONTAL);
    months_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 48, 0);
    engineers_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 100, 0);
    auto* roll_button = new wxButton(this, wxID_ANY, _("&Roll the duration"));
    controls->Add(new wxStaticText(this, wxID_ANY, _("Months:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    controls->Add(months_, 0, wxRIGHT, 8);
    controls->Add(roll_button, 0, wxRIGHT, 16);
    controls->Add(new wxStaticText(this, wxID_ANY, _("Extra engineers (50 pts each):")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    controls->Add(engineers_, 0);
    budget_ = new wxStaticText(this, wxID_ANY, "");
    budget_->SetFont(budget_->GetFont().Bold());

    auto* grids = new wxBoxSizer(wxHORIZONTAL);
    items_ = new wxGrid(this, wxID_ANY);
    items_->CreateGrid(static_cast<int>(bundled_siege_kit().items.size()), 5);
    items_->SetColLabelValue(0, _("Side"));
    items_->SetColLabelValue(1, _("Item"));
    items_->SetColLabelValue(2, _("Quantity"));
    items_->SetColLabelValue(3, _("EM"));
    items_->SetColLabelValue(4, _("Points"));
    items_->HideRowLabels();
    for (int row = 0; row < items_->GetNumberRows(); ++row) {
        const SiegeItem& item = bundled_siege_kit().items[static_cast<std::size_t>(row)];
        items_->SetCellValue(row, 0, side_name(item.side));
        items_->SetCellValue(row, 1, u(item.name.both() + " (" + item.quantity_unit + ")"));
        for (int col : {0, 1, 3, 4}) items_->SetReadOnly(row, col);
        items_->SetCellEditor(row, 2, new wxGridCellNumberEditor(0, 100000));
    }
    items_->SetColSize(1, 300);
    schedule_ = new wxGrid(this, wxID_ANY);
    schedule_->CreateGrid(0, 0);
    schedule_->EnableEditing(false);
    grids->Add(items_, 1, wxEXPAND | wxRIGHT, 6);
    grids->Add(schedule_, 1, wxEXPAND);

    report_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 140), wxLC_REPORT | wxLC_SINGLE_SEL);
    report_->AppendColumn(_("Severity"), wxLIST_FORMAT_LEFT, 80);
    report_->AppendColumn(_("Report"), wxLIST_FORMAT_LEFT, 1000);

    sizer->Add(title_, 0, wxALL, 6);
    sizer->Add(controls, 0, wxLEFT | wxRIGHT, 6);
    sizer->Add(budget_, 0, wxALL, 6);
    sizer->Add(grids, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(report_, 0, wxEXPAND | wxALL, 6);
    SetSizer(sizer);

    months_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) {
        if (refreshing_) return;
        const int months = e.GetPosition();
        apply("Set months", [months](SiegePlan& p) { p.duration = SiegeDuration{months, false, 0, {}}; });
    });
    engineers_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) {
        if (refreshing_) return;
        const int extra = e.GetPosition();
        apply("Set engineers", [extra](SiegePlan& p) { p.extra_engineers = extra; });
    });
    roll_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { roll(); });
    items_->Bind(wxEVT_GRID_CELL_CHANGED, &SiegePanel::on_quantity_changed, this);
    refresh();
}

void SiegePanel::on_quantity_changed(wxGridEvent& event) {
    if (refreshing_ || event.GetCol() != 2) return;
    const SiegeItem& item = bundled_siege_kit().items[static_cast<std::size_t>(event.GetRow())];
    long quantity = 0;
    items_->GetCellValue(event.GetRow(), 2).ToLong(&quantity);
    const std::string id = item.id;
    apply("Buy " + item.name.en, [id, quantity](SiegePlan& p) { set_purchase(p, bundled_siege_kit(), id, static_cast<double>(quantity)); });
}

bool SiegePanel::apply(const std::string& label, const std::function<void(SiegePlan&)>& edit) {
    try {
        history_.apply(label, edit);
    } catch (const Error& e) {
        wxMessageBox(u(e.what()), _("That cannot be done"), wxOK | wxICON_INFORMATION, this);
        refresh();
        return false;
    }
    refresh();
    return true;
}

void SiegePanel::roll() {
    apply("Roll the duration", [](SiegePlan& p) { p.duration = roll_siege_duration(bundled_siege_kit(), fresh_seed() & 0x7FFFFFFF); });
}

void SiegePanel::undo() {
    history_.undo();
    refresh();
}

void SiegePanel::redo() {
    history_.redo();
    refresh();
}

bool SiegePanel::open(const std::string& path) {
    Report report;
    std::optional<SiegePlan> plan = load_siege_plan(path, report);
    if (!plan) {
        wxMessageBox(u(format_human(report)), _("This siege plan cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    history_.reset(*plan);
    path_ = path;
    refresh();
    return true;
}

bool SiegePanel::save(const std::string& path) {
    const std::string target = path.empty() ? path_ : path;
    if (target.empty()) return false;
    try {
        save_siege_plan(history_.current(), target);
    } catch (const Error& e) {
        wxMessageBox(u(e.what()), _("The plan was not saved"), wxOK | wxICON_ERROR, this);
        return false;
    }
    path_ = target;
    history_.mark_saved();
    refresh();
    return true;
}

void SiegePanel::refresh() {
    refreshing_ = true;
    const SiegePlan& plan = history_.current();
    const SiegeVerdict v = evaluate_siege(plan, bundled_siege_kit());
    std::string title = (plan.name.empty() ? std::string("Siege plan") : plan.name) + " — " + (v.legal ? "the plan holds" : "the plan does not hold");
    if (plan.duration.rolled) {
        title += " — rolled";
        for (int die : plan.duration.dice) title += " " + std::to_string(die);
    }
    title_->SetLabel(u(title));
    months_->SetValue(plan.duration.months);
    engineers_->SetValue(plan.extra_engineers);
    budget_->SetLabel(u("Engineers " + std::to_string(v.engineers) + " (" + std::to_string(v.free_engineers) + " free) · engineer-months " +
                        format_points(v.em_used) + " / " + format_points(v.em_available) + " · attacker " +
                        format_points(v.attacker_points) + " pts, " + format_points(v.attacker_troop_points) + " left for troops · defender " +
                        format_points(v.defender_points) + " pts, " + format_points(v.defender_troop_points) + " left"));
    budget_->SetForegroundColour(v.em_used > v.em_available ? *wxRED : wxColour(0, 90, 0));
    for (int row = 0; row < items_->GetNumberRows(); ++row) {
        const SiegeItem& item = bundled_siege_kit().items[static_cast<std::size_t>(row)];
        double quantity = 0, em = 0, points = 0;
        for (const auto* lines : {&v.attacker_lines, &v.defender_lines})
            for (const SiegePurchaseLine& line : *lines)
                if (line.item_id == item.id) {
                    quantity = line.quantity;
                    em = line.cost.engineer_months;
                    points = line.cost.points;
                }
        items_->SetCellValue(row, 2, u(format_points(quantity)));
        items_->SetCellValue(row, 3, em > 0 ? u(format_points(em)) : wxString());
        items_->SetCellValue(row, 4, points > 0 ? u(format_points(points)) : wxString());
    }
    const auto grid = v.schedule.grid();
    if (schedule_->GetNumberRows() > 0) schedule_->DeleteRows(0, schedule_->GetNumberRows());
    if (schedule_->GetNumberCols() > 0) schedule_->DeleteCols(0, schedule_->GetNumberCols());
    if (!grid.empty() && v.engineers > 0) {
        schedule_->AppendCols(v.engineers);
        schedule_->AppendRows(static_cast<int>(grid.size()));
        for (int e = 0; e < v.engineers; ++e) {
            schedule_->SetColLabelValue(e, u("Engineer " + std::to_string(e + 1)));
            schedule_->SetColSize(e, 170);
        }
        for (std::size_t m = 0; m < grid.size(); ++m) {
            schedule_->SetRowLabelValue(static_cast<int>(m), u("Month " + std::to_string(m + 1)));
            for (std::size_t e = 0; e < grid[m].size(); ++e) schedule_->SetCellValue(static_cast<int>(m), static_cast<int>(e), u(grid[m][e]));
        }
    }
    report_->DeleteAllItems();
    for (const Diagnostic& d : v.report.diagnostics()) {
        const long row = report_->InsertItem(report_->GetItemCount(), severity_name(d.severity));
        report_->SetItem(row, 1, u(d.message + (d.fix.empty() ? "" : " — fix: " + d.fix)));
    }
    refreshing_ = false;
}

}  // namespace muster::ui
