#include "views/wfb3_page.hpp"

#include <algorithm>
#include <filesystem>

#include <wx/button.h>
#include <wx/filedlg.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "commands/command_controls.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "muster/text/render.hpp"
#include "muster/util/error.hpp"
#include "views/relayout.hpp"
#include "views/copy_details_button.hpp"
#include "views/fix_text.hpp"
#include "views/report_text.hpp"

namespace muster::ui {

Wfb3Page::Wfb3Page(wxWindow* parent) : wxPanel(parent) {
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
    army_details_ = new wxTextCtrl(side, wxID_ANY, _("Open an army file (*.wfb3.xml): every cost is worked out from the points rules, line by line, and the army is checked."),
                                   wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    army_details_->SetName("wfb3-army");
    sizer->Add(army_line_, 0, wxBOTTOM, 6);
    sizer->Add(command_button(side, "wfb3.open"), 0, wxBOTTOM, 6);
    sizer->Add(army_details_, 1, wxEXPAND);
    copy_details_ = make_copy_details_button(side, "wfb3.copy-details");
    sizer->Add(copy_details_, 0, wxTOP, 6);
    side->SetSizer(sizer);
    return side;
}

wxString Wfb3Page::document_name() const { return _("WFB3 army"); }

bool Wfb3Page::open(const std::string& path) {
    if (!rules_) return false;
    path_ = path;
    army_ = wfb3::evaluate_army_file(path, *rules_);
    army_line_->SetLabel(wxString::Format("%s — %s / %s %s — %s", u(army_.name.empty() ? std::filesystem::path(path).filename().string() : army_.name),
                                          u(wfb3_points(army_.total)), u(wfb3_points(army_.points_limit)), _("pts"),
                                          army_.legal ? _("legal") : _("not legal")));
    army_line_->SetForegroundColour(verdict_colour(army_.legal));
    const Language language = interface_language();
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
    details_ = report_details(army_.report, entry_place);
    update_copy_details(copy_details_, !details_.empty());
    if (army_.report.empty()) text += _("Every rule of the army holds.") + "\n";
    army_details_->SetValue(text);
    Layout();
    return !army_.lines.empty() || army_.legal;
}

}  // namespace muster::ui
