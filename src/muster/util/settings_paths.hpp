#pragma once
// Where the window keeps its settings: the XDG layout, $XDG_CONFIG_HOME/muster/, where earlier
// versions used wxWidgets' classic ~/.muster.
#include <filesystem>

namespace muster {

/// The window's settings file: $XDG_CONFIG_HOME/muster/muster.conf, else ~/.config/muster/muster.conf
/// (a relative XDG_CONFIG_HOME is ignored, as the XDG Base Directory specification says).
std::filesystem::path settings_file();

/// Moves the settings an earlier Muster kept in ~/.muster (wxWidgets' classic layout) to
/// settings_file(), once: only when there is no settings file yet. Nothing is lost: the old file is
/// copied, and removed only once the copy is whole; a failure leaves it where it was. True when moved.
bool move_classic_settings();

}  // namespace muster
