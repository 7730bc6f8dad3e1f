#include "help_text.hpp"

#include <string_view>

#include "muster/text/render.hpp"

namespace muster::cli {

namespace {
Language& chosen_language() {
    static Language language = Language::english;
    return language;
}
}  // namespace

std::string lang_argument(int argc, const char* const* argv) {
    std::string lang;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--") break;
        if (argument == "--lang" && i + 1 < argc) lang = argv[++i];
        else if (argument.starts_with("--lang=")) lang = argument.substr(7);
    }
    return lang;
}

void set_help_language(Language language) { chosen_language() = language; }

Language help_language() { return chosen_language(); }

std::string help_text(const MessageText& text) { return render_message(message(text), chosen_language()); }

std::string help_text(const Message& text) { return render_message(text, chosen_language()); }

}  // namespace muster::cli
