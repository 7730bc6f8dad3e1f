#include "documents/undo_editor.hpp"

#include "app/interface_language.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "muster/util/error.hpp"

namespace muster::ui {

bool done_or_told(wxWindow* parent, const wxString& title, long style, const std::function<void()>& action) {
    try {
        action();
    } catch (const Error& e) {
        tell_user(u(e.in(interface_language())), title, style, parent);
        return false;
    }
    return true;
}

}  // namespace muster::ui
