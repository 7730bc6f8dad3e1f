#include "views/builder_panel.hpp"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/srchctrl.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>
#include <wx/treectrl.h>
#include <wx/wrapsizer.h>

#include "app/background_task.hpp"
#include "app/interface_language.hpp"
#include "app/print_settings.hpp"
#include "muster/print/printing.hpp"
#include "muster/lists/unit_profile_view.hpp"
#include "muster/roster/army_body.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/rules/points_change.hpp"
#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"
#include "views/roster_tree_item.hpp"
#include "views/report_text.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

using ItemRef = RosterTreeItem;

BuilderPanel::BuilderPanel(wxWindow* parent, const ListLibrary& lists)
    : wxPanel(parent), lists_(lists), history_(Roster{}) {
    auto* split = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE);
    // Left: the lists.
    auto* left = new wxPanel(split);
    auto* left_sizer = new wxBoxSizer(wxVERTICAL);
    search_ = new wxSearchCtrl(left, wxID_ANY);
    search_->SetDescriptiveText(_("Search units"));
    browser_ = new wxTreeCtrl(left, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTR_HAS_BUTTONS | wxTR_HIDE_ROOT | wxTR_SINGLE);
    details_ = new wxTextCtrl(left, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 200), wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    details_->SetValue(_("Select a unit to see its profile, cost, options and special rules."));
    auto* add_button = new wxButton(left, wxID_ANY, _("&Add to roster"));
    left_sizer->Add(search_, 0, wxEXPAND | wxALL, 4);
    left_sizer->Add(browser_, 3, wxEXPAND | wxLEFT | wxRIGHT, 4);
    left_sizer->Add(add_button, 0, wxEXPAND | wxALL, 4);
    left_sizer->Add(details_, 2, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    left->SetSizer(left_sizer);

    // Right: the roster, its points and shares, and the messages.
    auto* right = new wxPanel(split);
    auto* right_sizer = new wxBoxSizer(wxVERTICAL);
    points_ = new wxStaticText(right, wxID_ANY, "");
    points_->SetFont(points_->GetFont().Bold().Larger());
    shares_ = new wxStaticText(right, wxID_ANY, "");
    roster_tree_ = new wxTreeCtrl(right, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTR_HAS_BUTTONS | wxTR_HIDE_ROOT | wxTR_SINGLE);
    auto* buttons = new wxWrapSizer(wxHORIZONTAL);
    auto* division_button = new wxButton(right, wxID_ANY, _("Add &division"));
    auto* duplicate_button = new wxButton(right, wxID_ANY, _("D&uplicate"));
    auto* delete_button = new wxButton(right, wxID_ANY, _("De&lete"));
    auto* up_button = new wxButton(right, wxID_ANY, _("← Previous division"));
    auto* down_button = new wxButton(right, wxID_ANY, _("Next division →"));
    auto* commander_button = new wxButton(right, wxID_ANY, _("Commander-in-&chief"));
    auto* options_button = new wxButton(right, wxID_ANY, _("&Options…"));
    for (wxButton* b : {division_button, options_button, duplicate_button, delete_button, up_button, down_button, commander_button})
        buttons->Add(b, 0, wxRIGHT | wxBOTTOM, 4);
    division_buttons_ = {division_button, up_button, down_button, commander_button};
    messages_ = new wxListCtrl(right, wxID_ANY, wxDefaultPosition, wxSize(-1, 170), wxLC_REPORT | wxLC_SINGLE_SEL);
    messages_->AppendColumn(_("Severity"), wxLIST_FORMAT_LEFT, 80);
    messages_->AppendColumn(_("What the rules say"), wxLIST_FORMAT_LEFT, 900);
    right_sizer->Add(points_, 0, wxALL, 6);
    right_sizer->Add(shares_, 0, wxLEFT | wxRIGHT | wxBOTTOM, 6);
    right_sizer->Add(roster_tree_, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
    right_sizer->Add(buttons, 0, wxALL, 6);
    right_sizer->Add(messages_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    right->SetSizer(right_sizer);

    split->SplitVertically(left, right, 380);
    split->SetMinimumPaneSize(200);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(split, 1, wxEXPAND);
    SetSizer(sizer);

    build_browser();
    browser_->Bind(wxEVT_TREE_ITEM_ACTIVATED, &BuilderPanel::on_browser_activated, this);
    browser_->Bind(wxEVT_TREE_SEL_CHANGED, &BuilderPanel::on_browser_selected, this);
    roster_tree_->Bind(wxEVT_TREE_SEL_CHANGED, &BuilderPanel::on_roster_selected, this);
    messages_->Bind(wxEVT_LIST_ITEM_SELECTED, &BuilderPanel::on_message_selected, this);
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) { on_search(e.GetString()); });
    add_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_selected_unit(); });
    division_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_division(); });
    duplicate_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { duplicate_selected(); });
    delete_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_selected(); });
    up_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { move_selected(-1); });
    down_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { move_selected(+1); });
    commander_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { make_commander(); });
    options_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { edit_options(); });
    roster_tree_->Bind(wxEVT_TREE_BEGIN_DRAG, &BuilderPanel::on_drag_begin, this);
    roster_tree_->Bind(wxEVT_TREE_END_DRAG, &BuilderPanel::on_drag_end, this);
    roster_tree_->Bind(wxEVT_TREE_ITEM_ACTIVATED, [this](wxTreeEvent&) { edit_options(); });
    refresh();
}

