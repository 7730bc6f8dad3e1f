#include "views/onus_page.hpp"

#include <algorithm>
#include <filesystem>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/listbox.h>
#include <wx/radiobox.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "commands/command_controls.hpp"
#include "documents/document_kinds.hpp"
#include "app/wx_text.hpp"
#include "muster/util/error.hpp"
#include "views/copy_details_button.hpp"
#include "views/fix_text.hpp"
#include "views/onus_drawing.hpp"
#include "views/report_text.hpp"
#include "views/heading.hpp"

namespace muster::ui {

namespace {

wxString turn_text(onus::Turn turn) { return turn == onus::Turn::left ? _("turns left") : turn == onus::Turn::right ? _("turns right") : wxString(); }

// The findings on a design being drawn, spoken of its pieces: "Piece 5 (Corner wall): …", never
// the line and column of the file it would be saved as, nor its markup (issue 28). The draft's
// file holds one piece a line from line 4 (see fortress_draft_to_xml).
FindingPlace draft_place(const onus::FortressDraft& draft, const onus::FortressRules& rules) {
    return [&draft, &rules](const Diagnostic& finding) {
        constexpr int first_piece_line = 4;
        if (!finding.location) return wxString();
        const int index = finding.location->line - first_piece_line;
        if (index < 0 || index >= static_cast<int>(draft.enclosure.size())) return wxString();
        const onus::Piece* piece = rules.piece(draft.enclosure[static_cast<std::size_t>(index)].kind);
        return wxString::Format(_("Piece %d (%s)"), index + 1, piece ? u(local_name(piece->name)) : u(draft.enclosure[static_cast<std::size_t>(index)].kind));
    };
}

wxString draft_report_text(const Report& report, const onus::FortressDraft& draft, const onus::FortressRules& rules) {
    const FindingPlace place_of = draft_place(draft, rules);
    wxString text;
    for (const Diagnostic& finding : report.diagnostics()) {
        wxString where = place_of(finding);
        if (!where.empty()) where += ": ";
        // The window's words where the file's would name markup: the piece is turned with the Turn buttons.
        wxString sentence = finding.rule_id == "onus.corner-turns" ? _("a corner wall always turns: turn it left or right") : finding_sentence(finding);
        wxString fix = finding.rule_id == "onus.gap" ? _("close the wall") : fix_text(finding);
        text += wxString::Format(_("%s: %s"), severity_label(finding.severity), where + sentence);
        if (!fix.empty()) text += " — " + _("fix:") + " " + fix;
        text += "\n";
    }
    return text;
}

}  // namespace

OnusPage::OnusPage(wxWindow* parent) : UndoEditor(parent, onus::FortressDraft{}) {
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    try {
        rules_ = &bundled<onus::FortressRules>();
    } catch (const Error& e) {
        sizer->Add(new wxStaticText(this, wxID_ANY, u(e.in(interface_language()))), 1, wxEXPAND | wxALL, 6);
        SetSizer(sizer);
        return;
    }
    sizer->Add(build_designer(), 5, wxEXPAND | wxALL, 6);
    sizer->Add(build_calculator(), 2, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    new_design();
    recompute_cost();
}

wxWindow* OnusPage::build_designer() {
    auto* side = new wxPanel(this);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(command_button(side, "onus.new"), 0, wxRIGHT, 6);
    buttons->Add(command_button(side, "onus.open"), 0);
    design_line_ = new wxStaticText(side, wxID_ANY, _("No design open"));
    design_line_->SetFont(design_line_->GetFont().Bold().Larger());

    // The design's own values, then the wall piece by piece in walking order.
    auto* form = new wxFlexGridSizer(2, 4, 8);
    form->AddGrowableCol(1);
    name_ = new wxTextCtrl(side, wxID_ANY, "");
    name_->SetName("onus-name");
    const wxString materials[] = {_("Wood"), _("Stone")};
    design_material_ = new wxRadioBox(side, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 2, materials, 2, wxRA_SPECIFY_COLS);
    design_material_->SetName("onus-material");
    artillery_ = new wxSpinCtrl(side, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 20, 0);
    artillery_->SetName("onus-artillery");
    form->Add(new wxStaticText(side, wxID_ANY, _("Name:")), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(name_, 1, wxEXPAND);
    form->Add(new wxStaticText(side, wxID_ANY, _("Material:")), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(design_material_, 0);
    form->Add(new wxStaticText(side, wxID_ANY, _("Defender artillery:")), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(artillery_, 0);

    wxArrayString kinds;
    for (const onus::Piece& piece : rules_->pieces) kinds.Add(u(local_name(piece.name)));
    piece_kind_ = new wxChoice(side, wxID_ANY, wxDefaultPosition, wxDefaultSize, kinds);
    piece_kind_->SetSelection(0);
    piece_kind_->SetName("onus-piece-kind");
    piece_turn_ = new wxChoice(side, wxID_ANY);
    piece_turn_->SetName("onus-piece-turn");
    offer_turns();
    piece_kind_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { offer_turns(); });
    auto* piece_row = new wxBoxSizer(wxHORIZONTAL);
    piece_row->Add(piece_kind_, 0, wxRIGHT, 4);
    piece_row->Add(piece_turn_, 0, wxRIGHT, 4);
    piece_row->Add(command_button(side, "onus.add-piece"), 0, wxRIGHT, 4);
    piece_row->Add(command_button(side, "onus.remove-piece"), 0);
    pieces_ = new wxListBox(side, wxID_ANY, wxDefaultPosition, wxSize(FromDIP(200), -1));
    pieces_->SetName("onus-pieces");
    pieces_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { drawing_->show(draft(), *rules_, pieces_->GetSelection()); });

    drawing_ = new OnusDrawing(side);
    drawing_->SetName("onus-drawing");
    design_details_ = new wxTextCtrl(side, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 8 * GetCharHeight()), wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    design_details_->SetName("onus-details");

    name_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        if (refreshing_) return;
        const std::string name = name_->GetValue().utf8_string();
        edit(
            tr(wxTRANSLATE("Name the fortress")), [&](onus::FortressDraft& d) { d.name = name; }, "name");
    });
    design_material_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) {
        const bool stone = design_material_->GetSelection() == 1;
        edit(tr(wxTRANSLATE("Set the material")), [&](onus::FortressDraft& d) { d.stone = stone; });
    });
    artillery_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) {
        if (refreshing_) return;
        const int artillery = e.GetPosition();
        edit(
            tr(wxTRANSLATE("Set the artillery")), [&](onus::FortressDraft& d) { d.artillery = artillery; }, "artillery");
    });

    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(heading(side, _("The wall, in walking order")), 0, wxBOTTOM, 4);
    left->Add(pieces_, 1, wxEXPAND);
    auto* right = new wxBoxSizer(wxVERTICAL);
    right->Add(drawing_, 3, wxEXPAND | wxBOTTOM, 6);
    right->Add(design_details_, 2, wxEXPAND);
    copy_details_ = make_copy_details_button(side, "onus.copy-details");
    right->Add(copy_details_, 0, wxTOP, 6);
    auto* body = new wxBoxSizer(wxHORIZONTAL);
    body->Add(left, 0, wxEXPAND | wxRIGHT, 6);
    body->Add(right, 1, wxEXPAND);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(design_line_, 0, wxBOTTOM, 6);
    sizer->Add(buttons, 0, wxBOTTOM, 6);
    sizer->Add(form, 0, wxEXPAND | wxBOTTOM, 6);
    sizer->Add(piece_row, 0, wxBOTTOM, 6);
    sizer->Add(body, 1, wxEXPAND);
    side->SetSizer(sizer);
    return side;
}

