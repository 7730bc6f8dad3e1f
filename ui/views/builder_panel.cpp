#include "views/builder_panel.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <wx/button.h>
#include <wx/dcclient.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/srchctrl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>
#include <wx/treectrl.h>
#include <wx/wrapsizer.h>

#include "documents/document_kinds.hpp"
#include "app/background_task.hpp"
#include "app/interface_language.hpp"
#include "app/print_settings.hpp"
#include "muster/print/printing.hpp"
#include "muster/lists/rule_effect.hpp"
#include "muster/lists/unit_profile_view.hpp"
#include "muster/roster/army_body.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/roster_file.hpp"
#include "muster/roster/roster_verdict.hpp"
#include "muster/util/error.hpp"
#include "muster/util/utf8.hpp"
#include "views/contain_resizes.hpp"
#include "views/roster_tree_item.hpp"
#include "views/report_text.hpp"
#include "muster/text/numbers.hpp"
#include "views/fix_text.hpp"
#include "views/copy_details_button.hpp"
#include "views/message_list.hpp"
#include "commands/command_controls.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

using ItemRef = RosterTreeItem;

BuilderPanel::BuilderPanel(wxWindow* parent, const ListLibrary& lists) : UndoEditor(parent, Roster{}), lists_(lists) {
    contain_resizes(this);  // an edit's new scroll ranges repaint the roster pane, not the whole view
    split_ = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3DSASH);
    // Left: the lists.
    auto* left = new wxPanel(split_);
    auto* left_sizer = new wxBoxSizer(wxVERTICAL);
    search_ = new wxSearchCtrl(left, wxID_ANY);
    search_->SetDescriptiveText(_("Search units"));
    search_->SetToolTip(_("Type part of a unit's name; Down or Enter goes to the first match, Enter there adds it"));
    browser_ = new wxTreeCtrl(left, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTR_HAS_BUTTONS | wxTR_HIDE_ROOT | wxTR_SINGLE);
    details_ = new wxTextCtrl(left, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 120), wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    details_->SetValue(_("Select a unit to see its profile, cost, options and special rules."));
    left_sizer->Add(search_, 0, wxEXPAND | wxALL, 4);
    left_sizer->Add(browser_, 3, wxEXPAND | wxLEFT | wxRIGHT, 4);
    left_sizer->Add(command_button(left, "roster.add-unit"), 0, wxEXPAND | wxALL, 4);
    left_sizer->Add(details_, 2, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    left->SetSizer(left_sizer);
    search_->SetName("unit-search");
    details_->SetName("details");
    browser_->SetName("unit-browser");

    // Right: the roster, its points and shares, and the messages.
    auto* right = new wxPanel(split_);
    auto* right_sizer = new wxBoxSizer(wxVERTICAL);
    // The army's name and list on one line, its points and verdict on the next, then one label per
    // share: each line short enough for a narrow window, and the shares wrap.
    // They change at almost every edit, so the pane's layout sizes them, not each new text: a label
    // that resizes itself is laid out twice per edit, and the whole view repainted each time.
    origin_label_ = new wxStaticText(right, wxID_ANY, "");
    origin_label_->SetName("builder-campaign-version");
    origin_label_->SetForegroundColour(wxColour(0x20, 0x4a, 0x87));
    origin_label_->Hide();
    army_ = new wxStaticText(right, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    army_->SetName("army-label");
    army_->SetFont(army_->GetFont().Bold());
    points_ = new wxStaticText(right, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    points_->SetName("points-label");
    points_->SetFont(points_->GetFont().Bold().Larger());
    shares_ = new wxStaticText(right, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    // The shares break into lines where the pane ends, never inside a share.
    right->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] { show_shares(shown_shares_); });
    });
    roster_tree_ = new wxTreeCtrl(right, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTR_HAS_BUTTONS | wxTR_HIDE_ROOT | wxTR_MULTIPLE);
    auto* buttons = new wxWrapSizer(wxHORIZONTAL);
    for (const char* id :
         {"roster.add-division", "roster.options", "roster.duplicate", "edit.delete", "roster.move-previous", "roster.move-next", "roster.commander"}) {
        wxButton* button = command_button(right, id);
        buttons->Add(button, 0, wxRIGHT | wxBOTTOM, 4);
        const std::string command = id;
        if (command == "roster.add-division" || command == "roster.move-previous" || command == "roster.move-next" || command == "roster.commander")
            division_buttons_.push_back(button);
    }
    messages_ = new MessageList(right);
    messages_->fit_rows(FromDIP(110), 0.45);  // the roster tree scrolls; the findings are read whole
    right_sizer->Add(origin_label_, 0, wxLEFT | wxRIGHT | wxTOP, 6);
    right_sizer->Add(army_, 0, wxLEFT | wxRIGHT | wxTOP, 6);
    right_sizer->Add(points_, 0, wxALL, 6);
    right_sizer->Add(shares_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    right_sizer->Add(roster_tree_, 3, wxEXPAND | wxLEFT | wxRIGHT, 6);
    right_sizer->Add(buttons, 0, wxEXPAND | wxALL, 6);
    right_sizer->Add(messages_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    copy_details_ = make_copy_details_button(right, "roster.copy-details");
    right_sizer->Add(copy_details_, 0, wxLEFT | wxBOTTOM, 6);
    right->SetSizer(right_sizer);
    roster_tree_->SetName("roster-tree");
    // Trees ask for room for every row; they scroll instead, so the messages keep their place.
    roster_tree_->SetMinSize(FromDIP(wxSize(200, 150)));
    browser_->SetMinSize(FromDIP(wxSize(200, 150)));
    messages_->SetName("rule-messages");

    split_->SplitVertically(left, right, 380);
    split_->SetMinimumPaneSize(200);
    split_->SetSashGravity(0.0);  // a wider window widens the roster
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(split_, 1, wxEXPAND);
    SetSizer(sizer);

    build_browser();
    browser_->Bind(wxEVT_TREE_ITEM_ACTIVATED, &BuilderPanel::on_browser_activated, this);
    browser_->Bind(wxEVT_TREE_SEL_CHANGED, &BuilderPanel::on_browser_selected, this);
    roster_tree_->Bind(wxEVT_TREE_SEL_CHANGED, &BuilderPanel::on_roster_selected, this);
    messages_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) { on_message_selected(e.GetSelection()); });
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) { on_search(e.GetString()); });
    // From the search box, Down or Enter goes to the first unit found, ready to be added with Enter.
    search_->Bind(wxEVT_SEARCH, [this](wxCommandEvent&) { focus_first_match(); });
    search_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_DOWN || e.GetKeyCode() == WXK_RETURN || e.GetKeyCode() == WXK_NUMPAD_ENTER) focus_first_match();
        else e.Skip();
    });
    // Alt+Up / Alt+Down move the roster's selected units (the menus' shortcuts) wherever the focus
    // is in the builder: a tree or a list would take them as plain arrows and move its own cursor
    // before the menu saw them. They run as the commands, so greying and the status bar hold.
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
        const int key = e.GetKeyCode();
        if (e.GetModifiers() != wxMOD_ALT || (key != WXK_UP && key != WXK_DOWN)) {
            e.Skip();
            return;
        }
        wxCommandEvent run(EVT_RUN_COMMAND);
        run.SetString(key == WXK_UP ? "roster.move-previous" : "roster.move-next");
        run.SetEventObject(this);
        ProcessWindowEvent(run);
    });
    roster_tree_->Bind(wxEVT_TREE_BEGIN_DRAG, &BuilderPanel::on_drag_begin, this);
    roster_tree_->Bind(wxEVT_TREE_END_DRAG, &BuilderPanel::on_drag_end, this);
    roster_tree_->Bind(wxEVT_TREE_ITEM_ACTIVATED, [this](wxTreeEvent&) { edit_options(); });
    // A right-click on a unit not yet selected selects it alone first, as file managers do.
    roster_tree_->Bind(wxEVT_TREE_ITEM_RIGHT_CLICK, [this](wxTreeEvent& e) {
        if (e.GetItem().IsOk() && !roster_tree_->IsSelected(e.GetItem())) {
            roster_tree_->UnselectAll();
            roster_tree_->SelectItem(e.GetItem());
        }
        e.Skip();
    });
    give_context_menu(roster_tree_, {"roster.options", "roster.duplicate", "-", "edit.cut", "edit.copy", "edit.paste", "edit.delete", "-",
                                     "roster.move-previous", "roster.move-next", "-", "roster.commander", "roster.rename-division", "roster.add-division"});
    give_context_menu(browser_, {"roster.add-unit"});
    // A finding's context menu offers the commands that carry out its fix.
    messages_->Bind(wxEVT_CONTEXT_MENU, [this](wxContextMenuEvent& e) {
        const wxPoint at = messages_->ScreenToClient(e.GetPosition());
        const int row = e.GetPosition() == wxDefaultPosition ? messages_->GetSelection() : messages_->VirtualHitTest(at.y);
        if (row != wxNOT_FOUND && row != messages_->GetSelection()) {
            messages_->SetSelection(row);
            on_message_selected(row);
        }
        const Diagnostic* finding = messages_->finding(row);
        if (finding == nullptr) return;
        wxString ids;
        const std::vector<std::string> commands = fix_commands(*finding);
        for (const std::string& id : commands) ids += (ids.empty() ? "" : " ") + u(id);
        if (ids.empty()) return;
        // "Move 1 unit to another division": the fix's commands move that many of the finding's
        // units (its last ones), not every unit the finding names.
        if (std::find(commands.begin(), commands.end(), "roster.move-next") != commands.end() && finding->measure == "units" && finding->actual &&
            finding->allowed && *finding->actual > *finding->allowed) {
            const auto extra = static_cast<std::size_t>(*finding->actual - *finding->allowed);
            if (extra < finding->entries.size())
                select_entries(std::vector<std::string>(finding->entries.end() - static_cast<long>(extra), finding->entries.end()));
        }
        wxCommandEvent menu(EVT_COMMAND_MENU);
        menu.SetString(ids);
        menu.SetEventObject(messages_);
        messages_->GetEventHandler()->ProcessEvent(menu);
    });
    // The lists pane is as wide as its longest unit name and price, up to two fifths of the view.
    split_->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] { fit_browser_width(); });  // once the splitter has its new size
    });
    refresh();
}

