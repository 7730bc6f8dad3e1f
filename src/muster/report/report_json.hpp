#pragma once
#include <nlohmann/json.hpp>

#include "muster/report/report.hpp"

namespace muster {

/// A finding as JSON: severity, rule, text, numbers, entries, fix, location.
nlohmann::json to_json(const Diagnostic& diagnostic);
/// Every finding of a report as a JSON array.
nlohmann::json to_json(const Report& report);

}  // namespace muster
