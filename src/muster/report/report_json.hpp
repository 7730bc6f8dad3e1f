#pragma once
#include <nlohmann/json.hpp>

#include "muster/report/report.hpp"

namespace muster {

/// A finding as JSON: severity, rule, text (in the language), message id and arguments,
/// readings, numbers, entries, fix (text, id, arguments, actions), location.
nlohmann::json to_json(const Diagnostic& diagnostic, Language language = Language::english);
/// Every finding of a report as a JSON array.
nlohmann::json to_json(const Report& report, Language language = Language::english);
/// A message as JSON: {"id", "arguments": {name: value}} — numbers as numbers, names as {"en","fr"}.
nlohmann::json message_json(const Message& message);

}  // namespace muster
