#pragma once
#include <wx/textctrl.h>
#include <wx/window.h>

#include "app/main_frame.hpp"
#include "commands/command.hpp"
#include "documents/document_view.hpp"

namespace muster::ui {

/// The text field with the keyboard focus, if any: editing keys act on it before the document.
inline wxTextEntry* focused_text_entry() { return dynamic_cast<wxTextEntry*>(wxWindow::FindFocus()); }

/// True when the view in front is `view`.
inline bool in_front(const CommandContext& context, MainFrame::View view) { return context.frame.current_view() == view; }

/// Registers each group of commands (one file each).
void add_file_commands(CommandRegistry& registry);
void add_edit_commands(CommandRegistry& registry);
void add_roster_commands(CommandRegistry& registry);
void add_siege_commands(CommandRegistry& registry);
void add_campaign_commands(CommandRegistry& registry);
void add_view_commands(CommandRegistry& registry);
void add_more_systems_commands(CommandRegistry& registry);

/// Every command of the window, in menu order.
inline void add_all_commands(CommandRegistry& registry) {
    add_file_commands(registry);
    add_edit_commands(registry);
    add_roster_commands(registry);
    add_siege_commands(registry);
    add_campaign_commands(registry);
    add_view_commands(registry);
    add_more_systems_commands(registry);
    // Shorter texts where a button stands beside others.
    registry.set_button_label("roster.add-unit", [] { return _("&Add to roster"); });
    registry.set_button_label("roster.options", [] { return _("&Options…"); });
    registry.set_button_label("roster.duplicate", [] { return _("D&uplicate"); });
    registry.set_button_label("edit.delete", [] { return _("De&lete"); });
    registry.set_button_label("roster.move-previous", [] { return _("← Previous division"); });
    registry.set_button_label("roster.move-next", [] { return _("Next division →"); });
    registry.set_button_label("roster.commander", [] { return _("Commander-in-&chief"); });
    registry.set_button_label("campaign.add-player", [] { return _("Add &player…"); });
    registry.set_button_label("campaign.add-army", [] { return _("Add &army…"); });
    registry.set_button_label("campaign.save-roster", [] { return _("&Save the roster to the army…"); });
    registry.set_button_label("campaign.start-siege", [] { return _("Start a s&iege…"); });
    registry.set_button_label("campaign.advance-month", [] { return _("Advance the &month…"); });
    registry.set_button_label("campaign.open-version", [] { return _("&Open in the army builder"); });
    registry.set_button_label("campaign.compare-version", [] { return _("&Compare with today's lists"); });
    registry.set_button_label("siege.remove-section", [] { return _("Remove the section"); });
}

/// A command that is always available.
inline bool always(const CommandContext&) { return true; }

}  // namespace muster::ui
