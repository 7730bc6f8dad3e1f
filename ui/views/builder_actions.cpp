// The army builder's edit commands: what the menus, buttons, keys, drag and drop and the smoke
// test do to a roster. Each goes through apply(), so it can be undone.
#include <algorithm>
#include <functional>

#include <wx/choicdlg.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/frame.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/textdlg.h>
#include <wx/treectrl.h>

#include "views/builder_panel.hpp"
#include "muster/roster/army_body.hpp"
#include "muster/roster/edit_labels.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/unit_clipboard.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "muster/util/name_fault_text.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/utf8.hpp"
#include "views/roster_tree_item.hpp"
#include "app/interface_language.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "dialogs/choice_dialog.hpp"

namespace muster::ui {

std::vector<std::string> BuilderPanel::selected_entries() const {
    std::vector<std::string> ids;
    std::function<void(wxTreeItemId)> walk = [&](wxTreeItemId item) {  // in the tree's order, which is the roster's
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = roster_tree_->GetFirstChild(item, cookie); child.IsOk(); child = roster_tree_->GetNextChild(item, cookie)) {
            if (roster_tree_->IsSelected(child))
                if (auto* ref = dynamic_cast<RosterTreeItem*>(roster_tree_->GetItemData(child))) ids.push_back(ref->first);
            walk(child);
        }
    };
    if (roster_tree_->GetRootItem().IsOk()) walk(roster_tree_->GetRootItem());
    return ids;
}

std::string BuilderPanel::selected_entry() const {
    const std::vector<std::string> ids = selected_entries();
    return ids.empty() ? std::string() : ids.front();
}

std::string BuilderPanel::target_division() const {
    const Roster& current = history_.current();
    const std::string selected = selected_entry();
    if (auto [division, entry] = current.find_entry(selected); division) return division->id;
    if (current.division(selected)) return selected;
    return current.divisions.empty() ? std::string() : current.divisions.back().id;
}

void BuilderPanel::add_selected_unit() {
    const wxTreeItemId item = browser_->GetSelection();
    auto* ref = item.IsOk() ? dynamic_cast<RosterTreeItem*>(browser_->GetItemData(item)) : nullptr;
    if (!ref || ref->second.empty()) return;
    if (ref->first != history_.current().faction_id) {
        tell_user(_("This unit belongs to another list. Start a new roster for that faction (File > New)."), _("Another list"), wxOK | wxICON_INFORMATION,
                  this);
        return;
    }
    const Faction* faction = lists_.faction(ref->first);
    std::string division = target_division();
    const std::string unit = ref->second;
    const UnitProfile* profile = faction->unit(unit);
    std::string added;
    const bool done = apply(wxString::Format(_("Add %s"), u(local_name(profile->name))).utf8_string(), [&](Roster& r) {
        if (division.empty()) division = division_for_new_units(r, lists_);
        added = add_unit(r, *faction, division, unit);
    });
    if (done) select_entry(added);  // the next unit goes beside it; Ctrl+Enter chooses its options
}

void BuilderPanel::add_division() {
    // The new division is selected, so the next unit added goes into it.
    std::string added;
    if (apply(tr("Add division"), [&](Roster& r) { added = add_division_if_allowed(r, lists_, ""); })) select_entry(added);
}