void BuilderPanel::build_browser() { on_search(""); }

void BuilderPanel::on_search(const wxString& text) {
    const std::string key = search_key(text.utf8_string());
    browser_->Freeze();
    browser_->DeleteAllItems();
    const wxTreeItemId root = browser_->AddRoot("lists");
    for (const GameSystem* system : lists_.systems()) {
        const wxTreeItemId system_item = browser_->AppendItem(root, u(local_name(system->name)));
        for (const Faction* faction : lists_.factions(system->id)) {
            const wxTreeItemId faction_item = browser_->AppendItem(system_item, u(local_name(faction->name)), -1, -1, new ItemRef(faction->id));
            for (const UnitProfile& unit : faction->units) {
                if (!key.empty() && search_key(local_name(unit.name)).find(key) == std::string::npos) continue;
                browser_->AppendItem(faction_item, u(local_name(unit.name) + " — " + format_points(unit.points) + " " + system->points_unit), -1, -1,
                                     new ItemRef(faction->id, unit.id));
            }
            if (!key.empty() || faction->id == history_.current().faction_id) browser_->Expand(faction_item);
        }
        browser_->Expand(system_item);
    }
    browser_->Thaw();
}

void BuilderPanel::show_unit_details(const std::string& faction_id, const std::string& unit_id, const std::vector<std::string>& options) {
    const Faction* faction = lists_.faction(faction_id);
    const UnitProfile* unit = faction ? faction->unit(unit_id) : nullptr;
    if (!unit) return;
    const GameSystem* system = lists_.system(faction->system_id);
    if (!system) return;
    // The profile as the chosen options leave it (a mounted upgrade shows as cavalry), in the unit's layout.
    const ProfileView view = profile_with_options(*system, *faction, *unit, options);
    wxString text = u(local_name(unit->name) + " — " + format_points(unit->points)) + " " + _("pts") + "\n";
    for (std::size_t c = 0; c < view.columns.size(); ++c)
        text += u(local_name(system->stats[view.columns[c]].name) + " " + view.stats[c] + (c + 1 < view.columns.size() ? " · " : "\n"));
    for (const UnitOption& option : unit->options)
        text += _("Option:") + " " + u(local_name(option.name) + " " + format_points_change(option.points)) + " " + _("pts") + "\n";
    text += "\n";
    for (const std::string& id : view.special_rules)
        if (const SpecialRule* rule = find_special_rule(*system, faction, id)) text += u(local_name(rule->name) + ": " + rule->text + "\n");
    details_->SetValue(text);
}

void BuilderPanel::on_browser_selected(wxTreeEvent& event) {
    if (auto* ref = dynamic_cast<ItemRef*>(browser_->GetItemData(event.GetItem())); ref && !ref->second.empty())
        show_unit_details(ref->first, ref->second);
}

void BuilderPanel::on_browser_activated(wxTreeEvent& event) {
    browser_->SelectItem(event.GetItem());
    add_selected_unit();
}

void BuilderPanel::on_roster_selected(wxTreeEvent& event) {
    auto* ref = dynamic_cast<ItemRef*>(roster_tree_->GetItemData(event.GetItem()));
    if (!ref) return;
    const Roster& roster = history_.current();
    if (auto [division, entry] = roster.find_entry(ref->first); entry) show_unit_details(roster.faction_id, entry->unit_ref, entry->options);
}

