// File: new, open, save, revert, export and print, on the document in front; preferences, quit.
#include <filesystem>

#include <wx/app.h>
#include <wx/choicdlg.h>
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
#include "dialogs/choice_dialog.hpp"
#include "dialogs/print_card_dialog.hpp"
#include "commands/command_helpers.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "muster/print/printing.hpp"
#include "views/builder_panel.hpp"

namespace muster::ui {

namespace {

bool can_save(const CommandContext& c) { return c.document != nullptr && c.document->can_save(); }

// Opens a PDF in the system's viewer, or says where it is when there is none.
// Runs nobody watches (tests) open no viewer.
void show_pdf(MainFrame& frame, const std::string& pdf) {
    if (frame.unattended())
        frame.status(wxString::Format(_("Exported %s"), u(pdf)));
    else if (wxLaunchDefaultApplication(u(pdf)))
        frame.status(wxString::Format(_("Exported %s"), u(pdf)));
    else
        frame.status(wxString::Format(_("No PDF viewer found — the file is at %s"), u(pdf)));
}

void new_roster(CommandContext& c) {
    MainFrame& frame = c.frame;
    if (!frame.confirm_discard(frame.builder())) return;
    wxArrayString names;
    std::vector<std::string> ids;
    for (const Faction* f : frame.lists().factions()) {
        names.Add(u(local_name(frame.lists().system(f->system_id)->name) + " — " + local_name(f->name)));
        ids.push_back(f->id);
    }
    const int chosen = choose_one(&frame, _("Which army list?"), _("New roster"), names);
    if (chosen < 0) return;
    const long points = wxGetNumberFromUser(_("Points limit of the game"), _("Points"), _("New roster"), 1000, 1, 100000, &frame);
    if (points <= 0) return;
    frame.builder().new_roster(ids[static_cast<std::size_t>(chosen)], static_cast<double>(points), tr("New army"));
    frame.show_view(MainFrame::builder_view);
}

void open_file(CommandContext& c) {
    const wxString filters =
        _("Muster files") + "|*.roster.xml;*.siege.xml;*.muster-campaign;*.wfb3.xml;*.onus.xml|" +
        _("Rosters") + " (*.roster.xml)|*.roster.xml|" + _("Siege plans") + " (*.siege.xml)|*.siege.xml|" +
        _("Campaigns") + " (*.muster-campaign)|*.muster-campaign|" + _("WFB3 armies") + " (*.wfb3.xml)|*.wfb3.xml|" +
        _("ONUS! fortresses") + " (*.onus.xml)|*.onus.xml|" + _("All files") + "|*";
    const std::string path = ask_path(&c.frame, _("Open"), "", filters, wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (!path.empty()) c.frame.open_any(path);
}

void export_pdf(CommandContext& c) {
    const std::string chosen =
        ask_path(&c.frame, _("Export to PDF"), u(c.document->export_name()), _("PDF (*.pdf)|*.pdf"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
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
    const std::string failure = run_with_progress(&c.frame, _("Print a card"), _("Drawing the card…"),
                                                  [&] { muster::print_card(id, c.frame.lists(), options, pdf); });
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

// The unit cards of the roster in the builder: the layout chosen here, paper and language from the settings.
void print_unit_cards(CommandContext& c) {
    const Roster roster = c.frame.builder().roster();
    const CardLayout layouts[] = {CardLayout::a6_four, CardLayout::a5_twice, CardLayout::full_page};
    wxArrayString names;
    names.Add(_("Four cards per sheet, with cut marks"));
    names.Add(_("Two cards per sheet, with cut marks"));
    names.Add(_("One card per page"));
    wxSingleChoiceDialog choose(&c.frame, _("How should the cards sit on the paper?"), _("Print unit cards"), names);
    if (choose.ShowModal() != wxID_OK) return;
    wxFileDialog dialog(&c.frame, _("Save the unit cards as"), "", "unit-cards.pdf", _("PDF (*.pdf)|*.pdf"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    const std::string pdf = dialog.GetPath().utf8_string();
    PrintOptions options = print_settings();
    options.card_layout = layouts[choose.GetSelection()];
    const std::string failure = run_with_progress(&c.frame, _("Print unit cards"), _("Drawing the cards…"),
                                                  [&] { muster::print_unit_cards(roster, c.frame.lists(), options, pdf); });
    if (!failure.empty()) {
        tell_user(u(failure), _("Nothing was printed"), wxOK | wxICON_ERROR, &c.frame);
        return;
    }
    show_pdf(c.frame, pdf);
}

}  // namespace

void add_file_commands(CommandRegistry& registry) {
    registry.add({"file.new", [] { return _("&New roster…"); }, "Ctrl+N", always, new_roster});
    registry.add({"file.open", [] { return _("&Open…"); }, "Ctrl+O", always, open_file});
    registry.add({"file.save", [] { return _("&Save"); }, "Ctrl+S", can_save,
                  [](CommandContext& c) { c.frame.save_document(*c.document, false); }});
    registry.add({"file.save-as", [] { return _("Save &As…"); }, "Ctrl+Shift+S", can_save,
                  [](CommandContext& c) { c.frame.save_document(*c.document, true); }});
    registry.add({"file.revert", [] { return _("Re&vert"); }, "",
                  [](const CommandContext& c) { return c.document != nullptr && c.document->can_revert(); },
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
    registry.add({"file.preferences", [] { return _("Pre&ferences…"); }, "Ctrl+,", always, [](CommandContext& c) {
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
