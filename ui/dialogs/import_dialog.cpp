#include "dialogs/import_dialog.hpp"

#include <algorithm>

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/tell_user.hpp"

namespace muster::ui {

std::vector<std::string> choose_files_to_import(wxWindow* parent) {
    wxDialog dialog(parent, wxID_ANY, _("Import lists"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    dialog.SetName("import-dialog");
    auto* intro = new wxStaticText(&dialog, wxID_ANY,
                                   _("Choose wm-selector army lists, and the special-rules and magic-items files that hold their "
                                     "texts: each may come from another folder."));
    intro->Wrap(dialog.FromDIP(520));
    auto* files = new wxListBox(&dialog, wxID_ANY, wxDefaultPosition, dialog.FromDIP(wxSize(520, 180)), 0, nullptr, wxLB_EXTENDED | wxLB_HSCROLL);
    files->SetName("import-files");
    std::vector<std::string> chosen;
    const auto add = [&](const wxString& title) {
        for (const std::string& path : ask_paths(&dialog, title, _("wm-selector files (*.json)|*.json"))) {
            if (std::find(chosen.begin(), chosen.end(), path) != chosen.end()) continue;
            chosen.push_back(path);
            files->Append(wxString::FromUTF8(path));
        }
    };
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    const auto button = [&](const wxString& label, const char* name) {
        auto* b = new wxButton(&dialog, wxID_ANY, label);
        b->SetName(name);
        buttons->Add(b, 0, wxRIGHT, 6);
        return b;
    };
    button(_("Army &lists…"), "import-add-lists")->Bind(wxEVT_BUTTON, [&](wxCommandEvent&) { add(_("wm-selector army lists")); });
    button(_("&Special rules…"), "import-add-special-rules")->Bind(wxEVT_BUTTON, [&](wxCommandEvent&) { add(_("wm-selector special-rules file")); });
    button(_("&Magic items…"), "import-add-magic-items")->Bind(wxEVT_BUTTON, [&](wxCommandEvent&) { add(_("wm-selector magic-items file")); });
    button(_("&Remove"), "import-remove")->Bind(wxEVT_BUTTON, [&](wxCommandEvent&) {
        wxArrayInt selected;
        files->GetSelections(selected);
        std::sort(selected.begin(), selected.end(), std::greater<int>());
        for (int index : selected) {
            files->Delete(static_cast<unsigned>(index));
            chosen.erase(chosen.begin() + index);
        }
    });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(intro, 0, wxALL, 8);
    sizer->Add(files, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(buttons, 0, wxALL, 8);
    wxStdDialogButtonSizer* answer = dialog.CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    dialog.FindWindow(wxID_OK)->SetLabel(_("&Import"));
    dialog.FindWindow(wxID_OK)->Bind(wxEVT_UPDATE_UI, [&chosen](wxUpdateUIEvent& e) { e.Enable(!chosen.empty()); });
    sizer->Add(answer, 0, wxEXPAND | wxALL, 8);
    dialog.SetSizerAndFit(sizer);
    dialog.CentreOnParent();
    return dialog.ShowModal() == wxID_OK ? chosen : std::vector<std::string>();
}

}  // namespace muster::ui