void OnusPage::offer_turns() {
    // Only the ways the chosen piece may go: a corner always turns, a plain wall never does.
    const int kind = piece_kind_->GetSelection();
    const onus::Bend bend = kind < 0 ? onus::Bend::may : rules_->pieces[static_cast<std::size_t>(kind)].bend;
    turns_offered_.clear();
    if (bend != onus::Bend::always) turns_offered_.push_back(onus::Turn::none);
    if (bend != onus::Bend::never) {
        turns_offered_.push_back(onus::Turn::left);
        turns_offered_.push_back(onus::Turn::right);
    }
    piece_turn_->Clear();
    for (onus::Turn turn : turns_offered_) piece_turn_->Append(turn == onus::Turn::none ? _("straight") : turn_text(turn));
    piece_turn_->SetSelection(0);
    piece_turn_->Enable(turns_offered_.size() > 1);
}

wxWindow* OnusPage::build_calculator() {
    // The calculator scrolls rather than cut its labels and its reading (a larger desktop font,
    // a long translation).
    auto* side = new wxScrolledWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxHSCROLL);
    side->SetScrollRate(FromDIP(10), FromDIP(10));
    side->SetMinSize(wxSize(FromDIP(200), FromDIP(120)));
    auto* calculator = new wxBoxSizer(wxVERTICAL);
    // The open design's pieces counted: its cost follows every edit (the counts are not typed).
    calculator->Add(heading(side, _("Cost from piece counts")), 0, wxBOTTOM, 6);
    auto* form = new wxFlexGridSizer(2, 4, 8);
    for (const onus::Piece& piece : rules_->pieces) {
        auto* spin = new wxSpinCtrl(side, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 500, 0);
        spin->SetName("onus-count-" + piece.kind);
        spin->SetToolTip(_("Counted from the open design"));
        spin->Disable();
        form->Add(new wxStaticText(side, wxID_ANY, u(local_name(piece.name)) + wxString::Format(" (%s %s)", u(local_points(piece.cost)), _("pts"))), 0,
                  wxALIGN_CENTER_VERTICAL);
        form->Add(spin);
        counts_[piece.kind] = spin;
    }
    calculator->Add(form, 0, wxBOTTOM, 6);
    const wxString materials[] = {_("Wood"), _("Stone")};
    material_ = new wxRadioBox(side, wxID_ANY, _("Material"), wxDefaultPosition, wxDefaultSize, 2, materials);
    material_->SetToolTip(_("The open design's material"));
    material_->Disable();
    calculator->Add(material_, 0, wxBOTTOM, 6);
    cost_line_ = new wxStaticText(side, wxID_ANY, "");
    cost_line_->SetFont(cost_line_->GetFont().Bold());
    calculator->Add(cost_line_, 0, wxBOTTOM, 6);
    auto* reading = new wxStaticText(side, wxID_ANY, u(rules_->cost_reading.in(interface_language())));
    reading->SetName("onus-cost-reading");
    reading->Wrap(FromDIP(300));
    calculator->Add(reading, 0);
    side->SetSizer(calculator);
    // Its whole width on a screen of 1280 pixels or more (the designer takes the rest): it scrolls
    // up and down, and sideways only on a smaller screen.
    const int display = wxDisplay::GetFromWindow(this);
    const int screen_width = wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea().width;
    const int whole = calculator->CalcMin().x + wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, side) + FromDIP(8);
    side->SetMinSize(wxSize(std::clamp(whole, FromDIP(200), std::max(FromDIP(200), screen_width * 2 / 5)), FromDIP(120)));
    return side;
}

