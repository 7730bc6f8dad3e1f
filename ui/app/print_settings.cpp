#include "app/print_settings.hpp"

#include "app/interface_language.hpp"
#include "dialogs/preferences_dialog.hpp"

namespace muster::ui {

PrintOptions print_settings() {
    PrintOptions options;
    options.paper = preferred_paper() == "letter" ? PaperSize::letter : PaperSize::a4;
    options.language = interface_language();
    return options;
}

}  // namespace muster::ui