void BuilderPanel::fit_browser_width() {
    const int width = split_->GetClientSize().x;
    if (width <= 0 || width == fitted_for_width_) return;
    fitted_for_width_ = width;
    // Only the longest lines are measured (measuring text is slow, and the browser holds every
    // list's units): the widest line is among the longest in letters.
    std::vector<std::pair<std::size_t, std::pair<wxString, int>>> lines;  // letters, (text, depth)
    std::function<void(wxTreeItemId, int)> walk = [&](wxTreeItemId item, int depth) {
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = browser_->GetFirstChild(item, cookie); child.IsOk(); child = browser_->GetNextChild(item, cookie)) {
            const wxString text = browser_->GetItemText(child);
            lines.push_back({text.length() + 4 * static_cast<std::size_t>(depth), {text, depth}});
            walk(child, depth + 1);
        }
    };
    walk(browser_->GetRootItem(), 0);
    const std::size_t measured = std::min<std::size_t>(lines.size(), 24);
    std::partial_sort(lines.begin(), lines.begin() + static_cast<long>(measured), lines.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    int widest = 0;
    wxClientDC dc(browser_);
    dc.SetFont(browser_->GetFont());
    for (std::size_t i = 0; i < measured; ++i)
        widest = std::max(widest, dc.GetTextExtent(lines[i].second.first).x + (lines[i].second.second + 1) * static_cast<int>(browser_->GetIndent()));
    const int wanted = widest + FromDIP(60);  // the expander, the margins and a scroll bar
    split_->SetSashPosition(std::clamp(wanted, FromDIP(300), width * 2 / 5));
}

