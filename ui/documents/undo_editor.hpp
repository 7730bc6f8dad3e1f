#pragma once
#include <functional>
#include <string>
#include <utility>

#include <wx/intl.h>
#include <wx/panel.h>

#include "documents/document_view.hpp"
#include "muster/util/document_history.hpp"

namespace muster::ui {

/// Runs `action`; when it throws the core's Error, tells the player why under `title` (with a
/// message box of `style`) and answers false.
bool done_or_told(wxWindow* parent, const wxString& title, long style, const std::function<void()>& action);

/// An editor of one document with undo: the roster builder, the siege planner, the ONUS!
/// designer. It keeps the document's history, its file and whether it changed since, and does
/// what the menus ask of every editor (undo, redo, save, save as, revert, the question on
/// closing); a view adds how its document is read, written and shown.
template <typename Document>
class UndoEditor : public wxPanel, public DocumentView {
public:
    std::string path() const override { return path_; }
    bool dirty() const override { return history_.dirty(); }
    bool can_undo() const override { return history_.can_undo(); }
    bool can_redo() const override { return history_.can_redo(); }
    std::string undo_label() const override { return history_.undo_label(); }
    std::string redo_label() const override { return history_.redo_label(); }
    void undo() override {
        history_.undo();
        refresh();
    }
    void redo() override {
        history_.redo();
        refresh();
    }
    /// Saves to its own file, or to the one given; false when refused (the reason was told).
    bool save(const std::string& path = "") override {
        const std::string target = path.empty() ? path_ : path;
        if (target.empty() || !can_save()) return false;
        if (!done_or_told(this, not_saved_title(), wxOK | wxICON_ERROR, [&] { write_file(history_.current(), target); })) return false;
        path_ = target;
        history_.mark_saved();
        saved();
        refresh();
        return true;
    }
    /// Reopens its file as last saved.
    void revert() override {
        if (!path_.empty()) open(path_);
    }
    /// Opens a file; false when it cannot be read (the reason was shown, the document stays).
    virtual bool open(const std::string& path) = 0;
    /// Applies one edit (undoable); edits in a row with the same merge key are one undo step.
    /// An edit the core refuses is told to the player and changes nothing.
    bool apply(const std::string& label, const std::function<void(Document&)>& edit, const std::string& merge_key = {}) {
        const bool done = done_or_told(this, _("That cannot be done"), wxOK | wxICON_INFORMATION, [&] { history_.apply(label, edit, merge_key); });
        refresh();  // a refused value typed in a field goes back to the document's
        return done;
    }

    /// Called after every change, so the frame can update its title and menus.
    std::function<void()> on_changed;

protected:
    UndoEditor(wxWindow* parent, Document initial) : wxPanel(parent), history_(std::move(initial)) {}
    /// Starts over with a document opened from `path` (empty: a new one): nothing to undo, unchanged.
    void start(Document document, const std::string& path) {
        history_.reset(std::move(document));
        path_ = path;
    }
    /// Takes over another editor's document, file and history (the window in a new language).
    void take_over(UndoEditor& other) {
        std::swap(history_, other.history_);
        path_ = other.path_;
    }
    /// Writes the document to a file; throws the core's Error when it cannot.
    virtual void write_file(const Document& document, const std::string& file) const = 0;
    /// The title of the message that says a save failed ("The roster was not saved").
    virtual wxString not_saved_title() const = 0;
    /// After a save, before the view is shown again: what else a file of its own changes.
    virtual void saved() {}
    /// Shows the document as it stands now.
    virtual void refresh() = 0;

    DocumentHistory<Document> history_;
    std::string path_;
};

}  // namespace muster::ui
