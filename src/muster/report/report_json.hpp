#pragma once
#include <nlohmann/json_fwd.hpp>

#include "muster/report/report.hpp"

namespace muster {

/// A finding as JSON: severity, rule, text (in the language), message id and arguments,
/// readings, numbers, entries, fix (text, id, arguments, actions), location.
nlohmann::json to_json(const Diagnostic& diagnostic, Language language = Language::english);
/// Every finding of a report as a JSON array.
nlohmann::json to_json(const Report& report, Language language = Language::english);
/// A message as JSON: {"id", "arguments": {name: value}} — numbers as numbers, names as
/// {"en": …, "<code>": …} with each translation.
nlohmann::json message_json(const Message& message);
/// A name and its translations as {"en": …, "fr": …, …}.
nlohmann::json localised_json(const LocalisedName& name);
/// Puts a text of the list data in a JSON object as `key` (English) and `key_<code>` for each
/// translation ("name", "name_fr"), as every command's JSON lists them.
void put_localised(nlohmann::json& object, const std::string& key, const LocalisedName& text);
/// The object with put_localised done on it.
nlohmann::json with_localised(nlohmann::json object, const std::string& key, const LocalisedName& text);

}  // namespace muster