void BuilderPanel::focus_first_match() {
    // The first unit of the roster's own list among those shown, else the first unit shown.
    wxTreeItemId first, first_own;
    std::function<void(wxTreeItemId)> walk = [&](wxTreeItemId item) {
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = browser_->GetFirstChild(item, cookie); child.IsOk() && !first_own.IsOk(); child = browser_->GetNextChild(item, cookie)) {
            if (auto* ref = dynamic_cast<ItemRef*>(browser_->GetItemData(child)); ref && !ref->second.empty()) {
                if (!first.IsOk()) first = child;
                if (ref->first == history_.current().faction_id) first_own = child;
                continue;
            }
            walk(child);
        }
    };
    walk(browser_->GetRootItem());
    const wxTreeItemId target = first_own.IsOk() ? first_own : first;
    browser_->SetFocus();
    if (!target.IsOk()) return;
    browser_->SelectItem(target);
    browser_->EnsureVisible(target);
}

void BuilderPanel::build_browser() { on_search(""); }

void BuilderPanel::on_search(const wxString& text) {
    const std::string key = search_key(text.utf8_string());
    browser_->Freeze();
    browser_->DeleteAllItems();
    const wxTreeItemId root = browser_->AddRoot("lists");
    // The roster's own list first, open; the others after it, greyed and folded until a search finds in them.
    const std::string own = history_.current().faction_id;
    const Faction* own_faction = lists_.faction(own);
    std::vector<const GameSystem*> systems = lists_.systems();
    std::stable_partition(systems.begin(), systems.end(), [&](const GameSystem* s) { return own_faction && s->id == own_faction->system_id; });
    const wxColour greyed = wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT);
    for (const GameSystem* system : systems) {
        const wxTreeItemId system_item = browser_->AppendItem(root, u(local_name(system->name)));
        std::vector<const Faction*> factions = lists_.factions(system->id);
        std::stable_partition(factions.begin(), factions.end(), [&](const Faction* f) { return f->id == own; });
        for (const Faction* faction : factions) {
            const wxTreeItemId faction_item = browser_->AppendItem(system_item, u(local_name(faction->name)), -1, -1, new ItemRef(faction->id));
            const bool others = !own.empty() && faction->id != own;
            if (others) browser_->SetItemTextColour(faction_item, greyed);
            for (const UnitProfile& unit : faction->units) {
                if (!key.empty() && search_key(local_name(unit.name)).find(key) == std::string::npos) continue;
                const wxTreeItemId unit_item =
                    browser_->AppendItem(faction_item, u(local_name(unit.name) + " — " + local_points(unit.points) + " " + system->points_unit), -1, -1,
                                         new ItemRef(faction->id, unit.id));
                if (others) browser_->SetItemTextColour(unit_item, greyed);
            }
            if (!key.empty() || faction->id == own) browser_->Expand(faction_item);
        }
        if (!own_faction || system->id == own_faction->system_id || !key.empty()) browser_->Expand(system_item);
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
    wxString text = wxString::Format(_("%s — %s pts"), u(local_name(unit->name)), u(local_points(unit->points))) + "\n";
    for (std::size_t c = 0; c < view.columns.size(); ++c)
        text += u(local_name(system->stats[view.columns[c]].name) + " " + view.stats[c] + (c + 1 < view.columns.size() ? " · " : "\n"));
    for (const UnitOption& option : unit->options) {
        const wxString change = (option.points < 0 ? wxString(wxUniChar(0x2212)) : wxString("+")) + u(local_points(std::abs(option.points)));
        text += wxString::Format(_("Option: %s %s pts"), u(local_name(option.name)), change) + "\n";
    }
    text += "\n";
    for (const std::string& id : view.special_rules)
        if (const SpecialRule* rule = find_special_rule(*system, faction, id))
            text += wxString::Format(_("%s: %s"), u(local_name(rule->name)), u(effect_in(*rule, interface_language()))) + "\n";
    // The same unit shown again (an edit re-selects the selected units): a text box given its text
    // anew lays itself out again, and GTK then repaints the whole window.
    if (details_->GetValue() != text) details_->SetValue(text);
}

