#pragma once
// What every --json output promises scripts: its "format" and the shape of a refusal.
#include <nlohmann/json_fwd.hpp>

#include "muster/text/localised_name.hpp"
#include "muster/text/message.hpp"

namespace muster::cli {

/// The "format" of every --json output (schema/json/*.schema.json). It goes up only when a key
/// is removed, renamed or changes meaning; a new key keeps the format.
constexpr int json_format = 1;

/// Writes every whole number of the value as an integer (3, not 3.0): counts, points and
/// percentages that are whole read as integers, whatever type the core computed them in.
void write_whole_numbers_as_integers(nlohmann::json& value);

/// Whether the arguments ask for JSON (a --json before any "--"), known before they are parsed,
/// so that a usage error is JSON too.
bool json_asked(int argc, const char* const* argv);

/// A refusal or a usage error as --json prints it on stdout:
/// {"format": 1, "error": {"id", "arguments", "text"}} (the text in the language).
nlohmann::json error_json(const Message& meaning, Language language);

}  // namespace muster::cli