wxString OnusPage::document_name() const { return _("ONUS! fortress"); }

DocumentFileType OnusPage::file_type() const { return document_kind("onus").file_type(); }

void OnusPage::new_design() {
    if (!rules_) return;
    read_only_ = false;
    onus::FortressDraft draft;
    draft.name = _("New fortress").utf8_string();
    start(draft, "");
    refresh();
}

void OnusPage::adopt(OnusPage& other) {
    if (!rules_) return;
    take_over(other);
    refresh();
}

bool OnusPage::open(const std::string& path) {
    if (!rules_) return false;
    const onus::FortressVerdict verdict = onus::check_fortress_file(path, *rules_);
    if (!verdict.readable) {
        // The open design stays; the file's problems are shown where and why.
        design_details_->SetValue(u(std::filesystem::path(path).filename().string()) + "\n\n" + report_text(verdict.report));
        show_details(report_details(verdict.report));
        design_line_->SetLabel(_("This fortress design cannot be opened"));
        design_line_->SetForegroundColour(verdict_colour(false));
        return false;
    }
    const std::optional<onus::FortressDraft> draft = onus::fortress_draft_of_file(path, *rules_);
    read_only_ = !draft;
    start(draft ? *draft : onus::FortressDraft{verdict.name, verdict.stone, 0, {}}, path);
    refresh();
    if (!draft) {
        // A design on a grid that is not one ring: its verdict as the file gives it, nothing to draw.
        design_ = verdict;
        design_line_->SetLabel(wxString::Format("%s — %s — %s %s — %s", u(verdict.name.empty() ? path : verdict.name), verdict.stone ? _("Stone") : _("Wood"),
                                                u(local_points(verdict.cost)), _("pts"), verdict.legal ? _("legal") : _("not legal")));
        design_line_->SetForegroundColour(verdict_colour(verdict.legal));
        design_details_->SetValue(
            u(std::filesystem::path(path).filename().string()) + "\n\n" +
            _("This design holds more than the designer edits (a wall on a grid, watchtowers, defences or agreements): it is checked here, and New design starts one to edit.") +
            "\n\n" + report_text(verdict.report));
        show_details(report_details(verdict.report));
    }
    set_counts(design_.counts, design_.stone);  // the calculator starts from the design opened
    return design_.legal || !design_.counts.empty();
}

