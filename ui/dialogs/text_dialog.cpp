#include "dialogs/text_dialog.hpp"

#include <algorithm>

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/display.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

#include "commands/command.hpp"

namespace muster::ui {

void show_text(wxWindow* parent, const wxString& title, const wxString& text, const wxString& name) {
    wxDialog dialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    dialog.SetName(name);
    auto* shown = new wxTextCtrl(&dialog, wxID_ANY, text, wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    shown->SetName("text");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(shown, 1, wxEXPAND | wxALL, 8);
    sizer->Add(dialog.CreateStdDialogButtonSizer(wxOK), 0, wxEXPAND | wxALL, 8);
    dialog.SetSizer(sizer);
    // As large as a page of text, never larger than the screen's working area: the text scrolls.
    const wxRect screen =
        wxDisplay(wxDisplay::GetFromWindow(parent) == wxNOT_FOUND ? 0u : static_cast<unsigned>(wxDisplay::GetFromWindow(parent))).GetClientArea();
    const wxSize wanted = dialog.FromDIP(wxSize(720, 560));
    dialog.SetSize(std::min(wanted.x, screen.width * 9 / 10), std::min(wanted.y, screen.height * 9 / 10));
    dialog.SetMinSize(dialog.FromDIP(wxSize(320, 240)));
    dialog.CentreOnParent();
    dialog.FindWindow(wxID_OK)->SetFocus();
    dialog.ShowModal();
}

wxString keyboard_shortcuts_text() {
    wxString text;
    if (const CommandRegistry* commands = window_commands())
        for (const Command& command : commands->all())
            if (!command.shortcut.empty()) text += command.shortcut + "\t" + wxStripMenuCodes(command.label()) + "\n";
    text += "\n" + _("In the army builder:") + "\n";
    text += _("Down or Enter in the search box\tgo to the first unit found") + "\n";
    text += _("Enter on a unit of the lists\tadd it to the roster") + "\n";
    text += _("Alt+Up, Alt+Down\tmove the selected units to the previous or next division, wherever the focus is") + "\n";
    text += _("Delete\tremove what is selected in the view in front") + "\n";
    text += _("Menu key or Shift+F10 on a finding\tthe commands that carry out its fix") + "\n";
    return text;
}

}  // namespace muster::ui
