// Siege: the siege planner's own commands, available while the planner is in front.
#include "app/wx_text.hpp"
#include "commands/command_helpers.hpp"
#include "views/siege_panel.hpp"

#include <wx/textdlg.h>

namespace muster::ui {

namespace {
bool planner_in_front(const CommandContext& c) { return in_front(c, MainFrame::siege_view); }
}  // namespace

void add_siege_commands(CommandRegistry& registry) {
    registry.add({"siege.new", [] { return _("&New siege plan…"); }, "", planner_in_front, [](CommandContext& c) {
                      if (!c.frame.confirm_discard(c.frame.siege())) return;
                      wxTextEntryDialog dialog(&c.frame, _("Name of the siege plan"), _("New siege plan"), tr("New siege"));
                      if (dialog.ShowModal() != wxID_OK) return;
                      const wxString name = dialog.GetValue().Strip(wxString::both);
                      c.frame.siege().new_plan(name.empty() ? tr("New siege") : name.utf8_string());
                  }});
    registry.add({"siege.rename", [] { return _("Re&name the siege plan…"); }, "", planner_in_front,
                  [](CommandContext& c) { c.frame.siege().ask_rename(); }});
    registry.add({"siege.roll", [] { return _("&Roll the duration"); }, "Ctrl+R", planner_in_front,
                  [](CommandContext& c) { c.frame.siege().roll(); }});
    registry.add({"siege.attach-attacker", [] { return _("Attach the &attacker's roster…"); }, "", planner_in_front,
                  [](CommandContext& c) { c.frame.siege().ask_attach_roster(SiegeSide::attacker); }});
    registry.add({"siege.attach-defender", [] { return _("Attach the &defender's roster…"); }, "", planner_in_front,
                  [](CommandContext& c) { c.frame.siege().ask_attach_roster(SiegeSide::defender); }});
    registry.add({"siege.detach-rosters", [] { return _("De&tach both rosters"); }, "",
                  [](const CommandContext& c) {
                      return planner_in_front(c) && (!c.frame.siege().plan().attacker_roster.empty() || !c.frame.siege().plan().defender_roster.empty());
                  },
                  [](CommandContext& c) { c.frame.siege().detach_rosters(); }});
    registry.add({"siege.add-section", [] { return _("Add a fortification &section…"); }, "", planner_in_front,
                  [](CommandContext& c) { c.frame.siege().ask_add_section(); }});
    registry.add({"siege.remove-section", [] { return _("R&emove the selected section"); }, "",
                  [](const CommandContext& c) { return planner_in_front(c) && c.frame.siege().can_remove_section(); },
                  [](CommandContext& c) { c.frame.siege().remove_selected_section(); }});
}

}  // namespace muster::ui
