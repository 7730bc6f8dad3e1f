#pragma once
#include <string>

#include "muster/text/localised_name.hpp"
#include "muster/report/diagnostic.hpp"

namespace muster {

/// "error", "warning", "info" in a language ("erreur", "avertissement", "info").
std::string severity_word(Severity severity, Language language);
/// "fix" / "correction": the label before a finding's fix.
std::string fix_label(Language language);
/// A finding as a terminal shows it after its place: "error: text" / "erreur : text".
std::string severity_and_text(Severity severity, const std::string& text, Language language);
/// A finding's fix as its own line shows it: "fix: text" / "correction : text".
std::string fix_and_text(const std::string& fix, Language language);
/// "1 unit", "2 units" / "1 unité", "2 unités".
std::string unit_count(long long count, Language language);
/// "… and 12 more findings not shown" / "… et 12 autres constats non affichés".
std::string findings_left_out(long long count, Language language);

}  // namespace muster
