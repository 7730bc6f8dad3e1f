#include "views/wfb3_page.hpp"

#include <algorithm>
#include <filesystem>

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/filedlg.h>
#include <wx/listbox.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "commands/command_controls.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "documents/document_kinds.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "views/relayout.hpp"
#include "views/copy_details_button.hpp"
#include "views/fix_text.hpp"
#include "views/report_text.hpp"

namespace muster::ui {

Wfb3Page::Wfb3Page(wxWindow* parent) : UndoEditor(parent, wfb3::ArmyDraft{}) {
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    try {
        rules_ = &bundled<wfb3::PointsRules>();
    } catch (const Error& e) {
        sizer->Add(new wxStaticText(this, wxID_ANY, u(e.in(interface_language()))), 1, wxEXPAND | wxALL, 6);
        SetSizer(sizer);
        return;
    }
    // Two columns: the army, and a calculator for each troop type on tabs of their own.
    sizer->Add(build_army_side(), 3, wxEXPAND | wxALL, 6);
    calculators_ = new wxNotebook(this, wxID_ANY);
    calculators_->SetName("wfb3-calculators");
    calculators_->AddPage(build_unit_page(calculators_), _("Troop unit"));
    calculators_->AddPage(build_character_page(calculators_), _("Character"));
    calculators_->AddPage(build_machine_page(calculators_), _("War machine"));
    calculators_->AddPage(build_chariot_page(calculators_), _("Chariots and wagons"));
    calculators_->AddPage(build_monster_page(calculators_), _("Monster"));
    calculators_->AddPage(build_altar_page(calculators_), _("War altar"));
    sizer->Add(calculators_, 5, wxEXPAND | wxALL, 6);
    // Each calculator measured again when first shown; the event stops here, not at the outer tabs.
    calculators_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& event) {
        wxWindow* page = calculators_->GetPage(static_cast<size_t>(event.GetSelection()));
        CallAfter([page] { relayout(page); });
    });
    SetSizer(sizer);
    recompute_unit();
    recompute_character();
    recompute_machine();
    recompute_chariot();
    recompute_monster();
    recompute_altar();
    refresh();
}

void Wfb3Page::show_calculator(const std::string& which) {
    if (!calculators_) return;
    const char* pages[] = {"unit", "character", "machine", "chariot", "monster", "altar"};
    for (std::size_t i = 0; i < std::size(pages); ++i)
        if (which == pages[i]) calculators_->SetSelection(i);
}

wxWindow* Wfb3Page::build_army_side() {
    auto* side = new wxPanel(this);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    army_line_ = new wxStaticText(side, wxID_ANY, _("No army open"));
    army_line_->SetFont(army_line_->GetFont().Bold().Larger());
    army_line_->SetName("wfb3-army-line");
    sizer->Add(army_line_, 0, wxBOTTOM, 6);
    auto* files = new wxBoxSizer(wxHORIZONTAL);
    files->Add(command_button(side, "wfb3.new"), 0, wxRIGHT, 6);
    files->Add(command_button(side, "wfb3.open"), 0);
    sizer->Add(files, 0, wxBOTTOM, 6);
    // The army's lines with their points; a double click takes one back into its calculator.
    lines_ = new wxListBox(side, wxID_ANY, wxDefaultPosition, wxSize(-1, FromDIP(140)), 0, nullptr, wxLB_SINGLE | wxLB_HSCROLL);
    lines_->SetName("wfb3-lines");
    // Its rows do not widen the army's side (the calculators keep their tabs); a long one scrolls,
    // its points before what it is in the army (general, army standard).
    lines_->SetMinSize(wxSize(FromDIP(380), FromDIP(140)));
    lines_->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) { edit_selected_line(); });
    lines_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        if (on_changed) on_changed();  // Edit and Remove follow the selection
    });
    sizer->Add(lines_, 2, wxEXPAND | wxBOTTOM, 4);
    auto* line_buttons = new wxBoxSizer(wxHORIZONTAL);
    line_buttons->Add(command_button(side, "wfb3.edit-line"), 0, wxRIGHT, 6);
    line_buttons->Add(command_button(side, "wfb3.remove-line"), 0);
    sizer->Add(line_buttons, 0, wxBOTTOM, 6);
    army_details_ = new wxTextCtrl(side, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    army_details_->SetName("wfb3-army");
    sizer->Add(army_details_, 3, wxEXPAND);
    copy_details_ = make_copy_details_button(side, "wfb3.copy-details");
    sizer->Add(copy_details_, 0, wxTOP, 6);
    side->SetSizer(sizer);
    return side;
}