void BuilderPanel::on_message_selected(wxListEvent& event) {
    const long index = event.GetIndex();
    details_->SetValue(messages_->GetItemText(index, 1));  // the whole message, wrapped
    if (index < 0 || static_cast<std::size_t>(index) >= message_entries_.size() || message_entries_[index].empty()) return;
    select_entry(message_entries_[static_cast<std::size_t>(index)].front());
}

void BuilderPanel::select_entry(const std::string& id) {
    std::function<bool(wxTreeItemId)> find = [&](wxTreeItemId item) {
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = roster_tree_->GetFirstChild(item, cookie); child.IsOk(); child = roster_tree_->GetNextChild(item, cookie)) {
            if (auto* ref = dynamic_cast<ItemRef*>(roster_tree_->GetItemData(child)); ref && ref->first == id) {
                roster_tree_->SelectItem(child);
                roster_tree_->EnsureVisible(child);
                return true;
            }
            if (find(child)) return true;
        }
        return false;
    };
    find(roster_tree_->GetRootItem());
}

bool BuilderPanel::apply(const std::string& label, const std::function<void(Roster&)>& edit) {
    try {
        history_.apply(label, edit);
    } catch (const Error& e) {
        tell_user(u(e.what()), _("That cannot be done"), wxOK | wxICON_INFORMATION, this);
        return false;
    }
    refresh();
    return true;
}

void BuilderPanel::undo() {
    history_.undo();
    refresh();
}

void BuilderPanel::redo() {
    history_.redo();
    refresh();
}

void BuilderPanel::new_roster(const std::string& faction_id, double points, const std::string& name) {
    const Faction* faction = lists_.faction(faction_id);
    if (!faction) return;
    try {
        Roster roster = muster::new_roster(*faction, points, name);
        division_for_new_units(roster, lists_);  // a first division, or an army's single body
        history_.reset(roster);
    } catch (const Error& e) {
        tell_user(u(e.what()), _("Cannot start the roster"), wxOK | wxICON_ERROR, this);
        return;
    }
    path_.clear();
    on_search(search_->GetValue());
    refresh();
}

wxString BuilderPanel::document_name() const { return _("roster"); }

DocumentFileType BuilderPanel::file_type() const { return {_("Rosters"), ".roster.xml"}; }

std::string BuilderPanel::export_pdf(const std::string& pdf_file) {
    const PrintOptions options = print_settings();
    const Roster roster = history_.current();
    return run_with_progress(this, _("Export to PDF"), _("Drawing the roster…"),
                             [&] { print_roster(roster, lists_, options, pdf_file); });
}

