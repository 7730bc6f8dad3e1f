// The menu bar, built from command ids: each item runs its command, and an idle pass greys
// what cannot run now and renames what names the current state ("Undo Add unit").
#include <stdexcept>

#include <wx/accel.h>
#include <wx/button.h>
#include <wx/menu.h>

#include "app/main_frame.hpp"
#include "app/menu_bar.hpp"
#include "commands/command_controls.hpp"
#include "commands/command_helpers.hpp"
#include "documents/document_view.hpp"

namespace muster::ui {

std::vector<MenuLayout> menu_layout() {
    return {
        {_("&File"),
         {"file.new", "wfb3.new", "file.open", "recent", "campaign.open-server", "file.save", "file.save-as", "file.revert", "-", "file.import-lists", "-",
          "file.export-pdf", "file.print-card", "file.print-unit-cards", "file.print-summary", "-", "file.preferences", "-", "file.quit"}},
        {_("&Edit"), {"edit.undo", "edit.redo", "-", "edit.cut", "edit.copy", "edit.paste", "edit.delete"}},
        {_("&Army"),
         {"roster.add-unit", "roster.add-division", "roster.options", "roster.duplicate", "roster.move-previous", "roster.move-next", "roster.commander",
          "roster.rename-division", "roster.rename-army", "roster.points-limit", "-", "roster.copy-text", "roster.share-text", "roster.paste-text"}},
        {_("&Siege"),
         {"siege.new", "siege.rename", "-", "siege.roll", "siege.attach-attacker", "siege.attach-defender", "siege.add-section", "siege.remove-section"}},
        {_("&Campaign"),
         {"campaign.new", "campaign.open-default", "-", "campaign.add-player", "campaign.add-army", "campaign.save-roster", "campaign.open-version",
          "campaign.compare-version", "-", "campaign.record-battle", "campaign.start-siege", "campaign.advance-month", "-", "campaign.rename-player",
          "campaign.delete-player", "campaign.rename-army", "campaign.delete-army", "campaign.rename-battle", "campaign.delete-battle"}},
        {_("&View"), {"view.builder", "view.siege", "view.campaign", "view.more-systems"}},
        {_("&Help"), {"help.guide", "help.shortcuts", "-", "help.about"}},
    };
}

std::unique_ptr<wxMenuBar> menu_bar_of(const std::vector<MenuLayout>& layout, const CommandRegistry& commands, RecentFiles* recent) {
    // Every id checked before anything is built: a wrong one fails at once, naming itself.
    for (const MenuLayout& menu : layout)
        for (const std::string& id : menu.ids)
            if (id != "-" && id != "recent" && commands.find(id) == nullptr)
                throw std::logic_error("the menu " + menu.title.utf8_string() + " names the unknown command " + id);
    auto bar = std::make_unique<wxMenuBar>();
    for (const MenuLayout& layout_of_menu : layout) {
        auto* menu = new wxMenu;
        for (const std::string& id : layout_of_menu.ids) {
            if (id == "-") {
                menu->AppendSeparator();
            } else if (id == "recent") {
                auto* recent_menu = new wxMenu;
                menu->AppendSubMenu(recent_menu, _("Open &Recent"));
                if (recent != nullptr) recent->use_menu(recent_menu);
            } else {
                menu->Append(commands.wx_id(id), commands.menu_text(*commands.find(id)));
            }
        }
        bar->Append(menu, layout_of_menu.title);
    }
    return bar;
}

void MainFrame::build_menus() {
    const std::vector<MenuLayout> layout = menu_layout();
    SetMenuBar(menu_bar_of(layout, commands_, &recent_).release());
    for (const MenuLayout& menu : layout)
        for (const std::string& id : menu.ids)
            if (const Command* command = commands_.find(id)) in_menu_bar_.insert(commands_.wx_id(command->id));
    // Ctrl+Y redoes too, as on Windows and in many Linux apps; the menu shows Ctrl+Shift+Z.
    wxAcceleratorEntry redo_too(wxACCEL_CTRL, 'Y', commands_.wx_id("edit.redo"));
    SetAcceleratorTable(wxAcceleratorTable(1, &redo_too));

    for (const Command& command : commands_.all()) Bind(wxEVT_MENU, &MainFrame::on_menu, this, commands_.wx_id(command.id));
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& event) {
            const auto index = static_cast<std::size_t>(event.GetId() - RecentFiles::menu_id(0));
            if (index < recent_.files().size()) open_any(recent_.files()[index]);
        },
        RecentFiles::menu_id(0), RecentFiles::menu_id(RecentFiles::most_files - 1));
    // Buttons and context menus of the views run commands by id too.
    Bind(EVT_RUN_COMMAND, [this](wxCommandEvent& event) { run_command(event.GetString().utf8_string()); });
    Bind(EVT_COMMAND_MENU, [this](wxCommandEvent& event) { show_context_menu(event.GetString()); });
}

