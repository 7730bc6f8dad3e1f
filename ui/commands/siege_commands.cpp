// Siege: the siege planner's own commands, available while the planner is in front.
#include "app/wx_text.hpp"
#include "commands/command_helpers.hpp"
#include "views/siege_panel.hpp"

#include <wx/choice.h>
#include <wx/textctrl.h>

#include "app/interface_language.hpp"
#include "app/wx_text.hpp"
#include "dialogs/form_dialog.hpp"
#include "muster/siege/installed_siege_kits.hpp"
#include "muster/siege/siege_kit.hpp"

namespace muster::ui {

namespace {
bool planner_in_front(const CommandContext& c) { return in_front(c, MainFrame::siege_view); }
}  // namespace

void add_siege_commands(CommandRegistry& registry) {
    registry.add({"siege.new", [] { return _("&New siege plan…"); }, "", planner_in_front,
                  [](CommandContext& c) {
                      if (!c.frame.confirm_discard(c.frame.siege())) return;
                      // The name and the siege kit (Medieval or the Fantasy chapter) in one dialog.
                      const std::vector<std::string> kits = installed_siege_kits();
                      wxArrayString kit_names;
                      int current = 0;
                      for (const std::string& id : kits) {
                          if (id == c.frame.siege().plan().kit_id) current = static_cast<int>(kit_names.size());
                          kit_names.Add(u(local_name(siege_kit_named(id).name)));
                      }
                      FormDialog form(&c.frame, _("New siege plan"));
                      wxTextCtrl* name_field = form.add_text("siege-plan-name", _("Name of the siege plan:"), tr("New siege"));
                      wxChoice* kit_choice = form.add_choice("siege-kit", _("Siege kit:"), kit_names, current);
                      name_field->SelectAll();
                      if (!form.ask()) return;
                      const wxString name = name_field->GetValue().Strip(wxString::both);
                      const int chosen = kit_choice->GetSelection();
                      c.frame.siege().new_plan(name.empty() ? tr("New siege") : name.utf8_string(),
                                               chosen < 0 || kits.empty() ? std::string("warmaster-medieval-siege") : kits[static_cast<std::size_t>(chosen)]);
                  }});
    registry.add({"siege.rename", [] { return _("Re&name the siege plan…"); }, "", planner_in_front, [](CommandContext& c) { c.frame.siege().ask_rename(); }});
    registry.add({"siege.roll", [] { return _("&Roll the duration"); }, "Ctrl+R", planner_in_front, [](CommandContext& c) { c.frame.siege().roll(); }});
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
