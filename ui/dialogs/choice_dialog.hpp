#pragma once
#include <vector>

#include <wx/arrstr.h>
#include <wx/string.h>

class wxDialog;
class wxWindow;

namespace muster::ui {

/// How many rows a list to choose from shows at least, when the screen has room.
constexpr int rows_to_choose_from = 12;

/// Makes a dialog's list (its wxListBox or wxCheckListBox) tall enough for `rows` rows and wide
/// enough for its longest item, then fits the dialog within the screen it is on.
void size_list_dialog(wxDialog& dialog, int rows = rows_to_choose_from);

/// Asks to choose one item; its index, or -1 when cancelled. The list shows enough rows.
int choose_one(wxWindow* parent, const wxString& message, const wxString& caption, const wxArrayString& items, int selection = 0);

/// Asks to tick any of the items; the ticked indexes, or false when cancelled. Space ticks, Enter accepts.
bool choose_many(wxWindow* parent, const wxString& message, const wxString& caption, const wxArrayString& items, std::vector<int>& chosen);

}  // namespace muster::ui