wxString Wfb3Page::document_name() const { return _("WFB3 army"); }

DocumentFileType Wfb3Page::file_type() const { return document_kind("wfb3").file_type(); }

wxString Wfb3Page::not_saved_title() const { return _("The WFB3 army was not saved"); }

void Wfb3Page::write_file(const wfb3::ArmyDraft& draft, const std::string& file) const { wfb3::save_army_draft(draft, file); }

void Wfb3Page::new_army(const std::string& name, int points_limit) {
    if (!rules_) return;
    editing_id_.clear();
    start(wfb3::new_army_draft(name, points_limit), "");
    refresh();
}

void Wfb3Page::adopt(Wfb3Page& other) {
    if (!rules_) return;
    take_over(other);
    refresh();
}

bool Wfb3Page::open(const std::string& path) {
    if (!rules_) return false;
    const std::optional<wfb3::ArmyDraft> opened = wfb3::army_draft_of_file(path);
    if (!opened) {
        // The army open stays; the file's problems are shown where and why.
        army_ = wfb3::evaluate_army_file(path, *rules_);
        army_line_->SetLabel(_("This army file cannot be opened"));
        army_line_->SetForegroundColour(verdict_colour(false));
        army_details_->SetValue(u(std::filesystem::path(path).filename().string()) + "\n\n" + report_text(army_.report));
        details_ = report_details(army_.report);
        update_copy_details(copy_details_, !details_.empty());
        Layout();
        return false;
    }
    editing_id_.clear();
    start(*opened, path);
    refresh();
    return !army_.lines.empty() || army_.legal;
}

void Wfb3Page::refresh() {
    if (!rules_) return;
    // Priced as the file it is, or would be saved as: the window and `muster-cli wfb3 army` agree.
    const bool as_saved = !dirty() && !path_.empty();
    if (has_army()) {
        const std::string shown_name = path_.empty() ? std::string("untitled.wfb3.xml") : std::filesystem::path(path_).filename().string();
        army_ = as_saved ? wfb3::evaluate_army_file(path_, *rules_) : wfb3::evaluate_army_text(wfb3::army_draft_to_xml(draft()), shown_name, *rules_);
    } else {
        army_ = wfb3::ArmyVerdict{};
    }
    show_verdict(as_saved);
    if (on_changed) on_changed();
}