void BuilderPanel::on_browser_selected(wxTreeEvent& event) {
    if (auto* ref = dynamic_cast<ItemRef*>(browser_->GetItemData(event.GetItem())); ref && !ref->second.empty()) show_unit_details(ref->first, ref->second);
}

void BuilderPanel::on_browser_activated(wxTreeEvent& event) {
    browser_->SelectItem(event.GetItem());
    add_selected_unit();
}

void BuilderPanel::on_roster_selected(wxTreeEvent& event) {
    auto* ref = event.GetItem().IsOk() ? dynamic_cast<ItemRef*>(roster_tree_->GetItemData(event.GetItem())) : nullptr;
    if (!ref) return;
    const Roster& roster = history_.current();
    if (auto [division, entry] = roster.find_entry(ref->first); entry) show_unit_details(roster.faction_id, entry->unit_ref, entry->options);
}

void BuilderPanel::on_message_selected(int row) {
    const Diagnostic* finding = messages_->finding(row);
    if (finding != nullptr && !finding->entries.empty()) select_entries(finding->entries);
    // The details pane reads the whole finding, with its fix — after the units' selection, which
    // would otherwise show the first unit's profile there.
    details_->SetValue(messages_->row_details(row));
}

void BuilderPanel::select_entry(const std::string& id) { select_entries({id}); }