void MainFrame::show_context_menu(const wxString& ids) {
    wxMenu menu;
    const CommandContext context{*this, active_document()};
    for (const wxString& id : wxSplit(ids, ' ')) {
        if (id == "-") {
            if (menu.GetMenuItemCount() > 0) menu.AppendSeparator();
            continue;
        }
        const Command* command = commands_.find(id.utf8_string());
        if (command == nullptr) continue;
        wxMenuItem* item = menu.Append(commands_.wx_id(command->id), commands_.menu_text(*command, &context));
        item->Enable(command->enabled(context));
    }
    last_context_menu_ = ids;
    PopupMenu(&menu);
}

void MainFrame::adopt_command_buttons(wxWindow* root) {
    for (wxWindow* child : root->GetChildren()) {
        adopt_command_buttons(child);
        const std::string id = command_of(child);
        const Command* command = id.empty() ? nullptr : commands_.find(id);
        if (command == nullptr) continue;
        child->SetLabel(command->button_label ? command->button_label() : command->label());
        child->SetToolTip(commands_.describe(id));
        command_buttons_.emplace_back(child);
    }
}

void MainFrame::on_menu(wxCommandEvent& event) {
    if (const Command* command = commands_.by_wx_id(event.GetId())) run_command(command->id);
}

bool MainFrame::command_enabled(const std::string& id) {
    const Command* command = commands_.find(id);
    if (command == nullptr) return false;
    const CommandContext context{*this, active_document()};
    return command->enabled(context);
}

bool MainFrame::run_command(const std::string& id) {
    const Command* command = commands_.find(id);
    if (command == nullptr) return false;
    CommandContext context{*this, active_document()};
    if (!command->enabled(context)) return false;  // a shortcut pressed while its item is greyed
    const wxWeakRef<wxWindow> focused(wxWindow::FindFocus());
    SetStatusText("");  // what the last command said is not this one's news
    command->run(context);
    refresh_commands();
    // A dialog the command showed hands the focus, once closed, to the window's first button
    // (which Enter would press): it goes back where the player left it.
    const auto give_focus_back = [focused] {
        wxWindow* now = wxWindow::FindFocus();
        if (focused && focused->IsShownOnScreen() && now != focused && (now == nullptr || dynamic_cast<wxButton*>(now))) focused->SetFocus();
    };
    give_focus_back();
    CallAfter(give_focus_back);
    return true;
}

void MainFrame::refresh_commands() {
    update_title();
    wxMenuBar* bar = GetMenuBar();
    if (bar == nullptr) return;
    const CommandContext context{*this, active_document()};
    for (const wxWeakRef<wxWindow>& button : command_buttons_) {
        if (!button || !button->IsShownOnScreen()) continue;
        const Command* command = commands_.find(command_of(button));
        const bool enabled = command != nullptr && command->enabled(context);
        if (button->IsThisEnabled() != enabled) button->Enable(enabled);
    }
    for (const Command& command : commands_.all()) {
        const int id = commands_.wx_id(command.id);
        if (in_menu_bar_.count(id) == 0) continue;  // a button's only
        const bool enabled = command.enabled(context);
        if (bar->FindItem(id) == nullptr) continue;  // a command offered only by buttons and context menus
        if (auto shown = shown_enabled_.find(id); shown == shown_enabled_.end() || shown->second != enabled) {
            bar->Enable(id, enabled);
            shown_enabled_[id] = enabled;
        }
        if (command.dynamic_label) {
            const wxString label = commands_.menu_text(command, &context);
            if (auto shown = shown_labels_.find(id); shown == shown_labels_.end() || shown->second != label) {
                bar->SetLabel(id, label);
                shown_labels_[id] = label;
            }
        }
    }
}

}  // namespace muster::ui
