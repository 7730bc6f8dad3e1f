// Edit: undo, redo and the selection, on the document in front (or the text field being typed in).
#include "commands/command_helpers.hpp"
#include "app/wx_text.hpp"

namespace muster::ui {

namespace {

bool has_document(const CommandContext& context) { return context.document != nullptr; }

wxString with_edit_name(const wxString& verb, const std::string& edit) { return edit.empty() ? verb : verb + " " + u(edit); }

}  // namespace

void add_edit_commands(CommandRegistry& registry) {
    registry.add({"edit.undo", [] { return _("&Undo"); }, "Ctrl+Z", [](const CommandContext& c) { return has_document(c) && c.document->can_undo(); },
                  [](CommandContext& c) {
                      const std::string edit = c.document->undo_label();
                      c.document->undo();
                      c.frame.status(wxString::Format(_("Undone: %s"), u(edit)));
                  },
                  [](const CommandContext& c) { return with_edit_name(_("&Undo"), has_document(c) ? c.document->undo_label() : ""); }});
    registry.add({"edit.redo", [] { return _("&Redo"); }, "Ctrl+Shift+Z", [](const CommandContext& c) { return has_document(c) && c.document->can_redo(); },
                  [](CommandContext& c) {
                      const std::string edit = c.document->redo_label();
                      c.document->redo();
                      c.frame.status(wxString::Format(_("Redone: %s"), u(edit)));
                  },
                  [](const CommandContext& c) { return with_edit_name(_("&Redo"), has_document(c) ? c.document->redo_label() : ""); }});
    registry.add({"edit.cut", [] { return _("Cu&t"); }, "Ctrl+X",
                  [](const CommandContext& c) { return focused_text_entry() || (has_document(c) && c.document->can_cut()); },
                  [](CommandContext& c) {
                      if (auto* text = focused_text_entry()) return text->Cut();
                      c.document->cut();
                  }});
    registry.add({"edit.copy", [] { return _("&Copy"); }, "Ctrl+C",
                  [](const CommandContext& c) { return focused_text_entry() || (has_document(c) && c.document->can_copy()); },
                  [](CommandContext& c) {
                      if (auto* text = focused_text_entry()) return text->Copy();
                      c.document->copy();
                  }});
    registry.add({"edit.paste", [] { return _("&Paste"); }, "Ctrl+V",
                  [](const CommandContext& c) { return focused_text_entry() || (has_document(c) && c.document->can_paste()); },
                  [](CommandContext& c) {
                      if (auto* text = focused_text_entry()) return text->Paste();
                      c.document->paste();
                  }});
    registry.add({"edit.delete", [] { return _("&Delete"); }, "Del",
                  [](const CommandContext& c) { return focused_text_entry() || (has_document(c) && c.document->can_delete()); },
                  [](CommandContext& c) {
                      if (auto* text = focused_text_entry()) {  // Del in a text field deletes text
                          long from = 0, to = 0;
                          text->GetSelection(&from, &to);
                          text->Remove(from, from == to ? from + 1 : to);
                          return;
                      }
                      c.document->delete_selection();
                  }});
}

}  // namespace muster::ui
