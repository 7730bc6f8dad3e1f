#include "muster/report/report_json.hpp"

#include <nlohmann/json.hpp>

#include "muster/text/language_choice.hpp"

namespace muster {
namespace {

nlohmann::json arguments_json(const std::vector<MessageArgument>& arguments);

struct ValueJson {
    nlohmann::json operator()(const VerbatimValue& value) const { return value.text; }
    nlohmann::json operator()(const IntegerValue& value) const { return value.value; }
    nlohmann::json operator()(const DecimalValue& value) const { return value.value; }
    nlohmann::json operator()(const PointsValue& value) const { return value.value; }
    nlohmann::json operator()(const PercentValue& value) const { return value.value * 100.0; }
    nlohmann::json operator()(const LocalisedName& value) const { return localised_json(value); }
    nlohmann::json operator()(const NestedMessage& value) const;
};

nlohmann::json arguments_json(const std::vector<MessageArgument>& arguments) {
    nlohmann::json out = nlohmann::json::object();
    for (const MessageArgument& argument : arguments) out[argument.name] = std::visit(ValueJson{}, argument.value);
    return out;
}

nlohmann::json ValueJson::operator()(const NestedMessage& value) const { return value.message ? message_json(*value.message) : nlohmann::json(); }

}  // namespace

nlohmann::json localised_json(const LocalisedName& name) {
    nlohmann::json out = {{"en", name.en}};
    for (const auto& [language, text] : name.translations) out[std::string(language.code())] = text;
    return out;
}

void put_localised(nlohmann::json& object, const std::string& key, const LocalisedName& text) {
    object[key] = text.en;
    for (const auto& [language, translated] : text.translations) object[key + "_" + std::string(language.code())] = translated;
}

nlohmann::json with_localised(nlohmann::json object, const std::string& key, const LocalisedName& text) {
    put_localised(object, key, text);
    return object;
}

nlohmann::json message_json(const Message& message) { return {{"id", message.text.id}, {"arguments", arguments_json(message.arguments)}}; }

nlohmann::json to_json(const Diagnostic& d, Language language) {
    nlohmann::json j;
    j["severity"] = severity_name(d.severity);
    j["rule"] = d.rule_id;
    j["text"] = diagnostic_text(d, language);
    if (language != Language::english) j["language"] = language_code(language);
    if (d.said.text.id[0] != '\0') {
        j["message"] = message_json(d.said);
        if (!d.reading.en.empty()) j["reading"] = ValueJson{}(d.reading);
        if (!d.siege_reading.en.empty()) j["siege_reading"] = ValueJson{}(d.siege_reading);
    }
    if (!d.sources.empty()) j["sources"] = d.sources;
    if (d.actual) j["actual"] = *d.actual;
    if (d.allowed) j["allowed"] = *d.allowed;
    if (!d.measure.empty()) j["measure"] = d.measure;
    if (!d.entries.empty()) j["entries"] = d.entries;
    if (const std::string fix = fix_text(d, language); !fix.empty()) j["fix"] = fix;
    if (d.remedy) {
        nlohmann::json remedy = message_json(d.remedy->advice);
        nlohmann::json actions = nlohmann::json::object();
        for (const auto& [placeholder, action] : d.remedy->actions)
            actions[placeholder] = {{"id", action.id}, {"arguments", arguments_json(action.arguments)}, {"command", command_for_action(action, language)}};
        if (!actions.empty()) remedy["actions"] = actions;
        j["fix_message"] = remedy;
    }
    if (d.location) {
        j["file"] = d.location->file;
        if (d.location->line > 0) {
            j["line"] = d.location->line;
            j["column"] = d.location->column;
        }
    }
    return j;
}

nlohmann::json to_json(const Report& report, Language language) {
    nlohmann::json messages = nlohmann::json::array();
    for (const Diagnostic& d : report.diagnostics()) messages.push_back(to_json(d, language));
    return messages;
}

}  // namespace muster
