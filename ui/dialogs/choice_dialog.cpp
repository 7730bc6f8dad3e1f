#include "dialogs/choice_dialog.hpp"

#include <algorithm>

#include <wx/checklst.h>
#include <wx/choicdlg.h>
#include <wx/display.h>
#include <wx/listbox.h>

namespace muster::ui {

namespace {
wxListBox* list_of(wxWindow& window) {
    for (wxWindow* child : window.GetChildren()) {
        if (auto* list = dynamic_cast<wxListBox*>(child)) return list;
        if (wxListBox* inner = list_of(*child)) return inner;
    }
    return nullptr;
}
}  // namespace

void size_list_dialog(wxDialog& dialog, int rows) {
    const int display = wxDisplay::GetFromWindow(dialog.GetParent() ? dialog.GetParent() : &dialog);
    const wxRect screen = wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
    if (wxListBox* list = list_of(dialog)) {
        const int row_height = list->GetCharHeight() + list->FromDIP(8);  // GTK's rows have padding
        int widest = 0;
        for (unsigned i = 0; i < list->GetCount(); ++i) widest = std::max(widest, list->GetTextExtent(list->GetString(i)).x);
        const int shown = std::min<int>(rows, std::max<int>(1, static_cast<int>(list->GetCount())));
        list->SetMinSize(wxSize(std::min(widest + list->FromDIP(60), screen.width * 3 / 4), shown * row_height + list->FromDIP(8)));
    }
    dialog.Fit();
    const wxSize size = dialog.GetSize();
    dialog.SetSize(std::min(size.x, screen.width), std::min(size.y, screen.height));
    dialog.CentreOnParent();
}

int choose_one(wxWindow* parent, const wxString& message, const wxString& caption, const wxArrayString& items, int selection) {
    wxSingleChoiceDialog dialog(parent, message, caption, items);
    if (selection >= 0 && selection < static_cast<int>(items.size())) dialog.SetSelection(selection);
    size_list_dialog(dialog);
    return dialog.ShowModal() == wxID_OK ? dialog.GetSelection() : -1;
}

bool choose_many(wxWindow* parent, const wxString& message, const wxString& caption, const wxArrayString& items, std::vector<int>& chosen) {
    wxMultiChoiceDialog dialog(parent, message, caption, items);
    wxArrayInt selections;
    for (int index : chosen) selections.Add(index);
    dialog.SetSelections(selections);
    size_list_dialog(dialog, std::min(rows_to_choose_from, std::max(4, static_cast<int>(items.size()))));
    // The list has the focus, on its first row, so Space ticks and Enter accepts at once.
    if (wxListBox* list = list_of(dialog)) {
        list->SetFocus();
        if (list->GetCount() > 0) list->SetSelection(0);
        // GTK's check list does not tick on Space by itself.
        if (auto* checks = dynamic_cast<wxCheckListBox*>(list))
            checks->Bind(wxEVT_KEY_DOWN, [checks](wxKeyEvent& event) {
                const int row = checks->GetSelection();
                if (event.GetKeyCode() != WXK_SPACE || row == wxNOT_FOUND) return event.Skip();
                checks->Check(static_cast<unsigned>(row), !checks->IsChecked(static_cast<unsigned>(row)));
            });
    }
    if (dialog.ShowModal() != wxID_OK) return false;
    chosen.clear();
    for (int index : dialog.GetSelections()) chosen.push_back(index);
    return true;
}

}  // namespace muster::ui