bool BuilderPanel::open(const std::string& path) {
    Report report;
    std::optional<Roster> roster = load_roster(path, report);
    if (!roster) {
        tell_user(u(format_human(report)), _("This roster cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    history_.reset(*roster);
    path_ = path;
    on_search(search_->GetValue());
    refresh();
    return true;
}

void BuilderPanel::show_roster(const Roster& roster) {
    history_.reset(roster);
    path_.clear();
    on_search(search_->GetValue());
    refresh();
}

bool BuilderPanel::save(const std::string& path) {
    const std::string target = path.empty() ? path_ : path;
    if (target.empty()) return false;
    try {
        save_roster(history_.current(), target);
    } catch (const Error& e) {
        tell_user(u(e.what()), _("The roster was not saved"), wxOK | wxICON_ERROR, this);
        return false;
    }
    path_ = target;
    history_.mark_saved();
    refresh();
    return true;
}

void BuilderPanel::revert() {
    if (!path_.empty()) open(path_);
}

void BuilderPanel::lists_changed() {
    on_search(search_->GetValue());
    refresh();
}

void BuilderPanel::refresh() {
    const Roster& roster = history_.current();
    const std::string selected = selected_entry();
    roster_tree_->Freeze();
    roster_tree_->DeleteAllItems();
    const wxTreeItemId root = roster_tree_->AddRoot("roster");
    if (roster.faction_id.empty()) {
        points_->SetLabel(_("No roster: File > New or File > Open"));
        shares_->SetLabel("");
        messages_->DeleteAllItems();
        roster_tree_->Thaw();
        if (on_changed) on_changed();
        return;
    }
    const RosterVerdict verdict = validate_roster(roster, lists_);
    const Faction* faction = verdict.faction;
    const bool divisions = uses_divisions(roster, lists_);
    bool relayout = false;  // an army without divisions has no use for the division buttons
    for (wxButton* b : division_buttons_) relayout = b->Show(divisions) || relayout;
    if (relayout) Layout();
    std::size_t entry_index = 0;
    wxTreeItemId to_select;
    for (std::size_t d = 0; d < roster.divisions.size(); ++d) {
        const Division& division = roster.divisions[d];
        const DivisionPoints& points = verdict.divisions.size() > d ? verdict.divisions[d] : DivisionPoints{};
        const wxString title = u(division.name) + (division.commander ? " ★ " + _("commander-in-chief") : wxString()) + " — " +
                               wxString::Format(_("%zu units, %s pts"), division.units.size(),
                                                u(format_points(points.unit_points + points.general_points)));
        // An army without divisions shows its units right under the root, with no "Division 1" above them.
        const wxTreeItemId division_item =
            divisions ? roster_tree_->AppendItem(root, title, -1, -1, new ItemRef(division.id)) : root;
        if (division.id == selected) to_select = division_item;
        for (const UnitEntry& entry : division.units) {
            const UnitProfile* unit = faction ? faction->unit(entry.unit_ref) : nullptr;
            wxString label = u(entry.id + "  ") + (unit ? u(local_name(unit->name)) : u(entry.unit_ref) + " " + _("(not in the list)"));
            for (const std::string& option : entry.options) {
                const UnitOption* chosen = unit ? unit->option(option) : nullptr;
                label += " + " + u(chosen ? local_name(chosen->name) : option);
            }
            if (verdict.entry_points.size() > entry_index) label += " — " + u(format_points(verdict.entry_points[entry_index])) + " " + _("pts");
            ++entry_index;
            const wxTreeItemId item = roster_tree_->AppendItem(division_item, label, -1, -1, new ItemRef(entry.id));
            if (entry.id == selected) to_select = item;
        }
        if (divisions) roster_tree_->Expand(division_item);
    }
    if (to_select.IsOk()) roster_tree_->SelectItem(to_select);
    roster_tree_->Thaw();

    const bool over = verdict.points_used > verdict.points_limit;
    points_->SetLabel((roster.name.empty() ? _("Unnamed army") : u(roster.name)) + " — " +
                      u(faction ? local_name(faction->name) : roster.faction_id) + " — " + u(format_points(verdict.points_used)) + " / " +
                      u(format_points(verdict.points_limit)) + " " + _("pts") + " — " + (verdict.legal ? _("legal") : _("not legal")));
    points_->SetForegroundColour(over || verdict.legal ? verdict_colour(!over) : wxColour(170, 90, 0));  // amber: within points, other rules broken
    // A group's name in the interface language, from the list's data.
    auto group_label = [faction](const std::string& group_id) {
        const int index = faction ? faction->group_index(group_id) : -1;
        if (index < 0) return u(group_id);
        return u(faction->groups[static_cast<std::size_t>(index)].name.in(interface_language()));
    };
    wxString shares;
    for (const ShareGauge& gauge : verdict.shares) {
        std::string bound;
        if (gauge.bound.min) bound += std::string(gauge.bound.strict ? "> " : "≥ ") + format_percent(*gauge.bound.min) + " %";
        if (gauge.bound.max) bound += std::string(bound.empty() ? "" : ", ") + (gauge.bound.strict ? "< " : "≤ ") + format_percent(*gauge.bound.max) + " %";
        const wxString group = gauge.bound.of_group_id.empty()
                                   ? group_label(gauge.bound.group_id)
                                   : wxString::Format(_("%s of %s"), group_label(gauge.bound.group_id), group_label(gauge.bound.of_group_id));
        shares += (shares.empty() ? "" : "     ") + wxString(gauge.met ? "✓ " : "✗ ") + group + " " + u(format_percent(gauge.percent) + " % (" + bound + ")");
    }
    shares_->SetLabel(shares);
    messages_->DeleteAllItems();
    message_entries_.clear();
    for (const Diagnostic& d : verdict.report.diagnostics()) {
        const long row = messages_->InsertItem(messages_->GetItemCount(), severity_label(d.severity));
        messages_->SetItem(row, 1, finding_text(d));
        messages_->SetItemTextColour(row, d.severity == Severity::error ? wxColour(170, 0, 0) : wxColour(120, 90, 0));
        message_entries_.push_back(d.entries);
    }
    if (verdict.report.empty()) {
        messages_->InsertItem(0, _("ok"));
        messages_->SetItem(0, 1, _("Every rule of the list holds."));
        message_entries_.emplace_back();
    }
    Layout();
    if (on_changed) on_changed();
}

}  // namespace muster::ui
