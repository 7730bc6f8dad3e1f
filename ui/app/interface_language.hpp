#pragma once
#include <string>

#include "muster/text/localised_name.hpp"

namespace muster::ui {

/// Loads the interface's translations: the language chosen in the preferences ("system" or a
/// language code, "fr"), or the one given on the command line, which wins. Call once, before any window exists.
void load_translations(const std::string& command_line_choice);
/// The language the interface ended up in (also used for printed headings and list names).
Language interface_language();
/// The name in the interface's language, the other one beside it.
std::string local_name(const LocalisedName& name);
/// An amount of points written the interface language's way: "1,000" / "1 000", "7.5" / "7,5".
std::string local_points(double amount);

}  // namespace muster::ui
