#include "views/siege_panel.hpp"

#include <algorithm>
#include <filesystem>
#include <initializer_list>

#include <wx/button.h>
#include <wx/gauge.h>
#include <wx/grid.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/wrapsizer.h>

#include "app/interface_language.hpp"
#include "app/tell_user.hpp"
#include "muster/text/numbers.hpp"
#include "views/message_list.hpp"
#include "muster/util/input_limits.hpp"
#include "views/report_text.hpp"
#include "views/wrapping_heading.hpp"
#include "app/wx_text.hpp"
#include "commands/command_controls.hpp"

namespace muster::ui {

namespace {

wxSpinCtrl* spin(wxWindow* parent, int max) { return new wxSpinCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, max, 0); }

void label(wxWindow* parent, wxSizer* row, const wxString& text) {
    row->Add(new wxStaticText(parent, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
}

}  // namespace

SiegePanel::SiegePanel(wxWindow* parent, const ListLibrary& lists)
    : UndoEditor(parent, new_siege_plan(bundled<SiegeKit>(), 2000, tr("New siege"))), lists_(lists) {
    title_ = new WrappingHeading(this);  // wraps to the window's width rather than widen the view past it
    title_->SetName("siege-title");
    auto* controls = new wxWrapSizer(wxHORIZONTAL);                    // the fields go on two rows when one is too narrow
    defender_points_ = spin(this, static_cast<int>(max_army_points));  // what a plan file may hold
    attacker_points_ = spin(this, static_cast<int>(max_army_points));
    attacker_points_->SetToolTip(_("0: the kit's ratio of the defender's points"));
    months_ = spin(this, 48);
    engineers_ = spin(this, 100);
    // Each label stays with its field when the row wraps.
    const auto group = [&](const wxString& text, std::initializer_list<wxWindow*> fields) {
        auto* fields_row = new wxBoxSizer(wxHORIZONTAL);
        label(this, fields_row, text);
        for (wxWindow* field : fields) fields_row->Add(field, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
        controls->Add(fields_row, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT | wxBOTTOM, 8);
    };
    group(_("Defender points:"), {defender_points_});
    group(_("Attacker points (0 = 1.5 ×):"), {attacker_points_});
    group(_("Months:"), {months_, command_button(this, "siege.roll")});
    group(_("Extra engineers:"), {engineers_});

    auto* roster_row = new wxWrapSizer(wxHORIZONTAL);  // the buttons go below the rosters' names when these are long
    rosters_ = new wxStaticText(this, wxID_ANY, "");
    roster_row->Add(rosters_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    for (const char* id : {"siege.attach-attacker", "siege.attach-defender", "siege.detach-rosters"}) roster_row->Add(command_button(this, id), 0, wxRIGHT, 4);
    // What the players agreed to that the rules otherwise forbid: written in the plan, named in the report.
    auto* agreement_row = new wxFlexGridSizer(1, 4, 4, 8);
    agreement_row->AddGrowableCol(1);
    agreement_row->AddGrowableCol(3);
    gunpowder_agreement_ = new wxTextCtrl(this, wxID_ANY, "");
    gunpowder_agreement_->SetName("siege-gunpowder-agreement");
    gunpowder_agreement_->SetHint(_("empty: the attacker's roster decides"));
    gunpowder_agreement_->SetToolTip(_(
        "Bombards for an army whose list has no gunpowder artillery, or with no roster attached, when the players agree it is historically justified: write why."));
    months_agreement_ = new wxTextCtrl(this, wxID_ANY, "");
    months_agreement_->SetName("siege-months-agreement");
    months_agreement_->SetHint(_("empty: the duration table's most"));
    months_agreement_->SetToolTip(_("A siege longer than the duration table can give, when the players agree to it: write why."));
    // The fields share the row's width: no field asks for more than a short width of its own.
    for (wxTextCtrl* field : {gunpowder_agreement_, months_agreement_}) field->SetMinSize(wxSize(FromDIP(120), -1));
    agreement_row->Add(new wxStaticText(this, wxID_ANY, _("Gunpowder agreed because:")), 0, wxALIGN_CENTER_VERTICAL);
    agreement_row->Add(gunpowder_agreement_, 1, wxEXPAND);
    agreement_row->Add(new wxStaticText(this, wxID_ANY, _("More months agreed because:")), 0, wxALIGN_CENTER_VERTICAL);
    agreement_row->Add(months_agreement_, 1, wxEXPAND);
    budget_ = new wxStaticText(this, wxID_ANY, "");
    budget_->SetFont(budget_->GetFont().Bold());
    em_gauge_ = new wxGauge(this, wxID_ANY, 1, wxDefaultPosition, wxSize(180, -1));
    em_gauge_->SetToolTip(_("Engineer-months used of the budget"));
    auto* budget_row = new wxWrapSizer(wxHORIZONTAL);  // the points wrap below on a narrow screen
    budget_row->Add(em_gauge_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    budget_row->Add(budget_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 16);
    points_line_ = new wxStaticText(this, wxID_ANY, "");
    budget_row->Add(points_line_, 0, wxALIGN_CENTER_VERTICAL);

    items_ = new wxGrid(this, wxID_ANY);
    items_->CreateGrid(0, 5);
    items_->SetColLabelValue(0, _("Side"));
    items_->SetColLabelValue(1, _("Item"));
    items_->SetColLabelValue(2, _("Quantity"));
    items_->SetColLabelValue(3, _("EM"));
    items_->SetColLabelValue(4, _("Points"));
    items_->HideRowLabels();
    items_->SetName("siege-items");
    fill_item_rows();
    items_->SetColSize(1, 300);
    // At least six items in view however small the window: the view scrolls instead.
    // Both grids scroll sideways within their half of the view rather than widen it past the window.
    items_->SetMinSize(wxSize(FromDIP(200), items_->GetColLabelSize() + 6 * items_->GetDefaultRowSize() + 4));

    schedule_ = new wxGrid(this, wxID_ANY);
    schedule_->CreateGrid(0, 0);
    schedule_->EnableEditing(false);
    schedule_->SetMinSize(wxSize(FromDIP(200), items_->GetMinSize().y));
    auto* grids = new wxBoxSizer(wxHORIZONTAL);
    // The purchases take the larger share: their five columns whole at 1280 pixels, the schedule's few beside them.
    grids->Add(items_, 3, wxEXPAND | wxRIGHT, 6);
    grids->Add(schedule_, 2, wxEXPAND);

    auto* bottom = new wxBoxSizer(wxHORIZONTAL);
    auto* section_box = new wxBoxSizer(wxVERTICAL);
    sections_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 150), wxLC_REPORT | wxLC_SINGLE_SEL);
    sections_->AppendColumn(_("Section"), wxLIST_FORMAT_LEFT, 200);
    sections_->AppendColumn(_("Length (cm)"), wxLIST_FORMAT_RIGHT, 90);
    sections_->AppendColumn(_("Structure"), wxLIST_FORMAT_RIGHT, 130);
    // Each heading whole from the first show, in any language ("Longueur (cm)" is wider than 90 px).
    for (int col = 0; col < sections_->GetColumnCount(); ++col) {
        wxListItem column;
        column.SetMask(wxLIST_MASK_TEXT);
        sections_->GetColumn(col, column);
        const int needed = sections_->GetTextExtent(column.GetText()).x + FromDIP(32);
        if (sections_->GetColumnWidth(col) < needed) sections_->SetColumnWidth(col, needed);
    }
    auto* section_buttons = new wxBoxSizer(wxHORIZONTAL);
    section_buttons->Add(command_button(this, "siege.add-section"), 0, wxRIGHT, 4);
    section_buttons->Add(command_button(this, "siege.remove-section"), 0, wxRIGHT, 4);
    section_box->Add(new wxStaticText(this, wxID_ANY, _("Fortifications")), 0, wxBOTTOM, 3);
    section_box->Add(sections_, 1, wxEXPAND);
    section_box->Add(section_buttons, 0, wxTOP, 4);
    report_ = new MessageList(this);
    report_->fit_rows(FromDIP(150), 0.35);  // the grids scroll; the findings are read whole
    // Tab and Shift+Tab leave the grids for the controls around them, as everywhere else (a grid
    // keeps Tab for its cells, and its own way out fails under GTK); the arrows move between cells.
    const auto tab_leaves = [](wxGrid* grid, wxWindow* before, wxWindow* after) {
        grid->Bind(wxEVT_CHAR_HOOK, [grid, before, after](wxKeyEvent& e) {
            if (e.GetKeyCode() != WXK_TAB || e.ControlDown() || e.AltDown() || grid->IsCellEditControlShown()) {
                e.Skip();
                return;
            }
            (e.ShiftDown() ? before : after)->SetFocus();
        });
    };
    tab_leaves(items_, months_agreement_, sections_);
    tab_leaves(schedule_, months_agreement_, sections_);
    bottom->Add(section_box, 1, wxEXPAND | wxRIGHT, 6);
    bottom->Add(report_, 2, wxEXPAND);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(title_, 0, wxEXPAND | wxALL, 6);
    sizer->Add(controls, 0, wxLEFT | wxRIGHT, 6);
    sizer->Add(roster_row, 0, wxEXPAND | wxALL, 6);
    sizer->Add(agreement_row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    sizer->Add(budget_row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    sizer->Add(grids, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(bottom, 0, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    // The view scrolls up and down in its page, not sideways: it asks for a fixed width, so its page
    // lays it out at the window's width and the heading and the rows of fields wrap to it (the
    // rows' own minimums follow the width they were last given, and would keep it wide).
    SetMinSize(wxSize(FromDIP(720), -1));

    sections_->SetName("siege-sections");
    months_->SetName("siege-months");
    items_->SetName("siege-items");
    schedule_->SetName("siege-schedule");
    report_->SetName("siege-report");
    give_context_menu(sections_, {"siege.add-section", "siege.remove-section"});
    auto bind_spin = [this](wxSpinCtrl* control, const char* what, std::function<void(SiegePlan&, int)> set) {
        control->Bind(wxEVT_SPINCTRL, [this, what, set = std::move(set)](wxSpinEvent& e) {
            if (refreshing_) return;
            const int value = e.GetPosition();
            apply(
                tr(what), [&](SiegePlan& p) { set(p, value); }, what);  // the clicks of one field: one undo step
        });
    };
    bind_spin(defender_points_, wxTRANSLATE("Set the defender's points"), [](SiegePlan& p, int v) { p.defender_points = v; });
    bind_spin(attacker_points_, wxTRANSLATE("Set the attacker's points"),
              [](SiegePlan& p, int v) { p.attacker_points = v > 0 ? std::optional<double>(v) : std::nullopt; });
    bind_spin(months_, wxTRANSLATE("Set months"), [](SiegePlan& p, int v) { p.duration = SiegeDuration{v, false, 0, {}}; });
    bind_spin(engineers_, wxTRANSLATE("Set engineers"), [](SiegePlan& p, int v) { p.extra_engineers = v; });
    items_->Bind(wxEVT_GRID_CELL_CHANGED, &SiegePanel::on_quantity_changed, this);
    const auto bind_agreement = [this](wxTextCtrl* field, const char* what, std::string SiegePlan::*reason) {
        field->Bind(wxEVT_TEXT, [this, field, what, reason](wxCommandEvent&) {
            if (refreshing_) return;
            const std::string text = field->GetValue().utf8_string();
            apply(
                tr(what), [&](SiegePlan& p) { p.*reason = text; }, what);  // one undo step per field typed in
        });
    };
    bind_agreement(gunpowder_agreement_, wxTRANSLATE("Agree to gunpowder"), &SiegePlan::gunpowder_override);
    bind_agreement(months_agreement_, wxTRANSLATE("Agree to more months"), &SiegePlan::months_agreement);
    refresh();
}

void SiegePanel::on_quantity_changed(wxGridEvent& event) {
    if (refreshing_ || event.GetCol() != 2) return;
    const SiegeItem& item = kit().items[static_cast<std::size_t>(event.GetRow())];
    // Read as the interface's language writes numbers ("1 000,5" in French, "1,000.5" in English);
    // anything else leaves the purchase as it was.
    const wxString typed = items_->GetCellValue(event.GetRow(), 2);
    const std::optional<double> parsed = read_number(typed.utf8_string(), interface_language());
    if (!parsed) {
        refresh();
        tell_user(wxString::Format(_("“%s” is not a quantity; write a number such as 2 or %s."), typed, u(local_points(1.5))), _("Buy"),
                  wxOK | wxICON_INFORMATION, this);
        return;
    }
    const std::string id = item.id;
    const double quantity = *parsed;
    apply(
        wxString::Format(_("Buy %s"), u(local_name(item.name))).utf8_string(),
        [id, quantity](SiegePlan& p) { set_purchase(p, siege_kit_named(p.kit_id), id, quantity); }, "buy " + id);
}

std::string SiegePanel::plan_file_for_rosters() const { return path_.empty() ? (std::filesystem::current_path() / "unsaved.siege.xml").string() : path_; }

SiegeVerdict SiegePanel::verdict() const { return evaluate_siege_with_rosters(history_.current(), plan_file_for_rosters(), kit(), lists_); }

const SiegeKit& SiegePanel::kit() const { return siege_kit_named(history_.current().kit_id); }

void SiegePanel::fill_item_rows() {
    const SiegeKit& shown = kit();
    shown_kit_ = shown.id;
    if (items_->GetNumberRows() > 0) items_->DeleteRows(0, items_->GetNumberRows());
    items_->AppendRows(static_cast<int>(shown.items.size()));
    for (int row = 0; row < items_->GetNumberRows(); ++row) {
        const SiegeItem& item = shown.items[static_cast<std::size_t>(row)];
        items_->SetCellValue(row, 0, item.side == SiegeSide::attacker ? _("attacker") : _("defender"));
        items_->SetCellValue(row, 1, wxString::Format(_("%s (%s)"), u(local_name(item.name)), u(item.unit_one.in(interface_language()))));
        for (int col : {0, 1, 3, 4}) items_->SetReadOnly(row, col);
        // Whole numbers where the kit says so (towers, stands, gates); lengths may take tenths.
        if (item.whole) items_->SetCellEditor(row, 2, new wxGridCellNumberEditor(0, 100000));
        else items_->SetCellEditor(row, 2, new wxGridCellFloatEditor(-1, 1));
    }
}

void SiegePanel::refresh() {
    refreshing_ = true;
    const SiegePlan& plan = history_.current();
    if (shown_kit_ != plan.kit_id) fill_item_rows();
    const SiegeVerdict v = verdict();
    // The kit is named: a Fantasy siege and a Medieval one buy different works.
    wxString title = (plan.name.empty() ? _("Siege plan") : u(plan.name)) + " — " + u(local_name(kit().name)) + " — " +
                     (v.legal ? _("the plan holds") : _("the plan does not hold"));
    if (plan.duration.rolled) {
        title += " — " + _("rolled");
        for (int die : plan.duration.dice) title += wxString::Format(" %d", die);
    }
    title_->set_text(title);
    // An attached roster sets its side's points; the field then shows them and cannot be edited.
    defender_points_->SetValue(static_cast<int>(plan.defender_roster.empty() ? plan.defender_points : v.defender_points));
    defender_points_->Enable(plan.defender_roster.empty());
    attacker_points_->SetValue(!plan.attacker_roster.empty() ? static_cast<int>(v.attacker_points)
                               : plan.attacker_points        ? static_cast<int>(*plan.attacker_points)
                                                             : 0);
    attacker_points_->Enable(plan.attacker_roster.empty());
    months_->SetValue(plan.duration.months);
    if (gunpowder_agreement_->GetValue().utf8_string() != plan.gunpowder_override) gunpowder_agreement_->ChangeValue(u(plan.gunpowder_override));
    if (months_agreement_->GetValue().utf8_string() != plan.months_agreement) months_agreement_->ChangeValue(u(plan.months_agreement));
    engineers_->SetValue(plan.extra_engineers);
    auto roster_name = [](const std::string& file) { return file.empty() ? _("none") : u(std::filesystem::path(file).filename().string()); };
    rosters_->SetLabel(_("Attacker's roster:") + " " + roster_name(plan.attacker_roster) + "    " + _("Defender's roster:") + " " +
                       roster_name(plan.defender_roster));
    budget_->SetLabel(wxString::Format(_("Engineers %d (%d free) · engineer-months %s / %s"), v.engineers, v.free_engineers, u(local_points(v.em_used)),
                                       u(local_points(v.em_available))));
    points_line_->SetLabel(wxString::Format(_("Attacker %s pts, %s left for troops · defender %s pts, %s left"), u(local_points(v.attacker_points)),
                                            u(local_points(v.attacker_troop_points)), u(local_points(v.defender_points)),
                                            u(local_points(v.defender_troop_points))));
    budget_->SetForegroundColour(verdict_colour(v.em_used <= v.em_available));
    // Tenths of an engineer-month, so that part-batches still move the gauge.
    const int tenths_available = static_cast<int>(v.em_available * 10 + 0.5);
    const int tenths_used = static_cast<int>(v.em_used * 10 + 0.5);
    em_gauge_->SetRange(std::max({tenths_available, tenths_used, 1}));
    em_gauge_->SetValue(tenths_used);
    for (int row = 0; row < items_->GetNumberRows(); ++row) {
        const SiegeItem& item = kit().items[static_cast<std::size_t>(row)];
        double quantity = 0, em = 0, points = 0;
        for (const auto* lines : {&v.attacker_lines, &v.defender_lines})
            for (const SiegePurchaseLine& line : *lines)
                if (line.item_id == item.id) {
                    quantity = line.quantity;
                    em = line.cost.engineer_months;
                    points = line.cost.points;
                }
        items_->SetCellValue(row, 2, u(local_points(quantity)));
        items_->SetCellValue(row, 3, em > 0 ? u(local_points(em)) : wxString());
        items_->SetCellValue(row, 4, points > 0 ? u(local_points(points)) : wxString());
        // An item the schedule could not fit is marked on its row (and listed under the schedule).
        const bool unplaced = std::any_of(v.schedule.unplaced_runs.begin(), v.schedule.unplaced_runs.end(),
                                          [&](const UnplacedRun& run) { return v.schedule.orders[run.order].item_id == item.id; });
        for (int col = 0; col < items_->GetNumberCols(); ++col)
            items_->SetCellBackgroundColour(row, col, unplaced ? wxColour(255, 215, 215) : items_->GetDefaultCellBackgroundColour());
    }
    const SiegeKit& plan_kit = kit();
    const auto grid = v.schedule.grid([&plan_kit](const BuildJob& job) {
        const SiegeItem* item = plan_kit.item(job.item_id);
        return item ? local_name(item->name) + job.detail : job.label;
    });
    if (schedule_->GetNumberRows() > 0) schedule_->DeleteRows(0, schedule_->GetNumberRows());
    if (schedule_->GetNumberCols() > 0) schedule_->DeleteCols(0, schedule_->GetNumberCols());
    if (!grid.empty() && v.engineers > 0) {
        schedule_->AppendCols(v.engineers);
        schedule_->AppendRows(static_cast<int>(grid.size()));
        for (int e = 0; e < v.engineers; ++e) { schedule_->SetColLabelValue(e, wxString::Format(_("Engineer %d"), e + 1)); }
        for (std::size_t m = 0; m < grid.size(); ++m) {
            schedule_->SetRowLabelValue(static_cast<int>(m), wxString::Format(_("Month %zu"), m + 1));
            for (std::size_t e = 0; e < grid[m].size(); ++e) schedule_->SetCellValue(static_cast<int>(m), static_cast<int>(e), u(grid[m][e]));
        }
    }
    if (!v.schedule.complete()) {
        // The builds no engineer had time for, on a last row of their own.
        if (schedule_->GetNumberCols() == 0) schedule_->AppendCols(1);
        const int row = schedule_->GetNumberRows();
        schedule_->AppendRows(1);
        schedule_->SetRowLabelValue(row, _("Not placed"));
        wxString names;
        const auto name_of = [&plan_kit](const BuildJob& job) {
            const SiegeItem* item = plan_kit.item(job.item_id);
            return u(item ? local_name(item->name) + job.detail : job.label);
        };
        for (const UnplacedRun& run : v.schedule.unplaced_runs) {
            const BuildOrder& order = v.schedule.orders[run.order];
            const wxString first = name_of(order.job(run.first_batch));
            // "Siege tower 3/6 to Siege tower 6/6": one line per item, however many batches.
            const wxString line = run.first_batch == order.batches ? first : wxString::Format(_("%s to %s"), first, name_of(order.job(order.batches)));
            names += (names.empty() ? "" : ", ") + line;
        }
        schedule_->SetCellValue(row, 0, names);
        schedule_->SetCellTextColour(row, 0, verdict_colour(false));
    }
    if (schedule_->GetNumberCols() > 0) {
        schedule_->AutoSizeColumns(false);  // the names are longer in French
        schedule_->SetRowLabelSize(wxGRID_AUTOSIZE);
    }
    items_->AutoSizeColumn(1, false);
    sections_->DeleteAllItems();
    for (const SectionLine& s : v.sections) {
        const long row = sections_->InsertItem(sections_->GetItemCount(), u(s.id + "  " + local_name(s.name)));
        sections_->SetItem(row, 1, u(local_points(s.length_cm)));
        wxString structure = wxString::Format("%d", s.structure);
        if (s.bonus > 0) structure += wxString::Format(" (+%d)", s.bonus);
        if (s.rolled) structure = wxString::Format(_("%s, rolled"), structure);  // the structure points, rolled on a die
        sections_->SetItem(row, 2, structure);
    }
    // The sections' names whole when there is room for them.
    int widest = FromDIP(200);
    for (long row = 0; row < sections_->GetItemCount(); ++row) widest = std::max(widest, sections_->GetTextExtent(sections_->GetItemText(row)).x + FromDIP(16));
    if (sections_->GetColumnWidth(0) != widest) sections_->SetColumnWidth(0, widest);
    report_->show(v.report, _("Every rule of the siege holds."));
    refreshing_ = false;
    Layout();
    if (on_changed) on_changed();
}

}  // namespace muster::ui
