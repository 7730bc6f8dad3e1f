// File: new, open, save, revert, export and print, on the document in front; preferences, quit.
#include <filesystem>

#include <wx/app.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/utils.h>

#include "dialogs/import_dialog.hpp"
#include "app/background_task.hpp"
#include "app/interface_language.hpp"
#include "app/print_settings.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "dialogs/card_choices.hpp"
#include "dialogs/choice_dialog.hpp"
#include "dialogs/form_dialog.hpp"
#include "dialogs/print_card_dialog.hpp"
#include "commands/command_helpers.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "documents/document_files.hpp"
#include "documents/document_kinds.hpp"
#include "muster/print/printing.hpp"
#include "views/builder_panel.hpp"

namespace muster::ui {

namespace {

bool can_save(const CommandContext& c) { return c.document != nullptr && c.document->can_save(); }

// Opens a PDF in the system's viewer, or says where it is when there is none.
// Runs nobody watches (tests) open no viewer.
void show_pdf(MainFrame& frame, const std::string& pdf) {
    if (frame.unattended()) frame.status(wxString::Format(_("Exported %s"), u(pdf)));
    else if (wxLaunchDefaultApplication(u(pdf))) frame.status(wxString::Format(_("Exported %s"), u(pdf)));
    else frame.status(wxString::Format(_("No PDF viewer found — the file is at %s"), u(pdf)));
}

void new_roster(CommandContext& c) {
    MainFrame& frame = c.frame;
    if (!frame.confirm_discard(frame.builder())) return;
    wxArrayString names;
    std::vector<std::string> ids;
    int preselect = 0;
    for (const Faction* f : frame.lists().factions()) {
        if (f->id == frame.builder().roster().faction_id) preselect = static_cast<int>(ids.size());
        names.Add(u(local_name(frame.lists().system(f->system_id)->name) + " — " + local_name(f->name)));
        ids.push_back(f->id);
    }
    if (ids.empty()) return;
    FormDialog form(&frame, _("New roster"));
    wxChoice* list = form.add_choice("roster-list", _("Army list:"), names, preselect);
    wxSpinCtrl* points = form.add_number("roster-points", _("Points limit of the game:"), 1000, 1, 100000);
    wxTextCtrl* name = form.add_text("roster-name", _("Name of the army:"), _("New army"));
    if (!form.ask()) return;
    frame.builder().new_roster(ids[static_cast<std::size_t>(list->GetSelection())], static_cast<double>(points->GetValue()),
                               name->GetValue().Strip(wxString::both).utf8_string());
    frame.show_view(MainFrame::builder_view);
}

void open_file(CommandContext& c) {
    const std::string path = ask_path(&c.frame, _("Open"), "", open_filter(), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (!path.empty()) c.frame.open_any(path);
}

void export_pdf(CommandContext& c) {
    const std::string chosen = ask_path(&c.frame, _("Export to PDF"), u(proposed_file_name(*c.document, ".pdf")), _("PDF (*.pdf)|*.pdf"),
                                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT, document_folder(*c.document));
    if (chosen.empty()) return;
    const std::string pdf = std::filesystem::path(chosen).extension() == ".pdf" ? chosen : chosen + ".pdf";
    const std::string failure = c.document->export_pdf(pdf);
    if (!failure.empty()) {
        tell_user(u(failure), _("Nothing was printed"), wxOK | wxICON_ERROR, &c.frame);
        c.frame.status(_("Nothing was printed"));
        return;
    }
    show_pdf(c.frame, pdf);
}

// A reference card or a whole deck, with the layout, paper and language of `muster-cli print card`.
void print_card(CommandContext& c) {
    PrintCardDialog dialog(&c.frame, print_settings());
    if (dialog.ShowModal() != wxID_OK || dialog.card_id().empty()) return;
    const std::string id = dialog.card_id();
    const PrintOptions options = dialog.options();
    const std::string pdf = ask_path(&c.frame, _("Save the card as"), u(id + ".pdf"), _("PDF (*.pdf)|*.pdf"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (pdf.empty()) return;
    const std::string failure =
        run_with_progress(&c.frame, _("Print a card"), _("Drawing the card…"), [&] { muster::print_card(id, c.frame.lists(), options, pdf); });
    if (!failure.empty()) {
        tell_user(u(failure), _("Nothing was printed"), wxOK | wxICON_ERROR, &c.frame);
        c.frame.status(_("Nothing was printed"));
        return;
    }
    show_pdf(c.frame, pdf);
}

// Community army lists (wm-selector's JSON files, with their special-rules file) into the
// user's lists folder; the window then reads every list again.
void import_lists(CommandContext& c) {
    const std::vector<std::string> files = choose_files_to_import(&c.frame);
    if (!files.empty()) c.frame.import_lists(files);
}

// The unit cards of the roster in the builder: the layout, paper and language chosen as a
// reference card's are, in the same order (the preferences' paper and language first).
void print_unit_cards(CommandContext& c) {
    const Roster roster = c.frame.builder().roster();
    PrintOptions options = print_settings();
    FormDialog form(&c.frame, _("Print unit cards"));
    wxChoice* layout = form.add_choice("unit-cards-layout", _("La&yout:"), card_layout_names(), card_layout_index(options.card_layout));
    wxChoice* paper = form.add_choice("unit-cards-paper", _("&Paper size:"), paper_names(), paper_index(options.paper));
    wxChoice* language = form.add_choice("unit-cards-language", _("&Language of the card:"), card_language_names(), card_language_index(options.language));
    if (!form.ask()) return;
    options.card_layout = card_layout_at(layout->GetSelection());
    options.paper = paper_at(paper->GetSelection());
    options.language = card_language_at(language->GetSelection());
    const std::string pdf = ask_path(&c.frame, _("Save the unit cards as"), u(proposed_file_name(c.frame.builder(), "-cards.pdf")), _("PDF (*.pdf)|*.pdf"),
                                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT, document_folder(c.frame.builder()));
    if (pdf.empty()) return;
    const std::string failure =
        run_with_progress(&c.frame, _("Print unit cards"), _("Drawing the cards…"), [&] { muster::print_unit_cards(roster, c.frame.lists(), options, pdf); });
    if (!failure.empty()) {
        tell_user(u(failure), _("Nothing was printed"), wxOK | wxICON_ERROR, &c.frame);
        return;
    }
    show_pdf(c.frame, pdf);
}

// The one-page army summary of the roster in the builder (break point, shares, every unit), the
// same PDF as `muster-cli print summary`, on the paper and in the language of the preferences.
void print_summary(CommandContext& c) {
    const Roster roster = c.frame.builder().roster();
    const std::string pdf = ask_path(&c.frame, _("Save the army summary as"), u(proposed_file_name(c.frame.builder(), "-summary.pdf")), _("PDF (*.pdf)|*.pdf"),
                                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT, document_folder(c.frame.builder()));
    if (pdf.empty()) return;
    const PrintOptions options = print_settings();
    const std::string failure = run_with_progress(&c.frame, _("Print the army summary"), _("Drawing the summary…"),
                                                  [&] { muster::print_army_summary(roster, c.frame.lists(), options, pdf); });
    if (!failure.empty()) {
        tell_user(u(failure), _("Nothing was printed"), wxOK | wxICON_ERROR, &c.frame);
        c.frame.status(_("Nothing was printed"));
        return;
    }
    show_pdf(c.frame, pdf);
}

}  // namespace

void add_file_commands(CommandRegistry& registry) {
    registry.add({"file.new", [] { return _("&New roster…"); }, "Ctrl+N", always, new_roster});
    registry.add({"file.open", [] { return _("&Open…"); }, "Ctrl+O", always, open_file});
    registry.add({"file.save", [] { return _("&Save"); }, "Ctrl+S", can_save, [](CommandContext& c) { c.frame.save_document(*c.document, false); }});
    registry.add(
        {"file.save-as", [] { return _("Save &As…"); }, "Ctrl+Shift+S", can_save, [](CommandContext& c) { c.frame.save_document(*c.document, true); }});
    registry.add({"file.revert", [] { return _("Re&vert"); }, "", [](const CommandContext& c) { return c.document != nullptr && c.document->can_revert(); },
                  [](CommandContext& c) {
                      const wxString question = wxString::Format(_("Throw away the changes to “%s” since it was saved?"),
                                                                 u(std::filesystem::path(c.document->path()).filename().string()));
                      if (ask_user(question, _("Revert"), wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, &c.frame) != wxYES) return;
                      c.document->revert();
                      c.frame.status(_("Reverted to the saved file"));
                  }});
    registry.add({"file.import-lists", [] { return _("&Import lists…"); }, "", always, import_lists});
    registry.add({"file.export-pdf", [] { return _("&Export to PDF…"); }, "Ctrl+E",
                  [](const CommandContext& c) { return c.document != nullptr && c.document->can_export(); }, export_pdf});
    registry.add({"file.print-card", [] { return _("Print a reference &card…"); }, "Ctrl+P", always, print_card});
    registry.add({"file.print-unit-cards", [] { return _("Print &unit cards…"); }, "",
                  [](const CommandContext& c) { return !c.frame.builder().roster().divisions.empty(); }, print_unit_cards});
    registry.add({"file.print-summary", [] { return _("Print the army su&mmary…"); }, "",
                  [](const CommandContext& c) { return !c.frame.builder().roster().faction_id.empty(); }, print_summary});
    registry.add({"file.preferences", [] { return _("Pre&ferences…"); }, "Ctrl+,", always,
                  [](CommandContext& c) {
                      PreferencesDialog dialog(&c.frame);
                      if (dialog.ShowModal() != wxID_OK) return;
                      // A new language applies at once: the window is built anew around the open documents.
                      if (dialog.save()) {
                          const std::string language = dialog.language();
                          MainFrame* frame = &c.frame;
                          wxTheApp->CallAfter([frame, language] { frame->switch_language(language); });
                      } else {
                          c.frame.status(_("Preferences saved"));
                      }
                  }});
    registry.add({"file.quit", [] { return _("&Quit"); }, "Ctrl+Q", always, [](CommandContext& c) { c.frame.Close(); }});
}

}  // namespace muster::ui
