// The siege planner's edits that go beyond one field: rolling, rosters, sections, files.
#include <filesystem>

#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/filedlg.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>

#include "app/background_task.hpp"
#include "documents/document_files.hpp"
#include "documents/document_kinds.hpp"
#include "app/interface_language.hpp"
#include "app/print_settings.hpp"
#include "muster/print/printing.hpp"
#include "muster/siege/siege_dice.hpp"
#include "muster/util/error.hpp"
#include "muster/util/name_fault_text.hpp"
#include <wx/textdlg.h>
#include "views/siege_panel.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "dialogs/choice_dialog.hpp"
#include "dialogs/form_dialog.hpp"

namespace muster::ui {

namespace fs = std::filesystem;

namespace {

// In memory a plan names its rosters by absolute path; on disk, relative to the plan's folder
// (so a plan and its rosters can move together).
void resolve_rosters(SiegePlan& plan, const fs::path& plan_file) {
    for (std::string* roster : {&plan.attacker_roster, &plan.defender_roster})
        if (!roster->empty() && fs::path(*roster).is_relative()) *roster = (fs::absolute(plan_file).parent_path() / *roster).lexically_normal().string();
}

void relate_rosters(SiegePlan& plan, const fs::path& plan_file) {
    for (std::string* roster : {&plan.attacker_roster, &plan.defender_roster}) {
        if (roster->empty()) continue;
        const fs::path relative = fs::path(*roster).lexically_relative(fs::absolute(plan_file).parent_path());
        if (!relative.empty()) *roster = relative.string();
    }
}

}  // namespace

void SiegePanel::roll() {
    apply(tr("Roll the duration"), [](SiegePlan& p) { p.duration = roll_siege_duration(siege_kit_named(p.kit_id), fresh_seed() & 0x7FFFFFFF); });
}

bool SiegePanel::attach_roster(SiegeSide side, const std::string& roster_file) {
    const std::string stored = roster_file.empty() ? std::string() : fs::absolute(roster_file).lexically_normal().string();
    return apply(side == SiegeSide::attacker ? tr("Attach the attacker's roster") : tr("Attach the defender's roster"),
                 [&](SiegePlan& p) { (side == SiegeSide::attacker ? p.attacker_roster : p.defender_roster) = stored; });
}

void SiegePanel::ask_attach_roster(SiegeSide side) {
    const std::string file = ask_path(this, side == SiegeSide::attacker ? _("The attacker's roster") : _("The defender's roster"), "",
                                      _("Rosters (*.roster.xml)|*.roster.xml"), wxFD_OPEN | wxFD_FILE_MUST_EXIST, document_folder(*this));
    if (!file.empty()) attach_roster(side, file);
}

void SiegePanel::ask_add_section() {
    const SiegeKit& plan_kit = kit();
    if (plan_kit.sections.empty()) return;
    wxArrayString kinds;
    for (const SectionKind& kind : plan_kit.sections) kinds.Add(u(local_name(kind.name)));
    FormDialog form(this, _("Add a section"));
    wxChoice* kind_choice = form.add_choice("section-kind", _("Kind:"), kinds);
    wxSpinCtrl* length = form.add_number("section-length", _("Length in cm:"), 20, 1, 100000);
    wxSpinCtrl* structure = form.add_number("section-structure", _("Structure points:"), 0, 0, 100);
    wxStaticText* note = form.add_note("section-structure-note");
    // A kind whose structure is rolled may be left at 0 to roll it; a fixed one (a gate) is never rolled.
    auto show_kind = [&] {
        const SectionKind& kind = plan_kit.sections[static_cast<std::size_t>(std::max(0, kind_choice->GetSelection()))];
        if (kind.structure.find('D') != std::string::npos) {
            structure->SetRange(0, kind.max_structure.value_or(100));
            structure->SetValue(0);
            note->SetLabel(wxString::Format(_("Leave the structure at 0 to roll it (%s)."), u(kind.structure)));
        } else {
            structure->SetRange(kind.min_structure, kind.max_structure.value_or(100));
            structure->SetValue(std::max(kind.min_structure, std::atoi(kind.structure.c_str())));
            note->SetLabel(
                kind.max_structure
                    ? wxString::Format(_("%s: %d to %d structure points, never rolled."), u(local_name(kind.name)), kind.min_structure, *kind.max_structure)
                    : wxString::Format(_("%s: %d structure points or more, never rolled."), u(local_name(kind.name)), kind.min_structure));
        }
    };
    show_kind();
    kind_choice->Bind(wxEVT_CHOICE, [&](wxCommandEvent&) {
        show_kind();
        form.Layout();
        form.Fit();
    });
    if (!form.ask()) return;
    const SectionKind& kind = plan_kit.sections[static_cast<std::size_t>(std::max(0, kind_choice->GetSelection()))];
    const int points = structure->GetValue();
    apply(tr("Add a section"), [&](SiegePlan& p) {
        add_section(p, plan_kit, kind.kind, static_cast<double>(length->GetValue()), points > 0 ? std::optional<int>(points) : std::nullopt,
                    fresh_seed() & 0x7FFFFFFF);
    });
}

void SiegePanel::remove_selected_section() {
    const long row = sections_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    const auto& sections = history_.current().sections;
    if (row < 0 || static_cast<std::size_t>(row) >= sections.size()) return;
    const std::string id = sections[static_cast<std::size_t>(row)].id;
    apply(tr("Remove a section"), [&](SiegePlan& p) { remove_section(p, id); });
}

wxString SiegePanel::document_name() const { return _("siege plan"); }

DocumentFileType SiegePanel::file_type() const { return document_kind("siege").file_type(); }

bool SiegePanel::can_delete() const {
    // Delete removes a section only from the sections list: pressed in the items grid or a field,
    // it must not take a section away.
    return sections_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED) >= 0 && sections_->HasFocus();
}

