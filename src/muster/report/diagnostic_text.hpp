#pragma once
#include <functional>
#include <string>

#include "muster/report/diagnostic.hpp"

namespace muster {

/// How a front end writes an action it offers ("'muster-cli siege roll PLAN'", "Roll the duration (Ctrl+R)").
using ActionWriter = std::function<std::string(const FrontEndAction& action, Language language)>;

/// What a finding means, readings included, as one message (to nest in another sentence).
Message diagnostic_meaning(const Diagnostic& diagnostic);
/// The sentence of a finding in a language, with its readings: "… (reading: …)" / "… (lecture : …)".
std::string diagnostic_text(const Diagnostic& diagnostic, Language language);
/// The finding's sentence alone, without its readings.
std::string diagnostic_sentence(const Diagnostic& diagnostic, Language language);
/// The fix in a language, each action written by `write_action`; empty when there is none.
std::string fix_text(const Diagnostic& diagnostic, Language language, const ActionWriter& write_action);
/// The fix in a language, actions written as muster-cli commands (command_for_action).
std::string fix_text(const Diagnostic& diagnostic, Language language);

/// The muster-cli command that does an action, quoted: "'muster-cli siege roll PLAN'"; a plan
/// argument, when the action has one, replaces the PLAN word.
std::string command_for_action(const FrontEndAction& action, Language language);

}  // namespace muster
