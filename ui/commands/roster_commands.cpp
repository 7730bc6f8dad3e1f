// Army: the army builder's own commands, available while the builder is in front.
#include "commands/command_helpers.hpp"
#include "dialogs/share_dialog.hpp"
#include "views/builder_panel.hpp"
#include "views/copy_details_button.hpp"

#include <wx/clipbrd.h>

namespace muster::ui {

namespace {

bool builder_in_front(const CommandContext& c) { return in_front(c, MainFrame::builder_view); }
bool unit_selected(const CommandContext& c) { return builder_in_front(c) && !c.frame.builder().selected_entry().empty(); }
bool can_move(const CommandContext& c) { return builder_in_front(c) && c.frame.builder().can_move_selected(0); }

std::function<void(CommandContext&)> on_builder(void (BuilderPanel::*action)()) {
    return [action](CommandContext& c) { (c.frame.builder().*action)(); };
}

// The clipboard's text, empty when it holds none.
std::string clipboard_text() {
    wxTextDataObject data;
    wxClipboardLocker locker;
    if (!locker || !wxTheClipboard->IsSupported(wxDF_UNICODETEXT) || !wxTheClipboard->GetData(data)) return {};
    return data.GetText().utf8_string();
}

}  // namespace

void add_roster_commands(CommandRegistry& registry) {
    registry.add({"roster.add-unit", [] { return _("Add the chosen &unit"); }, "", builder_in_front, on_builder(&BuilderPanel::add_selected_unit)});
    registry.add({"roster.add-division", [] { return _("Add &division"); }, "Ctrl+D", builder_in_front, on_builder(&BuilderPanel::add_division)});
    registry.add({"roster.options", [] { return _("Unit &options…"); }, "Ctrl+Enter", unit_selected, on_builder(&BuilderPanel::edit_options)});
    registry.add({"roster.duplicate", [] { return _("D&uplicate unit"); }, "Ctrl+Shift+D", unit_selected, on_builder(&BuilderPanel::duplicate_selected)});
    registry.add({"roster.move-previous", [] { return _("Move to &previous division"); }, "Alt+Up", can_move,
                  [](CommandContext& c) { c.frame.builder().move_selected(-1); }});
    registry.add(
        {"roster.move-next", [] { return _("Move to &next division"); }, "Alt+Down", can_move, [](CommandContext& c) { c.frame.builder().move_selected(+1); }});
    registry.add({"roster.commander", [] { return _("Make &commander-in-chief's division"); }, "",
                  [](const CommandContext& c) { return unit_selected(c) && c.frame.builder().can_make_commander(); },
                  on_builder(&BuilderPanel::make_commander)});
    registry.add({"roster.rename-division", [] { return _("Rename the d&ivision…"); }, "F2", unit_selected, on_builder(&BuilderPanel::rename_division)});
    registry.add({"roster.rename-army", [] { return _("Rename the &army…"); }, "Shift+F2", builder_in_front, on_builder(&BuilderPanel::rename_army)});
    registry.add({"roster.points-limit", [] { return _("Points &limit…"); }, "", builder_in_front, on_builder(&BuilderPanel::change_points_limit)});
    registry.add({"roster.copy-text", [] { return _("Copy army as &text"); }, "Ctrl+Alt+C", builder_in_front,
                  [](CommandContext& c) { copy_to_clipboard(c.frame.builder().army_text_in(ShareFormat::text)); }});
    registry.add({"roster.share-text", [] { return _("S&hare army as text…"); }, "", builder_in_front,
                  [](CommandContext& c) {
                      BuilderPanel& builder = c.frame.builder();
                      ShareDialog dialog(&c.frame, [&builder](ShareFormat format) { return builder.army_text_in(format); });
                      dialog.ShowModal();
                  }});
    registry.add({"roster.paste-text", [] { return _("Open army from pasted te&xt"); }, "", builder_in_front,
                  [](CommandContext& c) {
                      if (c.frame.confirm_discard(c.frame.builder())) c.frame.builder().open_army_text(clipboard_text());
                  }});
    // Copy details under the findings: the one selected (or all) whole, for a forum post.
    registry.add({"roster.copy-details", [] { return _("Copy &details"); }, "",
                  [](const CommandContext& c) { return builder_in_front(c) && c.frame.builder().has_details_to_copy(); },
                  [](CommandContext& c) { copy_details_to_clipboard(c.frame.builder().details_to_copy()); }});
}

}  // namespace muster::ui
