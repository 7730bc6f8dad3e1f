#include "muster/report/report_json.hpp"

namespace muster {

nlohmann::json to_json(const Diagnostic& d) {
    nlohmann::json j;
    j["severity"] = severity_name(d.severity);
    j["rule"] = d.rule_id;
    j["text"] = d.message;
    if (d.actual) j["actual"] = *d.actual;
    if (d.allowed) j["allowed"] = *d.allowed;
    if (!d.measure.empty()) j["measure"] = d.measure;
    if (!d.entries.empty()) j["entries"] = d.entries;
    if (!d.fix.empty()) j["fix"] = d.fix;
    if (d.location) {
        j["file"] = d.location->file;
        if (d.location->line > 0) {
            j["line"] = d.location->line;
            j["column"] = d.location->column;
        }
    }
    return j;
}

nlohmann::json to_json(const Report& report) {
    nlohmann::json messages = nlohmann::json::array();
    for (const Diagnostic& d : report.diagnostics()) messages.push_back(to_json(d));
    return messages;
}

}  // namespace muster
