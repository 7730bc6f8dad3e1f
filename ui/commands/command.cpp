#include "commands/command.hpp"

#include <wx/defs.h>

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

Command& CommandRegistry::add(Command command) { return commands_.emplace_back(std::move(command)); }

void CommandRegistry::set_button_label(const std::string& id, std::function<wxString()> label) {
    for (Command& command : commands_)
        if (command.id == id) command.button_label = std::move(label);
}

const Command* CommandRegistry::find(const std::string& id) const {
    for (const Command& command : commands_)
        if (command.id == id) return &command;
    return nullptr;
}

int CommandRegistry::wx_id(const std::string& id) const {
    if (const int standard = standard_id(id); standard != wxID_NONE) return standard;
    for (std::size_t i = 0; i < commands_.size(); ++i)
        if (commands_[i].id == id) return first_wx_id() + static_cast<int>(i);
    return wxID_NONE;
}

const Command* CommandRegistry::by_wx_id(int wx_id) const {
    for (std::size_t i = 0; i < commands_.size(); ++i)
        if (this->wx_id(commands_[i].id) == wx_id) return &commands_[i];
    return nullptr;
}

wxString CommandRegistry::menu_text(const Command& command, const CommandContext* context) const {
    wxString text = context != nullptr && command.dynamic_label ? command.dynamic_label(*context) : command.label();
    if (!command.shortcut.empty()) text += "\t" + command.shortcut;
    return text;
}

wxString CommandRegistry::describe(const std::string& id) const {
    const Command* command = find(id);
    if (command == nullptr) return {};
    wxString label = command->label();
    label.Replace("&", "");
    label.Replace("…", "");
    if (command->shortcut.empty()) return label;
    return label + " (" + command->shortcut + ")";
}

}  // namespace muster::ui
