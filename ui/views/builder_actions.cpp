// The army builder's edit commands: what the menus, buttons, keys, drag and drop and the smoke
// test do to a roster. Each goes through apply(), so it can be undone.
#include <wx/choicdlg.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/textdlg.h>
#include <wx/treectrl.h>

#include "views/builder_panel.hpp"
#include "muster/roster/army_body.hpp"
#include "muster/roster/roster_edit.hpp"
#include "muster/roster/unit_clipboard.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"
#include "muster/util/input_limits.hpp"
#include "muster/util/utf8.hpp"
#include "views/roster_tree_item.hpp"
#include "app/interface_language.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

std::string BuilderPanel::selected_entry() const {
    const wxTreeItemId item = roster_tree_->GetSelection();
    if (!item.IsOk()) return {};
    auto* ref = dynamic_cast<RosterTreeItem*>(roster_tree_->GetItemData(item));
    return ref ? ref->first : std::string();
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
        tell_user(_("This unit belongs to another list. Start a new roster for that faction (File > New)."), _("Another list"),
                     wxOK | wxICON_INFORMATION, this);
        return;
    }
    const Faction* faction = lists_.faction(ref->first);
    std::string division = target_division();
    const std::string unit = ref->second;
    const UnitProfile* profile = faction->unit(unit);
    apply(tr("Add") + " " + profile->name.en, [&](Roster& r) {
        if (division.empty()) division = division_for_new_units(r, lists_);
        add_unit(r, *faction, division, unit);
    });
}

void BuilderPanel::add_division() {
    apply(tr("Add division"), [this](Roster& r) { add_division_if_allowed(r, lists_, ""); });
}

void BuilderPanel::delete_selected() {
    const std::string id = selected_entry();
    if (!id.empty()) apply(tr("Delete") + " " + id, [&](Roster& r) { remove_entry(r, id); });
}

void BuilderPanel::duplicate_selected() {
    const std::string id = selected_entry();
    if (!id.empty()) apply(tr("Duplicate") + " " + id, [&](Roster& r) { duplicate_unit(r, id); });
}

void BuilderPanel::move_selected(int direction) {
    const std::string id = selected_entry();
    const Roster& current = history_.current();
    auto [division, entry] = current.find_entry(id);
    if (!entry) return;
    std::size_t index = 0;
    while (current.divisions[index].id != division->id) ++index;
    const long target = static_cast<long>(index) + direction;
    if (target < 0 || target >= static_cast<long>(current.divisions.size())) return;
    const std::string to = current.divisions[static_cast<std::size_t>(target)].id;
    apply(tr("Move") + " " + id, [&](Roster& r) { move_unit(r, id, to); });
}

void BuilderPanel::make_commander() {
    const std::string id = target_division();
    if (!id.empty()) apply(tr("Commander-in-chief"), [&](Roster& r) { set_commander(r, id); });
}

void BuilderPanel::rename_army() {
    wxTextEntryDialog dialog(this, _("Name of the army"), _("Rename"), u(history_.current().name));
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string name = dialog.GetValue().utf8_string();
    apply(tr("Rename army"), [&](Roster& r) { r.name = muster::checked_name(name, "the army name"); });
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
    const long points = wxGetNumberFromUser(_("Points limit of the game"), _("Points"), _("Points limit"),
                                            static_cast<long>(history_.current().points_limit), 1,
                                            static_cast<long>(muster::max_army_points), this);
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
    wxArrayInt chosen;
    for (std::size_t i = 0; i < unit->options.size(); ++i) {
        const UnitOption& option = unit->options[i];
        choices.Add(u(local_name(option.name) + " +" + format_points(option.points) + " — " + option.note));
        if (std::find(entry->options.begin(), entry->options.end(), option.id) != entry->options.end()) chosen.Add(static_cast<int>(i));
    }
    wxMultiChoiceDialog dialog(this, wxString::Format(_("Options of %s"), u(local_name(unit->name))), _("Options"), choices);
    dialog.SetSelections(chosen);
    if (dialog.ShowModal() != wxID_OK) return;
    std::vector<std::string> options;
    for (int index : dialog.GetSelections()) options.push_back(unit->options[static_cast<std::size_t>(index)].id);
    apply(tr("Options of") + " " + id, [&](Roster& r) { set_options(r, *faction, id, options); });
}

std::string BuilderPanel::selection_as_clipboard_text() const {
    const std::string id = selected_entry();
    if (id.empty()) return {};
    try {
        return copy_units(history_.current(), {id});
    } catch (const Error&) {
        return {};
    }
}

bool BuilderPanel::copy_selected() {
    const std::string text = selection_as_clipboard_text();
    if (text.empty()) return false;
    wxClipboardLocker locker;
    if (!locker) return false;
    wxTheClipboard->SetData(new wxTextDataObject(u(text)));
    wxTheClipboard->Flush();  // the units stay pasteable after Muster quits
    return true;
}

void BuilderPanel::cut_selected() {
    if (copy_selected()) {
        const std::string id = selected_entry();
        apply(tr("Cut") + " " + id, [&](Roster& r) { remove_entry(r, id); });
    }
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
    return apply(tr("Move") + " " + entry_id, [&](Roster& r) { move_unit(r, entry_id, division_id, index); });
}

}  // namespace muster::ui
