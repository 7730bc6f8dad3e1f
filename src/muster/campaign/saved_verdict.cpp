#include "muster/campaign/saved_verdict.hpp"

#include "muster/campaign/campaign_limits.hpp"

#include <functional>
#include <variant>

#include <nlohmann/json.hpp>

#include "muster/report/diagnostic_text.hpp"
#include "muster/report/report_json.hpp"
#include "muster/text/render.hpp"

namespace muster {

namespace {

// A campaign file is data: what a saved meaning may hold is bounded.
constexpr int deepest_meaning = 6;
constexpr std::size_t most_arguments = 32;
constexpr std::size_t longest_saved_text = 4000;

std::string dumped(const nlohmann::json& value) { return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

nlohmann::json meaning_json(const Message& meaning, int depth);

struct TypedValueJson {
    int depth;
    nlohmann::json operator()(const VerbatimValue& v) const { return {{"kind", "verbatim"}, {"value", v.text}}; }
    nlohmann::json operator()(const IntegerValue& v) const { return {{"kind", "integer"}, {"value", v.value}}; }
    nlohmann::json operator()(const DecimalValue& v) const { return {{"kind", "decimal"}, {"value", v.value}, {"decimals", v.decimals}}; }
    nlohmann::json operator()(const PointsValue& v) const { return {{"kind", "points"}, {"value", v.value}}; }
    nlohmann::json operator()(const PercentValue& v) const { return {{"kind", "percent"}, {"value", v.value}, {"decimals", v.decimals}}; }
    nlohmann::json operator()(const LocalisedName& v) const { return {{"kind", "name"}, {"value", localised_json(v)}}; }
    nlohmann::json operator()(const NestedMessage& v) const {
        return {{"kind", "message"}, {"value", v.message ? meaning_json(*v.message, depth + 1) : nlohmann::json()}};
    }
};

// A message with its English wording and typed arguments, so it renders again in any language.
nlohmann::json meaning_json(const Message& meaning, int depth) {
    nlohmann::json j = {{"id", meaning.text.id}, {"text", meaning.text.text}};
    if (meaning.text.plural != nullptr) j["plural"] = meaning.text.plural;
    if (meaning.count) j["count"] = *meaning.count;
    nlohmann::json arguments = nlohmann::json::array();
    for (const MessageArgument& argument : meaning.arguments) {
        nlohmann::json value = std::visit(TypedValueJson{depth}, argument.value);
        value["name"] = argument.name;
        arguments.push_back(std::move(value));
    }
    j["arguments"] = std::move(arguments);
    return j;
}

const std::string* short_string(const nlohmann::json& object, const char* key) {
    const auto found = object.find(key);
    if (found == object.end() || !found->is_string() || found->get_ref<const std::string&>().size() > longest_saved_text) return nullptr;
    return &found->get_ref<const std::string&>();
}

// True when a wording has only {name} holes, each named by an argument: no format specification
// (a saved "{x:>999999999}" would ask for a gigabyte), no stray brace.
bool safe_wording(const std::string& wording, const std::vector<MessageArgument>& arguments) {
    for (std::size_t i = 0; i < wording.size(); ++i) {
        if (wording[i] == '}') return false;
        if (wording[i] != '{') continue;
        std::size_t end = i + 1;
        while (end < wording.size() && ((wording[end] >= 'a' && wording[end] <= 'z') || (wording[end] >= '0' && wording[end] <= '9') || wording[end] == '_'))
            ++end;
        if (end == i + 1 || end >= wording.size() || wording[end] != '}') return false;
        const std::string_view name(wording.data() + i + 1, end - i - 1);
        bool named = false;
        for (const MessageArgument& argument : arguments) named = named || argument.name == name;
        if (!named) return false;
        i = end;
    }
    return true;
}

std::optional<Message> read_meaning(const nlohmann::json& j, int depth, std::list<std::string>& wording);

std::optional<MessageValue> read_value(const nlohmann::json& j, int depth, std::list<std::string>& wording) {
    const std::string* kind = short_string(j, "kind");
    const auto value = j.find("value");
    if (kind == nullptr || value == j.end()) return std::nullopt;
    const auto decimals = [&j]() -> std::optional<int> {
        const auto found = j.find("decimals");
        if (found == j.end() || !found->is_number_integer()) return std::nullopt;
        const long long d = found->get<long long>();
        if (d < 0 || d > 6) return std::nullopt;
        return static_cast<int>(d);
    };
    if (*kind == "verbatim" && value->is_string() && value->get_ref<const std::string&>().size() <= longest_saved_text)
        return VerbatimValue{value->get<std::string>()};
    if (*kind == "integer" && value->is_number_integer()) return IntegerValue{value->get<long long>()};
    if (*kind == "points" && value->is_number()) return PointsValue{value->get<double>()};
    if ((*kind == "decimal" || *kind == "percent") && value->is_number()) {
        const std::optional<int> places = decimals();
        if (!places) return std::nullopt;
        if (*kind == "decimal") return DecimalValue{value->get<double>(), *places};
        return PercentValue{value->get<double>(), *places};
    }
    if (*kind == "name" && value->is_object()) {
        // {"en": …, "fr": …}: English and each translation, keyed by language code.
        if (short_string(*value, "en") == nullptr || value->size() > most_stored_languages) return std::nullopt;
        LocalisedName name;
        for (auto entry = value->begin(); entry != value->end(); ++entry) {
            const std::string& code = entry.key();
            const std::string* said = short_string(*value, code.c_str());
            if (!Language::is_code(code) || said == nullptr) return std::nullopt;
            name.set(Language(code), *said);
        }
        return name;
    }
    if (*kind == "message" && value->is_object()) {
        std::optional<Message> nested_meaning = read_meaning(*value, depth + 1, wording);
        if (!nested_meaning) return std::nullopt;
        return nested(std::move(*nested_meaning));
    }
    return std::nullopt;
}

// A saved meaning read back, or nothing when any part of it is not what keep_meanings writes.
std::optional<Message> read_meaning(const nlohmann::json& j, int depth, std::list<std::string>& wording) {
    if (depth > deepest_meaning || !j.is_object()) return std::nullopt;
    const std::string* id = short_string(j, "id");
    const std::string* text = short_string(j, "text");
    const auto arguments = j.find("arguments");
    if (id == nullptr || id->empty() || text == nullptr || arguments == j.end() || !arguments->is_array() || arguments->size() > most_arguments)
        return std::nullopt;
    Message meaning;
    for (const nlohmann::json& argument : *arguments) {
        const std::string* name = argument.is_object() ? short_string(argument, "name") : nullptr;
        if (name == nullptr) return std::nullopt;
        std::optional<MessageValue> value = read_value(argument, depth, wording);
        if (!value) return std::nullopt;
        meaning.arguments.push_back({*name, std::move(*value)});
    }
    const std::string* plural = nullptr;
    if (j.contains("plural")) {
        plural = short_string(j, "plural");
        const auto count = j.find("count");
        if (plural == nullptr || count == j.end() || !count->is_number_integer()) return std::nullopt;
        meaning.count = count->get<long long>();
        if (!safe_wording(*plural, meaning.arguments)) return std::nullopt;
    }
    if (!safe_wording(*text, meaning.arguments)) return std::nullopt;
    meaning.text.id = wording.emplace_back(*id).c_str();
    meaning.text.text = wording.emplace_back(*text).c_str();
    if (plural != nullptr) meaning.text.plural = wording.emplace_back(*plural).c_str();
    return meaning;
}

// What a finding is compared by: its rule, message id and arguments, and readings (to_json's fields).
std::string comparison_key(const nlohmann::json& finding) {
    const auto said = finding.find("message");
    if (said == finding.end() || !said->is_object()) return {};
    nlohmann::json key = {{"message", *said}};
    for (const char* field : {"rule", "reading", "siege_reading"})
        if (const auto found = finding.find(field); found != finding.end()) key[field] = *found;
    return dumped(key);
}

SavedVerdict read_messages(std::string_view text, const std::function<void(const nlohmann::json&, const std::string&)>& each) {
    const nlohmann::json verdict = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (verdict.is_discarded()) return SavedVerdict::not_json;
    if (!verdict.is_object()) return SavedVerdict::not_ours;
    const auto messages = verdict.find("messages");
    if (messages == verdict.end()) return SavedVerdict::ours;
    if (!messages->is_array()) return SavedVerdict::not_ours;
    for (const nlohmann::json& m : *messages) {
        const auto found = m.is_object() ? m.find("text") : m.end();
        if (!m.is_object() || found == m.end() || !found->is_string()) return SavedVerdict::not_ours;
    }
    for (const nlohmann::json& m : *messages) each(m, m.find("text")->get<std::string>());
    return SavedVerdict::ours;
}

}  // namespace

SavedVerdict read_saved_verdict(std::string_view text, std::set<std::string>& findings) {
    return read_messages(text, [&findings](const nlohmann::json&, const std::string& said) { findings.insert(said); });
}

SavedVerdict read_saved_findings(std::string_view text, std::vector<SavedFinding>& findings) {
    return read_messages(text, [&findings](const nlohmann::json& m, const std::string& said) {
        SavedFinding finding;
        finding.text = said;
        finding.compared_by = comparison_key(m);
        if (const auto meaning = m.find("meaning"); meaning != m.end()) {
            auto wording = std::make_shared<std::list<std::string>>();
            finding.meaning = read_meaning(*meaning, 0, *wording);
            if (finding.meaning) finding.wording = std::move(wording);
        }
        findings.push_back(std::move(finding));
    });
}

void keep_meanings(nlohmann::json& verdict, const Report& report) {
    const auto messages = verdict.find("messages");
    if (messages == verdict.end() || !messages->is_array() || messages->size() != report.diagnostics().size()) return;
    for (std::size_t i = 0; i < report.diagnostics().size(); ++i) {
        const Diagnostic& d = report.diagnostics()[i];
        if (d.said.text.id[0] != '\0') (*messages)[i]["meaning"] = meaning_json(diagnostic_meaning(d), 0);
    }
}

std::string compared_by(const Diagnostic& finding) { return comparison_key(to_json(finding, Language::english)); }

std::string saved_finding_text(const SavedFinding& finding, Language language) {
    return finding.meaning ? render_message(*finding.meaning, language) : finding.text;
}

Message saved_as_text_note() {
    return message(MUSTER_MESSAGE("campaign.compare.saved-as-text",
                                  "(this version was saved before Muster kept what its findings mean: they are shown in the "
                                  "English they were saved in)"));
}

}  // namespace muster
