#include "views/onus_page.hpp"

#include <filesystem>

#include <wx/button.h>
#include <wx/filedlg.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "muster/rules/army_tally.hpp"
#include "muster/util/error.hpp"
#include "views/report_text.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

OnusPage::OnusPage(wxWindow* parent) : wxPanel(parent) {
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    design_details_ = new wxTextCtrl(this, wxID_ANY, _("Open a fortress design (*.onus.xml) to check it and price it."), wxDefaultPosition,
                                     wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    try {
        rules_ = &onus::bundled_fortress_rules();
    } catch (const Error& e) {
        design_details_->SetValue(u(e.what()));
        sizer->Add(design_details_, 1, wxEXPAND | wxALL, 6);
        SetSizer(sizer);
        return;
    }

    auto* design = new wxBoxSizer(wxVERTICAL);
    auto* open_button = new wxButton(this, wxID_ANY, _("&Open a fortress design…"));
    open_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ask_open(); });
    design_line_ = new wxStaticText(this, wxID_ANY, _("No design open"));
    design_line_->SetFont(design_line_->GetFont().Bold().Larger());
    design->Add(design_line_, 0, wxBOTTOM, 6);
    design->Add(open_button, 0, wxBOTTOM, 6);
    design->Add(design_details_, 1, wxEXPAND);

    auto* calculator = new wxBoxSizer(wxVERTICAL);
    auto* heading = new wxStaticText(this, wxID_ANY, _("Cost from piece counts"));
    heading->SetFont(heading->GetFont().Bold());
    calculator->Add(heading, 0, wxBOTTOM, 6);
    auto* form = new wxFlexGridSizer(2, 4, 8);
    for (const onus::Piece& piece : rules_->pieces) {
        auto* spin = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 500, 0);
        spin->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { recompute_cost(); });
        form->Add(new wxStaticText(this, wxID_ANY, u(local_name(piece.name)) + wxString::Format(" (%s %s)", u(format_points(piece.cost)), _("pts"))),
                  0, wxALIGN_CENTER_VERTICAL);
        form->Add(spin);
        counts_[piece.kind] = spin;
    }
    calculator->Add(form, 0, wxBOTTOM, 6);
    const wxString materials[] = {_("Wood"), _("Stone")};
    material_ = new wxRadioBox(this, wxID_ANY, _("Material"), wxDefaultPosition, wxDefaultSize, 2, materials);
    material_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { recompute_cost(); });
    calculator->Add(material_, 0, wxBOTTOM, 6);
    cost_line_ = new wxStaticText(this, wxID_ANY, "");
    cost_line_->SetFont(cost_line_->GetFont().Bold());
    calculator->Add(cost_line_, 0, wxBOTTOM, 6);
    auto* reading = new wxStaticText(this, wxID_ANY, u(rules_->cost_reading));
    reading->Wrap(420);
    calculator->Add(reading, 0);

    sizer->Add(design, 3, wxEXPAND | wxALL, 6);
    sizer->Add(calculator, 2, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    recompute_cost();
}

void OnusPage::ask_open() {
    const std::string file = ask_path(this, _("Open a fortress design"), "", _("ONUS! fortresses (*.onus.xml)|*.onus.xml|All files|*"),
                                      wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (!file.empty()) open(file);
}

wxString OnusPage::document_name() const { return _("ONUS! fortress"); }

bool OnusPage::open(const std::string& path) {
    if (!rules_) return false;
    design_ = onus::check_fortress_file(path, *rules_);
    path_ = path;
    const wxString file = u(std::filesystem::path(path).filename().string());
    design_line_->SetLabel(wxString::Format("%s — %s — %s %s — %s", u(design_.name.empty() ? path : design_.name),
                                            design_.stone ? _("Stone") : _("Wood"), u(format_points(design_.cost)), _("pts"),
                                            design_.legal ? _("legal") : _("not legal")));
    design_line_->SetForegroundColour(verdict_colour(design_.legal));
    wxString text = file + "\n\n";
    for (const auto& [kind, count] : design_.counts) {
        const onus::Piece* piece = rules_->piece(kind);
        text += wxString::Format("%d × %s\n", count, piece ? u(local_name(piece->name)) : u(kind));
    }
    text += "\n" + report_text(design_.report);
    if (design_.report.empty()) text += _("Every rule of the fortress holds.") + "\n";
    design_details_->SetValue(text);
    Layout();
    return design_.legal || !design_.counts.empty();
}

void OnusPage::set_counts(const std::map<std::string, int>& counts, bool stone) {
    for (auto& [kind, spin] : counts_) {
        const auto found = counts.find(kind);
        spin->SetValue(found == counts.end() ? 0 : found->second);
    }
    if (material_) material_->SetSelection(stone ? 1 : 0);
    recompute_cost();
}

void OnusPage::recompute_cost() {
    if (!rules_) return;
    std::map<std::string, int> counts;
    for (const auto& [kind, spin] : counts_) counts[kind] = spin->GetValue();
    const bool stone = material_->GetSelection() == 1;
    try {
        counted_cost_ = onus::fortress_cost(*rules_, counts, stone);
        cost_line_->SetLabel(wxString::Format("= %s %s", u(format_points(counted_cost_)), _("pts")));
    } catch (const Error& e) {
        counted_cost_ = 0;
        cost_line_->SetLabel(u(e.what()));
    }
    Layout();
}

}  // namespace muster::ui
