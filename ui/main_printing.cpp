// Printing from the window: the roster or the siege plan to PDF, and reference cards. The PDF
// is drawn on a worker thread behind a progress dialog, then opened in the system's viewer.
#include <wx/choicdlg.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/utils.h>

#include "background_task.hpp"
#include "builder_panel.hpp"
#include "interface_language.hpp"
#include "main_frame.hpp"
#include "muster/print/printing.hpp"
#include "preferences_dialog.hpp"
#include "siege_panel.hpp"
#include "tell_user.hpp"
#include "wx_text.hpp"

namespace muster::ui {

namespace {

PrintOptions print_options() {
    PrintOptions options;
    options.paper = preferred_paper() == "letter" ? PaperSize::letter : PaperSize::a4;
    options.language = interface_language();
    return options;
}

}  // namespace

bool MainFrame::export_pdf(const std::string& pdf_file) {
    const PrintOptions options = print_options();
    std::string failure;
    if (current_view() == siege_view) {
        SiegePlan plan = siege_->plan();
        SiegeVerdict verdict = siege_->verdict();
        failure = run_with_progress(this, _("Export to PDF"), _("Drawing the siege plan…"), [&] {
            print_siege_plan(plan, verdict, bundled_siege_kit(), options, pdf_file);
        });
    } else {
        Roster roster = builder_->roster();
        failure = run_with_progress(this, _("Export to PDF"), _("Drawing the roster…"),
                                    [&] { print_roster(roster, *lists_, options, pdf_file); });
    }
    if (!failure.empty()) tell_user(u(failure), _("Nothing was printed"), wxOK | wxICON_ERROR, this);
    return failure.empty();
}

void MainFrame::on_export_pdf(wxCommandEvent&) {
    const bool siege = current_view() == siege_view;
    wxFileDialog dialog(this, _("Export to PDF"), "", siege ? "siege-plan.pdf" : "roster.pdf", _("PDF (*.pdf)|*.pdf"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() == wxID_OK && export_pdf(dialog.GetPath().utf8_string())) wxLaunchDefaultApplication(dialog.GetPath());
}

void MainFrame::on_print_card(wxCommandEvent&) {
    const auto cards = card_templates();
    wxArrayString names;
    for (const auto& card : cards) names.Add(u(card.title.in(interface_language())));
    const int choice = wxGetSingleChoiceIndex(_("Which reference card?"), _("Print a card"), names, this);
    if (choice < 0) return;
    const std::string id = cards[static_cast<std::size_t>(choice)].id;
    wxFileDialog dialog(this, _("Save the card as"), "", u(id + ".pdf"), _("PDF (*.pdf)|*.pdf"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string pdf = dialog.GetPath().utf8_string();
    const PrintOptions options = print_options();
    const std::string failure = run_with_progress(this, _("Print a card"), _("Drawing the card…"),
                                                  [&] { print_card(id, *lists_, options, pdf); });
    if (!failure.empty()) {
        tell_user(u(failure), _("Nothing was printed"), wxOK | wxICON_ERROR, this);
        return;
    }
    wxLaunchDefaultApplication(dialog.GetPath());
}

}  // namespace muster::ui