namespace {
// What the player calls an entry in an undo label: a unit by its own label or its type
// ("Lances"), a division by its name ("Bataille") — never its id.
wxString entry_words(const Roster& roster, const Faction* faction, const std::string& id) {
    if (const UnitEntry* entry = roster.find_entry(id).second) {
        if (!entry->label.empty()) return u(entry->label);
        const UnitProfile* unit = faction ? faction->unit(entry->unit_ref) : nullptr;
        return u(unit ? local_name(unit->name) : entry->unit_ref);
    }
    for (std::size_t d = 0; d < roster.divisions.size(); ++d)
        if (roster.divisions[d].id == id) return roster.divisions[d].name.empty() ? wxString::Format(_("Division %zu"), d + 1) : u(roster.divisions[d].name);
    return u(id);
}

// An undo label in the interface's language, filled as every message is (elision included).
wxString edit_label(const MessageText& text, std::initializer_list<MessageHole> holes) { return u(render_message(message(text, holes), interface_language())); }

// How many of these entries are units (the rest are divisions).
std::size_t units_among(const Roster& roster, const std::vector<std::string>& ids) {
    return static_cast<std::size_t>(
        std::count_if(ids.begin(), ids.end(), [&roster](const std::string& id) { return roster.find_entry(id).second != nullptr; }));
}
}  // namespace

void BuilderPanel::delete_selected() {
    const std::vector<std::string> ids = selected_entries();
    if (ids.empty()) return;
    const Roster& current = history_.current();
    const Faction* faction = lists_.faction(current.faction_id);
    const std::size_t units = units_among(current, ids);
    // TRANSLATORS: an undo label, after "Undo": "Undo delete Bataille", "Annuler la suppression de Bataille".
    const wxString label = ids.size() == 1       ? edit_label(edit_labels::delete_entry, {{"what", entry_words(current, faction, ids.front()).utf8_string()}})
                           : units == ids.size() ? wxString::Format(wxPLURAL("delete %zu unit", "delete %zu units", units), units)
                           : units == 0          ? wxString::Format(wxPLURAL("delete %zu division", "delete %zu divisions", ids.size()), ids.size())
                                                 : wxString::Format(_("delete %zu units and divisions"), ids.size());
    apply(label.utf8_string(), [&](Roster& r) {
        // Units first, unless their division goes too; then the divisions.
        for (const std::string& id : ids)
            if (auto [division, entry] = current.find_entry(id); entry && std::find(ids.begin(), ids.end(), division->id) == ids.end()) remove_entry(r, id);
        for (const std::string& id : ids)
            if (current.division(id)) remove_entry(r, id);
    });
}

void BuilderPanel::duplicate_selected() {
    std::vector<std::string> ids;
    for (const std::string& id : selected_entries())
        if (history_.current().find_entry(id).second) ids.push_back(id);
    if (ids.empty()) return;
    const Roster& current = history_.current();
    // TRANSLATORS: an undo label, after "Undo": "Undo duplicate Lances".
    const wxString label = ids.size() == 1 ? edit_label(edit_labels::duplicate_entry,
                                                        {{"what", entry_words(current, lists_.faction(current.faction_id), ids.front()).utf8_string()}})
                                           : wxString::Format(wxPLURAL("duplicate %zu unit", "duplicate %zu units", ids.size()), ids.size());
    apply(label.utf8_string(), [&](Roster& r) {
        for (const std::string& id : ids) duplicate_unit(r, id);
    });
}

namespace {
/// Says in the window's status bar what a command found to do, or that it found nothing.
void say_in_status_bar(wxWindow* from, const wxString& text) {
    if (auto* frame = dynamic_cast<wxFrame*>(wxGetTopLevelParent(from)); frame && frame->GetStatusBar()) frame->SetStatusText(text);
}
}  // namespace

bool BuilderPanel::can_move_selected(int) const {
    bool unit = false;
    for (const std::string& id : selected_entries()) unit = unit || history_.current().find_entry(id).second != nullptr;
    return unit && history_.current().divisions.size() > 1;
}

bool BuilderPanel::can_make_commander() const {
    const Division* division = history_.current().division(target_division());
    return division != nullptr && !division->commander;
}

void BuilderPanel::clipboard_changed() {
    wxTextDataObject data;
    {
        wxClipboardLocker locker;
        paste_ready_ = !!locker && wxTheClipboard->IsSupported(wxDF_UNICODETEXT) && wxTheClipboard->GetData(data);
    }
    paste_ready_ = paste_ready_ && read_copied_units(data.GetText().utf8_string()).has_value();
}

