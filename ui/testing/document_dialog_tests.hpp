#pragma once
#include <string>

namespace muster::ui {

class InputDriver;
class MainFrame;

/// Runs the documents' dialog tests ("file-dialogs", "one-dialog", "save-changes"); `known` is
/// false for another name. Throws UiTestFailed with why one failed.
bool run_document_dialog_test(MainFrame& frame, InputDriver& input, const std::string& name, const std::string& file, bool& known);

}  // namespace muster::ui
