#pragma once
#include <string>
#include <vector>

#include <wx/arrstr.h>
#include <wx/dialog.h>

class wxBoxSizer;
class wxChoice;
class wxFlexGridSizer;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::ui {

/// One dialog that asks everything an action needs (a label and a field a row, OK and Cancel),
/// instead of a chain of small ones. Every field is named, for tests and for reading back.
class FormDialog : public wxDialog {
public:
    FormDialog(wxWindow* parent, const wxString& title);

    wxChoice* add_choice(const wxString& name, const wxString& label, const wxArrayString& items, int selection = 0);
    wxTextCtrl* add_text(const wxString& name, const wxString& label, const wxString& value = {});
    wxSpinCtrl* add_number(const wxString& name, const wxString& label, int value, int min, int max);
    /// A file to write, typed or chosen with a button (a save dialog starting in its folder).
    wxTextCtrl* add_save_file(const wxString& name, const wxString& label, const std::string& path, const wxString& wildcard);
    /// A line of explanation under the fields.
    wxStaticText* add_note(const wxString& name, const wxString& text = {});

    /// Shows the dialog, the first field focused; true when accepted. An empty text field
    /// keeps OK greyed.
    bool ask();

private:
    void update_ok();
    wxFlexGridSizer* grid_;
    wxBoxSizer* column_;
    std::vector<wxTextCtrl*> required_;
    wxWindow* first_ = nullptr;
};

}  // namespace muster::ui
