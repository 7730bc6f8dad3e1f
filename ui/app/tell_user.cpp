#include "app/tell_user.hpp"

#include <cstdio>

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
        std::fprintf(stderr, "%s: %s\n", caption.utf8_str().data(), message.utf8_str().data());
        return wxOK;
    }
    return wxMessageBox(message, caption, style, parent);
}

}  // namespace muster::ui