void BuilderPanel::move_selected(int direction) {
    // Each selected unit moves to the division before or after its own; none moves when one cannot.
    const Roster& current = history_.current();
    std::vector<std::pair<std::string, std::string>> moves;
    for (const std::string& id : selected_entries()) {
        auto [division, entry] = current.find_entry(id);
        if (!entry) continue;
        const long index = static_cast<long>(division - current.divisions.data());
        const long target = index + direction;
        if (target < 0 || target >= static_cast<long>(current.divisions.size())) {
            say_in_status_bar(this, direction < 0 ? _("Nothing moved: the first division has no division before it")
                                                  : _("Nothing moved: the last division has no division after it"));
            return;
        }
        moves.emplace_back(id, current.divisions[static_cast<std::size_t>(target)].id);
    }
    if (moves.empty()) return;
    const Faction* faction = lists_.faction(current.faction_id);
    const bool one_target = std::all_of(moves.begin(), moves.end(), [&moves](const auto& move) { return move.second == moves.front().second; });
    const wxString to = entry_words(current, faction, moves.front().second);
    // TRANSLATORS: undo labels, after "Undo": "Undo move Lances to Division 2", "Undo move 10 units to Division 2".
    const wxString label =
        moves.size() == 1
            ? edit_label(edit_labels::move_entry, {{"what", entry_words(current, faction, moves.front().first).utf8_string()}, {"to", to.utf8_string()}})
        : one_target ? wxString::Format(wxPLURAL("move %zu unit to %s", "move %zu units to %s", moves.size()), moves.size(), to)
                     : wxString::Format(wxPLURAL("move %zu unit", "move %zu units", moves.size()), moves.size());
    apply(label.utf8_string(), [&](Roster& r) {
        for (const auto& [unit_id, division_id] : moves) move_unit(r, unit_id, division_id);
    });
}

void BuilderPanel::make_commander() {
    const std::string id = target_division();
    if (!id.empty()) apply(tr("Commander-in-chief"), [&](Roster& r) { set_commander(r, id); });
}

void BuilderPanel::rename_army() {
    wxTextEntryDialog dialog(this, _("Name of the army"), _("Rename"), u(history_.current().name));
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string name = dialog.GetValue().utf8_string();
    apply(tr("Rename army"), [&](Roster& r) { r.name = muster::checked_name(name, message(MUSTER_MESSAGE("roster.edit.army-name", "the army name"))); });
}

void BuilderPanel::rename_division() {
    const std::string id = target_division();
    const Division* division = history_.current().division(id);
    if (!division) return;
    wxTextEntryDialog dialog(this, _("Name of the division"), _("Rename"), u(division->name));
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string name = dialog.GetValue().utf8_string();
    apply(tr("Rename division"), [&](Roster& r) { muster::rename_division(r, id, name); });
}

void BuilderPanel::change_points_limit() {
    const long points = wxGetNumberFromUser(_("Points limit of the game"), _("Points"), _("Points limit"), static_cast<long>(history_.current().points_limit),
                                            1, static_cast<long>(muster::max_army_points), this);
    if (points > 0) apply(tr("Points limit"), [&](Roster& r) { set_points_limit(r, static_cast<double>(points)); });
}

