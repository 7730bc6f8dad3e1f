// More systems: the buttons of the WFB3 and ONUS! pages.
#include <wx/filedlg.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "commands/command_helpers.hpp"
#include "dialogs/form_dialog.hpp"
#include "documents/document_kinds.hpp"
#include "views/copy_details_button.hpp"
#include "views/more_systems_panel.hpp"
#include "views/onus_page.hpp"
#include "views/tower_page.hpp"
#include "views/wfb3_page.hpp"

namespace muster::ui {

namespace {

// Asks for a file of one kind (or any file) and opens it as that kind.
void ask_to_open(MainFrame& frame, const wxString& title, const std::string& kind_id) {
    const DocumentKind& kind = document_kind(kind_id);
    const std::string file = ask_path(&frame, title, "", kind.filter() + "|" + _("All files") + "|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (!file.empty()) frame.open_as(kind, file);
}

OnusPage& designer(const CommandContext& c) { return c.frame.more_systems().onus(); }
bool built(const CommandContext& c) { return c.frame.view_built(MainFrame::more_systems_view); }
Wfb3Page& wfb3_army(const CommandContext& c) { return c.frame.more_systems().wfb3(); }

// New WFB3 army: its name and points limit in one dialog, the WFB3 page brought forward.
void new_wfb3_army(CommandContext& c) {
    c.frame.show_view(MainFrame::more_systems_view);
    c.frame.more_systems().show_page("wfb3");
    if (!c.frame.confirm_discard(wfb3_army(c))) return;
    FormDialog form(&c.frame, _("New WFB3 army"));
    wxTextCtrl* name_field = form.add_text("wfb3-army-name", _("Name of the army:"), _("New army"));
    wxSpinCtrl* limit_field = form.add_number("wfb3-points-limit", _("Points limit:"), 1000, 1, 1000000);
    name_field->SelectAll();
    if (!form.ask()) return;
    const wxString name = name_field->GetValue().Strip(wxString::both);
    wfb3_army(c).new_army((name.empty() ? _("New army") : name).utf8_string(), limit_field->GetValue());
}

// A calculator's line added to the army, or put in place of the line taken back into it.
void add_wfb3_line_commands(CommandRegistry& registry, const std::string& calculator) {
    registry.add({"wfb3.add-" + calculator, [] { return _("&Add to army"); }, "",
                  [calculator](const CommandContext& c) { return built(c) && wfb3_army(c).can_add(calculator); },
                  [calculator](CommandContext& c) { wfb3_army(c).add_line(calculator); }});
    registry.add({"wfb3.update-" + calculator, [] { return _("&Update line"); }, "",
                  [calculator](const CommandContext& c) { return built(c) && wfb3_army(c).can_update_line(calculator); },
                  [calculator](CommandContext& c) { wfb3_army(c).update_line(calculator); }});
}
wxString copy_details_label() { return _("Copy &details"); }

}  // namespace

void add_more_systems_commands(CommandRegistry& registry) {
    registry.add({"wfb3.new", [] { return _("&New WFB3 army…"); }, "", always, new_wfb3_army});
    registry.add(
        {"wfb3.open", [] { return _("&Open a WFB3 army…"); }, "", always, [](CommandContext& c) { ask_to_open(c.frame, _("Open a WFB3 army"), "wfb3"); }});
    add_wfb3_line_commands(registry, "unit");
    add_wfb3_line_commands(registry, "character");
    registry.add({"wfb3.edit-line", [] { return _("&Edit line"); }, "", [](const CommandContext& c) { return built(c) && wfb3_army(c).can_edit_line(); },
                  [](CommandContext& c) {
                      wfb3_army(c).edit_selected_line();
                      c.frame.status(_("The line is in its calculator: change it there, then click Update line."));
                  }});
    registry.add({"wfb3.remove-line", [] { return _("&Remove line"); }, "", [](const CommandContext& c) { return built(c) && wfb3_army(c).can_delete(); },
                  [](CommandContext& c) { wfb3_army(c).remove_selected_line(); }});
    registry.add({"onus.new", [] { return _("&New design"); }, "", always,
                  [](CommandContext& c) {
                      if (c.frame.confirm_discard(designer(c))) designer(c).new_design();
                  }});
    registry.add({"onus.open", [] { return _("&Open a fortress design…"); }, "", always,
                  [](CommandContext& c) { ask_to_open(c.frame, _("Open a fortress design"), "onus"); }});
    registry.add({"onus.add-piece", [] { return _("&Add piece"); }, "", always, [](CommandContext& c) { designer(c).add_chosen_piece(); }});
    registry.add({"onus.remove-piece", [] { return _("&Remove piece"); }, "",
                  [](const CommandContext& c) { return c.frame.view_built(MainFrame::more_systems_view) && designer(c).can_delete(); },
                  [](CommandContext& c) { designer(c).remove_selected_piece(); }});
    // Copy details under each page's verdict: its problems whole, for a forum post.
    registry.add({"wfb3.copy-details", copy_details_label, "",
                  [](const CommandContext& c) { return built(c) && !c.frame.more_systems().wfb3().details_to_copy().empty(); },
                  [](CommandContext& c) { copy_details_to_clipboard(c.frame.more_systems().wfb3().details_to_copy()); }});
    registry.add({"tower.copy-details", copy_details_label, "",
                  [](const CommandContext& c) { return built(c) && c.frame.more_systems().tower().has_details_to_copy(); },
                  [](CommandContext& c) { copy_details_to_clipboard(c.frame.more_systems().tower().details_to_copy()); }});
    registry.add({"onus.copy-details", copy_details_label, "", [](const CommandContext& c) { return built(c) && !designer(c).details_to_copy().empty(); },
                  [](CommandContext& c) { copy_details_to_clipboard(designer(c).details_to_copy()); }});
}

}  // namespace muster::ui
