#pragma once
#include <string>
#include <vector>

#include <wx/event.h>

class wxButton;
class wxWindow;

namespace muster::ui {

/// Sent up from a command button to the window: run the command named by the event's string.
wxDECLARE_EVENT(EVT_RUN_COMMAND, wxCommandEvent);
/// Sent up from a control that was right-clicked: pop up a menu of the command ids in the
/// event's string (separated by spaces, "-" for a separator).
wxDECLARE_EVENT(EVT_COMMAND_MENU, wxCommandEvent);

/// A button that runs a command of the registry: the window gives it the command's label and
/// greys it with the menu item (see MainFrame::adopt_command_buttons).
wxButton* command_button(wxWindow* parent, const std::string& command_id);
/// The command id a button made by command_button() runs, or empty.
std::string command_of(const wxWindow* window);

/// Right-clicking `control` (or pressing the menu key in it) pops up a menu of these commands,
/// built, labelled and greyed by the window like the menu bar.
void give_context_menu(wxWindow* control, std::vector<std::string> command_ids);

}  // namespace muster::ui
