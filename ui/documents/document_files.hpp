#pragma once
#include <string>

namespace muster::ui {

class DocumentView;

/// The file name a dialog proposes for a document saved or exported with `extension`
/// (".roster.xml", ".pdf"): its own file's name with that extension ("formigny.roster.xml" →
/// "formigny.pdf"), else the name it carries ("Siège d'Orléans.siege.xml"), else "untitled".
std::string proposed_file_name(const DocumentView& document, const std::string& extension);

/// The folder a document's file dialogs start in: its own file's folder, or empty when it has
/// no file yet (the dialog then starts in the folder last used).
std::string document_folder(const DocumentView& document);

}  // namespace muster::ui