void BuilderPanel::select_entries(const std::vector<std::string>& ids) {
    roster_tree_->UnselectAll();
    bool first = true;
    std::function<void(wxTreeItemId)> walk = [&](wxTreeItemId item) {
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = roster_tree_->GetFirstChild(item, cookie); child.IsOk(); child = roster_tree_->GetNextChild(item, cookie)) {
            if (auto* ref = dynamic_cast<ItemRef*>(roster_tree_->GetItemData(child)); ref && std::find(ids.begin(), ids.end(), ref->first) != ids.end()) {
                roster_tree_->SelectItem(child);
                if (std::exchange(first, false)) {
                    roster_tree_->SetFocusedItem(child);
                    roster_tree_->EnsureVisible(child);
                }
            }
            walk(child);
        }
    };
    walk(roster_tree_->GetRootItem());
}

void BuilderPanel::new_roster(const std::string& faction_id, double points, const std::string& name) {
    const Faction* faction = lists_.faction(faction_id);
    if (!faction) return;
    try {
        Roster roster = muster::new_roster(*faction, points, name);
        division_for_new_units(roster, lists_);  // a first division, or an army's single body
        start(roster, "");
    } catch (const Error& e) {
        tell_user(u(e.in(interface_language())), _("Cannot start the roster"), wxOK | wxICON_ERROR, this);
        return;
    }
    origin_.reset();
    start_hint_.clear();
    show_origin();
    on_search(search_->GetValue());
    refresh();
}

wxString BuilderPanel::document_name() const {
    if (origin_) return wxString::Format(_("%s, version %d"), u(origin_->army), origin_->version);
    return _("roster");
}

void BuilderPanel::show_campaign_version(const Roster& roster, const CampaignVersionOrigin& origin) {
    show_roster(roster);
    origin_ = origin;
    show_origin();
    if (on_changed) on_changed();
}

void BuilderPanel::saved_as_version(int version) {
    if (!origin_) return;
    origin_->version = version;
    history_.mark_saved();
    show_origin();
    if (on_changed) on_changed();
}

void BuilderPanel::show_start_hint(const wxString& hint) {
    start_hint_ = hint;
    show_origin();
}

void BuilderPanel::show_origin() {
    const bool shown = origin_.has_value() || !start_hint_.empty();
    if (origin_)
        origin_label_->SetLabel(wxString::Format(_("Version %d of “%s” in the campaign “%s” — Save adds the next version"), origin_->version, u(origin_->army),
                                                 u(origin_->campaign)));
    else if (shown) origin_label_->SetLabel(start_hint_);
    if (shown) origin_label_->Wrap(origin_label_->GetParent()->FromDIP(520));
    if (origin_label_->IsShown() != shown || shown) {
        origin_label_->Show(shown);
        origin_label_->GetParent()->Layout();
    }
}

DocumentFileType BuilderPanel::file_type() const { return document_kind("roster").file_type(); }

std::string BuilderPanel::export_pdf(const std::string& pdf_file) {
    const PrintOptions options = print_settings();
    const Roster roster = history_.current();
    return run_with_progress(this, _("Export to PDF"), _("Drawing the roster…"), [&] { print_roster(roster, lists_, options, pdf_file); });
}

