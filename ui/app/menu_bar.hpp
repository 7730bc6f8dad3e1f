#pragma once
#include <memory>
#include <string>
#include <vector>

#include <wx/menu.h>

#include "commands/command.hpp"

namespace muster::ui {

class RecentFiles;

/// One menu: its title and its command ids in order ("-" draws a separator, "recent" the
/// recent files).
struct MenuLayout {
    wxString title;
    std::vector<std::string> ids;
};

/// The window's menus.
std::vector<MenuLayout> menu_layout();

/// A menu bar built from a layout, each item its command's; the recent files fill the "recent"
/// submenu. An id that is no command of the registry is a programming error: std::logic_error
/// naming it, before anything is built.
std::unique_ptr<wxMenuBar> menu_bar_of(const std::vector<MenuLayout>& layout, const CommandRegistry& commands, RecentFiles* recent);

}  // namespace muster::ui
