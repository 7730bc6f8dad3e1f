#include "tell_user.hpp"

#include <wx/msgdlg.h>

namespace muster::ui {

bool& keep_told_messages() {
    static bool keep = false;
    return keep;
}

std::vector<wxString>& told_messages() {
    static std::vector<wxString> messages;
    return messages;
}

int tell_user(const wxString& message, const wxString& caption, long style, wxWindow* parent) {
    if (keep_told_messages()) {
        told_messages().push_back(caption + "\n" + message);
        return wxOK;
    }
    return wxMessageBox(message, caption, style, parent);
}

}  // namespace muster::ui
