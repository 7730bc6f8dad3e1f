#include "help_text.hpp"

#include <optional>
#include <string_view>

#include "muster/text/render.hpp"

namespace muster::cli {

namespace {
Language& chosen_language() {
    static Language language = Language::english;
    return language;
}
}  // namespace

std::string lang_argument(const CLI::App& commands, int argc, const char* const* argv) {
    std::string lang;
    const CLI::App* command = &commands;  // the command the arguments have reached, as CLI11 walks them
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--") break;
        std::optional<std::string> value;
        if (argument == "--lang" && i + 1 < argc) value = argv[++i];
        else if (argument.starts_with("--lang=")) value = argument.substr(7);
        if (value) {
            bool its_own = false;  // a command's own --lang is not muster-cli's (CLI11 falls through to the parent otherwise)
            for (const CLI::App* c = command; c != &commands && c != nullptr; c = c->get_parent())
                its_own = its_own || c->get_option_no_throw("--lang") != nullptr;
            if (!its_own) lang = *value;
            continue;
        }
        for (const CLI::App* sub : command->get_subcommands([](const CLI::App*) { return true; }))
            if (sub->get_name() == argument) {
                command = sub;
                break;
            }
    }
    return lang;
}

bool mentions_lang(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i)
        if (const std::string_view argument = argv[i]; argument == "--lang" || argument.starts_with("--lang=")) return true;
    return false;
}

void set_help_language(Language language) { chosen_language() = language; }

Language help_language() { return chosen_language(); }

std::string help_text(const MessageText& text) { return render_message(message(text), chosen_language()); }

std::string help_text(const Message& text) { return render_message(text, chosen_language()); }

}  // namespace muster::cli
