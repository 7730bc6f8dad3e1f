// The army builder's army as text to share, and a shared army's text read back.
#include "views/builder_panel.hpp"

#include "app/interface_language.hpp"
#include "app/tell_user.hpp"
#include "app/wx_text.hpp"
#include "muster/share/army_text.hpp"
#include "muster/share/army_text_reader.hpp"

namespace muster::ui {

std::string BuilderPanel::army_text_in(ShareFormat format) const {
    const Roster& shown = roster();
    return army_text(shown, validate_roster(shown, lists_), format, interface_language());
}

bool BuilderPanel::open_army_text(const std::string& text) {
    Report report;
    const std::optional<Roster> read = read_army_text(text, tr("pasted text"), lists_, interface_language(), report);
    if (!read) {
        tell_user(u(format_human(report, interface_language())), _("The text is not a shared army"), wxOK | wxICON_ERROR, this);
        return false;
    }
    show_roster(*read);
    return true;
}

}  // namespace muster::ui
