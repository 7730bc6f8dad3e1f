#include "commands/command.hpp"

#include <stdexcept>

#include <wx/arrstr.h>
#include <wx/defs.h>
#include <wx/intl.h>

namespace muster::ui {

namespace {
// Standard ids keep GTK's stock icons and the platform's conventions for the usual commands.
int standard_id(const std::string& id) {
    if (id == "file.new") return wxID_NEW;
    if (id == "file.open") return wxID_OPEN;
    if (id == "file.save") return wxID_SAVE;
    if (id == "file.save-as") return wxID_SAVEAS;
    if (id == "file.revert") return wxID_REVERT;
    if (id == "file.preferences") return wxID_PREFERENCES;
    if (id == "file.quit") return wxID_EXIT;
    if (id == "edit.undo") return wxID_UNDO;
    if (id == "edit.redo") return wxID_REDO;
    if (id == "edit.cut") return wxID_CUT;
    if (id == "edit.copy") return wxID_COPY;
    if (id == "edit.paste") return wxID_PASTE;
    if (id == "edit.delete") return wxID_DELETE;
    if (id == "help.about") return wxID_ABOUT;
    return wxID_NONE;
}
}  // namespace

namespace {
const CommandRegistry* the_window_commands = nullptr;
}

const CommandRegistry* window_commands() { return the_window_commands; }
void set_window_commands(const CommandRegistry* registry) { the_window_commands = registry; }
wxString describe_command(const std::string& id) { return the_window_commands ? the_window_commands->describe(id) : wxString(); }

int CommandRegistry::first_wx_id() { return wxID_HIGHEST + 100; }

Command& CommandRegistry::add(Command command) {
    const std::size_t index = commands_.size();
    if (!by_id_.emplace(command.id, index).second) throw std::logic_error("the command " + command.id + " is added twice");
    const int standard = standard_id(command.id);
    const int id = standard != wxID_NONE ? standard : first_wx_id() + static_cast<int>(index);
    wx_ids_.push_back(id);
    by_wx_id_.emplace(id, index);
    return commands_.emplace_back(std::move(command));
}

void CommandRegistry::set_button_label(const std::string& id, std::function<wxString()> label) {
    const auto found = by_id_.find(id);
    if (found == by_id_.end()) throw std::logic_error("a button label for the unknown command " + id);
    commands_[found->second].button_label = std::move(label);
}

const Command* CommandRegistry::find(const std::string& id) const {
    const auto found = by_id_.find(id);
    return found == by_id_.end() ? nullptr : &commands_[found->second];
}

int CommandRegistry::wx_id(const std::string& id) const {
    const auto found = by_id_.find(id);
    return found == by_id_.end() ? wxID_NONE : wx_ids_[found->second];
}

const Command* CommandRegistry::by_wx_id(int wx_id) const {
    const auto found = by_wx_id_.find(wx_id);
    return found == by_wx_id_.end() ? nullptr : &commands_[found->second];
}

wxString CommandRegistry::menu_text(const Command& command, const CommandContext* context) const {
    wxString text = context != nullptr && command.dynamic_label ? command.dynamic_label(*context) : command.label();
    if (!command.shortcut.empty()) text += "\t" + command.shortcut;
    return text;
}

namespace {
// A shortcut as the player's keyboard names its keys: Del is "Suppr" on a French one. Ctrl, Alt,
// letters, digits and F-keys read the same in every language.
wxString key_names(const wxString& shortcut) {
    wxString said;
    for (const wxString& key : wxSplit(shortcut, '+')) {
        wxString name = key;
        // TRANSLATORS: the names of keys, as printed on the keyboard, in "Delete (Del)".
        if (key == "Del") name = _("Del");
        else if (key == "Shift") name = _("Shift");
        else if (key == "Enter") name = _("Enter");
        else if (key == "Up") name = _("Up");
        else if (key == "Down") name = _("Down");
        said += (said.empty() ? "" : "+") + name;
    }
    return said;
}
}  // namespace

wxString CommandRegistry::describe(const std::string& id) const {
    const Command* command = find(id);
    if (command == nullptr) return {};
    wxString label = command->label();
    label.Replace("&", "");
    label.Replace("…", "");
    if (command->shortcut.empty()) return label;
    return label + " (" + key_names(command->shortcut) + ")";
}

}  // namespace muster::ui
