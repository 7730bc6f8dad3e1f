#pragma once
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include <wx/string.h>

class wxWindow;

namespace muster::ui {

class DocumentView;
class MainFrame;

/// What a command sees when it is asked whether it can run, and when it runs: the window and
/// the document in front of the user (null when the view in front edits nothing).
struct CommandContext {
    MainFrame& frame;
    DocumentView* document;
};

/// One thing the user can do, whatever the gesture: a menu item, a shortcut, a button or a
/// context menu all run it by its id, and all grey it when enabled() says no.
struct Command {
    Command(std::string id_, std::function<wxString()> label_, wxString shortcut_, std::function<bool(const CommandContext&)> enabled_,
            std::function<void(CommandContext&)> run_, std::function<wxString(const CommandContext&)> dynamic_label_ = {})
        : id(std::move(id_)),
          label(std::move(label_)),
          shortcut(std::move(shortcut_)),
          enabled(std::move(enabled_)),
          run(std::move(run_)),
          dynamic_label(std::move(dynamic_label_)) {}

    std::string id;                                                ///< "file.save", "roster.add-division"
    std::function<wxString()> label;                               ///< the menu text, in the interface language
    wxString shortcut;                                             ///< "Ctrl+S", empty for none
    std::function<bool(const CommandContext&)> enabled;            ///< can it run now?
    std::function<void(CommandContext&)> run;                      ///< do it
    std::function<wxString(const CommandContext&)> dynamic_label;  ///< when the label names the current state ("Undo add unit")
    std::function<wxString()> button_label;                        ///< a shorter text for its buttons, when the menu's is long
};

/// Every command of the window, by id; menus, accelerators and buttons are built from it.
class CommandRegistry {
public:
    /// Adds a command; its wx id is given in order of registration. An id added twice is a
    /// programming error (std::logic_error).
    Command& add(Command command);
    /// Gives a command a shorter label for its buttons.
    void set_button_label(const std::string& id, std::function<wxString()> label);
    /// The command with this id, or null.
    const Command* find(const std::string& id) const;
    /// The wx id a menu item of this command carries (wxID_NONE when unknown).
    int wx_id(const std::string& id) const;
    /// The command behind a wx id, or null.
    const Command* by_wx_id(int wx_id) const;
    /// The menu text with its shortcut ("&Save\tCtrl+S").
    wxString menu_text(const Command& command, const CommandContext* context = nullptr) const;
    /// The label and shortcut, for messages that name a command: "Roll the duration (Ctrl+R)".
    wxString describe(const std::string& id) const;
    /// Every command in order of registration.
    const std::vector<Command>& all() const { return commands_; }
    /// The first wx id commands use.
    static int first_wx_id();

private:
    std::vector<Command> commands_;
    std::vector<int> wx_ids_;                             ///< per command, in order
    std::unordered_map<std::string, std::size_t> by_id_;  ///< command id → index
    std::unordered_map<int, std::size_t> by_wx_id_;       ///< wx id → index
};

/// The window's registry, for texts that name a command (fixes, buttons); null before the window.
const CommandRegistry* window_commands();
/// Set by the window when its registry is complete.
void set_window_commands(const CommandRegistry* registry);
/// describe(id) of the window's registry, or empty when there is none.
wxString describe_command(const std::string& id);

}  // namespace muster::ui