void OnusPage::write_file(const onus::FortressDraft& draft, const std::string& file) const { onus::save_fortress_draft(draft, file); }

wxString OnusPage::not_saved_title() const { return _("The fortress design was not saved"); }

bool OnusPage::can_delete() const { return pieces_ && pieces_->GetSelection() != wxNOT_FOUND; }

void OnusPage::edit(const std::string& label, const std::function<void(onus::FortressDraft&)>& change, const std::string& merge_key) {
    if (read_only_) {  // an edit starts a new design from what could be read; the file stays as it is
        read_only_ = false;
        path_.clear();
    }
    apply(label, change, merge_key);
}

void OnusPage::add_piece(const std::string& kind, onus::Turn turn) {
    const int selected = pieces_->GetSelection();
    const std::size_t at = selected == wxNOT_FOUND ? draft().enclosure.size() : static_cast<std::size_t>(selected) + 1;
    const onus::Piece* piece = rules_->piece(kind);
    edit(wxString::Format(_("Add a %s"), piece ? u(local_name(piece->name)) : u(kind)).utf8_string(), [&](onus::FortressDraft& d) {
        d.enclosure.insert(d.enclosure.begin() + static_cast<std::ptrdiff_t>(at), {kind, turn});
    });
    pieces_->SetSelection(static_cast<int>(at));
    drawing_->show(draft(), *rules_, static_cast<int>(at));
}

void OnusPage::add_chosen_piece() {
    const int kind = piece_kind_->GetSelection();
    if (kind < 0) return;
    const int turn = piece_turn_->GetSelection();
    if (turn < 0 || static_cast<std::size_t>(turn) >= turns_offered_.size()) return;
    add_piece(rules_->pieces[static_cast<std::size_t>(kind)].kind, turns_offered_[static_cast<std::size_t>(turn)]);
}

void OnusPage::remove_selected_piece() {
    const int selected = pieces_->GetSelection();
    if (selected == wxNOT_FOUND) return;
    edit(tr(wxTRANSLATE("Remove a piece")), [&](onus::FortressDraft& d) { d.enclosure.erase(d.enclosure.begin() + static_cast<std::ptrdiff_t>(selected)); });
    const int count = static_cast<int>(pieces_->GetCount());
    if (count > 0) pieces_->SetSelection(std::min(selected, count - 1));
    drawing_->show(draft(), *rules_, pieces_->GetSelection());
}

