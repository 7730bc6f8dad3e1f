#pragma once
// The DejaVu Sans faces sheets are printed in: the system's (Debian: fonts-dejavu-core), found by
// fontconfig as `fc-match "DejaVu Sans:style=Bold"` finds them, so that no font file ships twice.
#include <filesystem>

namespace muster {

enum class FontFace { regular, bold };

/// The TrueType file of DejaVu Sans in that face. fontconfig (libfontconfig.so.1) is loaded on the
/// first call, as libharu is: a command that prints nothing pays nothing for it. Throws Error when
/// fontconfig cannot be loaded or matches another family (the font is not installed).
std::filesystem::path dejavu_sans_file(FontFace face);

}  // namespace muster
