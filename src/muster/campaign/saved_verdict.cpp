#include "muster/campaign/saved_verdict.hpp"

#include <nlohmann/json.hpp>

namespace muster {

SavedVerdict read_saved_verdict(std::string_view text, std::set<std::string>& findings) {
    const nlohmann::json verdict = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (verdict.is_discarded()) return SavedVerdict::not_json;
    if (!verdict.is_object()) return SavedVerdict::not_ours;
    const auto messages = verdict.find("messages");
    if (messages == verdict.end()) return SavedVerdict::ours;
    if (!messages->is_array()) return SavedVerdict::not_ours;
    for (const nlohmann::json& m : *messages) {
        const auto found = m.is_object() ? m.find("text") : m.end();
        if (!m.is_object() || found == m.end() || !found->is_string()) return SavedVerdict::not_ours;
        findings.insert(found->get<std::string>());
    }
    return SavedVerdict::ours;
}

}  // namespace muster