void Wfb3Page::show_verdict(bool as_saved) {
    const Language language = interface_language();
    const int selected = lines_->GetSelection();
    lines_->Clear();
    if (!has_army()) {
        army_line_->SetLabel(_("No army open"));
        army_line_->SetForegroundColour(GetForegroundColour());
        army_details_->SetValue(_(
            "Start a new army or open an army file (*.wfb3.xml), then add the calculators' units and characters to it: every cost is worked out from the points rules, line by line, and the army is checked."));
        details_.clear();
        update_copy_details(copy_details_, false);
        Layout();
        return;
    }
    const std::string name =
        draft().name().empty() ? (path_.empty() ? _("New army").utf8_string() : std::filesystem::path(path_).filename().string()) : draft().name();
    army_line_->SetLabel(wxString::Format("%s — %s / %s %s — %s", u(name), u(wfb3_points(army_.total)), u(wfb3_points(army_.points_limit)), _("pts"),
                                          army_.legal ? _("legal") : _("not legal")));
    army_line_->SetForegroundColour(verdict_colour(army_.legal));
    // One row per line of the army, with its points as the core prices it.
    std::vector<bool> used(army_.lines.size(), false);
    for (const wfb3::DraftElement& entry : draft().entries) {
        const std::string id = entry.attribute("id");
        const wfb3::ArmyLine* priced = nullptr;
        for (std::size_t i = 0; i < army_.lines.size() && !priced; ++i)
            if (!used[i] && army_.lines[i].id == id) {
                used[i] = true;
                priced = &army_.lines[i];
            }
        wxString row = u(id);
        if (priced) row += " — " + u(wfb3::describe(*priced, language)) + wxString::Format(" — %s %s", u(wfb3_points(priced->cost.total)), _("pts"));
        else row += " — " + _("cannot be priced (see below)");
        if (entry.attribute("general") == "true") row += " — " + _("general");
        if (entry.attribute("army-standard") == "true") row += " — " + _("army standard");
        lines_->Append(row);
    }
    if (selected != wxNOT_FOUND && selected < static_cast<int>(lines_->GetCount())) lines_->SetSelection(selected);
    wxString text;
    for (const wfb3::ArmyLine& line : army_.lines) {
        text += u(line.id + "  " + wfb3::describe(line, language)) + wxString::Format(" — %s %s\n", u(wfb3_points(line.cost.total)), _("pts"));
        if (!line.characteristics.empty()) text += u("      " + wfb3::profile_text(army_, line.characteristics, language)) + "\n";
        for (const Message& command : line.command) text += u("      " + render_message(command, language)) + "\n";
        for (const auto& [what, points] : wfb3::cost_lines(line.cost, language)) text += u("      " + wfb3_cost_line(what, points)) + "\n";
    }
    if (army_.train_requested && army_.train.wagons > 0)
        text += "\n" + wxString::Format(_("Supply train: %d wagons, %d civilians"), army_.train.wagons, army_.train.civilians) + "\n";
    // A problem of an entry is said of it, by the name the army gives it, when the sentence does not name it already.
    const FindingPlace entry_place = [](const Diagnostic& finding) {
        if (finding.entries.empty()) return wxString();
        const wxString entry = u(finding.entries.front());
        return finding_sentence(finding).Contains(entry) ? wxString() : entry;
    };
    text += "\n" + report_text(army_.report, entry_place);
    if (as_saved) {
        details_ = report_details(army_.report, entry_place);
    } else {
        // An army changed since it was saved is not its file: its problems are placed by line only.
        details_.clear();
        for (const Diagnostic& finding : army_.report.diagnostics()) {
            Diagnostic shown = finding;
            shown.location.reset();
            details_ += (details_.empty() ? wxString() : wxString("\n\n")) + finding_details(shown, entry_place);
        }
    }
    update_copy_details(copy_details_, !details_.empty());
    if (army_.report.empty()) text += _("Every rule of the army holds.") + "\n";
    army_details_->SetValue(text);
    Layout();
}

std::optional<std::size_t> Wfb3Page::selected_line() const {
    const int selected = lines_ ? lines_->GetSelection() : wxNOT_FOUND;
    if (selected == wxNOT_FOUND || static_cast<std::size_t>(selected) >= draft().entries.size()) return std::nullopt;
    return static_cast<std::size_t>(selected);
}

std::optional<std::size_t> Wfb3Page::line_being_edited() const {
    if (editing_id_.empty()) return std::nullopt;
    for (std::size_t i = 0; i < draft().entries.size(); ++i)
        if (draft().entries[i].attribute("id") == editing_id_ && draft().entries[i].name == editing_kind_) return i;
    return std::nullopt;
}

bool Wfb3Page::can_delete() const { return has_army() && selected_line().has_value(); }

bool Wfb3Page::can_add(const std::string& calculator) const {
    if (!rules_ || !has_army()) return false;
    return calculator == "unit" ? unit_cost_.has_value() : calculator == "character" && character_cost_.has_value();
}

