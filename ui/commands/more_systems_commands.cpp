// More systems: the buttons of the WFB3 and ONUS! pages.
#include <wx/filedlg.h>

#include "app/tell_user.hpp"
#include "commands/command_helpers.hpp"
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
wxString copy_details_label() { return _("Copy &details"); }

}  // namespace

void add_more_systems_commands(CommandRegistry& registry) {
    registry.add({"wfb3.open", [] { return _("&Open a WFB3 army…"); }, "", always,
                  [](CommandContext& c) { ask_to_open(c.frame, _("Open a WFB3 army"), "wfb3"); }});
    registry.add({"onus.new", [] { return _("&New design"); }, "", always, [](CommandContext& c) {
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
    registry.add({"onus.copy-details", copy_details_label, "",
                  [](const CommandContext& c) { return built(c) && !designer(c).details_to_copy().empty(); },
                  [](CommandContext& c) { copy_details_to_clipboard(designer(c).details_to_copy()); }});
}

}  // namespace muster::ui
