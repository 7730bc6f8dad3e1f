#pragma once
#include <string>
#include <vector>

class wxWindow;

namespace muster::ui {

/// Asks which wm-selector files to import — army lists, their special-rules file and their
/// magic-items file, each from any folder (the two rules files often share a name in different
/// folders); the files chosen, or empty when cancelled. The core tells each file's kind by its content.
std::vector<std::string> choose_files_to_import(wxWindow* parent);

}  // namespace muster::ui