void Wfb3Page::add_line(const std::string& calculator) {
    if (!can_add(calculator)) return;
    wfb3::DraftElement entry;
    wxString label;
    if (calculator == "unit") {
        const wfb3::UnitSpec spec = unit_spec();
        const wfb3::Creature* creature = rules_->creature(spec.model.creature);
        entry = wfb3::unit_entry(spec, wfb3::free_entry_id(draft(), creature ? local_name(creature->name) : spec.model.creature));
        label = _("Add a unit");
    } else {
        const wfb3::CharacterSpec spec = character_spec();
        const wfb3::Creature* creature = rules_->creature(spec.creature);
        const wxString creature_name = creature ? u(local_name(creature->name)) : u(spec.creature);
        const wxString stem = spec.wizard ? wxString::Format(_("%s wizard"), creature_name) : wxString::Format(_("%s character"), creature_name);
        entry =
            wfb3::character_entry(spec, wfb3::free_entry_id(draft(), stem.utf8_string()), character_general_->GetValue(), character_army_standard_->GetValue());
        label = _("Add a character");
    }
    const std::size_t at = draft().entries.size();
    if (apply(label.utf8_string(), [&entry](wfb3::ArmyDraft& d) { d.entries.push_back(entry); })) {
        lines_->SetSelection(static_cast<int>(at));
        if (on_changed) on_changed();
    }
}

bool Wfb3Page::can_edit_line() const {
    const std::optional<std::size_t> at = selected_line();
    if (!at) return false;
    const std::string& kind = draft().entries[*at].name;
    return kind == "unit" || kind == "character";
}

void Wfb3Page::edit_selected_line() {
    if (!can_edit_line()) return;
    const wfb3::DraftElement& entry = draft().entries[*selected_line()];
    if (const std::optional<wfb3::UnitSpec> unit = wfb3::unit_of(entry)) {
        set_unit(*unit);
        show_calculator("unit");
    } else if (const std::optional<wfb3::CharacterSpec> character = wfb3::character_of(entry)) {
        set_character(*character, entry.attribute("general") == "true", entry.attribute("army-standard") == "true");
        show_calculator("character");
    }
    editing_id_ = entry.attribute("id");
    editing_kind_ = entry.name;
    if (on_changed) on_changed();
}

bool Wfb3Page::can_update_line(const std::string& calculator) const {
    return editing_kind_ == calculator && line_being_edited().has_value() && can_add(calculator);
}

void Wfb3Page::update_line(const std::string& calculator) {
    if (!can_update_line(calculator)) return;
    const std::size_t at = *line_being_edited();
    const wfb3::DraftElement fresh =
        calculator == "unit" ? wfb3::unit_entry(unit_spec(), editing_id_)
                             : wfb3::character_entry(character_spec(), editing_id_, character_general_->GetValue(), character_army_standard_->GetValue());
    if (apply(_("Update a line").utf8_string(), [&](wfb3::ArmyDraft& d) { d.entries[at] = wfb3::updated_entry(d.entries[at], fresh); })) {
        editing_id_.clear();
        lines_->SetSelection(static_cast<int>(at));
        if (on_changed) on_changed();
    }
}

void Wfb3Page::remove_selected_line() {
    const std::optional<std::size_t> at = selected_line();
    if (!at || !has_army()) return;
    if (draft().entries[*at].attribute("id") == editing_id_) editing_id_.clear();
    const std::size_t index = *at;
    apply(_("Remove a line").utf8_string(), [index](wfb3::ArmyDraft& d) { d.entries.erase(d.entries.begin() + static_cast<std::ptrdiff_t>(index)); });
    const int count = static_cast<int>(lines_->GetCount());
    if (count > 0) lines_->SetSelection(std::min(static_cast<int>(index), count - 1));
    if (on_changed) on_changed();
}

}  // namespace muster::ui
