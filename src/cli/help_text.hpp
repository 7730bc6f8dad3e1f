#pragma once
// The words of muster-cli's help (descriptions of commands and options) in the reader's language,
// which is known before the commands are set up: from --lang in the arguments, else the environment.
#include <string>

#include <CLI/CLI.hpp>

#include "muster/text/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster::cli {

/// The value given to muster-cli's own --lang anywhere in the arguments ("--lang fr" or "--lang=fr",
/// the last one wins, none after "--"), or empty; CliContext::language() turns it into a language.
/// A --lang after a command that has its own (print's, the sheet's language) is that command's:
/// `commands` is the app with every command set up, never parsed, that tells them apart.
std::string lang_argument(const CLI::App& commands, int argc, const char* const* argv);
/// True when the arguments hold a --lang at all (else there is no need to tell whose it is).
bool mentions_lang(int argc, const char* const* argv);

/// Sets the language help_text() renders in (main does it once, before the commands are set up).
void set_help_language(Language language);
/// The language help and argument errors are written in.
Language help_language();

/// A description of a command or option in the help language.
std::string help_text(const MessageText& text);
/// A description with named holes (a folder's path) in the help language.
std::string help_text(const Message& text);

}  // namespace muster::cli