void BuilderPanel::edit_options() {
    const std::string id = selected_entry();
    const Roster& current = history_.current();
    const auto [division, entry] = current.find_entry(id);
    const Faction* faction = lists_.faction(current.faction_id);
    const UnitProfile* unit = entry && faction ? faction->unit(entry->unit_ref) : nullptr;
    if (!unit) return;
    if (unit->options.empty()) {
        tell_user(wxString::Format(_("%s has no options."), u(local_name(unit->name))), _("Options"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString choices;
    std::vector<int> chosen;
    for (std::size_t i = 0; i < unit->options.size(); ++i) {
        const UnitOption& option = unit->options[i];
        wxString choice = wxString::Format("%s +%s", u(local_name(option.name)), u(local_points(option.points)));
        if (!option.note.empty()) choice += " — " + u(option.note);
        choices.Add(choice);
        if (std::find(entry->options.begin(), entry->options.end(), option.id) != entry->options.end()) chosen.push_back(static_cast<int>(i));
    }
    if (!choose_many(this, wxString::Format(_("Options of %s"), u(local_name(unit->name))), _("Options"), choices, chosen)) return;
    std::vector<std::string> options;
    for (int index : chosen) options.push_back(unit->options[static_cast<std::size_t>(index)].id);
    apply(wxString::Format(_("Options of %s"), u(id)).utf8_string(), [&](Roster& r) { set_options(r, *faction, id, options); });
}

std::string BuilderPanel::selection_as_clipboard_text() const {
    const std::vector<std::string> ids = selected_entries();
    if (ids.empty()) return {};
    try {
        return copy_units(history_.current(), ids);
    } catch (const Error&) { return {}; }
}

bool BuilderPanel::copy_selected() {
    const std::string text = selection_as_clipboard_text();
    if (text.empty()) return false;
    wxClipboardLocker locker;
    if (!locker) return false;
    wxTheClipboard->SetData(new wxTextDataObject(u(text)));
    wxTheClipboard->Flush();  // the units stay pasteable after Muster quits
    paste_ready_ = true;
    return true;
}

void BuilderPanel::cut_selected() {
    if (copy_selected()) delete_selected();
}

void BuilderPanel::paste() {
    wxTextDataObject data;
    {
        wxClipboardLocker locker;
        if (!locker || !wxTheClipboard->IsSupported(wxDF_UNICODETEXT) || !wxTheClipboard->GetData(data)) return;
    }
    paste_text(data.GetText().utf8_string());
}

bool BuilderPanel::paste_text(const std::string& text) {
    const std::optional<CopiedUnits> copied = read_copied_units(text);
    const Faction* faction = lists_.faction(history_.current().faction_id);
    if (!copied || !faction) return false;
    std::string division = target_division();
    return apply(tr("Paste"), [&](Roster& r) {
        if (division.empty()) division = muster::add_division(r, "");
        paste_units(r, *faction, division, *copied);
    });
}

void BuilderPanel::on_drag_begin(wxTreeEvent& event) {
    auto* ref = dynamic_cast<RosterTreeItem*>(roster_tree_->GetItemData(event.GetItem()));
    if (!ref || !history_.current().find_entry(ref->first).second) return;  // only units are dragged
    dragged_ = ref->first;
    event.Allow();
}

void BuilderPanel::on_drag_end(wxTreeEvent& event) {
    const std::string unit = std::exchange(dragged_, std::string());
    const wxTreeItemId target = event.GetItem();
    auto* ref = target.IsOk() ? dynamic_cast<RosterTreeItem*>(roster_tree_->GetItemData(target)) : nullptr;
    if (unit.empty() || !ref || ref->first == unit) return;
    const Roster& current = history_.current();
    std::string division = ref->first;
    int index = -1;  // dropped on a division: at its end; on a unit: just before it
    if (auto [d, entry] = current.find_entry(ref->first); entry) {
        division = d->id;
        index = static_cast<int>(entry - d->units.data());
    }
    drop_unit(unit, division, index);
}

bool BuilderPanel::drop_unit(const std::string& entry_id, const std::string& division_id, int index) {
    const Roster& current = history_.current();
    const Faction* faction = lists_.faction(current.faction_id);
    const wxString label = edit_label(edit_labels::move_entry, {{"what", entry_words(current, faction, entry_id).utf8_string()},
                                                                {"to", entry_words(current, faction, division_id).utf8_string()}});
    return apply(label.utf8_string(), [&](Roster& r) { move_unit(r, entry_id, division_id, index); });
}

}  // namespace muster::ui