bool SiegePanel::can_remove_section() const { return sections_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED) >= 0; }

void SiegePanel::detach_rosters() {
    apply(tr("Detach the rosters"), [](SiegePlan& p) { p.attacker_roster.clear(), p.defender_roster.clear(); });
}

std::string SiegePanel::export_pdf(const std::string& pdf_file) {
    const PrintOptions options = print_settings();
    const SiegePlan plan = history_.current();
    const SiegeVerdict verdict = this->verdict();
    return run_with_progress(this, _("Export to PDF"), _("Drawing the siege plan…"), [&] { print_siege_plan(plan, verdict, kit(), options, pdf_file); });
}

void SiegePanel::adopt(SiegePanel& other) {
    take_over(other);
    refresh();
}

bool SiegePanel::open(const std::string& path) {
    Report report;
    std::optional<SiegePlan> plan = load_siege_plan(path, report);
    if (!plan) {
        tell_user(u(format_human(report)), _("This siege plan cannot be opened"), wxOK | wxICON_ERROR, this);
        return false;
    }
    resolve_rosters(*plan, path);
    start(*plan, path);
    refresh();
    return true;
}

void SiegePanel::write_file(const SiegePlan& plan, const std::string& file) const {
    SiegePlan written = plan;
    relate_rosters(written, file);
    save_siege_plan(written, file);
}

wxString SiegePanel::not_saved_title() const { return _("The plan was not saved"); }

void SiegePanel::new_plan(const std::string& name, const std::string& kit_id) {
    start(new_siege_plan(siege_kit_named(kit_id), 2000, name), "");
    refresh();
}

void SiegePanel::ask_rename() {
    wxTextEntryDialog dialog(this, _("Name of the siege plan"), _("Rename"), u(history_.current().name));
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string name = dialog.GetValue().utf8_string();
    apply(tr("Rename the siege plan"),
          [&](SiegePlan& p) { p.name = muster::checked_name(name, message(MUSTER_MESSAGE("siege.edit.name", "the siege's name"))); });
}

}  // namespace muster::ui
