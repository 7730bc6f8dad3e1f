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

/// Every command of the window, in menu order.
inline void add_all_commands(CommandRegistry& registry) {
    add_file_commands(registry);
    add_edit_commands(registry);
    add_roster_commands(registry);
    add_siege_commands(registry);
    add_campaign_commands(registry);
    add_view_commands(registry);
}

/// A command that is always available.
inline bool always(const CommandContext&) { return true; }

}  // namespace muster::ui
