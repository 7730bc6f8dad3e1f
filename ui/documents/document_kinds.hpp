#pragma once
#include <string>
#include <vector>

#include <wx/string.h>

#include "app/main_frame.hpp"
#include "documents/document_view.hpp"

namespace muster::ui {

/// What the window knows about one kind of document, in one row: the Open dialog's filter, the
/// view that opens it, the editors' file types and Open Recent's groups all read this table.
/// A new kind of document is one row here and one view that opens it.
struct DocumentKind {
    std::string id;         ///< "roster": Open Recent's key, never translated
    std::string extension;  ///< ".roster.xml"
    const char* plural;     ///< the untranslated name of its files ("Rosters"), marked with wxTRANSLATE
    MainFrame::View view;   ///< the view that shows it
    std::string page;       ///< its page inside More systems ("onus"), empty elsewhere
    /// The editor asked about unsaved changes before a file replaces its document; null when the
    /// view keeps nothing unsaved (a campaign is written as it goes).
    DocumentView* (*editor)(MainFrame& frame);
    /// Opens a file in the view; false when it could not be read (the view said why).
    bool (*open)(MainFrame& frame, const std::string& path);

    /// Its files' name in the interface language: "Rosters", "Listes d'armée".
    wxString label() const;
    /// A file dialog's filter for it: "Rosters (*.roster.xml)|*.roster.xml".
    wxString filter() const;
    /// The file type its editor saves.
    DocumentFileType file_type() const { return {label(), extension}; }
};

/// Every kind of document, in the order the Open dialog and Open Recent list them.
const std::vector<DocumentKind>& document_kinds();
/// The kind with this id; an unknown id is a programming error (std::logic_error).
const DocumentKind& document_kind(const std::string& id);
/// The kind a file holds, by its double extension; null for any other file.
const DocumentKind* document_kind_of(const std::string& path);
/// The kind that opens a file of no known kind (the builder reads any roster file).
const DocumentKind& kind_for_other_files();
/// The Open dialog's filters: every Muster file, then each kind, then every file.
wxString open_filter();

}  // namespace muster::ui
