#pragma once
#include <string>

namespace muster::ui {

/// Marks the moment the program started (call first thing).
void mark_program_start();
/// "first window shown in N ms; resident memory M MB (peak P MB); processor time C ms", measured now.
std::string startup_figures();

}  // namespace muster::ui
