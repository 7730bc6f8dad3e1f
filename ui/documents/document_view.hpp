#pragma once
#include <string>

#include <wx/string.h>

namespace muster::ui {

/// A kind of file a document is saved as: its name in dialogs and its double extension.
struct DocumentFileType {
    wxString label;         ///< "Rosters"
    std::string extension;  ///< ".roster.xml"
};

/// What every editor of the window offers the menus. The frame only ever talks to the document
/// in front of the user through this, so Delete, Revert, Save and Undo cannot touch another.
/// An editor answers false to what it cannot do now, and the menus grey that command.
class DocumentView {
public:
    virtual ~DocumentView() = default;

    /// What the document is, for titles and questions: "roster", "siege plan" …
    virtual wxString document_name() const = 0;
    /// The file type it is saved as; an empty extension means it is not saved to a file.
    virtual DocumentFileType file_type() const { return {}; }
    /// The name the document carries (the army's, the plan's), proposed for its file when it has
    /// none yet; empty when it carries none.
    virtual std::string carried_name() const { return {}; }
    /// Its file, empty when it has none yet.
    virtual std::string path() const { return {}; }
    /// True when it holds changes that are not in its file.
    virtual bool dirty() const { return false; }

    /// Saves to a file (its own when empty); false when refused (the core's message was shown).
    virtual bool save(const std::string& /*path*/) { return false; }
    /// True when it can be saved at all.
    virtual bool can_save() const { return !file_type().extension.empty(); }
    /// Reopens the file as last saved.
    virtual bool can_revert() const { return dirty() && !path().empty(); }
    virtual void revert() {}

    /// Undo and redo with the label of the edit they concern.
    virtual bool can_undo() const { return false; }
    virtual bool can_redo() const { return false; }
    virtual std::string undo_label() const { return {}; }
    virtual std::string redo_label() const { return {}; }
    virtual void undo() {}
    virtual void redo() {}

    /// The selection: delete, cut, copy and paste.
    virtual bool can_delete() const { return false; }
    virtual void delete_selection() {}
    virtual bool can_copy() const { return false; }
    virtual void copy() {}
    virtual bool can_cut() const { return can_copy() && can_delete(); }
    virtual void cut() {}
    virtual bool can_paste() const { return false; }
    virtual void paste() {}

    /// Prints the document to a PDF file; an empty return means done, else why not.
    virtual bool can_export() const { return false; }
    virtual std::string export_pdf(const std::string& /*pdf_file*/) { return {}; }
};

}  // namespace muster::ui