bool BuilderPanel::open(const std::string& path) {
    Report report;
    std::optional<Roster> roster = load_roster(path, report);
    if (!roster) {
        tell_user(u(format_human(report)), _("This roster cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    start(*roster, path);
    origin_.reset();
    start_hint_.clear();
    show_origin();
    on_search(search_->GetValue());
    refresh();
    return true;
}

void BuilderPanel::adopt(BuilderPanel& other) {
    take_over(other);
    origin_ = other.origin_;
    show_origin();
    const std::vector<std::string> selected = other.selected_entries();
    on_search(search_->GetValue());
    refresh();
    select_entries(selected);
}

void BuilderPanel::show_roster(const Roster& roster) {
    start(roster, "");
    origin_.reset();
    start_hint_.clear();
    show_origin();
    on_search(search_->GetValue());
    refresh();
}

void BuilderPanel::write_file(const Roster& roster, const std::string& file) const { save_roster(roster, file); }

wxString BuilderPanel::not_saved_title() const { return _("The roster was not saved"); }

void BuilderPanel::saved() {
    origin_.reset();  // a file of its own now
    start_hint_.clear();
    show_origin();
}

void BuilderPanel::lists_changed() {
    on_search(search_->GetValue());
    refresh();
}

namespace {
// Gives a label (made with wxST_NO_AUTORESIZE) new text; true when its pane must be laid out again
// for it: it needs more width (unless the layout sets its width) or another height.
bool relabel(wxStaticText* label, const wxString& text, bool width_from_layout) {
    if (label->GetLabel() == text) return false;
    label->SetLabel(text);
    // wxST_NO_AUTORESIZE keeps the best size of the first text: measured anew, and given to the
    // sizer as the label's minimum, or a longer text keeps the old width and wraps out of sight.
    label->InvalidateBestSize();
    const wxSize best = label->GetBestSize(), shown = label->GetSize();
    if (!width_from_layout && best.x != label->GetMinSize().x) label->SetMinSize(wxSize(best.x, -1));
    return best.y != shown.y || (!width_from_layout && best.x > shown.x);
}

}  // namespace

void BuilderPanel::show_shares(const std::vector<std::pair<wxString, int>>& shares) {
    shown_shares_ = shares;
    const int width = std::max(100, shares_->GetParent()->GetClientSize().x - 12);
    wxString text, line;
    bool failed = false, measured = false;
    for (const auto& [share, state] : shares) {
        failed = failed || state < 0;
        measured = measured || state != 0;
        const wxString candidate = line.empty() ? share : line + "     " + share;
        if (!line.empty() && shares_->GetTextExtent(candidate).x > width) {
            text += (text.empty() ? "" : "\n") + line;
            line = share;
        } else {
            line = candidate;
        }
    }
    if (!line.empty()) text += (text.empty() ? "" : "\n") + line;
    if (const wxColour colour = failed     ? verdict_colour(false)
                                : measured ? verdict_colour(true)
                                           : wxColour(110, 110, 110);
        shares_->GetForegroundColour() != colour)
        shares_->SetForegroundColour(colour);
    // The shares take the pane's width; the pane is laid out again only when they take more or fewer lines.
    if (relabel(shares_, text, true)) shares_->GetParent()->Layout();
}

namespace {
// The points line: "166 of 500 points — legal" / "166 points sur 500 — conforme".
wxString points_line(double used, double limit, bool legal) {
    const Language language = interface_language();
    // A number of points without its unit, as the language writes it: "1,000", "12.5" / "1 000", "12,5".
    const auto number = [language](double points) {
        const double rounded = std::round(points * 100.0) / 100.0;
        if (rounded == std::floor(rounded)) return u(write_integer(static_cast<long long>(rounded), language));
        return u(write_decimal(rounded, std::round(rounded * 10.0) == rounded * 10.0 ? 1 : 2, language));
    };
    return wxString::Format(legal ? _("%s of %s points — legal") : _("%s of %s points — not legal"), number(used), number(limit));
}

// The `index`th unit line of the branches, counting across them in order.
std::pair<std::string, wxString> branches_entry(const std::vector<BuilderPanel::TreeBranch>& branches, std::size_t index) {
    for (const BuilderPanel::TreeBranch& branch : branches) {
        if (index < branch.units.size()) return branch.units[index];
        index -= branch.units.size();
    }
    return {};
}
}  // namespace

// Brings the roster tree to `branches`, touching only what changed: a tree control measures each
// item it is given anew, so rebuilding 300 lines at every edit costs more than the edit.
void BuilderPanel::show_branches(const std::vector<TreeBranch>& branches, bool divisions) {
    const auto id_of = [this](const wxTreeItemId& item) {
        const auto* ref = dynamic_cast<ItemRef*>(roster_tree_->GetItemData(item));
        return ref ? ref->first : std::string();
    };
    const auto children_of = [this](const wxTreeItemId& parent) {
        std::vector<wxTreeItemId> children;
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = roster_tree_->GetFirstChild(parent, cookie); child.IsOk(); child = roster_tree_->GetNextChild(parent, cookie))
            children.push_back(child);
        return children;
    };
    // The units under an item: their lines updated in place when they are the same units in the same order.
    const auto show_units = [&](const wxTreeItemId& parent, const TreeBranch& branch) {
        const std::vector<wxTreeItemId> shown = children_of(parent);
        bool same = shown.size() == branch.units.size();
        for (std::size_t i = 0; same && i < shown.size(); ++i) same = id_of(shown[i]) == branch.units[i].first;
        if (!same) {
            roster_tree_->DeleteChildren(parent);
            for (const auto& [id, label] : branch.units) roster_tree_->AppendItem(parent, label, -1, -1, new ItemRef(id));
            return;
        }
        for (std::size_t i = 0; i < shown.size(); ++i)
            if (roster_tree_->GetItemText(shown[i]) != branch.units[i].second) roster_tree_->SetItemText(shown[i], branch.units[i].second);
    };
    wxTreeItemId root = roster_tree_->GetRootItem();
    if (!root.IsOk() || divisions != tree_shows_divisions_) {
        roster_tree_->DeleteAllItems();
        root = roster_tree_->AddRoot("roster");
        tree_shows_divisions_ = divisions;
    }
    if (!divisions) {
        // An army without divisions shows its units right under the root, with no "Division 1" above them.
        TreeBranch all;
        for (const TreeBranch& branch : branches) all.units.insert(all.units.end(), branch.units.begin(), branch.units.end());
        show_units(root, all);
        return;
    }
    std::vector<wxTreeItemId> shown = children_of(root);
    bool same = shown.size() == branches.size();
    for (std::size_t i = 0; same && i < shown.size(); ++i) same = id_of(shown[i]) == branches[i].id;
    if (!same) {
        roster_tree_->DeleteChildren(root);
        shown.clear();
        // A heading of units (a layout's) has no roster id: it is never part of a selection.
        for (const TreeBranch& branch : branches)
            shown.push_back(roster_tree_->AppendItem(root, branch.label, -1, -1, branch.id.empty() ? nullptr : new ItemRef(branch.id)));
    }
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (roster_tree_->GetItemText(shown[i]) != branches[i].label) roster_tree_->SetItemText(shown[i], branches[i].label);
        show_units(shown[i], branches[i]);
        if (!roster_tree_->IsExpanded(shown[i])) roster_tree_->Expand(shown[i]);
    }
}

void BuilderPanel::refresh() {
    const Roster& roster = history_.current();
    const std::vector<std::string> selected = pending_selection_.empty() ? selected_entries() : std::exchange(pending_selection_, {});
    if (roster.faction_id.empty()) {
        roster_tree_->DeleteAllItems();
        roster_tree_->AddRoot("roster");
        const bool army_grew = relabel(army_, _("No roster: File > New or File > Open"), false);
        if (relabel(points_, "", false) || army_grew) army_->GetParent()->Layout();
        show_shares({});
        messages_->show(Report{}, _("No roster open."));
        has_findings_ = false;
        update_copy_details(copy_details_, false);
        if (on_changed) on_changed();
        return;
    }
    const RosterVerdict verdict = validate_roster(roster, lists_);
    const Faction* faction = verdict.faction;
    const bool divisions = uses_divisions(roster, lists_);
    bool relayout = false;  // an army without divisions has no use for the division buttons
    for (wxButton* b : division_buttons_) relayout = b->Show(divisions) || relayout;
    if (relayout) army_->GetParent()->Layout();  // the right pane holds the buttons: its list gives them room
    // What the tree should show: each division's line and its units' lines.
    std::vector<TreeBranch> branches;
    std::size_t entry_index = 0;
    const int general_group = faction ? faction->group_index("general") : -1;
    for (std::size_t d = 0; d < roster.divisions.size(); ++d) {
        const Division& division = roster.divisions[d];
        const DivisionPoints& points = verdict.divisions.size() > d ? verdict.divisions[d] : DivisionPoints{};
        TreeBranch branch;
        branch.id = division.id;
        branch.label = u(division.name) + (division.commander ? " ★ " + _("commander-in-chief") : wxString()) + " — " +
                       wxString::Format(wxPLURAL("%zu unit, %s pts", "%zu units, %s pts", division.units.size()), division.units.size(),
                                        u(local_points(points.unit_points + points.general_points)));
        for (const UnitEntry& entry : division.units) {
            const UnitProfile* unit = faction ? faction->unit(entry.unit_ref) : nullptr;
            // The entry's id ("u12") is the file's and the command line's handle, not a player's word.
            wxString label = (unit ? u(local_name(unit->name)) : u(entry.unit_ref) + " " + _("(not in the list)"));
            // The list's group "general" holds the characters that can be the army's general.
            if (unit && general_group >= 0 &&
                std::find(unit->groups.begin(), unit->groups.end(), static_cast<std::size_t>(general_group)) != unit->groups.end())
                label += " ★ " + _("General");
            for (const std::string& option : entry.options) {
                const UnitOption* chosen = unit ? unit->option(option) : nullptr;
                label += " + " + u(chosen ? local_name(chosen->name) : option);
            }
            if (verdict.entry_points.size() > entry_index) label += " — " + u(local_points(verdict.entry_points[entry_index])) + " " + _("pts");
            ++entry_index;
            branch.units.emplace_back(entry.id, label);
        }
        branches.push_back(std::move(branch));
    }
    // An army without divisions whose units print in several profile layouts (Warmaster's units
    // and characters) shows one heading per layout, in the system's order: the characters together.
    const GameSystem* system = faction ? lists_.system(faction->system_id) : nullptr;
    bool grouped = false;
    if (!divisions && system && system->layouts.size() > 1) {
        std::vector<TreeBranch> by_layout(system->layouts.size());
        std::size_t entry = 0;
        for (const Division& division : roster.divisions)
            for (const UnitEntry& unit_entry : division.units) {
                const UnitProfile* unit = faction->unit(unit_entry.unit_ref);
                std::size_t layout = 0;
                for (std::size_t l = 0; unit && l < system->layouts.size(); ++l)
                    if (system->layouts[l].id == unit->layout) layout = l;
                by_layout[layout].units.push_back(branches_entry(branches, entry++));
            }
        std::vector<TreeBranch> headed;
        for (std::size_t l = 0; l < by_layout.size(); ++l) {
            if (by_layout[l].units.empty()) continue;
            by_layout[l].label = u(local_name(system->layouts[l].name)) + " — " + wxString::Format("%zu", by_layout[l].units.size());
            headed.push_back(std::move(by_layout[l]));
        }
        grouped = headed.size() > 1;
        if (grouped) branches = std::move(headed);
    }
    roster_tree_->Freeze();
    show_branches(branches, divisions || grouped);
    if (grouped) roster_tree_->ExpandAll();
    roster_tree_->Thaw();
    select_entries(selected);

    const bool over = verdict.points_used > verdict.points_limit;
    const wxString army_label = (roster.name.empty() ? _("Unnamed army") : u(roster.name)) + " — " + u(faction ? local_name(faction->name) : roster.faction_id);
    const wxString points_label = points_line(verdict.points_used, verdict.points_limit, verdict.legal);
    // The right pane is laid out again only when its lines need more room: a layout repaints the whole window.
    const bool army_grew = relabel(army_, army_label, false);
    const bool labels_grew = relabel(points_, points_label, false) || army_grew;
    if (const wxColour colour = over || verdict.legal ? verdict_colour(!over) : wxColour(170, 90, 0); points_->GetForegroundColour() != colour)
        points_->SetForegroundColour(colour);      // amber: within points, other rules broken
    std::vector<std::pair<wxString, int>> shares;  // the text and -1 failed, 0 not measured, 1 met
    const Language language = interface_language();
    for (const ShareGauge& gauge : verdict.shares) {
        // Shares written the interface's way ("38,6 %" in French), with the digits that tell a share from its bound.
        const double nearest_bound = gauge.bound.max && (!gauge.bound.min || gauge.percent > *gauge.bound.max) ? *gauge.bound.max
                                     : gauge.bound.min                                                         ? *gauge.bound.min
                                                                                                               : gauge.percent;
        const int decimals = gauge.percent == nearest_bound ? 1 : decimals_to_tell_apart(gauge.percent, nearest_bound);
        std::string bound;
        if (gauge.bound.min) bound += std::string(gauge.bound.strict ? "> " : "≥ ") + write_percent(*gauge.bound.min / 100, decimals, language);
        if (gauge.bound.max)
            bound += std::string(bound.empty() ? "" : ", ") + (gauge.bound.strict ? "< " : "≤ ") + write_percent(*gauge.bound.max / 100, decimals, language);
        const wxString group = u(share_group_name(gauge, language));
        // An empty army measures nothing yet: no pass mark for a share it does not have.
        const int state = roster.unit_count() == 0 ? 0 : gauge.met ? 1 : -1;
        const wxString mark = state == 0 ? "– " : state > 0 ? "✓ " : "✗ ";
        shares.emplace_back(mark + group + " " + u(write_percent(gauge.percent / 100, decimals, language) + " (" + bound + ")"), state);
    }
    show_shares(shares);
    messages_->show(verdict.report, _("Every rule of the list holds."));
    has_findings_ = !verdict.report.empty();
    update_copy_details(copy_details_, has_findings_);
    if (labels_grew) army_->GetParent()->Layout();  // the right pane: its labels need more room, its size did not change
    if (on_changed) on_changed();
}

wxString BuilderPanel::details_to_copy() const { return messages_->details_to_copy(); }

}  // namespace muster::ui