void OnusPage::refresh() {
    if (!rules_) return;
    refreshing_ = true;
    const onus::FortressDraft& d = draft();
    if (name_->GetValue().utf8_string() != d.name) name_->ChangeValue(u(d.name));
    design_material_->SetSelection(d.stone ? 1 : 0);
    artillery_->SetValue(d.artillery);
    const int selected = pieces_->GetSelection();
    pieces_->Clear();
    for (std::size_t i = 0; i < d.enclosure.size(); ++i) {
        const onus::Piece* piece = rules_->piece(d.enclosure[i].kind);
        wxString row = wxString::Format("%zu. %s", i + 1, piece ? u(local_name(piece->name)) : u(d.enclosure[i].kind));
        if (d.enclosure[i].turn != onus::Turn::none) row += " — " + turn_text(d.enclosure[i].turn);
        pieces_->Append(row);
    }
    if (selected != wxNOT_FOUND && selected < static_cast<int>(pieces_->GetCount())) pieces_->SetSelection(selected);
    // Wide enough for the longest row ("Wall with a gate — turns right" is longer in French).
    int widest = FromDIP(200);
    for (unsigned i = 0; i < pieces_->GetCount(); ++i) widest = std::max(widest, pieces_->GetTextExtent(pieces_->GetString(i)).x + FromDIP(36));
    if (pieces_->GetMinSize().x != widest) pieces_->SetMinSize(wxSize(widest, -1));
    drawing_->show(d, *rules_, pieces_->GetSelection());

    // The design checked as the file it would be saved as: the window and `muster-cli onus check` agree.
    const std::string shown_name = path_.empty() ? "untitled.onus.xml" : std::filesystem::path(path_).filename().string();
    design_ = onus::check_fortress_text(onus::fortress_draft_to_xml(d), shown_name, *rules_);
    design_line_->SetLabel(wxString::Format("%s — %s — %s %s — %s", u(d.name.empty() ? shown_name : d.name), d.stone ? _("Stone") : _("Wood"),
                                            u(local_points(design_.cost)), _("pts"), design_.legal ? _("legal") : _("not legal")));
    design_line_->SetForegroundColour(verdict_colour(design_.legal));
    wxString text = u(shown_name) + (dirty() ? " *" : "") + "\n\n";
    for (const onus::PieceLine& line : design_.lines) {
        const onus::Piece* piece = rules_->piece(line.kind);
        text += wxString::Format(_("%d × %s, %s, %s pts each"), line.count, piece ? u(local_name(piece->name)) : u(line.kind),
                                 line.stone ? _("stone") : _("wood"), u(local_points(line.cost_each))) +
                "\n";
    }
    text += "\n" + draft_report_text(design_.report, d, *rules_);
    if (design_.report.empty()) text += _("Every rule of the fortress holds.") + "\n";
    design_details_->SetValue(text);
    const FindingPlace place_of = draft_place(d, *rules_);
    wxString details;
    for (const Diagnostic& finding : design_.report.diagnostics()) {
        Diagnostic shown = finding;
        if (path_.empty()) shown.location.reset();  // an unsaved design has no file: its problems are placed by piece only
        const wxString place = place_of(finding);
        details += (details.empty() ? wxString() : wxString("\n\n")) + finding_details(shown, [&place](const Diagnostic&) { return place; });
    }
    show_details(details);
    set_counts(design_.counts, design_.stone);  // the cost follows the design as it is edited
    refreshing_ = false;
    Layout();
    if (on_changed) on_changed();
}

void OnusPage::show_details(const wxString& details) {
    details_ = details;
    update_copy_details(copy_details_, !details_.empty());
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
        cost_line_->SetLabel(wxString::Format("= %s %s", u(local_points(counted_cost_)), _("pts")));
    } catch (const Error& e) {
        counted_cost_ = 0;
        cost_line_->SetLabel(u(e.in(interface_language())));
    }
    if (auto* calculator = dynamic_cast<wxScrolledWindow*>(cost_line_->GetParent())) calculator->FitInside();
    Layout();
}

}  // namespace muster::ui
