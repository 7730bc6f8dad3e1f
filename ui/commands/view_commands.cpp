// View: bring a view forward; Help.
#include <wx/msgdlg.h>

#include "app/tell_user.hpp"
#include "commands/command_helpers.hpp"
#include "dialogs/text_dialog.hpp"
#include "muster/util/version.hpp"

namespace muster::ui {

void add_view_commands(CommandRegistry& registry) {
    auto show = [](MainFrame::View view) { return [view](CommandContext& c) { c.frame.show_view(view); }; };
    registry.add({"view.builder", [] { return _("&Army builder"); }, "Ctrl+1", always, show(MainFrame::builder_view)});
    registry.add({"view.siege", [] { return _("&Siege planner"); }, "Ctrl+2", always, show(MainFrame::siege_view)});
    registry.add({"view.campaign", [] { return _("&Campaign"); }, "Ctrl+3", always, show(MainFrame::campaign_view)});
    registry.add({"view.more-systems", [] { return _("&More systems (WFB3, ONUS!, siege tower)"); }, "Ctrl+4", always, show(MainFrame::more_systems_view)});
    registry.add({"help.about", [] { return _("&About Muster"); }, "", always,
                  [](CommandContext& c) {
                      tell_user(_("Muster — army lists, sieges, campaigns and reference sheets for tabletop wargames.") + "\n\n" + _("Version") + " " +
                                    wxString::FromUTF8(muster::version()),
                                _("About Muster"), wxOK | wxICON_INFORMATION, &c.frame);
                  }});
    registry.add({"help.shortcuts", [] { return _("&Keyboard shortcuts"); }, "F1", always,
                  [](CommandContext& c) { show_text(&c.frame, _("Keyboard shortcuts"), keyboard_shortcuts_text(), "shortcuts-dialog"); }});
    registry.add({"help.guide", [] { return _("&User guide"); }, "", always,
                  [](CommandContext& c) { show_text(&c.frame, _("User guide"), user_guide_text(), "guide-dialog"); }});
}

}  // namespace muster::ui
