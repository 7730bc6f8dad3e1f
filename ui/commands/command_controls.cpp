#include "commands/command_controls.hpp"

#include <wx/button.h>
#include <wx/window.h>

namespace muster::ui {

wxDEFINE_EVENT(EVT_RUN_COMMAND, wxCommandEvent);
wxDEFINE_EVENT(EVT_COMMAND_MENU, wxCommandEvent);

namespace {
const wxString prefix = "command:";
}

wxButton* command_button(wxWindow* parent, const std::string& command_id) {
    auto* button = new wxButton(parent, wxID_ANY, wxString::FromUTF8(command_id));
    button->SetName(prefix + wxString::FromUTF8(command_id));
    button->Bind(wxEVT_BUTTON, [button](wxCommandEvent&) {
        wxCommandEvent run(EVT_RUN_COMMAND);
        run.SetString(button->GetName().Mid(prefix.length()));
        run.SetEventObject(button);
        button->GetEventHandler()->ProcessEvent(run);  // a command event: it climbs to the window
    });
    return button;
}

std::string command_of(const wxWindow* window) {
    const wxString name = window->GetName();
    return name.StartsWith(prefix) ? name.Mid(prefix.length()).utf8_string() : std::string();
}

void give_context_menu(wxWindow* control, std::vector<std::string> command_ids) {
    wxString ids;
    for (const std::string& id : command_ids) ids += (ids.empty() ? "" : " ") + wxString::FromUTF8(id);
    control->Bind(wxEVT_CONTEXT_MENU, [control, ids](wxContextMenuEvent&) {
        wxCommandEvent menu(EVT_COMMAND_MENU);
        menu.SetString(ids);
        menu.SetEventObject(control);
        control->GetEventHandler()->ProcessEvent(menu);
    });
}

}  // namespace muster::ui
